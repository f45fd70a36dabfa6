/**
 * A list of the edition read from a spreadsheet (`POST /api/admin/editions/:year/import/:list`,
 * a dry run with `?dryRun=1`): the file's bytes as the body with its type (text/csv or the .xlsx
 * type, what api/src/features/imports/uploadedTable.ts reads; the same way the invitations import
 * sends its file). Its refusal of cells is `422 {errors}`, outside the JSON error shape, so the
 * answer is read here; a list that would leave the current edition with problems is
 * `422 {problems}`. Sentences come back in the console's language (Accept-Language).
 */
import { type ApiErrorCode, type Locale, errorMessage, isApiErrorCode } from '@forum/shared';
import { type AdminClient, isObject, segment } from '../lib/apiClient';
import type { ApiProblem } from './editionDocument';
import { LIST_IMPORT_TEXT, type SiteListName } from './listImportText';

/** One refused cell: `row` counts the file's lines (the header is row 1); 0 is the whole file. */
export interface ListImportError {
  row: number;
  /** The API's column key (`name_en`), or null for the whole row or file. */
  column: string | null;
  code: string;
  message: string;
}

export type ListImportAnswer =
  | { ok: true; imported: number }
  | { ok: false; kind: 'rows'; errors: ListImportError[] }
  | { ok: false; kind: 'problems'; problems: ApiProblem[] }
  | { ok: false; kind: 'failed'; code: ApiErrorCode; status: number; message: string };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The type the server reads the body as: by the name's extension, as the file picker offers them. */
function typeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  if (name.endsWith('.csv')) return 'text/csv';
  // Anything else goes as the browser named it; the server answers 415 when it reads neither.
  return file.type || 'application/octet-stream';
}

function readError(entry: unknown): ListImportError | null {
  if (!isObject(entry) || typeof entry.message !== 'string') return null;
  return {
    row: typeof entry.row === 'number' ? entry.row : 0,
    column: typeof entry.column === 'string' ? entry.column : null,
    code: typeof entry.code === 'string' ? entry.code : '',
    message: entry.message,
  };
}

function readProblems(value: unknown): ApiProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    isObject(entry) && typeof entry.message === 'string'
      ? [{ path: String(entry.path ?? ''), code: String(entry.code ?? ''), message: entry.message }]
      : [],
  );
}

export async function importList(
  client: AdminClient,
  token: string,
  year: number,
  list: SiteListName,
  file: File,
  dryRun: boolean,
  locale: Locale,
): Promise<ListImportAnswer> {
  const path = `/api/admin/editions/${segment(year)}/import/${list}${dryRun ? '?dryRun=1' : ''}`;
  const answer = await client.upload(path, token, {
    bytes: await file.arrayBuffer(),
    type: typeOf(file),
    language: locale,
  });
  if (!answer.ok)
    return {
      ok: false,
      kind: 'failed',
      code: answer.code,
      status: answer.status,
      message: errorMessage(answer.code, locale),
    };
  const { status, body } = answer;
  if (status === 200 && body && typeof body.imported === 'number') return { ok: true, imported: body.imported };
  if (status === 422 && body && Array.isArray(body.errors))
    return {
      ok: false,
      kind: 'rows',
      errors: body.errors.map(readError).filter((error): error is ListImportError => error !== null),
    };
  if (status === 422 && body && Array.isArray(body.problems))
    return { ok: false, kind: 'problems', problems: readProblems(body.problems) };
  const words = LIST_IMPORT_TEXT[locale];
  const error = isObject(body?.error) ? body.error : null;
  const named = isApiErrorCode(error?.code) ? error.code : null;
  const code: ApiErrorCode =
    named ??
    (status === 413
      ? 'payload_too_large'
      : status === 415
        ? 'unsupported_media_type'
        : status === 404
          ? 'not_found'
          : status === 401
            ? 'unauthorized'
            : 'internal_error');
  // 413 and 415 in the import's own words: the generic ones speak of requests and JSON.
  const message =
    status === 413
      ? words.tooLarge
      : status === 415
        ? words.unsupported
        : typeof error?.message === 'string' && error.message !== ''
          ? error.message
          : errorMessage(code, locale);
  return { ok: false, kind: 'failed', code, status, message };
}

/**
 * Reading an invitation list: a CSV (UTF-8 with or without a BOM, UTF-16, CP949/EUC-KR; commas,
 * semicolons or tabs) or the first sheet of an .xlsx, a header row naming the columns (English or
 * Korean words, any order), then one invitee per row. Every cell is checked; any refused cell refuses the whole file
 * (the caller stores nothing), and each refusal names its row (the file's line, the header is 1)
 * and column, with words in the organiser's language.
 */
import {
  IMPORT_ERROR_WORDS,
  INVITATION_COLUMNS,
  INVITATION_HEADERS,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_LIMITS,
  type CsvEncoding,
  type ImportError,
  type ImportErrorCode,
  type InvitationColumn,
  type Locale,
  type SessionCode,
  hasControlCharacters,
  isSessionCode,
  registrationSchema,
  sortSessionCodes,
} from '@forum/shared';
import { type TableFormat, readUploadedTable } from '../imports';
import { registrationEmailKey } from '../registrations';
import type { InvitationInput } from './repo';

export type ImportFormat = TableFormat;

export type ImportReading =
  { ok: true; rows: InvitationInput[]; encoding: CsvEncoding | null } | { ok: false; errors: ImportError[] };

/** At most this many refusals are reported: a wrong file would otherwise list every cell. */
const MAX_ERRORS = 200;

const headerKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const HEADER_LOOKUP = new Map<string, InvitationColumn>(
  INVITATION_COLUMNS.flatMap((column) => INVITATION_HEADERS[column].map((word) => [headerKey(word), column] as const)),
);

const emailSchema = registrationSchema.shape.email;

function languageOf(raw: string, name: string): Locale | null {
  const value = raw.trim().toLowerCase();
  if (value === '') return /\p{Script=Hangul}/u.test(name) ? 'ko' : 'en';
  if (['en', 'english', '영어', 'eng'].includes(value)) return 'en';
  if (['ko', 'kr', 'korean', '한국어', 'kor'].includes(value)) return 'ko';
  return null;
}

function sessionsOf(raw: string): SessionCode[] | null {
  const pieces = raw
    .split(/[|,;\s]+/)
    .map((piece) => piece.trim().toLowerCase())
    .filter((piece) => piece !== '');
  if (!pieces.every(isSessionCode)) return null;
  return sortSessionCodes(pieces as SessionCode[]);
}

export async function readInvitationFile(file: Buffer, format: ImportFormat, locale: Locale): Promise<ImportReading> {
  const words = IMPORT_ERROR_WORDS[locale];
  const errors: ImportError[] = [];
  const refuse = (row: number, column: InvitationColumn | null, code: ImportErrorCode) => {
    if (errors.length < MAX_ERRORS) errors.push({ row, column, code, message: words[code] });
  };

  const table = await readUploadedTable(file, format, { maxRows: INVITATION_IMPORT_MAX_ROWS });
  if (!table.ok) {
    refuse(0, null, table.problem);
    return { ok: false, errors };
  }
  // Only rows with text come back (trailing blank lines and blank rows an editor leaves are not invitees).
  const [headerRow, ...filled] = table.rows;
  const header = headerRow?.cells ?? [];
  const columnAt = new Map<InvitationColumn, number>();
  header.forEach((word, index) => {
    const column = HEADER_LOOKUP.get(headerKey(word));
    if (column && !columnAt.has(column)) columnAt.set(column, index);
  });
  for (const required of ['email', 'name', 'source'] as const) {
    if (!columnAt.has(required)) refuse(headerRow?.line ?? 0, required, 'missing_column');
  }
  if (errors.length > 0) return { ok: false, errors };

  if (filled.length === 0) {
    refuse(0, null, 'empty_file');
    return { ok: false, errors };
  }
  if (filled.length > INVITATION_IMPORT_MAX_ROWS) {
    refuse(0, null, 'too_many_rows');
    return { ok: false, errors };
  }

  const seen = new Map<string, number>();
  const rows: InvitationInput[] = [];
  for (const { cells: row, line } of filled) {
    const cell = (column: InvitationColumn) => {
      const index = columnAt.get(column);
      return index === undefined ? '' : (row[index] ?? '').trim();
    };
    const text = (column: 'name' | 'company' | 'note' | 'source', required: boolean): string | null => {
      const value = cell(column);
      if (required && value === '') return (refuse(line, column, 'required'), null);
      if (value.length > INVITATION_LIMITS[column]) return (refuse(line, column, 'too_long'), null);
      if (hasControlCharacters(value, { multiline: column === 'note' }))
        return (refuse(line, column, 'control_characters'), null);
      return value;
    };
    const before = errors.length;
    const rawEmail = cell('email');
    const email = emailSchema.safeParse(rawEmail);
    if (!email.success) {
      const code = email.error.issues[0]?.message;
      refuse(
        line,
        'email',
        code === 'required' || code === 'too_long' || code === 'control_characters' ? code : 'invalid_email',
      );
    }
    const name = text('name', true);
    const company = text('company', false);
    const note = text('note', false);
    const source = text('source', true);
    const locale = languageOf(cell('language'), name ?? '');
    if (!locale) refuse(line, 'language', 'invalid_language');
    const sessions = sessionsOf(cell('sessions'));
    if (!sessions) refuse(line, 'sessions', 'invalid_session');
    if (email.success) {
      const emailKey = registrationEmailKey(email.data);
      const earlier = seen.get(emailKey);
      if (earlier !== undefined) refuse(line, 'email', 'duplicate_email');
      else seen.set(emailKey, line);
      if (
        errors.length === before &&
        name !== null &&
        company !== null &&
        note !== null &&
        source !== null &&
        locale &&
        sessions
      ) {
        rows.push({ email: email.data, emailKey, name, company, locale, sessions, note, source });
      }
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows, encoding: table.encoding };
}

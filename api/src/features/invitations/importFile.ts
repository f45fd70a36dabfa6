/**
 * Reading an invitation list: a CSV (UTF-8, with or without a BOM; commas, semicolons or tabs) or
 * the first sheet of an .xlsx, a header row naming the columns (English or Korean words, any
 * order), then one invitee per row. Every cell is checked; any refused cell refuses the whole file
 * (the caller stores nothing), and each refusal names its row (the file's line, the header is 1)
 * and column, with words in the organiser's language.
 */
import {
  IMPORT_ERROR_WORDS,
  INVITATION_COLUMNS,
  INVITATION_HEADERS,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_LIMITS,
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
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { registrationEmailKey } from '../registrations';
import type { InvitationInput } from './repo';

export type ImportFormat = 'csv' | 'xlsx';

export type ImportReading = { ok: true; rows: InvitationInput[] } | { ok: false; errors: ImportError[] };

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

/**
 * The first sheet's cells as the organiser sees them (`text`: a hyperlinked address, a number, a
 * formula's result). ExcelJS reads the upload, not SheetJS: the SheetJS build on npm is kept for
 * writing only (shared/src/spreadsheet/sheetjs.ts says why).
 */
async function readXlsx(file: Buffer): Promise<string[][] | null> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return null;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

async function readCells(file: Buffer, format: ImportFormat): Promise<string[][] | null> {
  try {
    if (format === 'xlsx') return await readXlsx(file);
    const text = file.toString('utf8');
    if (text.includes('\uFFFD')) return null;
    const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
      firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
    );
    return parseCsv(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    return null;
  }
}

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

  const cells = await readCells(file, format);
  if (!cells) {
    refuse(0, null, 'unreadable_file');
    return { ok: false, errors };
  }
  // Trailing blank lines (and blank rows an editor leaves) are not invitees.
  const isBlank = (row: string[] | undefined) => !row || row.every((cell) => cell.trim() === '');
  const headerIndex = cells.findIndex((row) => !isBlank(row));
  const header = headerIndex >= 0 ? (cells[headerIndex] ?? []) : [];
  const columnAt = new Map<InvitationColumn, number>();
  header.forEach((word, index) => {
    const column = HEADER_LOOKUP.get(headerKey(word));
    if (column && !columnAt.has(column)) columnAt.set(column, index);
  });
  for (const required of ['email', 'name', 'source'] as const) {
    if (!columnAt.has(required)) refuse(headerIndex + 1, required, 'missing_column');
  }
  if (errors.length > 0) return { ok: false, errors };

  const body = cells.slice(headerIndex + 1).map((row, index) => ({ row, line: headerIndex + 2 + index }));
  const filled = body.filter(({ row }) => !isBlank(row));
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
  for (const { row, line } of filled) {
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
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/**
 * A CSV upload as rows of text: UTF-8 (with or without a BOM), UTF-16 with its BOM or CP949/EUC-KR
 * (csvText.ts, which names the one read), commas, semicolons or tabs (whichever splits the first
 * line most). Only rows with text are returned, each with its line (the record's
 * number, the first is 1); past `maxFilledRows` such rows the file is `too_many_rows`.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import type { CsvEncoding } from '@forum/shared';
import { decodeCsv } from './csvText';
import type { TableRow, XlsxRowsResult } from './xlsxRows';

export function readCsvTable(
  file: Buffer,
  maxFilledRows: number,
): Exclude<XlsxRowsResult, { ok: true }> | { ok: true; rows: TableRow[]; encoding: CsvEncoding } {
  let records: string[][];
  const decoded = decodeCsv(file);
  if (!decoded.ok) return { ok: false, problem: 'unreadable_file' };
  const { text, encoding } = decoded;
  try {
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
      firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
    );
    records = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    return { ok: false, problem: 'unreadable_file' };
  }
  const rows: TableRow[] = [];
  for (const [index, cells] of records.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (rows.length >= maxFilledRows) return { ok: false, problem: 'too_many_rows' };
    rows.push({ line: index + 1, cells });
  }
  return { ok: true, rows, encoding };
}

/**
 * Reading an uploaded table (the invitation list, and any later import of a list the organiser
 * keeps in a spreadsheet): one call for a CSV or the first sheet of an .xlsx, answering the rows
 * that have text, each with its line in the file, or why the file is refused. An .xlsx is read as
 * a stream in a worker thread (xlsxTable.ts), refused on its zip's declared sizes before anything
 * is inflated, and read no further than one row past the limit.
 */
import type { CsvEncoding } from '@forum/shared';
import { readCsvTable } from './csvTable';
import { readXlsxTable } from './xlsxTable';
import type { TableRow } from './xlsxRows';
import type { TableFormat } from './uploadedTable';

export { type TableRow, XLSX_MAX_UNPACKED_BYTES } from './xlsxRows';

/** Why a file is refused as a whole. */
export type TableProblem = 'unreadable_file' | 'too_many_rows' | 'too_large';

/** `encoding`: the one a CSV was read in (found from its bytes); null for an .xlsx. */
export type TableReading =
  { ok: true; rows: TableRow[]; encoding: CsvEncoding | null } | { ok: false; problem: TableProblem };

/**
 * `maxRows`: the rows a file may have below its header; one more row with text (header included,
 * so `maxRows + 2`) and it is `too_many_rows`, found without reading the rest.
 */
export function readUploadedTable(
  file: Buffer,
  format: TableFormat,
  limits: { maxRows: number },
): Promise<TableReading> {
  const maxFilledRows = limits.maxRows + 1;
  if (format === 'csv') return Promise.resolve(readCsvTable(file, maxFilledRows));
  return readXlsxTable(file, maxFilledRows).then((read) => (read.ok ? { ...read, encoding: null } : read));
}

export { IMPORT_LIMIT_BYTES, type TableFormat, uploadedTable } from './uploadedTable';

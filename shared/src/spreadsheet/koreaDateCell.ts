/**
 * Date-time cells in Korea time. A spreadsheet date is a number of days since 30 December 1899
 * with no time zone, shown through a number format; writing the Korea wall-clock time as that
 * number makes the cell sort, filter and group by date in Excel and LibreOffice, where the text
 * the export used to write (`2025-9-22 9:05`) sorted as text ("2025-10-1" before "2025-9-2").
 */
import type { CellObject, WorkBook } from 'xlsx';
import { KOREA_OFFSET_MS } from '../dates';
import { XLSX } from './sheetjs';

/** As `formatKoreaDateTime` writes it for the admin list: zero-padded (`2025-09-22 09:05`). */
export const KOREA_DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * Custom number formats start at 164: lower ids are Excel's built-in formats, 50 to 81 of them
 * locale-specific (Korean and Thai among them), and SheetJS would otherwise pick 60, from that
 * range, leaving it to each program whether the file's definition wins over its own.
 */
const KOREA_DATE_TIME_FORMAT_ID = 164;

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Days from the spreadsheet epoch (1899-12-30, the 1900 date system) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;

/**
 * The spreadsheet serial of `isoInstant` in Korea time, whole seconds (milliseconds dropped, so
 * the h:mm shown never depends on how a program rounds a fraction of a second); undefined when
 * the text is not a date.
 */
export function koreaSerialDate(isoInstant: string): number | undefined {
  const ms = Date.parse(isoInstant);
  if (Number.isNaN(ms)) return undefined;
  const seconds = Math.floor(ms / 1000) * 1000;
  return (seconds + KOREA_OFFSET_MS) / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

/** A date cell for `isoInstant`, or undefined (no cell: a blank) when it is not a date. */
export function koreaDateCell(isoInstant: string): CellObject | undefined {
  const serial = koreaSerialDate(isoInstant);
  return serial === undefined ? undefined : { t: 'n', v: serial, z: KOREA_DATE_TIME_FORMAT };
}

/** Registers the date format under its own id (see above); call before `XLSX.write`. */
export function registerKoreaDateFormat(workbook: WorkBook): void {
  // The writer reads the workbook's format table (`SSF`), which the package's types leave out.
  const withFormats = workbook as WorkBook & { SSF?: Record<number, string> };
  withFormats.SSF = { ...XLSX.SSF.get_table(), [KOREA_DATE_TIME_FORMAT_ID]: KOREA_DATE_TIME_FORMAT };
}

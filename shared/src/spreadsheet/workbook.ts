/**
 * The registration export: the admin list as an .xlsx file, built in memory so the web page can
 * offer it as a download and the desktop console can hand it to its main process to save.
 */
import type { Registrant } from '../registrant';
import type { Locale } from '../locale';
import type { SessionInfo } from '../sessions';
import { REGISTRATION_SHEET_NAME } from './exportFile';
import { freezeHeaderAndSetUpPrinting, preparePrinting } from './printSetup';
import { registerKoreaDateFormat } from './koreaDateCell';
import { type RegistrationNumbers } from './registrationNumber';
import { buildRegistrationSheet } from './registrationSheet';
import { XLSX } from './sheetjs';

export interface RegistrationWorkbookOptions {
  /** Language of the headers, session cells and business types. */
  locale: Locale;
  /**
   * Each registrant's No. in the full list (`registrationNumbers(fullList)`), so a filtered export
   * keeps the numbers of the full list; without it, No. counts 1..N down the rows.
   */
  numbers?: RegistrationNumbers;
  /**
   * The edition (year) the rows belong to: its sessions are the session columns (`?edition=` of
   * the export). Default: the current edition. The file and sheet names stay the seed's.
   */
  edition?: number;
  /** The edition's sessions, as the admin's edition context holds them (instead of `edition`). */
  sessions?: readonly SessionInfo[];
}

/**
 * The .xlsx bytes of the registration export (`registrationExportColumns`): one sheet, header row frozen, autofilter on, the
 * rows in the order given (pass them as the list shows them), No. from `numbers` or 1..N; it prints on A4 landscape, one page
 * wide, the header row on every page (printSetup.ts).
 */
export function buildRegistrationWorkbook(
  registrants: readonly Registrant[],
  options: RegistrationWorkbookOptions,
): Uint8Array {
  const workbook = XLSX.utils.book_new();
  const sheet = buildRegistrationSheet(
    registrants,
    options.locale,
    options.numbers,
    options.sessions ?? options.edition,
  );
  XLSX.utils.book_append_sheet(workbook, sheet, REGISTRATION_SHEET_NAME);
  preparePrinting(workbook, sheet);
  registerKoreaDateFormat(workbook);
  // Written uncompressed because freezeHeaderAndSetUpPrinting unzips and compresses the package anyway:
  // compressing here too would double the costliest step. `type: 'buffer'` gives bytes directly (a
  // Buffer in Node, a Uint8Array in browsers); `type: 'array'` would build the whole zip as a binary
  // string first: about three times the time and the memory at 100,000 rows.
  // Shared strings (bookSST) are how Excel itself stores text.
  const written: Uint8Array = XLSX.write(workbook, {
    type: 'buffer',
    bookType: 'xlsx',
    bookSST: true,
    compression: false,
  });
  return freezeHeaderAndSetUpPrinting(written);
}

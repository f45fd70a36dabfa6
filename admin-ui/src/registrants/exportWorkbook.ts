/**
 * Loaded with `import()` when Export is clicked: the workbook builder pulls in SheetJS, which the
 * admin page needs only then. Keep every value from the spreadsheet module that is not in the
 * table (the file name included) behind this file, or SheetJS moves into the page's own chunk.
 */
import type { Locale, Registrant } from '@forum/shared';
import { REGISTRATION_EXPORT_FILE_NAME, buildRegistrationWorkbook } from '@forum/shared/spreadsheet';

export function buildRegistrationExport(
  registrants: readonly Registrant[],
  locale: Locale,
): { bytes: Uint8Array; fileName: string } {
  return { bytes: buildRegistrationWorkbook(registrants, { locale }), fileName: REGISTRATION_EXPORT_FILE_NAME };
}

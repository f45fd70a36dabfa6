/**
 * Loaded with `import()` when Export is clicked: the workbook builder pulls in SheetJS, which the
 * admin page needs only then. Keep every value from the spreadsheet module that is not in the
 * table (the file name included) behind this file, or SheetJS moves into the page's own chunk.
 */
import type { Locale, Registrant, SessionInfo } from '@forum/shared';
import {
  REGISTRATION_EXPORT_FILE_NAME,
  type RegistrationNumbers,
  buildRegistrationWorkbook,
} from '@forum/shared/spreadsheet';

/**
 * `numbers`: each registrant's No. in the full list, so a filtered export keeps the list's numbers;
 * `sessions`: a past edition's, as columns (default: the current edition's). The file and sheet
 * names are the seed's in every edition.
 */
export function buildRegistrationExport(
  registrants: readonly Registrant[],
  locale: Locale,
  numbers: RegistrationNumbers,
  sessions?: readonly SessionInfo[],
): { bytes: Uint8Array; fileName: string } {
  return {
    bytes: buildRegistrationWorkbook(registrants, { locale, numbers, ...(sessions ? { sessions } : {}) }),
    fileName: REGISTRATION_EXPORT_FILE_NAME,
  };
}

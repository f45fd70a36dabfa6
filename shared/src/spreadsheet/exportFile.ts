/**
 * Facts about the exported file, kept apart from the builder: they load without SheetJS, so code
 * that only names or saves the file (a save dialog, a download link) need not pull it in.
 */

export const REGISTRATION_EXPORT_FILE_NAME = 'sif2024_registration.xlsx';

/** 'Pre-registration status', the original console's sheet name, in both languages' exports. */
export const REGISTRATION_SHEET_NAME = '사전등록 현황';

/** Excel refuses to open a workbook with a longer sheet name. */
export const MAX_SHEET_NAME_LENGTH = 31;

if (REGISTRATION_SHEET_NAME.length > MAX_SHEET_NAME_LENGTH) {
  throw new Error(`Sheet name "${REGISTRATION_SHEET_NAME}" is longer than ${MAX_SHEET_NAME_LENGTH} characters`);
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Facts about the exported file, kept apart from the builder: they load without SheetJS, so code
 * that only names or saves the file (a save dialog, a download link) need not pull it in.
 */
import { EDITION, onEditionChange } from '../edition/edition';

/** The seed's name (sif2024_registration.xlsx), kept in the edition file from year to year. */
export let REGISTRATION_EXPORT_FILE_NAME = EDITION.export.fileName;

/** 'Pre-registration status', the original console's sheet name, in both languages' exports. */
export let REGISTRATION_SHEET_NAME = EDITION.export.sheetName;

/** Excel refuses to open a workbook with a longer sheet name. */
export const MAX_SHEET_NAME_LENGTH = 31;

if (REGISTRATION_SHEET_NAME.length > MAX_SHEET_NAME_LENGTH) {
  throw new Error(`Sheet name "${REGISTRATION_SHEET_NAME}" is longer than ${MAX_SHEET_NAME_LENGTH} characters`);
}

onEditionChange(() => {
  REGISTRATION_EXPORT_FILE_NAME = EDITION.export.fileName;
  REGISTRATION_SHEET_NAME = EDITION.export.sheetName;
});

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

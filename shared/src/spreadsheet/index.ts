/**
 * `@forum/shared/spreadsheet`: the registrant table and the .xlsx export. A separate entry from
 * `@forum/shared` so that only the admin page (and the desktop console) load SheetJS.
 */
export {
  registrantColumns,
  registrantRow,
  type RegistrantCell,
  type RegistrantColumn,
  type RegistrantColumnId,
} from './registrantTable';
export { buildRegistrationWorkbook, type RegistrationWorkbookOptions } from './workbook';
export { buildTableWorkbook } from './tableWorkbook';
export { placeInFullList, registrationNumbers, type RegistrationNumbers } from './registrationNumber';
export {
  MAX_SHEET_NAME_LENGTH,
  REGISTRATION_EXPORT_FILE_NAME,
  REGISTRATION_SHEET_NAME,
  XLSX_MIME_TYPE,
} from './exportFile';
export { startsLikeFormula } from './formulaGuard';
export {
  registrationExportColumns,
  registrationExportRow,
  type ExportColumn,
  type ExportColumnId,
} from './exportColumns';
export { KOREA_DATE_TIME_FORMAT, koreaSerialDate } from './koreaDateCell';
export { displayWidth } from './columnWidth';

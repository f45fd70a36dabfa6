/**
 * Loaded with `import()` when the access log is exported, like exportWorkbook.ts: the table
 * workbook pulls in SheetJS, which the console needs only then.
 */
import type { AccessLogEntry, Locale } from '@forum/shared';
import { buildTableWorkbook } from '@forum/shared/spreadsheet';
import { accessLogTable } from './accessLogFormat';
import { ACCESS_LOG_TEXT } from './accessLogText';

export function buildAccessLogExport(entries: readonly AccessLogEntry[], locale: Locale): Uint8Array {
  const table = accessLogTable(entries, locale);
  return buildTableWorkbook(ACCESS_LOG_TEXT[locale].logSheet, table.header, table.rows);
}

/**
 * Freezes the header row of a workbook SheetJS has just written. The community build (0.18.5)
 * always writes a bare `<sheetView workbookViewId="0"/>` and has no way to add a frozen pane, so
 * this opens the zip, puts the pane into that one element and zips the package again.
 *
 * Only our own, just-written bytes pass through here: the zip reader is never given outside input.
 */
import { zipLibrary } from './sheetjs';
import { asciiBytes, indexOfBytes } from './xmlBytes';

/** Where SheetJS writes the first (here, the only) worksheet. */
export const FIRST_SHEET_PATH = '/xl/worksheets/sheet1.xml';

const PLAIN_SHEET_VIEW = '<sheetView workbookViewId="0"/>';
// Row 1 stays put; rows scroll from A2, where the cursor starts. Order inside sheetView is fixed
// by the schema: pane, then selection.
const FROZEN_HEADER_SHEET_VIEW =
  '<sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
  '</sheetView>';

/**
 * The sheet view sits in the sheet's opening lines, before the column widths and the rows, so
 * the search stops early instead of scanning megabytes of cells.
 */
const SHEET_VIEW_SEARCH_LIMIT = 4096;

const PLAIN_BYTES = asciiBytes(PLAIN_SHEET_VIEW);
const FROZEN_BYTES = asciiBytes(FROZEN_HEADER_SHEET_VIEW);

/**
 * The worksheet XML with the header row frozen. Works on bytes: the markup is ASCII, and the rest
 * of the sheet is copied through without being decoded.
 */
export function freezeHeaderInSheetXml(sheetXml: Uint8Array): Uint8Array {
  const at = indexOfBytes(sheetXml, PLAIN_BYTES, 0, SHEET_VIEW_SEARCH_LIMIT);
  if (at < 0) {
    // A newer SheetJS writes a different view; failing beats shipping an unfrozen header unnoticed.
    throw new Error('Cannot freeze the header row: the worksheet has no plain <sheetView> element');
  }
  const result = new Uint8Array(sheetXml.length - PLAIN_BYTES.length + FROZEN_BYTES.length);
  result.set(sheetXml.subarray(0, at), 0);
  result.set(FROZEN_BYTES, at);
  result.set(sheetXml.subarray(at + PLAIN_BYTES.length), at + FROZEN_BYTES.length);
  return result;
}

/**
 * `xlsx` (a zip package) with its first sheet's XML passed through `rewrite`, zipped with
 * compression. Give it a package written without compression: reading stored entries is a copy,
 * so the work of compressing is done once, here.
 */
export function rewriteFirstSheet(xlsx: Uint8Array, rewrite: (sheetXml: Uint8Array) => Uint8Array): Uint8Array {
  const zip = zipLibrary.read(xlsx, { type: 'array' });
  const sheet = zipLibrary.find(zip, FIRST_SHEET_PATH);
  if (!sheet) throw new Error(`Cannot rewrite the sheet: ${FIRST_SHEET_PATH} is missing`);
  // Replaced in place (not re-added) so the package keeps exactly one copy of the sheet.
  sheet.content = rewrite(sheet.content);
  sheet.size = sheet.content.length;
  const bytes = zipLibrary.write(zip, { fileType: 'zip', type: 'array', compression: true });
  // In Node the zip writer returns a Buffer; callers get a plain Uint8Array (a view, not a copy).
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** `xlsx` with the header row of its first sheet frozen (see rewriteFirstSheet). */
export function freezeHeaderRow(xlsx: Uint8Array): Uint8Array {
  return rewriteFirstSheet(xlsx, freezeHeaderInSheetXml);
}

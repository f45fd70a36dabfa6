/**
 * How an exported sheet prints: A4 landscape, all columns on one page wide (as many pages down as
 * the rows need), the header row repeated on every page, narrow margins. SheetJS's community
 * build writes the margins and the print titles (a defined name), but has no page setup, so
 * `setUpPrintingInSheetXml` adds `<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>` and
 * `<pageSetup .../>` to the worksheet XML it has just written (see frozenHeader.ts for the zip).
 */
import type { WorkBook, WorkSheet } from 'xlsx';
import { freezeHeaderInSheetXml, rewriteFirstSheet } from './frozenHeader';
import { asciiBytes, indexOfBytes } from './xmlBytes';

/** Narrow margins in inches (Excel's "Narrow"): more of each row fits across the page. */
export const PRINT_MARGINS = { left: 0.25, right: 0.25, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 };

/** paperSize 9 is A4; fitToHeight 0 means "as many pages as needed" down. */
export const PAGE_SETUP = '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>';
/** Without fitToPage the fitTo* numbers above are ignored and the sheet prints at 100 %. */
export const SHEET_PROPERTIES = '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>';

/** Excel's built-in name for the rows repeated at the top of every printed page. */
export const PRINT_TITLES_NAME = '_xlnm.Print_Titles';

/** Margins on the sheet and row 1 as the print titles of sheet `sheetIndex`, before SheetJS writes them. */
export function preparePrinting(workbook: WorkBook, sheet: WorkSheet, sheetIndex = 0): void {
  sheet['!margins'] = { ...PRINT_MARGINS };
  const sheetName = workbook.SheetNames[sheetIndex];
  if (sheetName === undefined) throw new Error(`Cannot set print titles: there is no sheet ${sheetIndex}`);
  workbook.Workbook ??= {};
  workbook.Workbook.Names = [
    ...(workbook.Workbook.Names ?? []).filter(
      (name) => !(name.Name === PRINT_TITLES_NAME && name.Sheet === sheetIndex),
    ),
    // A sheet name is quoted, with any quote in it doubled.
    { Name: PRINT_TITLES_NAME, Sheet: sheetIndex, Ref: `'${sheetName.replace(/'/g, "''")}'!$1:$1` },
  ];
}

const WORKSHEET_OPEN = asciiBytes('<worksheet ');
const PAGE_MARGINS_OPEN = asciiBytes('<pageMargins ');
const TAG_END = asciiBytes('/>');
const SHEET_PROPERTIES_BYTES = asciiBytes(SHEET_PROPERTIES);
const PAGE_SETUP_BYTES = asciiBytes(PAGE_SETUP);

/** The opening lines and the closing lines: where the two elements go, without scanning the cells. */
const HEAD_LIMIT = 1024;
const TAIL_LIMIT = 2048;

function insertAt(bytes: Uint8Array, at: number, insert: Uint8Array): Uint8Array {
  const result = new Uint8Array(bytes.length + insert.length);
  result.set(bytes.subarray(0, at), 0);
  result.set(insert, at);
  result.set(bytes.subarray(at), at + insert.length);
  return result;
}

/**
 * The worksheet XML with the page setup: sheetPr as the worksheet's first child (the schema's
 * order) and pageSetup right after pageMargins. Works on bytes like freezeHeaderInSheetXml; fails
 * rather than ship a sheet that prints badly when SheetJS writes something else.
 */
export function setUpPrintingInSheetXml(sheetXml: Uint8Array): Uint8Array {
  if (indexOfBytes(sheetXml, asciiBytes('<sheetPr'), 0, HEAD_LIMIT) >= 0)
    throw new Error('Cannot set up printing: the worksheet already has a <sheetPr> element');
  const worksheet = indexOfBytes(sheetXml, WORKSHEET_OPEN, 0, HEAD_LIMIT);
  const worksheetEnd = worksheet < 0 ? -1 : sheetXml.indexOf(0x3e /* > */, worksheet);
  if (worksheetEnd < 0) throw new Error('Cannot set up printing: no <worksheet> element');

  const tailStart = Math.max(0, sheetXml.length - TAIL_LIMIT);
  const margins = indexOfBytes(sheetXml, PAGE_MARGINS_OPEN, tailStart, sheetXml.length);
  const marginsEnd = margins < 0 ? -1 : indexOfBytes(sheetXml, TAG_END, margins, sheetXml.length);
  if (marginsEnd < 0)
    throw new Error('Cannot set up printing: the worksheet has no <pageMargins> (call preparePrinting)');

  // The later insertion first, so the earlier offset stays right.
  const withPageSetup = insertAt(sheetXml, marginsEnd + TAG_END.length, PAGE_SETUP_BYTES);
  return insertAt(withPageSetup, worksheetEnd + 1, SHEET_PROPERTIES_BYTES);
}

/**
 * The finished package: the header row of the first sheet frozen and its page set up, in one pass
 * over the zip. Give it what SheetJS wrote (uncompressed) after preparePrinting.
 */
export function freezeHeaderAndSetUpPrinting(xlsx: Uint8Array): Uint8Array {
  return rewriteFirstSheet(xlsx, (sheetXml) => setUpPrintingInSheetXml(freezeHeaderInSheetXml(sheetXml)));
}

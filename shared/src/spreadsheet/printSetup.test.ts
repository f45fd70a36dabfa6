import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTRANTS } from '../testing/registrants';
import {
  PAGE_SETUP,
  PRINT_TITLES_NAME,
  SHEET_PROPERTIES,
  preparePrinting,
  setUpPrintingInSheetXml,
} from './printSetup';
import { FIRST_SHEET_PATH } from './frozenHeader';
import { XLSX, zipLibrary } from './sheetjs';
import { buildRegistrationWorkbook } from './workbook';
import { buildTableWorkbook } from './tableWorkbook';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (xml: string) => new TextEncoder().encode(xml);

function part(xlsx: Uint8Array, name: string): string {
  const entry = zipLibrary.find(zipLibrary.read(xlsx, { type: 'array' }), name);
  if (!entry) throw new Error(`${name} is missing`);
  return text(entry.content);
}

describe('setUpPrintingInSheetXml', () => {
  const sheet =
    '<?xml version="1.0"?>\n<worksheet xmlns="x" xmlns:r="r"><dimension ref="A1"/><sheetData/>' +
    '<pageMargins left="0.25" right="0.25" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '<ignoredErrors><ignoredError numberStoredAsText="1" sqref="A1"/></ignoredErrors></worksheet>';

  it('puts sheetPr first in the worksheet and pageSetup right after the margins', () => {
    expect(text(setUpPrintingInSheetXml(bytes(sheet)))).toBe(
      '<?xml version="1.0"?>\n<worksheet xmlns="x" xmlns:r="r">' +
        SHEET_PROPERTIES +
        '<dimension ref="A1"/><sheetData/>' +
        '<pageMargins left="0.25" right="0.25" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
        PAGE_SETUP +
        '<ignoredErrors><ignoredError numberStoredAsText="1" sqref="A1"/></ignoredErrors></worksheet>',
    );
  });

  it('refuses a sheet without margins or with its own sheet properties, rather than print badly', () => {
    expect(() => setUpPrintingInSheetXml(bytes(sheet.replace(/<pageMargins[^>]*>/, '')))).toThrow(/pageMargins/);
    expect(() => setUpPrintingInSheetXml(bytes(sheet.replace('<dimension', '<sheetPr/><dimension')))).toThrow(
      /sheetPr/,
    );
  });
});

describe('preparePrinting', () => {
  it('names row 1 the print titles of the sheet, quoting its name', () => {
    const workbook = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([['No.'], [1]]);
    XLSX.utils.book_append_sheet(workbook, sheet, "Kim's list");
    preparePrinting(workbook, sheet);
    preparePrinting(workbook, sheet);
    expect(workbook.Workbook?.Names).toEqual([{ Name: PRINT_TITLES_NAME, Sheet: 0, Ref: "'Kim''s list'!$1:$1" }]);
    expect(sheet['!margins']).toMatchObject({ left: 0.25, right: 0.25 });
  });
});

describe('the written workbooks print A4 landscape, one page wide, with the header on every page', () => {
  for (const [label, xlsx] of [
    ['registration export', buildRegistrationWorkbook(SAMPLE_REGISTRANTS, { locale: 'ko' })],
    ['table export', buildTableWorkbook('Access log', ['When', 'Who'], [['2025-09-22 09:00', 'a@example.com']])],
  ] as const) {
    it(label, () => {
      const sheet = part(xlsx, FIRST_SHEET_PATH);
      expect(sheet).toContain(PAGE_SETUP);
      expect(sheet).toMatch(/<worksheet [^>]*><sheetPr><pageSetUpPr fitToPage="1"\/><\/sheetPr><dimension /);
      // Still frozen: both rewrites happen in the one pass.
      expect(sheet).toContain('state="frozen"');
      expect(part(xlsx, '/xl/workbook.xml')).toMatch(
        /<definedName name="_xlnm\.Print_Titles" localSheetId="0">&apos;[^&]+&apos;!\$1:\$1<\/definedName>/,
      );
    });
  }
});

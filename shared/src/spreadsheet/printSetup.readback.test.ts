/**
 * The export printed as an organiser prints it: openpyxl reads the page setup Excel applies, and
 * LibreOffice prints the file to PDF. Six registrants fit one A4 landscape page; a long list runs
 * to several pages, all columns across each, the header row on every one.
 *
 * Never skipped: without soffice, openpyxl or poppler-utils these tests fail and name the packages.
 * PRINT_READBACK_KEEP=1 prints where the PDFs are, to look at them (pdftoppm -png).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRegistrants } from '../testing/generateRegistrants';
import { type PrintedPdf, missingPrintTools, printWithLibreOffice, readPrintSetup } from '../testing/printReadback';
import { missingReadbackTools } from '../testing/spreadsheetReadback';
import { registrationExportColumns } from './exportColumns';
import { buildRegistrationWorkbook } from './workbook';

const missing = [missingReadbackTools(), missingPrintTools()].filter(Boolean).join(', ');

/** A4 in points, the long side across. */
const A4_LANDSCAPE = { width: 842, height: 595 };

describe('the exported workbook printed', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'forum-print-export-'));
  const files = { six: path.join(work, 'six-ko.xlsx'), many: path.join(work, 'many-en.xlsx') };
  let printed: Map<string, PrintedPdf>;

  beforeAll(() => {
    if (missing) throw new Error(`The print read-back tests need ${missing}`);
    writeFileSync(files.six, buildRegistrationWorkbook(generateRegistrants(6), { locale: 'ko' }));
    writeFileSync(files.many, buildRegistrationWorkbook(generateRegistrants(400), { locale: 'en' }));
    printed = printWithLibreOffice([files.six, files.many]);
    if (process.env.PRINT_READBACK_KEEP) console.log(`printed: ${[...printed.values()].map((p) => p.pdf).join(' ')}`);
  }, 240_000);

  it('is set up for A4 landscape, one page wide, with row 1 repeated (as Excel reads it)', () => {
    expect(readPrintSetup(files.six)).toEqual({
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      titleRows: '$1:$1',
    });
  });

  it('prints six registrants on one A4 landscape page', () => {
    const pdf = printed.get(files.six)!;
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.width)).toBe(A4_LANDSCAPE.width);
    expect(Math.round(pdf.height)).toBe(A4_LANDSCAPE.height);
  });

  it('prints a long list on several pages, each with every column of the header row', () => {
    const pdf = printed.get(files.many)!;
    expect(pdf.pages).toBeGreaterThan(1);
    expect(Math.round(pdf.width)).toBe(A4_LANDSCAPE.width);
    const headers = registrationExportColumns('en').map((column) => column.header);
    // The first and the last column on every page: one page wide, the header repeated.
    for (const [page, text] of pdf.pageTexts.entries()) {
      const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
      expect(firstLine, `page ${page + 1}`).toContain(headers[0]);
      expect(firstLine, `page ${page + 1}`).toContain(headers.at(-1));
    }
  });
});

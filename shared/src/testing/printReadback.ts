/**
 * Test support (Node only): how an exported workbook prints. openpyxl reads the page setup and the
 * print titles as Excel would apply them; LibreOffice prints the file to PDF and poppler's pdfinfo
 * and pdftotext say how many pages, which way round, and what is on each.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PYTHON } from './spreadsheetReadback';

/** What is missing to print a workbook here, or null (pdfinfo and pdftotext: apt poppler-utils). */
export function missingPrintTools(): string | null {
  const missing = ['soffice', 'pdfinfo', 'pdftotext'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0,
  );
  return missing.length > 0 ? `${missing.join(', ')} (apt: libreoffice-calc-nogui, poppler-utils)` : null;
}

export interface PrintSetup {
  orientation: string | null;
  paperSize: number | null;
  fitToPage: boolean;
  fitToWidth: number | null;
  fitToHeight: number | null;
  /** The rows repeated on every page, as openpyxl gives them ("$1:$1"). */
  titleRows: string | null;
}

const OPENPYXL_PRINT_SCRIPT = `
import json, sys, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
setup = sheet.page_setup
print(json.dumps({
  'orientation': setup.orientation,
  'paperSize': int(setup.paperSize) if setup.paperSize is not None else None,
  'fitToPage': bool(sheet.sheet_properties.pageSetUpPr and sheet.sheet_properties.pageSetUpPr.fitToPage),
  'fitToWidth': int(setup.fitToWidth) if setup.fitToWidth is not None else None,
  'fitToHeight': int(setup.fitToHeight) if setup.fitToHeight is not None else None,
  'titleRows': sheet.print_title_rows,
}))
`;

export function readPrintSetup(file: string): PrintSetup {
  const result = spawnSync(PYTHON, ['-c', OPENPYXL_PRINT_SCRIPT, file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openpyxl could not read ${file}: ${result.stderr}`);
  return JSON.parse(result.stdout) as PrintSetup;
}

export interface PrintedPdf {
  pdf: string;
  pages: number;
  /** Page size in points, as pdfinfo reports the first page. */
  width: number;
  height: number;
  /** The text of each page. */
  pageTexts: string[];
}

/** Each workbook printed to PDF by LibreOffice (one soffice run), measured. */
export function printWithLibreOffice(files: readonly string[]): Map<string, PrintedPdf> {
  const work = mkdtempSync(path.join(tmpdir(), 'forum-print-'));
  const profile = `file://${path.join(work, 'profile')}`;
  const result = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      work,
      ...files,
    ],
    { encoding: 'utf8', timeout: 180_000 },
  );
  const printed = new Map<string, PrintedPdf>();
  for (const file of files) {
    const pdf = path.join(work, `${path.basename(file, '.xlsx')}.pdf`);
    const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' });
    if (info.status !== 0)
      throw new Error(`LibreOffice did not print ${file} (status ${result.status}): ${result.stderr}`);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info.stdout);
    const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
    // pdftotext ends every page with a form feed.
    const pageTexts = text.split('\f').slice(0, pages);
    printed.set(file, { pdf, pages, width: Number(size?.[1]), height: Number(size?.[2]), pageTexts });
  }
  return printed;
}

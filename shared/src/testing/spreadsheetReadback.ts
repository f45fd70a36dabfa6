/**
 * Test support (Node only, imported by the read-back tests alone): opens exported workbooks with
 * programs other than SheetJS, so a test sees the file as an organiser's spreadsheet does.
 * openpyxl reads the stored cells (type, number format, value); LibreOffice renders them as shown.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PYTHON = '/usr/bin/python3';

/**
 * What is missing to run the read-back tests, or null; a missing tool fails them, naming the
 * Debian package to install (python3-openpyxl, libreoffice-calc-nogui).
 */
export function missingReadbackTools(): string | null {
  const missing: string[] = [];
  if (spawnSync(PYTHON, ['-c', 'import openpyxl'], { stdio: 'ignore' }).status !== 0)
    missing.push(`openpyxl for ${PYTHON} (apt: python3-openpyxl)`);
  if (spawnSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' }).status !== 0)
    missing.push('soffice (apt: libreoffice-calc-nogui)');
  return missing.length > 0 ? missing.join(', ') : null;
}

/** One cell as openpyxl reads it. `value`: text, a number, or a datetime as ISO text without zone. */
export interface OpenpyxlCell {
  type: string;
  format: string;
  value: string | number | null;
}

/**
 * openpyxl leaves the file format's escapes (`_x000D_` for a carriage return) undecoded in shared
 * strings, which Excel and LibreOffice decode; the script decodes them as those programs do, so a
 * value is compared with what was typed.
 */
const OPENPYXL_SCRIPT = `
import json, re, sys, datetime, openpyxl
escape = re.compile('_x([0-9A-Fa-f]{4})_')
sheet = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
cells = {}
for row in sheet.iter_rows():
    for cell in row:
        value = cell.value
        if value is None:
            continue
        if isinstance(value, datetime.datetime):
            value = value.isoformat()
        elif isinstance(value, str):
            value = escape.sub(lambda m: chr(int(m.group(1), 16)), value)
        cells[cell.coordinate] = {'type': cell.data_type, 'format': cell.number_format, 'value': value}
print(json.dumps(cells))
`;

/** Every non-empty cell of the first sheet, by address ("B4"). */
export function readWithOpenpyxl(file: string): Record<string, OpenpyxlCell> {
  const result = spawnSync(PYTHON, ['-c', OPENPYXL_SCRIPT, file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openpyxl could not read ${file}: ${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, OpenpyxlCell>;
}

/**
 * LibreOffice's CSV filter with "save cell contents as shown" (the ninth option): comma, double
 * quote, UTF-8 (76), from line 1, and every cell written as its number format displays it.
 */
const CSV_AS_SHOWN = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true';

/** Each file's first sheet as LibreOffice shows it, rows of cell text. One soffice run for all files. */
export function renderWithLibreOffice(files: readonly string[]): Map<string, string[][]> {
  const work = mkdtempSync(path.join(tmpdir(), 'forum-readback-'));
  // A throwaway profile: never the user's, and no lock shared with another soffice run.
  const profile = `file://${path.join(work, 'profile')}`;
  const result = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      CSV_AS_SHOWN,
      '--outdir',
      work,
      ...files,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  const rendered = new Map<string, string[][]>();
  for (const file of files) {
    const csv = path.join(work, `${path.basename(file, '.xlsx')}.csv`);
    let text: string;
    try {
      text = readFileSync(csv, 'utf8');
    } catch {
      throw new Error(`LibreOffice did not convert ${file} (status ${result.status}): ${result.stderr}`);
    }
    rendered.set(file, parseCsv(text));
  }
  return rendered;
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

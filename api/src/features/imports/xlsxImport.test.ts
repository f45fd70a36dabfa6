/**
 * An .xlsx upload through `POST /api/admin/invitations/import` is read as a stream in a worker
 * thread: a zip whose parts declare more than the limit is `422 too_large` before anything is
 * inflated, a part that inflates past what it declared is unreadable, a sheet past the row limit
 * stops there (the rest, here broken on purpose, is never read), and `/api/health` answers while a
 * sheet of the largest size allowed is being read. The cells come back as the organiser typed
 * them from a workbook Excel's way (shared strings after the sheet) and SheetJS's way.
 */
import { INVITATION_IMPORT_MAX_ROWS, type ImportError } from '@forum/shared';
import { buildTableWorkbook } from '@forum/shared/spreadsheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestForum,
  bearer,
  inlineRow,
  loginToken,
  sharedRow,
  startTestForum,
  writeXlsx,
  writeZip,
} from '../../testing';
import { XLSX_MAX_UNPACKED_BYTES, readUploadedTable } from './index';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let forum: TestForum;
let auth: Record<string, string>;

beforeAll(async () => {
  forum = await startTestForum();
  auth = bearer(await loginToken(forum, forum.admin));
});

afterAll(async () => {
  await forum?.close();
});

function upload(file: Buffer) {
  return fetch(`${forum.url}/api/admin/invitations/import?dryRun=1`, {
    method: 'POST',
    body: new Uint8Array(file),
    headers: { ...auth, 'Content-Type': XLSX_TYPE, 'Accept-Language': 'ko' },
  });
}

type Refusal = { errors: ImportError[]; error?: { code: string; message: string } };

const HEADER = ['email', 'name', 'source'];
const invitee = (i: number) => [`invitee.${i}@example.com`, `초청자 ${i}`, '2024 명단'];

describe('an .xlsx import', () => {
  it('refuses a zip whose sheet declares 1 GB with 422 too_large, from the zip directory alone', async () => {
    const bomb = await writeXlsx({
      rows: [inlineRow(HEADER), inlineRow(invitee(1))],
      declaredSheetSize: 1024 ** 3,
    });
    expect(bomb.length).toBeLessThan(10_000);
    const res = await upload(bomb);
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.errors).toEqual([
      { row: 0, column: null, code: 'too_large', message: expect.stringContaining('200MB') as string },
    ]);
    expect(body.error?.code).toBe('too_large');
  });

  it('adds up what every part declares: two parts over the limit together are too_large, one alone is not', async () => {
    const part = (name: string) => ({ name, chunks: ['<x/>'], declaredSize: Math.ceil(XLSX_MAX_UNPACKED_BYTES * 0.6) });
    const one = await writeZip([part('xl/worksheets/sheet1.xml')]);
    const two = await writeZip([part('xl/worksheets/sheet1.xml'), part('xl/sharedStrings.xml')]);
    // One part lies about its size, which the read then finds: unreadable, not too large.
    expect(await readUploadedTable(one, 'xlsx', { maxRows: 10 })).toEqual({ ok: false, problem: 'unreadable_file' });
    expect(await readUploadedTable(two, 'xlsx', { maxRows: 10 })).toEqual({ ok: false, problem: 'too_large' });
  });

  it('stops a part that inflates past what it declared (a zip that lies): unreadable', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => inlineRow(invitee(i)));
    const liar = await writeXlsx({ rows: [inlineRow(HEADER), ...rows], declaredSheetSize: 1_000 });
    const res = await upload(liar);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refusal).errors.map((error) => error.code)).toEqual(['unreadable_file']);
  });

  it('stops at the row limit: too_many_rows without reading the rest of the sheet', async () => {
    function* rows() {
      yield inlineRow(HEADER);
      for (let i = 0; i <= INVITATION_IMPORT_MAX_ROWS; i += 1) yield inlineRow(invitee(i));
      // Broken XML after the limit: a reader that went on would call the file unreadable.
      yield '<row><c t="inlineStr"><is><t>never read';
    }
    const res = await upload(await writeXlsx({ rows: rows() }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.errors.map((error) => error.code)).toEqual(['too_many_rows']);
    expect(body.error?.code).toBe('too_many_rows');
  });

  it('reads shared strings written after the sheet, rich text, numbers and blank rows as the organiser sees them', async () => {
    const file = await writeXlsx({
      rows: [
        sharedRow(1, [0, 1, 2]),
        // Row 2 is missing (blank); row 3 has a gap in its cells; row 5 holds only a blank string.
        '<row r="3"><c r="A3" t="s"><v>3</v></c><c r="C3" t="inlineStr"><is><r><t>Rich </t></r><r><t>text</t></r></is></c><c r="D3"><v>1.50</v></c></row>',
        '<row r="5"><c r="A5" t="s"><v>4</v></c></row>',
        '<row r="6"><c r="A6" t="b"><v>1</v></c><c r="B6" t="str"><f>A1</f><v>공식</v></c></row>',
      ],
      sharedStrings: ['email', '이름', 'source', 'kim@example.com', '   '],
      sharedCount: 5,
    });
    expect(await readUploadedTable(file, 'xlsx', { maxRows: 10 })).toEqual({
      ok: true,
      encoding: null,
      rows: [
        { line: 1, cells: ['email', '이름', 'source'] },
        { line: 3, cells: ['kim@example.com', '', 'Rich text', '1.5'] },
        { line: 6, cells: ['TRUE', '공식'] },
      ],
    });
  });

  it('tells a row of blank shared strings from a row with text at the limit', async () => {
    const rows = (extra: string) => [
      inlineRow(HEADER),
      ...[1, 2, 3].map((i) => inlineRow(invitee(i))),
      // Past three rows below the header only if its shared string has text.
      `<row><c t="s"><v>${extra}</v></c></row>`,
    ];
    const strings = { sharedStrings: ['   ', 'late@example.com'], sharedCount: 2 };
    const blankLast = await writeXlsx({ rows: rows('0'), ...strings });
    const filledLast = await writeXlsx({ rows: rows('1'), ...strings });
    const read = await readUploadedTable(blankLast, 'xlsx', { maxRows: 3 });
    expect(read.ok && read.rows.map((row) => row.cells[0])).toEqual(['email', ...[1, 2, 3].map((i) => invitee(i)[0])]);
    expect(await readUploadedTable(filledLast, 'xlsx', { maxRows: 3 })).toEqual({
      ok: false,
      problem: 'too_many_rows',
    });
  });

  it('reads a workbook SheetJS writes, as the exports are written', async () => {
    const file = Buffer.from(buildTableWorkbook('초청 명단', HEADER, [invitee(1), invitee(2)]));
    expect(await readUploadedTable(file, 'xlsx', { maxRows: 10 })).toEqual({
      ok: true,
      encoding: null,
      rows: [
        { line: 1, cells: HEADER },
        { line: 2, cells: invitee(1) },
        { line: 3, cells: invitee(2) },
      ],
    });
  });

  it('keeps answering /api/health while a sheet of 200,000 rows is read', async () => {
    // Shared strings after the sheet, as Excel writes them (ExcelJS held the whole file, and stalled).
    const ROWS = 200_000;
    const file = await writeXlsx({
      rows: (function* () {
        yield sharedRow(1, [0, 1, 2]);
        for (let i = 0; i < ROWS; i += 1) yield sharedRow(i + 2, [4 + i, 3, 3]);
      })(),
      sharedStrings: (function* () {
        yield* [...HEADER, '2024 명단'];
        for (let i = 0; i < ROWS; i += 1) yield `invitee.${i}@example.com`;
      })(),
      sharedCount: 4 + ROWS,
    });
    let answered = false;
    const started = performance.now();
    const importing = upload(file).then((res) => {
      answered = true;
      return res;
    });
    // Health, one call after another, for as long as the import has not answered.
    const answers: number[] = [];
    while (!answered) {
      const res = await forum.request('/api/health');
      expect(res.status).toBe(200);
      if (!answered) answers.push(performance.now());
    }
    const res = await importing;
    const took = performance.now() - started;
    expect(res.status).toBe(422);
    // Not a speed target: the longest stretch without an answer, beside the import's own time. A
    // reader on the request's thread holds it for most of the import (ExcelJS did: one stretch of
    // seconds for the whole file, to then refuse its rows); in a worker the thread answers all along.
    const gaps = [started, ...answers].slice(1).map((at, i) => at - ([started, ...answers][i] ?? at));
    expect(answers.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...gaps)).toBeLessThan(took / 2);
  }, 60_000);
});

/**
 * The export as other programs see it: openpyxl reads the stored cells, LibreOffice renders them.
 * Dates must be real date cells in Korea time shown as `2025-09-22 09:05`; text that starts like a
 * formula must be a text cell showing exactly what was typed (no apostrophe), never a formula.
 *
 * Needs /usr/bin/python3 with openpyxl and soffice: in CI their absence fails these tests; on a
 * developer's machine without them they are skipped with the reason printed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatKoreaDateTime } from '../dates';
import type { Registrant } from '../registrant';
import { SAMPLE_REGISTRANTS, makeRegistrant } from '../testing/registrants';
import {
  type OpenpyxlCell,
  missingReadbackTools,
  readWithOpenpyxl,
  renderWithLibreOffice,
} from '../testing/spreadsheetReadback';
import { registrationExportColumns } from './exportColumns';
import { buildRegistrationWorkbook } from './workbook';

// Never skipped: without the tools these tests fail and say what to install (`.ci/run` installs them).
const missing = missingReadbackTools();

/** A check-in or registration at every minute of a Korean day, each at :00 or :59.999 seconds. */
function everyMinuteOfADay(): Registrant[] {
  const midnightKorea = Date.parse('2025-09-22T00:00:00+09:00');
  return Array.from({ length: 24 * 60 }, (_, minute) => {
    const at = midnightKorea + minute * 60_000;
    return makeRegistrant({
      id: minute + 1,
      createdAt: new Date(at).toISOString(),
      checkins: [{ day: 1, checkedInAt: new Date(at + 59_999).toISOString(), desk: 'Desk 1' }],
    });
  });
}

describe('the exported workbook read back by openpyxl and rendered by LibreOffice', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'forum-export-'));
  const files = {
    ko: path.join(work, 'samples-ko.xlsx'),
    en: path.join(work, 'samples-en.xlsx'),
    minutes: path.join(work, 'every-minute.xlsx'),
  };
  let koCells: Record<string, OpenpyxlCell>;
  let rendered: Map<string, string[][]>;

  beforeAll(() => {
    if (missing) throw new Error(`The workbook read-back tests need ${missing}`);
    writeFileSync(files.ko, buildRegistrationWorkbook(SAMPLE_REGISTRANTS, { locale: 'ko' }));
    writeFileSync(files.en, buildRegistrationWorkbook(SAMPLE_REGISTRANTS, { locale: 'en' }));
    writeFileSync(files.minutes, buildRegistrationWorkbook(everyMinuteOfADay(), { locale: 'ko' }));
    koCells = readWithOpenpyxl(files.ko);
    rendered = renderWithLibreOffice([files.ko, files.en, files.minutes]);
  }, 180_000);

  const renderedRows = (file: string) => rendered.get(file) ?? [];

  it('openpyxl: registration and check-in times are date cells in Korea time with the seed’s format', () => {
    // P: registered, R and S: day 1 and day 2 check-ins (row 2: 김민준, row 4: the walk-in).
    expect(koCells.P2).toEqual({ type: 'd', format: 'yyyy-mm-dd hh:mm', value: '2025-09-22T09:05:00' });
    expect(koCells.R2).toEqual({ type: 'd', format: 'yyyy-mm-dd hh:mm', value: '2025-09-22T09:05:59' });
    expect(koCells.S2).toEqual({ type: 'd', format: 'yyyy-mm-dd hh:mm', value: '2025-09-23T14:30:00' });
    expect(koCells.P3).toEqual({ type: 'd', format: 'yyyy-mm-dd hh:mm', value: '2025-11-01T08:59:00' });
    expect(koCells.S4).toEqual({ type: 'd', format: 'yyyy-mm-dd hh:mm', value: '2025-09-23T10:00:00' });
    // Q: the approval status, as text.
    expect(koCells.Q2).toEqual({ type: 's', format: 'General', value: '승인' });
    // No check-in, not a walk-in: no cell at all.
    expect(koCells.R3).toBeUndefined();
    expect(koCells.R4).toBeUndefined();
    expect(koCells.T2).toBeUndefined();
    expect(koCells.T4).toEqual({ type: 's', format: 'General', value: '예' });
  });

  it('openpyxl: text that starts like a formula is a Text-formatted string, exactly as typed', () => {
    const typed: Record<string, string> = {
      B4: '=HYPERLINK("http://evil.example","Click")',
      C4: '+1+2',
      D4: '-3',
      B5: '\t=1+1',
      C5: '\r=2+2',
    };
    for (const [address, text] of Object.entries(typed)) {
      expect(koCells[address], address).toEqual({ type: 's', format: '@', value: text });
    }
    // Other's words after the choice's: the cell does not start like a formula.
    expect(koCells.O4).toEqual({ type: 's', format: 'General', value: '기타: @SUM(1,2)' });
    // Someone's own leading apostrophe is theirs, and kept.
    expect(koCells.O5).toEqual({ type: 's', format: 'General', value: "기타: 'already quoted" });
    // Not one formula anywhere in the sheet.
    expect(Object.entries(koCells).filter(([, cell]) => cell.type === 'f')).toEqual([]);
  });

  it('LibreOffice shows every column of the Korean export, dates as 2025-09-22 09:05, formula-like text as typed', () => {
    const rows = renderedRows(files.ko);
    expect(rows[0]).toEqual(registrationExportColumns('ko').map((column) => column.header));
    expect(rows[0]!.slice(-3)).toEqual(['1일차 체크인', '2일차 체크인', '현장 등록']);
    expect(rows[1]!.slice(15)).toEqual(['2025-09-22 09:05', '승인', '2025-09-22 09:05', '2025-09-23 14:30', '']);
    expect(rows[2]!.slice(15)).toEqual(['2025-11-01 08:59', '승인', '', '', '']);
    expect(rows[3]!.slice(0, 4)).toEqual(['3', '=HYPERLINK("http://evil.example","Click")', '+1+2', '-3']);
    expect(rows[3]!.slice(14)).toEqual(['기타: @SUM(1,2)', '2025-09-23 14:00', '승인', '', '2025-09-23 10:00', '예']);
    expect(rows[4]!.slice(1, 3)).toEqual(['\t=1+1', '\r=2+2']);
    expect(rows[4]![14]).toBe("기타: 'already quoted");
    expect(rows).toHaveLength(SAMPLE_REGISTRANTS.length + 1);
  });

  it('LibreOffice shows the English headers and on-site as yes', () => {
    const rows = renderedRows(files.en);
    expect(rows[0]!.slice(-5)).toEqual([
      'Registered (Korea time)',
      'Status',
      'Day 1 check-in',
      'Day 2 check-in',
      'On-site',
    ]);
    expect(rows[3]!.slice(-5)).toEqual(['2025-09-23 14:00', 'Approved', '', '2025-09-23 10:00', 'yes']);
    expect(rows[3]![1]).toBe('=HYPERLINK("http://evil.example","Click")');
  });

  it('LibreOffice shows every minute of a day as the admin list does, never a minute early or late', () => {
    const registrants = everyMinuteOfADay();
    const rows = renderedRows(files.minutes).slice(1);
    expect(rows.map((row) => [row[15], row[17]])).toEqual(
      registrants.map((registrant) => [
        formatKoreaDateTime(registrant.createdAt),
        formatKoreaDateTime(registrant.checkins![0]!.checkedInAt),
      ]),
    );
    // The registration and the check-in 59.999 s later show the same minute.
    expect(rows.every((row) => row[15] === row[17])).toBe(true);
  });
});

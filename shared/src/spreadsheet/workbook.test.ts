/**
 * File-level checks of the export: the bytes are read back as a spreadsheet program would see them
 * (reading our own output is the one place SheetJS's reader is used).
 */
import { describe, expect, it } from 'vitest';
import type { CellObject, WorkSheet } from 'xlsx';
import type { Registrant } from '../registrant';
import { SESSIONS } from '../sessions';
import { buildRegistrationSheet } from './registrationSheet';
import { XLSX, zipLibrary } from './sheetjs';
import {
  CONTROL_CHARACTER_REGISTRANT,
  ENGLISH_REGISTRANT_WITHOUT_SESSIONS,
  FORMULA_LIKE_REGISTRANT,
  KOREAN_REGISTRANT,
  SAMPLE_REGISTRANTS,
  makeRegistrant,
} from '../testing/registrants';
import { MAX_SHEET_NAME_LENGTH, REGISTRATION_EXPORT_FILE_NAME, REGISTRATION_SHEET_NAME } from './exportFile';
import { buildRegistrationWorkbook } from './workbook';
import { KOREA_DATE_TIME_FORMAT } from './koreaDateCell';
import { registrationExportRow } from './exportColumns';
import type { Locale } from '../locale';

const LAST_COLUMN = 'T';

interface ReadBack {
  sheetNames: string[];
  sheet: WorkSheet;
  /** Every row as displayed: text, No. as a number, a date cell as its formatted text, blank as ''. */
  rows: (string | number)[][];
  sheetXml: string;
}

function readBack(bytes: Uint8Array): ReadBack {
  const workbook = XLSX.read(bytes, { type: 'array', cellNF: true });
  const sheet = workbook.Sheets[REGISTRATION_SHEET_NAME];
  if (!sheet) throw new Error(`no sheet named ${REGISTRATION_SHEET_NAME}; got ${workbook.SheetNames.join(', ')}`);
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const rows: (string | number)[][] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: (string | number)[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as CellObject | undefined;
      if (!cell) row.push('');
      else if (cell.t === 'n' && cell.z === KOREA_DATE_TIME_FORMAT) row.push(cell.w ?? '');
      else row.push(cell.v as string | number);
    }
    rows.push(row);
  }
  const sheetEntry = zipLibrary.find(zipLibrary.read(bytes, { type: 'array' }), '/xl/worksheets/sheet1.xml');
  if (!sheetEntry) throw new Error('no xl/worksheets/sheet1.xml in the package');
  return { sheetNames: workbook.SheetNames, sheet, rows, sheetXml: new TextDecoder().decode(sheetEntry.content) };
}

function exportOf(registrants: readonly Registrant[], locale: Locale): ReadBack {
  return readBack(buildRegistrationWorkbook(registrants, { locale }));
}

function stylesXml(bytes: Uint8Array): string {
  const entry = zipLibrary.find(zipLibrary.read(bytes, { type: 'array' }), '/xl/styles.xml');
  if (!entry) throw new Error('no xl/styles.xml in the package');
  return new TextDecoder().decode(entry.content);
}

/** `<col>` widths from the raw sheet XML, one per column. */
function columnWidths(sheetXml: string): number[] {
  return [...sheetXml.matchAll(/<col min="(\d+)" max="\d+" width="([\d.]+)"/g)].map((match) => Number(match[2]));
}

describe('buildRegistrationWorkbook', () => {
  const korean = exportOf(SAMPLE_REGISTRANTS, 'ko');

  it('writes an xlsx package (zip) under the agreed file name', () => {
    const bytes = buildRegistrationWorkbook(SAMPLE_REGISTRANTS, { locale: 'ko' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    expect(REGISTRATION_EXPORT_FILE_NAME).toBe('sif2024_registration.xlsx');
  });

  it('has exactly one sheet, named 사전등록 현황, within the 31-character limit', () => {
    expect(korean.sheetNames).toEqual(['사전등록 현황']);
    expect(REGISTRATION_SHEET_NAME.length).toBeLessThanOrEqual(MAX_SHEET_NAME_LENGTH);
  });

  it('writes the Korean header row', () => {
    expect(korean.rows[0]).toEqual([
      'No.',
      '소속',
      '성명',
      '직함',
      '이메일',
      '연락처',
      '참가자 유형',
      // The current edition's sessions (its file).
      ...SESSIONS.map((session) => session.column.ko),
      '참가 경로',
      '등록일시',
      '상태',
      '1일차 체크인',
      '2일차 체크인',
      '현장 등록',
    ]);
  });

  it('writes the English header row for an English export, with the same sheet name', () => {
    const english = exportOf(SAMPLE_REGISTRANTS, 'en');
    expect(english.sheetNames).toEqual(['사전등록 현황']);
    expect(english.rows[0]).toEqual([
      'No.',
      'Company',
      'Name',
      'Job title',
      'E-mail',
      'Phone',
      'Business type',
      ...SESSIONS.map((session) => session.column.en),
      'How did you hear about us?',
      'Registered (Korea time)',
      'Status',
      'Day 1 check-in',
      'Day 2 check-in',
      'On-site',
    ]);
    expect(english.rows[1]?.slice(6, 13)).toEqual([
      'Investor (Angel, VC, PE)',
      'attended',
      'absent',
      'attended',
      'absent',
      'attended',
      'absent',
    ]);
  });

  it('writes every column of a Korean registrant: text, type, 참석/불참, Korea time, both check-ins', () => {
    expect(korean.rows[1]).toEqual([
      1,
      '주식회사 한빛벤처스',
      '김민준',
      '대표이사',
      'minjun@hanbit.example',
      '+82-10-1234-5678',
      '투자자 (엔젤, VC, PE)',
      '참석',
      '불참',
      '참석',
      '불참',
      '참석',
      '불참',
      '불참',
      '지인·동료 추천',
      '2025-09-22 09:05',
      '승인',
      '2025-09-22 09:05',
      '2025-09-23 14:30',
      '',
    ]);
  });

  it('writes a registrant without sessions with blank session cells', () => {
    expect(korean.rows[2]).toEqual([
      2,
      'Northwind Capital',
      'Jane Doe',
      'Partner',
      'jane@northwind.example',
      '(02) 555-0100',
      '출자자 (LP)',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '기타: LinkedIn',
      '2025-11-01 08:59',
      '승인',
      '',
      '',
      '',
    ]);
    // Blank means no cell at all, which a filter lists as (Blanks).
    expect(korean.sheet.H3).toBeUndefined();
  });

  it('writes text starting with = + - @ exactly as typed, no apostrophe, and the phone as typed', () => {
    expect(korean.rows[3]).toEqual([
      3,
      '=HYPERLINK("http://evil.example","Click")',
      '+1+2',
      '-3',
      'formula@example.com',
      '+82-10-1234-5678',
      '기업 (창업가)',
      '참석',
      '참석',
      '참석',
      '참석',
      '참석',
      '참석',
      '불참',
      '기타: @SUM(1,2)',
      '2025-09-23 14:00',
      '승인',
      '',
      '2025-09-23 10:00',
      '예',
    ]);
  });

  it('writes text starting with a tab or a carriage return exactly as typed', () => {
    expect(korean.rows[4]).toEqual([
      4,
      '\t=1+1',
      '\r=2+2',
      'a=b, not a formula',
      'jane@northwind.example',
      '-010 9999 0000',
      '99',
      '불참',
      '불참',
      '불참',
      '불참',
      '불참',
      '참석',
      '불참',
      "기타: 'already quoted",
      '2025-09-01 12:00',
      '승인',
      '',
      '',
      '',
    ]);
  });

  it('stores text as strings, No. as a number and dates as date-formatted numbers, never a formula', () => {
    const cells = Object.entries(korean.sheet).filter(([address]) => !address.startsWith('!'));
    expect(cells.length).toBeGreaterThan(0);
    // P: registered, R and S: the check-ins.
    const dateColumn = /^[PRS]([2-9]|\d\d+)$/;
    for (const [address, cell] of cells as [string, CellObject][]) {
      expect(cell.f, address).toBeUndefined();
      const expected = address.startsWith('A') && address !== 'A1' ? 'n' : dateColumn.test(address) ? 'date' : 's';
      if (expected === 'date') {
        expect([cell.t, cell.z], address).toEqual(['n', KOREA_DATE_TIME_FORMAT]);
      } else {
        expect(cell.t, address).toBe(expected);
      }
    }
    expect(korean.sheetXml).not.toContain('<f>');
  });

  it('writes dates as Korea wall-clock serials with the seed’s format, under a custom format id', () => {
    // 2025-09-22 09:05 in Seoul is day 45922 after 1899-12-30, plus 9h05m.
    expect(korean.sheet.P2?.v).toBeCloseTo(45922 + (9 * 60 + 5) / 1440, 9);
    // The check-in at 9:05:59.9 is stored to the second (59), not rounded up to 9:06.
    expect(korean.sheet.R2?.v).toBeCloseTo(45922 + (9 * 60 + 5) / 1440 + 59 / 86400, 9);
    const styles = stylesXml(buildRegistrationWorkbook(SAMPLE_REGISTRANTS, { locale: 'ko' }));
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/>');
  });

  it('gives text that starts like a formula the Text format, other text none', () => {
    expect(korean.sheet.B4?.z).toBe('@');
    // Other's words come after the choice's, so the cell no longer starts like a formula.
    expect(korean.sheet.O4?.v).toBe('기타: @SUM(1,2)');
    expect(korean.sheet.O4?.z ?? 'General').toBe('General');
    expect(korean.sheet.B2?.z ?? 'General').toBe('General');
  });

  it('matches registrationExportRow cell for cell', () => {
    expect(korean.rows.slice(1)).toEqual(
      SAMPLE_REGISTRANTS.map((registrant, index) => registrationExportRow(registrant, index, 'ko')),
    );
  });

  it('numbers rows 1..N in the order given', () => {
    const many = Array.from({ length: 25 }, (_, i) => makeRegistrant({ id: 1000 - i }));
    const { rows } = exportOf(many, 'ko');
    expect(rows.slice(1).map((row) => row[0])).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('sets an autofilter over the header and every row', () => {
    expect(korean.sheet['!autofilter']).toEqual({ ref: `A1:${LAST_COLUMN}5` });
    expect(korean.sheetXml).toContain(`<autoFilter ref="A1:${LAST_COLUMN}5"/>`);
    expect(korean.sheet['!ref']).toBe(`A1:${LAST_COLUMN}5`);
  });

  it('freezes the header row in the sheet XML', () => {
    const views = korean.sheetXml.match(/<sheetView[ >][\s\S]*?<\/sheetView>/g);
    expect(views).toHaveLength(1);
    const view = views![0]!;
    expect(view).toContain('state="frozen"');
    expect(view).toContain('ySplit="1"');
    expect(view).toContain('topLeftCell="A2"');
    expect(view).not.toContain('xSplit');
  });

  it('stays a valid workbook after the header is frozen: same cells as SheetJS’s own file', () => {
    const plainWorkbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      plainWorkbook,
      buildRegistrationSheet(SAMPLE_REGISTRANTS, 'ko'),
      REGISTRATION_SHEET_NAME,
    );
    const plainBytes = new Uint8Array(XLSX.write(plainWorkbook, { type: 'array', bookType: 'xlsx', bookSST: true }));
    const plain = XLSX.read(plainBytes, { type: 'array' }).Sheets[REGISTRATION_SHEET_NAME]!;
    expect(XLSX.utils.sheet_to_json(korean.sheet, { header: 1, raw: true })).toEqual(
      XLSX.utils.sheet_to_json(plain, { header: 1, raw: true }),
    );
    // The package keeps every part, once.
    const paths = zipLibrary.read(plainBytes, { type: 'array' }).FullPaths;
    const frozenPaths = zipLibrary.read(buildRegistrationWorkbook(SAMPLE_REGISTRANTS, { locale: 'ko' }), {
      type: 'array',
    }).FullPaths;
    expect(frozenPaths).toEqual(paths);
  });

  it('sizes columns to their content, counting Korean characters double', () => {
    const widths = columnWidths(korean.sheetXml);
    expect(widths).toHaveLength(20);
    // Date columns fit `2025-12-31 23:59` (16 characters).
    expect(widths[15]).toBeGreaterThanOrEqual(16);
    expect(widths[17]).toBeGreaterThanOrEqual(16);
    // 소속 holds 주식회사 한빛벤처스: 9 wide characters and a space, 19 narrow characters.
    expect(widths[1]).toBeGreaterThanOrEqual(19);

    const koreanName = columnWidths(exportOf([makeRegistrant({ name: '김민준김민준김민준' })], 'en').sheetXml)[2]!;
    const latinName = columnWidths(exportOf([makeRegistrant({ name: 'Kim Minjun' })], 'en').sheetXml)[2]!;
    expect(koreanName).toBeGreaterThan(latinName);
    expect(koreanName).toBeGreaterThanOrEqual(18);
  });

  it('exports an empty list as the header row alone, filter and frozen header included', () => {
    const empty = exportOf([], 'ko');
    expect(empty.rows).toHaveLength(1);
    expect(empty.sheet['!autofilter']).toEqual({ ref: `A1:${LAST_COLUMN}1` });
    expect(empty.sheetXml).toContain('state="frozen"');
  });

  it('does not change the registrants it is given', () => {
    const registrants = [
      makeRegistrant(),
      { ...KOREAN_REGISTRANT },
      { ...ENGLISH_REGISTRANT_WITHOUT_SESSIONS },
      { ...FORMULA_LIKE_REGISTRANT },
      { ...CONTROL_CHARACTER_REGISTRANT },
    ];
    const snapshot = structuredClone(registrants);
    buildRegistrationWorkbook(registrants, { locale: 'ko' });
    expect(registrants).toEqual(snapshot);
  });
});

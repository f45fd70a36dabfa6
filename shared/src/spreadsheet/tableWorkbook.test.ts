import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildTableWorkbook } from './tableWorkbook';

describe('buildTableWorkbook', () => {
  it('writes the header and rows as text and numbers, formula-like text as typed, and names the sheet', () => {
    const bytes = buildTableWorkbook(
      '접속기록',
      ['시각', 'count', 'detail'],
      [
        ['2025-09-22 09:05', 3, '=HYPERLINK("x")'],
        ['2025-09-22 09:06', 0, ''],
      ],
    );
    const book = XLSX.read(bytes, { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['접속기록']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['접속기록']!, { header: 1, defval: '' });
    expect(rows).toEqual([
      ['시각', 'count', 'detail'],
      ['2025-09-22 09:05', 3, '=HYPERLINK("x")'],
      ['2025-09-22 09:06', 0, ''],
    ]);
    const guarded = book.Sheets['접속기록']!.C2!;
    expect([guarded.t, guarded.f, guarded.z]).toEqual(['s', undefined, '@']);
  });
});

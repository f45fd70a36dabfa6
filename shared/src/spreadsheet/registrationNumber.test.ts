/** No. in a filtered export: the registrant's number in the full list, not the row's. */
import { describe, expect, it } from 'vitest';
import { generateRegistrants } from '../testing/generateRegistrants';
import { placeInFullList, registrationNumbers } from './registrationNumber';
import { XLSX } from './sheetjs';
import { buildRegistrationWorkbook } from './workbook';

/** Column A (No.) of the first sheet, below the header; reading our own output back. */
function numbersIn(xlsx: Uint8Array): unknown[] {
  const workbook = XLSX.read(xlsx, { type: 'array' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1 });
  return rows.slice(1).map((row) => row[0]);
}

describe('No. kept under a filter', () => {
  const fullList = generateRegistrants(6);
  const filtered = [fullList[2]!, fullList[5]!];

  it('numbers everyone by their place in the full list', () => {
    const numbers = registrationNumbers(fullList);
    expect(fullList.map((registrant) => numbers.get(registrant.id))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(placeInFullList(fullList[5]!, 0, numbers)).toBe(5);
    // Someone not in the numbers (added since): their place in the rows.
    expect(placeInFullList({ id: -1 }, 7, numbers)).toBe(7);
  });

  it('keeps the full list’s numbers in a filtered export', () => {
    const xlsx = buildRegistrationWorkbook(filtered, { locale: 'ko', numbers: registrationNumbers(fullList) });
    expect(numbersIn(xlsx)).toEqual([3, 6]);
  });

  it('counts 1..N when the whole list is exported without numbers', () => {
    expect(numbersIn(buildRegistrationWorkbook(fullList, { locale: 'en' }))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

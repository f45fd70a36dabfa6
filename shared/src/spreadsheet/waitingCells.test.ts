/**
 * The export's session cells for the waiting list, read back from the .xlsx bytes: a chosen
 * session the registrant waits for says 'waiting' / '대기', a seated one 'attended' / '참석'.
 */
import { describe, expect, it } from 'vitest';
import { type Locale, SESSION_CODES } from '../index';
import { makeRegistrant } from '../testing/registrants';
import { REGISTRATION_SHEET_NAME } from './exportFile';
import { XLSX } from './sheetjs';
import { buildRegistrationWorkbook } from './workbook';

function sessionCells(bytes: Uint8Array): string[][] {
  const sheet = XLSX.read(bytes, { type: 'array' }).Sheets[REGISTRATION_SHEET_NAME]!;
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '' });
  const header = rows[0]!.map(String);
  // The session columns follow the business type (the seed's six in its order, then the reception).
  const first = header.findIndex((_, i) => i > 0 && SESSION_CODES.length > 0 && /^(Sept|9\/2)/.test(header[i]!));
  return rows.slice(1).map((row) => row.slice(first, first + SESSION_CODES.length).map(String));
}

describe('session cells of the export', () => {
  const registrants = [
    makeRegistrant({
      id: 1,
      sessions: ['day11', 'day12', 'day23'],
      seats: { day11: { status: 'seated' }, day12: { status: 'waiting', number: 3 }, day23: { status: 'offered' } },
    }),
  ];
  it.each([
    ['en', ['attended', 'waiting', 'absent', 'absent', 'absent', 'waiting', 'absent']],
    ['ko', ['참석', '대기', '불참', '불참', '불참', '대기', '불참']],
  ] as const)('say waiting for a waiting list (%s)', (locale: Locale, expected) => {
    expect(sessionCells(buildRegistrationWorkbook(registrants, { locale }))).toEqual([[...expected]]);
  });
});

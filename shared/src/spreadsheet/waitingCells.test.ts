/**
 * The export's session cells for the waiting list, read back from the .xlsx bytes: the seed's
 * 'attended' / '참석' for a seat and 'absent' / '불참' for a session not chosen; the other states
 * in words ('offered until 9/21 14:00', 'waiting 3', 'offer expired' / '제안 만료'). Six columns.
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
  // The current edition's first, second, fourth and sixth sessions (its file decides which they are).
  const [seated, waiting, , expired, , offered] = SESSION_CODES as unknown as string[];
  const registrants = [
    makeRegistrant({
      id: 1,
      sessions: [seated!, waiting!, expired!, offered!],
      seats: {
        [seated!]: { status: 'seated' },
        [waiting!]: { status: 'waiting', number: 3 },
        [expired!]: { status: 'expired' },
        // 14:00 on 21 September, Korea time.
        [offered!]: { status: 'offered', offerExpiresAt: '2025-09-21T05:00:00.000Z' },
      },
    }),
  ];
  const words = {
    en: {
      seated: 'attended',
      waiting: 'waiting 3',
      expired: 'offer expired',
      offered: 'offered until 9/21 14:00',
      none: 'absent',
    },
    ko: { seated: '참석', waiting: '대기 3', expired: '제안 만료', offered: '9/21 14:00까지 제안', none: '불참' },
  };
  it.each(['en', 'ko'] as const)('name each state of a place (%s)', (locale: Locale) => {
    const w = words[locale];
    const byCode: Record<string, string> = {
      [seated!]: w.seated,
      [waiting!]: w.waiting,
      [expired!]: w.expired,
      [offered!]: w.offered,
    };
    const expected = SESSION_CODES.map((code) => byCode[code] ?? w.none);
    expect(sessionCells(buildRegistrationWorkbook(registrants, { locale }))).toEqual([expected]);
  });
});

import { describe, expect, it } from 'vitest';
import { EDITION } from './edition';
import type { Edition } from './edition/types';
import {
  SEED_SESSION_CODES,
  codesInTimeOrder,
  compareSessionTimes,
  inEditionTimeOrder,
  inExportOrder,
  inTimeOrder,
} from './sessionOrder';
import { PUBLIC_SESSIONS, SESSIONS, SESSIONS_IN_TIME_ORDER, sessionInfos } from './sessions';
import { registrantColumns } from './spreadsheet/registrantTable';

/** The 2025 edition lists the reception (day 1, 18:00) after day 2's sessions; time puts it on day 1. */
const TIME_ORDER_2025 = ['day11', 'day12', 'day13', 'day14', 'day21', 'day22', 'day23'];

describe('compareSessionTimes', () => {
  it('orders by day, then start, then end', () => {
    expect(compareSessionTimes({ day: 1, start: '18:00' }, { day: 2, start: '09:00' })).toBeLessThan(0);
    expect(compareSessionTimes({ day: 1, start: '09:30' }, { day: 1, start: '14:00' })).toBeLessThan(0);
    expect(
      compareSessionTimes({ day: 1, start: '14:00', end: '17:00' }, { day: 1, start: '14:00', end: '16:00' }),
    ).toBeGreaterThan(0);
    expect(compareSessionTimes({ day: 2, start: '14:00' }, { day: 2, start: '14:00' })).toBe(0);
  });
});

describe('the current edition in time order', () => {
  it('puts the reception on its day, before day 2', () => {
    expect(EDITION.sessions.map((session) => session.code)).not.toEqual(TIME_ORDER_2025);
    expect(SESSIONS_IN_TIME_ORDER.map((session) => session.code)).toEqual(TIME_ORDER_2025);
    expect(inTimeOrder(EDITION.sessions).map((session) => session.code)).toEqual(TIME_ORDER_2025);
    expect(codesInTimeOrder(['day23', 'day14', 'day11'], EDITION)).toEqual(['day11', 'day14', 'day23']);
  });

  it('orders anything named by code (stats, counts) the same way, unknown codes last', () => {
    const stats = [...EDITION.sessions].reverse().map((session) => ({ code: session.code }));
    expect(inEditionTimeOrder([{ code: 'gone' }, ...stats], EDITION).map((entry) => entry.code)).toEqual([
      ...TIME_ORDER_2025,
      'gone',
    ]);
  });

  it('gives the public form its sessions in time order', () => {
    const codes = PUBLIC_SESSIONS.map((session) => session.code);
    expect(codes).toEqual(TIME_ORDER_2025.filter((code) => codes.includes(code)));
  });
});

describe('the export order', () => {
  it("keeps the seed's six columns first, then the others in time order", () => {
    expect(SESSIONS.map((session) => session.code)).toEqual([...SEED_SESSION_CODES, 'day14']);
    const columns = registrantColumns('en').map((column) => column.id);
    expect(columns.filter((id) => id.startsWith('day'))).toEqual([...SEED_SESSION_CODES, 'day14']);
  });

  it('sorts a file that lists its sessions out of order: seed first, the rest by time', () => {
    const session = (code: string, day: 1 | 2, start: string) => ({ code, day, start });
    const shuffled = [
      session('late2', 2, '19:00'),
      session('day21', 2, '09:00'),
      session('early1', 1, '08:00'),
      session('day11', 1, '09:30'),
    ];
    expect(inExportOrder(shuffled).map((entry) => entry.code)).toEqual(['day11', 'day21', 'early1', 'late2']);
  });

  it('derives the form labels of an edition whose file lists sessions backwards in the same order', () => {
    const backwards: Edition = { ...EDITION, sessions: [...EDITION.sessions].reverse() };
    const infos = sessionInfos(backwards);
    expect(infos.map((info) => info.code)).toEqual([...SEED_SESSION_CODES, 'day14']);
    // The number in the day follows time, not the file: the 09:30 session is ① whatever the file says.
    expect(infos[0]!.column.ko).toBe('9/22 ① 개막식');
    expect(inTimeOrder(infos).map((info) => info.code)).toEqual(TIME_ORDER_2025);
  });
});

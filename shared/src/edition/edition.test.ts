import { describe, expect, it } from 'vitest';
import { SESSIONS, SESSION_CODES } from '../sessions';
import { EDITION } from './edition';
import { EDITION_PROGRAMME } from './programme';
import { SESSION_SCHEDULE, sessionInstant } from './schedule';

describe('edition', () => {
  it('schedules every registrable session on one of the forum days', () => {
    for (const session of SESSIONS) {
      const schedule = SESSION_SCHEDULE[session.code];
      expect(schedule.day).toBe(session.day);
      expect(schedule.date).toBe(EDITION.days[schedule.day]);
      expect(sessionInstant(schedule, 'start').getTime()).toBeLessThan(sessionInstant(schedule, 'end').getTime());
    }
  });

  it('reads session times as Korea time', () => {
    expect(sessionInstant(SESSION_SCHEDULE.day11, 'start').toISOString()).toBe('2025-09-22T00:30:00.000Z');
  });

  it('lists each session code once, in SESSION_CODES order, and the programme names each open one once', () => {
    expect(EDITION.sessions.map((session) => session.code)).toEqual([...SESSION_CODES]);
    const onProgramme = [...EDITION_PROGRAMME[1], ...EDITION_PROGRAMME[2]].flatMap((item) =>
      'session' in item ? [item.session] : [],
    );
    // The invitation-only reception is on the programme as an item of its own, not as a registrable session.
    const open = EDITION.sessions.filter((session) => session.access !== 'invitation').map((session) => session.code);
    expect(onProgramme).toEqual(open);
  });

  it('adds the reception after the seed’s six: day 1, 18:00-20:00, 9F, by invitation only', () => {
    expect(SESSION_CODES.slice(0, 6)).toEqual(['day11', 'day12', 'day13', 'day21', 'day22', 'day23']);
    expect(EDITION.sessions.at(-1)).toMatchObject({
      code: 'day14',
      day: 1,
      start: '18:00',
      end: '20:00',
      room: 'ninthFloor',
      access: 'invitation',
    });
    expect(SESSIONS.at(-1)).toMatchObject({ code: 'day14', invitationOnly: true });
    expect(SESSIONS.filter((session) => session.invitationOnly)).toHaveLength(1);
  });

  it('names only rooms it defines and dates that exist', () => {
    const rooms = [
      ...EDITION.sessions.map((session) => session.room),
      ...[...EDITION_PROGRAMME[1], ...EDITION_PROGRAMME[2]].flatMap((item) => ('room' in item ? [item.room] : [])),
    ];
    for (const room of rooms) expect(Object.keys(EDITION.rooms)).toContain(room);
    for (const date of Object.values(EDITION.days))
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
  });

  it('keeps the seed’s export names and an open registration window by default', () => {
    expect(EDITION.export).toEqual({ fileName: 'sif2024_registration.xlsx', sheetName: '사전등록 현황' });
    expect(EDITION.registrationWindow).toEqual({ opensAt: null, closesAt: null });
  });

  it('derives the form labels and the admin columns the seed showed', () => {
    expect(SESSIONS[0]!.title).toEqual({
      en: 'Sept 22 (Mon) 09:30-11:30 Opening ceremony and keynote',
      ko: '9월 22일(월) 09:30-11:30 개막식 및 기조연설',
    });
    expect(SESSIONS[0]!.column).toEqual({ en: 'Sept 22 - 1 Opening ceremony', ko: '9/22 ① 개막식' });
    expect(SESSIONS[4]!.column).toEqual({ en: 'Sept 23 - 2 AI (Oracle)', ko: '9/23 ② AI (오라클)' });
    expect(SESSIONS[5]!.title.ko).toBe('9월 23일(화) 14:00-17:00 중동 진출 세션');
  });
});

import { describe, expect, it } from 'vitest';
import { SESSIONS, SESSION_CODES, sessionInfos } from '../sessions';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026 } from '../testing/editions/2026.sample';
import { editionChanges, editionProblems } from './check';
import { EDITION, EDITIONS, EDITION_PROGRAMME, programmeOf } from './edition';
import { EDITION_2025 } from './editions/2025';
import { PROGRAMME_2025 } from './editions/2025.programme';
import { SHIPPED_EDITIONS, latestShippedEdition } from './registry';
import { SESSION_SCHEDULE, sessionInstant, sessionSchedule } from './schedule';

// Expectations about the current edition come from its file, so a correct rollover keeps them true.
describe('the current edition', () => {
  it('schedules every registrable session on one of the forum days', () => {
    for (const session of SESSIONS) {
      const schedule = SESSION_SCHEDULE[session.code]!;
      expect(schedule.day).toBe(session.day);
      expect(schedule.date).toBe(EDITION.days[schedule.day]);
      expect(sessionInstant(schedule, 'start').getTime()).toBeLessThan(sessionInstant(schedule, 'end').getTime());
    }
  });

  it('lists each session code once, in SESSION_CODES order, and the programme names each open one once', () => {
    expect(EDITION.sessions.map((session) => session.code)).toEqual([...SESSION_CODES]);
    const onProgramme = [...EDITION_PROGRAMME[1], ...EDITION_PROGRAMME[2]].flatMap((item) =>
      'session' in item ? [item.session] : [],
    );
    const open = EDITION.sessions.filter((session) => session.access !== 'invitation').map((session) => session.code);
    expect([...onProgramme].sort()).toEqual([...open].sort());
  });

  it('passes the edition check, as every known edition does', () => {
    for (const edition of EDITIONS) expect(editionProblems(edition, programmeOf(edition.year))).toEqual([]);
  });

  it('keeps the seed’s export names', () => {
    expect(EDITION.export).toEqual({ fileName: 'sif2024_registration.xlsx', sheetName: '사전등록 현황' });
  });
});

// The 2025 file is a record of what that forum was: these facts never change.
describe('the 2025 edition', () => {
  it('reads session times as Korea time', () => {
    expect(sessionInstant(sessionSchedule(EDITION_2025).day11!, 'start').toISOString()).toBe(
      '2025-09-22T00:30:00.000Z',
    );
  });

  it('adds the reception after the seed’s six: day 1, 18:00-20:00, 9F, by invitation only', () => {
    const codes = EDITION_2025.sessions.map((session) => session.code);
    expect(codes).toEqual(['day11', 'day12', 'day13', 'day21', 'day22', 'day23', 'day14']);
    expect(EDITION_2025.sessions.at(-1)).toMatchObject({
      code: 'day14',
      day: 1,
      start: '18:00',
      end: '20:00',
      room: 'ninthFloor',
      access: 'invitation',
    });
  });

  it('derives the form labels and the admin columns the seed showed', () => {
    const sessions = sessionInfos(EDITION_2025);
    expect(sessions[0]!.title).toEqual({
      en: 'Sept 22 (Mon) 09:30-11:30 Opening ceremony and keynote',
      ko: '9월 22일(월) 09:30-11:30 개막식 및 기조연설',
    });
    expect(sessions[0]!.column).toEqual({ en: 'Sept 22 - 1 Opening ceremony', ko: '9/22 ① 개막식' });
    expect(sessions[4]!.column).toEqual({ en: 'Sept 23 - 2 AI (Oracle)', ko: '9/23 ② AI (오라클)' });
    expect(sessions[5]!.title.ko).toBe('9월 23일(화) 14:00-17:00 중동 진출 세션');
    expect(sessions.at(-1)).toMatchObject({ code: 'day14', invitationOnly: true });
  });

  it('promises retention until 2027-12-31 and has an open registration window by default', () => {
    expect(EDITION_2025.retentionUntil).toBe('2027-12-31');
    expect(EDITION_2025.registrationWindow).toEqual({ opensAt: null, closesAt: null });
    expect(editionProblems(EDITION_2025, PROGRAMME_2025)).toEqual([]);
  });
});

describe('choosing the edition', () => {
  it('starts on the latest shipped edition; the environment never chooses one, and the tests’ sample never ships', () => {
    expect(latestShippedEdition().edition.year).toBe(Math.max(...SHIPPED_EDITIONS.map((f) => f.edition.year)));
    expect(SHIPPED_EDITIONS.map((f) => f.edition)).not.toContain(SAMPLE_EDITION_2026);
  });

  it('checks the sample 2026 and says what publishing it changes: one dropped, one renamed, one added', () => {
    expect(editionProblems(SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026)).toEqual([]);
    const changes = editionChanges(EDITION_2025, SAMPLE_EDITION_2026);
    expect(changes).toContain('current edition: 2025 -> 2026');
    expect(changes.some((line) => line.startsWith('session day23 dropped'))).toBe(true);
    expect(changes.some((line) => line.startsWith('session day22 renamed'))).toBe(true);
    expect(changes.some((line) => line.startsWith('session day24 added'))).toBe(true);
  });

  it('reports a broken file in words: a missing room, a bad date, a missing Korean title', () => {
    const broken = {
      ...SAMPLE_EDITION_2026,
      days: { 1: '2026-09-31', 2: '2026-09-22' },
      sessions: [{ ...SAMPLE_EDITION_2026.sessions[0]!, room: 'attic', title: { en: 'Opening', ko: '' } }],
    };
    const problems = editionProblems(broken, { 1: [], 2: [] });
    expect(problems).toContain("days.1: '2026-09-31' is not a date like 2026-09-21");
    expect(problems).toContain("sessions.day11: no room 'attic' in rooms");
    expect(problems).toContain('sessions.day11.title: no Korean text');
  });
});

import { describe, expect, it } from 'vitest';
import { EDITION, SESSION_SCHEDULE, sessionInstant } from './edition';
import { SESSIONS } from './sessions';

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
});

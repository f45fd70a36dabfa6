/** The desk's counts list a day's sessions in time order (the shared order of sessions). */
import { EDITION, SESSIONS_IN_TIME_ORDER } from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { checkinCounts } from './counts';

describe('check-in counts', () => {
  it("the desk's counts list a day's sessions by start", () => {
    // A file that lists the evening reception first: the counts still read 09:30, 14:00, then 18:00.
    const reception = EDITION.sessions.filter((session) => session.code === 'day14');
    const backwards = { ...EDITION, sessions: [...reception, ...EDITION.sessions.filter((s) => s.code !== 'day14')] };
    const counts = checkinCounts([], new Date('2025-09-22T00:00:00Z'), backwards);
    const dayOne = counts.days.find((day) => day.day === 1)!;
    expect(dayOne.sessions.map((session) => session.code)).toEqual(
      SESSIONS_IN_TIME_ORDER.filter((session) => session.day === 1).map((session) => session.code),
    );
  });
});

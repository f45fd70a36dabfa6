/**
 * `GET /api/checkin/counts[?edition=YYYY]` from the grouped rows: per forum day, and per session on
 * its day, with the edition's own days and sessions.
 */
import {
  type CheckinCounts,
  type DayCheckinCount,
  EDITION,
  type Edition,
  FORUM_DAYS,
  inTimeOrder,
} from '@forum/shared';
import type { CountGroup } from './rosterRepo';

export function checkinCounts(groups: readonly CountGroup[], asOf: Date, edition: Edition = EDITION): CheckinCounts {
  const days: DayCheckinCount[] = FORUM_DAYS.map((day) => {
    const checkedInThatDay = (group: CountGroup) => (day === 1 ? group.day1 : group.day2);
    const sum = (keep: (group: CountGroup) => boolean) =>
      groups.reduce((total, group) => total + (keep(group) ? group.count : 0), 0);
    const sessionsOfDay = inTimeOrder(edition.sessions).filter((session) => session.day === day);
    return {
      day,
      date: edition.days[day],
      registered: sum(() => true),
      expected: sum((group) => group.sessions.some((code) => sessionsOfDay.some((session) => session.code === code))),
      checkedIn: sum(checkedInThatDay),
      sessions: sessionsOfDay.map((session) => ({
        code: session.code,
        registered: sum((group) => group.sessions.includes(session.code)),
        checkedIn: sum((group) => group.sessions.includes(session.code) && checkedInThatDay(group)),
      })),
    };
  });
  return {
    days,
    onsite: groups.reduce((total, group) => total + (group.onsite ? group.count : 0), 0),
    asOf: asOf.toISOString(),
  };
}

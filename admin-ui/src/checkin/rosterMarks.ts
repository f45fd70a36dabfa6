/**
 * Pure helpers for a roster entry's check-in marks: laying the desk's waiting check-ins over the
 * server's entry, and taking in a server answer. Kept apart from the store so they are easy to test.
 */
import type { CheckinMark, CheckinResult, CheckinRosterEntry, ForumDay } from '@forum/shared';
import type { QueuedCheckin } from './deskDatabase';

const byDay = (a: CheckinMark, b: CheckinMark) => a.day - b.day;

export function markFor(entry: Pick<CheckinRosterEntry, 'checkins'>, day: ForumDay): CheckinMark | undefined {
  return entry.checkins.find((mark) => mark.day === day);
}

/**
 * The entry as the desk shows it: the server's marks, plus a mark for each waiting check-in of a
 * day the server has none for. The same object when nothing waits, so React sees no change.
 */
export function withQueued(
  entry: CheckinRosterEntry,
  queued: readonly QueuedCheckin[] | undefined,
): CheckinRosterEntry {
  if (!queued || queued.length === 0) return entry;
  const added = queued
    .filter((item) => !markFor(entry, item.day))
    .map((item): CheckinMark => ({ day: item.day, checkedInAt: item.queuedAt, desk: item.desk }));
  if (added.length === 0) return entry;
  return { ...entry, checkins: [...entry.checkins, ...added].sort(byDay) };
}

/** The server's entry after a check-in answer: its registrant summary, and the first desk's mark for the day. */
export function withResult(
  entry: CheckinRosterEntry | undefined,
  result: CheckinResult,
  day: ForumDay,
  fallback: { email: string; phone: string },
): CheckinRosterEntry {
  const merged: CheckinRosterEntry = { email: fallback.email, phone: fallback.phone, ...entry, ...result.registrant };
  const mark: CheckinMark = { day, checkedInAt: result.checkedInAt, desk: result.desk };
  const others = (merged.checkins ?? []).filter((existing) => existing.day !== day);
  return { ...merged, checkins: [...others, mark].sort(byDay) };
}

/** The server's entry after an undo. */
export function withoutMark(entry: CheckinRosterEntry, day: ForumDay): CheckinRosterEntry {
  return markFor(entry, day) ? { ...entry, checkins: entry.checkins.filter((mark) => mark.day !== day) } : entry;
}

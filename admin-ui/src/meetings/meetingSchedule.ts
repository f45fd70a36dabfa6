/**
 * The Meetings screen's reckoning, apart from React: a forum day switched on or off in the slot
 * settings, where a move lands and which meeting it would clash with, who has meetings at all.
 */
import type { AdminMeeting, AdminMeetingPerson, MeetingSlots } from '@forum/shared';
import type { MeetingMove } from './meetingsState';

export const FORUM_DAYS = [1, 2] as const;

export type DayChange = { on?: boolean; start?: string; end?: string };

/** Both sides of a meeting, as the grid's buttons and the panels name it. */
export const who = (m: AdminMeeting) =>
  `${m.investor.organisation} (${m.investor.name}) ↔ ${m.company.organisation} (${m.company.name})`;

/** The settings with one day's meetings switched on or off, or its hours changed (a day switched on starts at 09:00-12:00). */
export function withDay(slots: MeetingSlots, day: number, change: DayChange): MeetingSlots {
  const current = slots.days.find((d) => d.day === day);
  const others = slots.days.filter((d) => d.day !== day);
  const on = change.on ?? Boolean(current);
  const next = on ? [...others, { day, start: '09:00', end: '12:00', ...current, ...strip(change) }] : others;
  return { ...slots, days: next.sort((a, b) => a.day - b.day) };
}

/** The change's defined entries only, so a missing start or end keeps the current one. */
function strip(change: DayChange) {
  return Object.fromEntries(Object.entries(change).filter(([key, value]) => key !== 'on' && value !== undefined));
}

export interface MoveTarget {
  day: number;
  start: string;
  table: number;
}

export function moveTarget(move: MeetingMove): MoveTarget {
  const [day, start] = move.at.split(' ');
  return { day: Number(day), start: start ?? '', table: move.table };
}

/**
 * The other meeting already in the target's slot at its table, or with one of the moved meeting's
 * people at another table (nobody sits at two tables at once); undefined when the move is free.
 */
export function moveClash(meetings: readonly AdminMeeting[], moved: AdminMeeting, target: MoveTarget) {
  return meetings.find(
    (m) =>
      m.id !== moved.id &&
      m.day === target.day &&
      m.start === target.start &&
      (m.table === target.table || sharesPerson(m, moved)),
  );
}

/** Whether two meetings have a person in common. */
function sharesPerson(a: AdminMeeting, b: AdminMeeting): boolean {
  const ids = new Set([a.investor.registrantId, a.company.registrantId]);
  return ids.has(b.investor.registrantId) || ids.has(b.company.registrantId);
}

/** Everyone with a meeting, once each, in the order they first appear. */
export function participants(meetings: readonly AdminMeeting[]): AdminMeetingPerson[] {
  return [...new Map(meetings.flatMap((m) => [m.investor, m.company]).map((p) => [p.registrantId, p])).values()];
}

/**
 * The one order of sessions: by day, then start time (then end time, then the edition file's order).
 * The form, the programme, the admin filters and the charts all read sessions through it, so the
 * reception of day 1 at 18:00 comes before day 2's morning wherever the edition file happens to list
 * it. The export alone keeps the seed's six columns first (organisers' spreadsheets and macros know
 * them by position) and puts every other session after them, in time order.
 */
import type { Edition } from './edition/types';
import type { SessionCode } from './sessionCodes';

/** When a session (or a programme item) takes place: its forum day and `HH:MM` start, Korea time. */
export interface SessionTime {
  day: number;
  start: string;
  end?: string;
}

/** The seed's six session codes, in the seed's column order. */
export const SEED_SESSION_CODES: readonly SessionCode[] = ['day11', 'day12', 'day13', 'day21', 'day22', 'day23'];

/** Earlier first: day, then start, then end. `HH:MM` strings compare as times. */
export function compareSessionTimes(a: SessionTime, b: SessionTime): number {
  if (a.day !== b.day) return a.day - b.day;
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  const [endA, endB] = [a.end ?? '', b.end ?? ''];
  return endA === endB ? 0 : endA < endB ? -1 : 1;
}

/** A copy of `items` in time order; items at the same time keep their order (the sort is stable). */
export function inTimeOrder<T extends SessionTime>(items: readonly T[]): T[] {
  return [...items].sort(compareSessionTimes);
}

/**
 * A copy of `items` (anything that names a session by `code`: stats, counts, codes of a
 * registration) in the time order of `edition`'s sessions; codes the edition does not know go last.
 */
export function inEditionTimeOrder<T extends { code: SessionCode }>(items: readonly T[], edition: Edition): T[] {
  const rank = new Map(inTimeOrder(edition.sessions).map((session, index) => [session.code, index]));
  const at = (item: T) => rank.get(item.code) ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => at(a) - at(b));
}

/** Session codes in `edition`'s time order (unknown codes last, as given). */
export function codesInTimeOrder(codes: readonly SessionCode[], edition: Edition): SessionCode[] {
  return inEditionTimeOrder(
    codes.map((code) => ({ code })),
    edition,
  ).map(({ code }) => code);
}

/** The export's column order: the seed's six first (in the seed's order), then the others in time order. */
export function inExportOrder<T extends SessionTime & { code: SessionCode }>(items: readonly T[]): T[] {
  const seedRank = (item: T) => SEED_SESSION_CODES.indexOf(item.code);
  const seed = items.filter((item) => seedRank(item) >= 0).sort((a, b) => seedRank(a) - seedRank(b));
  const others = inTimeOrder(items.filter((item) => seedRank(item) < 0));
  return [...seed, ...others];
}

import type { RegistrationStatus } from './approval';
/**
 * Event day: the check-in contract shared by the API, the admin's check-in screen, the e-mail,
 * the manage page and the export. A registrant checks in once per forum day; the first desk wins.
 */
import type { RegistrantFieldValues } from './registrantFields';
import type { SessionCode } from './sessionCodes';

export const FORUM_DAYS = [1, 2] as const;
export type ForumDay = (typeof FORUM_DAYS)[number];

export function isForumDay(value: unknown): value is ForumDay {
  return value === 1 || value === 2;
}

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is not mistaken. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 13 characters of 5 bits: 65 random bits, above the 60 bits a guessable code must exceed, and one QR alphanumeric segment. */
export const CHECKIN_CODE_LENGTH = 13;

export const CHECKIN_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{13}$/;

/**
 * What a person or a scanner typed, as the stored code: upper case, separators dropped, and
 * Crockford's look-alikes read as the digits they stand for (O as 0, I and L as 1). Returns null
 * when the result cannot be a code, so the caller can say so rather than look it up.
 */
export function normaliseCheckinCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CHECKIN_CODE_PATTERN.test(code) ? code : null;
}

/** The code as people read it: groups of four or five, so it can be said and typed at a desk. */
export function formatCheckinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Desk names are free text chosen on the check-in screen ("Desk 1", "East door"). */
export const DESK_MAX_LENGTH = 40;

/** A check-in can be undone this long after it was made (the screen offers undo for a minute). */
export const CHECKIN_UNDO_WINDOW_MS = 60_000;

/** One day's check-in of a registrant. */
export interface CheckinMark {
  day: ForumDay;
  /** ISO-8601 UTC with milliseconds. */
  checkedInAt: string;
  desk: string;
}

/** What a desk needs to recognise a person: shown large on the check-in screen. */
export interface CheckinRegistrant extends Pick<
  RegistrantFieldValues,
  'name' | 'company' | 'title' | 'businessType' | 'sessions'
> {
  id: number;
  checkinCode: string;
  /** Registered at the venue (walk-in). */
  onsite: boolean;
  /** At most one per day, ordered by day. */
  checkins: CheckinMark[];
  /** Approval: only those whose status holds places (`holdsPlaces`) are checked in; the card shows it first. */
  status: RegistrationStatus;
}

/**
 * One row of the desk's roster (`GET /api/checkin/roster`): the summary plus what the desk
 * searches by. Kept in the browser (IndexedDB) so a desk that loses the network keeps working.
 */
export interface CheckinRosterEntry extends CheckinRegistrant, Pick<RegistrantFieldValues, 'email' | 'phone'> {}

/** `GET /api/checkin/roster[?since=ISO]`: everyone, or only those changed after `since`. */
export interface CheckinRoster {
  registrants: CheckinRosterEntry[];
  /** Ids deleted after `since` (empty on a full load). */
  removedIds: number[];
  /** Pass back as `since` for the next incremental load. */
  asOf: string;
}

/** `POST /api/checkin` body. */
export interface CheckinRequest {
  code: string;
  day: ForumDay;
  desk: string;
}

/**
 * `POST /api/checkin` answer (200). `first` is true for the one desk whose call made the check-in;
 * every later call, from any desk or process, gets false with the first desk's time and name.
 */
export interface CheckinResult {
  registrant: CheckinRegistrant;
  checkedInAt: string;
  desk: string;
  first: boolean;
}

/** Per session: who chose it, and who of them checked in on its day. */
export interface SessionCheckinCount {
  code: SessionCode;
  registered: number;
  checkedIn: number;
}

export interface DayCheckinCount {
  day: ForumDay;
  /** `YYYY-MM-DD`, Korea time. */
  date: string;
  /** Everyone registered and approved (anyone may come on either day; the desk refuses the others). */
  registered: number;
  /** Approved, with at least one session that day. */
  expected: number;
  checkedIn: number;
  sessions: SessionCheckinCount[];
}

/** `GET /api/checkin/counts`. */
export interface CheckinCounts {
  days: DayCheckinCount[];
  /** Walk-ins registered at the venue. */
  onsite: number;
  /** ISO-8601 UTC: when the counts were read. */
  asOf: string;
}

/** `POST /api/user/onsite` body: the registration form's fields (consent ticked by the visitor) plus where and when. */
export interface OnsiteRegistrationExtra {
  day: ForumDay;
  desk: string;
}

/** `POST /api/user/onsite` answer (201): the new registrant's id and its check-in. */
export interface OnsiteRegistrationResult {
  id: number;
  checkin: CheckinResult;
}

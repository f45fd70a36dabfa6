/**
 * The forum sessions a visitor can sign up for, in the order the programme and the admin
 * table list them. Codes are the wire format the original site used (`attendext`); each edition
 * lists its own (edition/editions/), with their dates, times, rooms and names. SESSION_CODES and
 * SESSIONS are the current edition's; sessionInfos/editionSessionCodes serve any edition.
 */
import { formatKoreaDateTime } from './dates';
import { EDITION, onEditionChange } from './edition/edition';
import { formatSessionColumn, formatSessionOption } from './edition/format';
import { editionSession } from './edition/lookup';
import type { Edition } from './edition/types';
import type { Locale } from './locale';
import type { AttendValue, SessionCode } from './sessionCodes';
import { inExportOrder, inTimeOrder } from './sessionOrder';

export { ATTEND_VALUES, type AttendValue, type SessionCode } from './sessionCodes';

/** An edition's session codes in column order; never empty (the edition check insists). */
export function editionSessionCodes(edition: Edition): readonly [SessionCode, ...SessionCode[]] {
  const codes = edition.sessions.map((session) => session.code);
  if (codes.length === 0) throw new Error(`Edition ${edition.year}: no sessions`);
  return codes as [SessionCode, ...SessionCode[]];
}

/** The current edition's session codes, in column order (the request schemas' enum). */
export let SESSION_CODES: readonly [SessionCode, ...SessionCode[]] = /* @__PURE__ */ editionSessionCodes(EDITION);

export interface SessionInfo {
  code: SessionCode;
  day: 1 | 2;
  /** `HH:MM`, Korea time: with the day, the session's place in time order (sessionOrder.ts). */
  start: string;
  end: string;
  /** Label of the checkbox in the registration form. */
  title: Record<Locale, string>;
  /** Short header of the admin table and spreadsheet column. */
  column: Record<Locale, string>;
  /** True for a session only invitees may choose (the edition's `access: "invitation"`). */
  invitationOnly: boolean;
}

/**
 * The sessions as the form and the admin table show them, derived from an edition, in the admin
 * table's and the export's column order (the seed's six first, then the others in time order); a
 * reader that lists sessions to choose from or to compare puts them in time order (`inTimeOrder`).
 * The form's label is date, time and title ('Sept 22 (Mon) 09:30-11:30 Opening ceremony and
 * keynote'), the column is date, number in the day by start time and short name ('Sept 22 - 1
 * Opening ceremony').
 */
export function sessionInfos(edition: Edition): SessionInfo[] {
  const byTime = inTimeOrder(edition.sessions);
  const infos = editionSessionCodes(edition).map((code) => {
    const session = editionSession(edition, code);
    const date = edition.days[session.day];
    const numberInDay = byTime.filter((other) => other.day === session.day).indexOf(session) + 1;
    const both = (format: (locale: Locale) => string): Record<Locale, string> => ({
      en: format('en'),
      ko: format('ko'),
    });
    return {
      code,
      day: session.day,
      start: session.start,
      end: session.end,
      title: both((locale) => formatSessionOption(session, date, locale)),
      column: both((locale) => formatSessionColumn(session, date, numberInDay, locale)),
      invitationOnly: session.access === 'invitation',
    };
  });
  return inExportOrder(infos);
}

/** The current edition's sessions (edition/edition.ts), in column order (see sessionInfos). */
export let SESSIONS: readonly SessionInfo[] = /* @__PURE__ */ sessionInfos(EDITION);

/** The current edition's sessions in time order: what a form, a filter or a chart lists. */
export let SESSIONS_IN_TIME_ORDER: readonly SessionInfo[] = /* @__PURE__ */ inTimeOrder(SESSIONS);

let SESSION_CODE_SET: ReadonlySet<string> = new Set(SESSION_CODES);

/** The sessions anyone may choose, in time order: the public form's options (an invitation link shows the others too). */
export let PUBLIC_SESSIONS: readonly SessionInfo[] = SESSIONS_IN_TIME_ORDER.filter(
  (session) => !session.invitationOnly,
);

/** The codes of the sessions only invitees may choose. */
export let INVITATION_ONLY_CODES: readonly SessionCode[] = SESSIONS.filter((s) => s.invitationOnly).map((s) => s.code);

// A publish makes another edition current: the tables above follow it.
onEditionChange(() => {
  SESSION_CODES = editionSessionCodes(EDITION);
  SESSIONS = sessionInfos(EDITION);
  SESSIONS_IN_TIME_ORDER = inTimeOrder(SESSIONS);
  SESSION_CODE_SET = new Set(SESSION_CODES);
  PUBLIC_SESSIONS = SESSIONS_IN_TIME_ORDER.filter((session) => !session.invitationOnly);
  INVITATION_ONLY_CODES = SESSIONS.filter((s) => s.invitationOnly).map((s) => s.code);
});

/** The codes a registration without an invitation may not hold. */
export function invitationOnlyChoices(codes: readonly string[]): SessionCode[] {
  return INVITATION_ONLY_CODES.filter((code) => codes.includes(code));
}

export function isSessionCode(value: string): value is SessionCode {
  return SESSION_CODE_SET.has(value);
}

/**
 * The original site sent the chosen sessions as one string, each code followed by a pipe
 * (`"day11|day13|"`). Empty pieces are dropped; unknown pieces are kept so the caller can
 * reject them rather than silently lose what a client sent.
 */
export function parseAttendext(value: string): string[] {
  return value
    .split('|')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
}

/** The legacy wire form, for clients that still expect it. */
export function formatAttendext(codes: readonly SessionCode[]): string {
  return codes.map((code) => `${code}|`).join('');
}

/** Canonical order and no repeats, so stored values compare equal however they were sent. */
export function sortSessionCodes(codes: Iterable<SessionCode>): SessionCode[] {
  const chosen = new Set(codes);
  return SESSION_CODES.filter((code) => chosen.has(code));
}

export type AttendanceCell = 'attended' | 'offered' | 'waiting' | 'expired' | 'absent' | '';

/**
 * One session cell of the admin table and the export, from the registrant's places as the seats
 * feature gives them (`seats`): 'attended' when they hold a seat, 'offered', 'waiting' or
 * 'expired' for the other states of a chosen session, 'absent' when the registrant chose other
 * sessions but not this one, blank when they chose none at all (registrations from the legacy
 * form that predates session choice). A chosen session with no place known reads as a seat (rows
 * from before seats existed).
 */
export function attendanceCell(
  chosen: readonly string[],
  code: SessionCode,
  seats?: Partial<Record<SessionCode, { status: string }>>,
): AttendanceCell {
  if (chosen.length === 0) return '';
  if (!chosen.includes(code)) return 'absent';
  const status = seats?.[code]?.status;
  return status === 'offered' || status === 'waiting' || status === 'expired' ? status : 'attended';
}

/** The seed's words for a seat and a session not chosen, and the words of the waiting list's states. */
export const ATTENDANCE_LABELS: Record<Locale, Record<Exclude<AttendanceCell, ''>, string>> = {
  en: { attended: 'attended', offered: 'offered', waiting: 'waiting', expired: 'offer expired', absent: 'absent' },
  ko: { attended: '참석', offered: '제안', waiting: '대기', expired: '제안 만료', absent: '불참' },
};

/** `9/21 14:00`: month/day hour:minute, Korea time. */
function shortKoreaDateTime(iso: string): string {
  const full = formatKoreaDateTime(iso); // 2025-09-21 14:00
  const [date = '', time = ''] = full.split(' ');
  const [, month, day] = date.split('-');
  // The day as the programme prints it (`9/21`); the time zero-padded like every other time.
  return month && day ? `${Number(month)}/${Number(day)} ${time}` : '';
}

/**
 * A session cell's text: 'attended' / '참석', 'absent' / '불참', 'offered until 9/21 14:00' /
 * '9/21 14:00까지 제안', 'waiting 3' / '대기 3', 'offer expired' / '제안 만료', or blank.
 */
export function attendanceText(
  chosen: readonly string[],
  code: SessionCode,
  seats: Partial<Record<SessionCode, { status: string; number?: number; offerExpiresAt?: string }>> | undefined,
  locale: Locale,
): string {
  const cell = attendanceCell(chosen, code, seats);
  if (cell === '') return '';
  const state = seats?.[code];
  if (cell === 'offered' && state?.offerExpiresAt) {
    const until = shortKoreaDateTime(state.offerExpiresAt);
    return locale === 'ko' ? `${until}까지 제안` : `offered until ${until}`;
  }
  if (cell === 'waiting' && state?.number) return `${ATTENDANCE_LABELS[locale].waiting} ${state.number}`;
  return ATTENDANCE_LABELS[locale][cell];
}

export const ATTEND_LABELS: Record<Locale, Record<Exclude<AttendValue, ''>, string>> = {
  en: { all: 'All days', day1: 'Day 1', day2: 'Day 2' },
  ko: { all: '전일 참석', day1: '1일차', day2: '2일차' },
};

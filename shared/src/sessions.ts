/**
 * The six forum sessions a visitor can sign up for, in the order the programme and the admin
 * table list them. Codes are the wire format the original site used (`attendext`), so they
 * must never change.
 */
import type { Locale } from './locale';

export const SESSION_CODES = ['day11', 'day12', 'day13', 'day21', 'day22', 'day23'] as const;
export type SessionCode = (typeof SESSION_CODES)[number];

export interface SessionInfo {
  code: SessionCode;
  day: 1 | 2;
  /** Label of the checkbox in the registration form. */
  title: Record<Locale, string>;
  /** Short header of the admin table and spreadsheet column. */
  column: Record<Locale, string>;
}

export const SESSIONS: readonly SessionInfo[] = [
  {
    code: 'day11',
    day: 1,
    title: { en: 'Sept 22 (Mon) 09:30-11:30 Opening ceremony and keynote', ko: '9월 22일(월) 09:30-11:30 개막식 및 기조연설' },
    column: { en: 'Sept 22 - 1 Opening ceremony', ko: '9/22 ① 개막식' },
  },
  {
    code: 'day12',
    day: 1,
    title: { en: 'Sept 22 (Mon) 14:00-17:00 AI session', ko: '9월 22일(월) 14:00-17:00 AI 세션' },
    column: { en: 'Sept 22 - 2 AI', ko: '9/22 ② AI' },
  },
  {
    code: 'day13',
    day: 1,
    title: { en: 'Sept 22 (Mon) 14:00-17:00 Bio and healthcare session', ko: '9월 22일(월) 14:00-17:00 바이오·헬스케어 세션' },
    column: { en: 'Sept 22 - 3 Bio', ko: '9/22 ③ 바이오' },
  },
  {
    code: 'day21',
    day: 2,
    title: { en: 'Sept 23 (Tue) 09:00-12:00 Lifestyle session', ko: '9월 23일(화) 09:00-12:00 라이프스타일 세션' },
    column: { en: 'Sept 23 - 1 Lifestyle', ko: '9/23 ① 라이프스타일' },
  },
  {
    code: 'day22',
    day: 2,
    title: { en: 'Sept 23 (Tue) 14:00-17:00 AI session', ko: '9월 23일(화) 14:00-17:00 AI 세션' },
    column: { en: 'Sept 23 - 2 Oracle', ko: '9/23 ② 오라클' },
  },
  {
    code: 'day23',
    day: 2,
    title: { en: 'Sept 23 (Tue) 14:00-17:00 Middle East market-entry session', ko: '9월 23일(화) 14:00-17:00 중동 진출 세션' },
    column: { en: 'Sept 23 - 3 MENA', ko: '9/23 ③ 중동' },
  },
];

const SESSION_CODE_SET: ReadonlySet<string> = new Set(SESSION_CODES);

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

export type AttendanceCell = 'attended' | 'absent' | '';

/**
 * One session cell of the admin table: 'attended' when the code was chosen, 'absent' when the
 * registrant chose other sessions but not this one, blank when they chose none at all
 * (registrations from the legacy form that predates session choice).
 */
export function attendanceCell(attendext: readonly string[], code: SessionCode): AttendanceCell {
  if (attendext.length === 0) return '';
  return attendext.includes(code) ? 'attended' : 'absent';
}

export const ATTENDANCE_LABELS: Record<Locale, Record<Exclude<AttendanceCell, ''>, string>> = {
  en: { attended: 'attended', absent: 'absent' },
  ko: { attended: '참석', absent: '불참' },
};

/** The legacy `attend` field: the whole forum or one day. The current form sends it empty. */
export const ATTEND_VALUES = ['', 'all', 'day1', 'day2'] as const;
export type AttendValue = (typeof ATTEND_VALUES)[number];

export const ATTEND_LABELS: Record<Locale, Record<Exclude<AttendValue, ''>, string>> = {
  en: { all: 'All days', day1: 'Day 1', day2: 'Day 2' },
  ko: { all: '전일 참석', day1: '1일차', day2: '2일차' },
};

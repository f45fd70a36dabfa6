/** How a chosen session reads in an e-mail: its name, its date, its time and its room. */
import {
  EDITION,
  type Locale,
  SESSIONS_IN_TIME_ORDER,
  scheduleOf,
  type SessionCode,
  editionSession,
  formatLongDate,
  type SeatStates,
  seatStateText,
} from '@forum/shared';
import { MAIL_TEXT } from './mailText';

export interface SessionLine {
  code: SessionCode;
  name: string;
  /** 'Monday, 22 September 2025' / '2025년 9월 22일 (월)' */
  date: string;
  /** '09:30–11:30' */
  time: string;
  room: string;
  /** 'confirmed' / 'waiting list, number 3': the registrant's place, when seats are known. */
  status?: string;
}

/** The session's name from the edition file; the e-mail shows its date, time and room apart. */
export function sessionName(code: SessionCode, locale: Locale): string {
  return editionSession(EDITION, code).title[locale];
}

function weekday(isoDate: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return MAIL_TEXT[locale].weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

export function formatSessionDate(isoDate: string, locale: Locale): string {
  return locale === 'ko'
    ? `${formatLongDate(isoDate, 'ko')} (${weekday(isoDate, 'ko')})`
    : `${weekday(isoDate, 'en')}, ${formatLongDate(isoDate, 'en')}`;
}

export function sessionLines(codes: readonly SessionCode[], locale: Locale, seats?: SeatStates): SessionLine[] {
  return SESSIONS_IN_TIME_ORDER.filter((session) => codes.includes(session.code)).map(({ code }) => {
    const schedule = scheduleOf(code);
    return {
      code,
      name: sessionName(code, locale),
      date: formatSessionDate(schedule.date, locale),
      time: `${schedule.start}–${schedule.end}`,
      room: schedule.room[locale],
      ...(seats?.[code] ? { status: seatStateText(seats[code], locale) } : {}),
    };
  });
}

/** The forum's days in one phrase: '22–23 September 2025' / '2025년 9월 22일–23일'. */
export function editionDates(locale: Locale): string {
  const days = Object.values(EDITION.days).sort();
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  if (first === last) return formatSessionDate(first, locale);
  const [y1, m1, d1] = first.split('-').map(Number);
  const [y2, m2, d2] = last.split('-').map(Number);
  if (y1 === y2 && m1 === m2) {
    return locale === 'ko' ? `${formatLongDate(first, 'ko')}–${d2}일` : `${d1}–${formatLongDate(last, 'en')}`;
  }
  return `${formatLongDate(first, locale)} – ${formatLongDate(last, locale)}`;
}

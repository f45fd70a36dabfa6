/**
 * How the edition's dates and sessions read in each language. The site, the registration form and
 * the admin table all phrase them through here, so changing a date or a time in edition.ts changes
 * every sentence that shows it.
 */
import { MONTHS_EN as MONTHS } from '../dates';
import type { Locale } from '../locale';
import type { EditionSession } from './types';

/** The seed's form labels abbreviate September as 'Sept'. */
export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'];
/** The admin columns number the sessions of a day: ① ② ③ in Korean. */
const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨'];

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function calendarDay(isoDate: string): CalendarDay {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

const monthName = (d: CalendarDay) => MONTHS[d.month - 1] ?? '';
const weekdayShort = (d: CalendarDay, locale: Locale) =>
  (locale === 'ko' ? WEEKDAYS_KO[d.weekday] : WEEKDAYS[d.weekday]?.slice(0, 3)) ?? '';

/** A programme day's heading: 'Monday 22 September 2025' / '2025년 9월 22일 (월)'. */
export function formatProgrammeDate(isoDate: string, locale: Locale): string {
  const d = calendarDay(isoDate);
  return locale === 'ko'
    ? `${d.year}년 ${d.month}월 ${d.day}일 (${weekdayShort(d, 'ko')})`
    : `${WEEKDAYS[d.weekday] ?? ''} ${d.day} ${monthName(d)} ${d.year}`;
}

/** The forum's dates in a headline: '22-23 September 2025' / '2025년 9월 22-23일'. */
export function formatDateRange(isoDates: readonly string[], locale: Locale): string {
  const [first, last] = ends(isoDates);
  if (locale === 'ko') {
    const head = `${first.year}년 ${first.month}월 ${first.day}`;
    if (sameDay(first, last)) return `${head}일`;
    return first.month === last.month ? `${head}-${last.day}일` : `${head}일 - ${last.month}월 ${last.day}일`;
  }
  const tail = `${monthName(last)} ${last.year}`;
  if (sameDay(first, last)) return `${first.day} ${tail}`;
  return first.month === last.month
    ? `${first.day}-${last.day} ${tail}`
    : `${first.day} ${monthName(first)} - ${last.day} ${tail}`;
}

/** The title block's dates with weekdays: 'Mon 22 - Tue 23 September 2025' / '2025년 9월 22일(월) - 23일(화)'. */
export function formatDateRangeWithWeekdays(isoDates: readonly string[], locale: Locale): string {
  const [first, last] = ends(isoDates);
  if (locale === 'ko') {
    const head = `${first.year}년 ${first.month}월 ${first.day}일(${weekdayShort(first, 'ko')})`;
    if (sameDay(first, last)) return head;
    const lastMonth = first.month === last.month ? '' : `${last.month}월 `;
    return `${head} - ${lastMonth}${last.day}일(${weekdayShort(last, 'ko')})`;
  }
  const tail = `${last.day} ${monthName(last)} ${last.year}`;
  if (sameDay(first, last)) return `${weekdayShort(last, 'en')} ${tail}`;
  const firstMonth = first.month === last.month ? '' : ` ${monthName(first)}`;
  return `${weekdayShort(first, 'en')} ${first.day}${firstMonth} - ${weekdayShort(last, 'en')} ${tail}`;
}

/** The days in a sentence: '22 and 23 September' / '9월 22일과 23일'. */
export function formatDayList(isoDates: readonly string[], locale: Locale): string {
  const [first, last] = ends(isoDates);
  if (locale === 'ko') {
    if (sameDay(first, last)) return `${first.month}월 ${first.day}일`;
    const lastMonth = first.month === last.month ? '' : `${last.month}월 `;
    return `${first.month}월 ${first.day}일과 ${lastMonth}${last.day}일`;
  }
  if (sameDay(first, last)) return `${first.day} ${monthName(first)}`;
  const firstMonth = first.month === last.month ? '' : ` ${monthName(first)}`;
  return `${first.day}${firstMonth} and ${last.day} ${monthName(last)}`;
}

/** A session's day as the form shows it: 'Sept 22 (Mon)' / '9월 22일(월)'. */
export function formatSessionDay(isoDate: string, locale: Locale): string {
  const d = calendarDay(isoDate);
  return locale === 'ko'
    ? `${d.month}월 ${d.day}일(${weekdayShort(d, 'ko')})`
    : `${MONTHS_SHORT[d.month - 1] ?? ''} ${d.day} (${weekdayShort(d, 'en')})`;
}

/** The registration form's option: 'Sept 22 (Mon) 09:30-11:30 Opening ceremony and keynote'. */
export function formatSessionOption(session: EditionSession, isoDate: string, locale: Locale): string {
  return `${formatSessionDay(isoDate, locale)} ${session.start}-${session.end} ${session.title[locale]}`;
}

/**
 * The admin column and spreadsheet header: 'Sept 22 - 1 Opening ceremony' / '9/22 ① 개막식', where
 * the number is the session's place among that day's sessions (1-based).
 */
export function formatSessionColumn(
  session: EditionSession,
  isoDate: string,
  numberInDay: number,
  locale: Locale,
): string {
  const d = calendarDay(isoDate);
  const name = session.seedWord
    ? `${session.shortTitle[locale]} (${session.seedWord[locale]})`
    : session.shortTitle[locale];
  return locale === 'ko'
    ? `${d.month}/${d.day} ${CIRCLED[numberInDay - 1] ?? String(numberInDay)} ${name}`
    : `${MONTHS_SHORT[d.month - 1] ?? ''} ${d.day} - ${numberInDay} ${name}`;
}

function ends(isoDates: readonly string[]): [CalendarDay, CalendarDay] {
  const sorted = [...isoDates].sort();
  const first = sorted[0] ?? '';
  return [calendarDay(first), calendarDay(sorted[sorted.length - 1] ?? first)];
}

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

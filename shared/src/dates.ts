/**
 * Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact for any
 * registration date and avoids building an Intl formatter per call (the admin table formats
 * thousands of rows).
 */
export const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * `2025-09-22 09:05`: year-month-day hour:minute in Korea time, every part zero-padded, written
 * the one way the screens and mails write times (the original
 * table's `2025-9-22 9:05` read badly beside `14:00-17:00`).
 */
export function formatKoreaDateTime(value: Date | string | number): string {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const korea = new Date(ms + KOREA_OFFSET_MS);
  // Zero-padded everywhere (`2026-11-29 02:56`), as the session times are (`14:00`).
  const two = (value: number) => String(value).padStart(2, '0');
  return `${korea.getUTCFullYear()}-${two(korea.getUTCMonth() + 1)}-${two(korea.getUTCDate())} ${two(korea.getUTCHours())}:${two(korea.getUTCMinutes())}`;
}

/** English month names, January first (the edition's sentences use them too). */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function splitIsoDate(isoDate: string): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/** `2025-12-31` as people read it: '31 December 2025' / '2025년 12월 31일'. */
export function formatLongDate(isoDate: string, locale: 'en' | 'ko'): string {
  const [year, month, day] = splitIsoDate(isoDate);
  return locale === 'ko' ? `${year}년 ${month}월 ${day}일` : `${day} ${MONTHS_EN[month - 1] ?? ''} ${year}`;
}

/**
 * The first instant after a `YYYY-MM-DD` day ends in Korea: data kept "until 31 December" is kept
 * through that whole Korean day.
 */
export function endOfKoreaDay(isoDate: string): Date {
  const [year, month, day] = splitIsoDate(isoDate);
  return new Date(Date.UTC(year, month - 1, day + 1) - KOREA_OFFSET_MS);
}

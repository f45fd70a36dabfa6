/**
 * Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact for any
 * registration date and avoids building an Intl formatter per call (the admin table formats
 * thousands of rows).
 */
export const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * `2025-9-22 9:05`: year-month-day hour:minute in Korea time, with no padding on month, day and
 * hour (as the original admin table showed them) but two-digit minutes, because `9:5` reads as a
 * different time.
 */
export function formatKoreaDateTime(value: Date | string | number): string {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const korea = new Date(ms + KOREA_OFFSET_MS);
  const minutes = String(korea.getUTCMinutes()).padStart(2, '0');
  return `${korea.getUTCFullYear()}-${korea.getUTCMonth() + 1}-${korea.getUTCDate()} ${korea.getUTCHours()}:${minutes}`;
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

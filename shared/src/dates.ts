/**
 * Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact for any
 * registration date and avoids building an Intl formatter per call (the admin table formats
 * thousands of rows).
 */
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

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

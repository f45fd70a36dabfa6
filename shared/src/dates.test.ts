import { describe, expect, it } from 'vitest';
import { endOfKoreaDay, formatKoreaDateTime, formatLongDate } from './dates';

describe('formatKoreaDateTime', () => {
  it('shows Korea time with every part zero-padded', () => {
    expect(formatKoreaDateTime('2025-09-22T00:05:00Z')).toBe('2025-09-22 09:05');
  });
  it('crosses the date line into the next Korean day', () => {
    expect(formatKoreaDateTime(new Date('2025-12-31T15:30:00Z'))).toBe('2026-01-01 00:30');
  });
  it('accepts epoch milliseconds', () => {
    expect(formatKoreaDateTime(Date.UTC(2025, 8, 23, 4, 59))).toBe('2025-09-23 13:59');
  });
  it('returns blank for a value that is not a date', () => {
    expect(formatKoreaDateTime('yesterday')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('writes the retention date the way each language reads it', () => {
    expect(formatLongDate('2025-12-31', 'en')).toBe('31 December 2025');
    expect(formatLongDate('2025-12-31', 'ko')).toBe('2025년 12월 31일');
    expect(formatLongDate('2026-03-01', 'en')).toBe('1 March 2026');
  });
});

describe('endOfKoreaDay', () => {
  it('is midnight after the day, Korea time (15:00 UTC that day)', () => {
    expect(endOfKoreaDay('2025-12-31').toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});

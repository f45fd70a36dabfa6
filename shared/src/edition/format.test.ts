import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDateRangeWithWeekdays,
  formatDayList,
  formatProgrammeDate,
  formatSessionDay,
} from './format';

const SEED = ['2025-09-22', '2025-09-23'];
const ACROSS_MONTHS = ['2026-09-30', '2026-10-01'];

describe('edition date phrases', () => {
  it('read as the seed wrote them', () => {
    expect(formatDateRange(SEED, 'en')).toBe('22-23 September 2025');
    expect(formatDateRange(SEED, 'ko')).toBe('2025년 9월 22-23일');
    expect(formatDateRangeWithWeekdays(SEED, 'en')).toBe('Mon 22 - Tue 23 September 2025');
    expect(formatDateRangeWithWeekdays(SEED, 'ko')).toBe('2025년 9월 22일(월) - 23일(화)');
    expect(formatDayList(SEED, 'en')).toBe('22 and 23 September');
    expect(formatDayList(SEED, 'ko')).toBe('9월 22일과 23일');
    expect(formatProgrammeDate('2025-09-23', 'en')).toBe('Tuesday 23 September 2025');
    expect(formatProgrammeDate('2025-09-23', 'ko')).toBe('2025년 9월 23일 (화)');
    expect(formatSessionDay('2025-09-22', 'en')).toBe('Sept 22 (Mon)');
    expect(formatSessionDay('2025-09-22', 'ko')).toBe('9월 22일(월)');
  });

  it('name both months when the forum spans two', () => {
    expect(formatDateRange(ACROSS_MONTHS, 'en')).toBe('30 September - 1 October 2026');
    expect(formatDateRange(ACROSS_MONTHS, 'ko')).toBe('2026년 9월 30일 - 10월 1일');
    expect(formatDateRangeWithWeekdays(ACROSS_MONTHS, 'en')).toBe('Wed 30 September - Thu 1 October 2026');
    expect(formatDateRangeWithWeekdays(ACROSS_MONTHS, 'ko')).toBe('2026년 9월 30일(수) - 10월 1일(목)');
    expect(formatDayList(ACROSS_MONTHS, 'en')).toBe('30 September and 1 October');
  });
});

import { describe, expect, it } from 'vitest';
import { EDITION_2025 } from './editions/2025';
import {
  forumDayAt,
  forumEndedNotice,
  forumEndsAt,
  forumPhaseAt,
  forumStartsAt,
  hasForumEnded,
  koreaDateOf,
} from './lifecycle';

// 2025: forum days 22 and 23 September (Korea time, UTC+9).
const at = (korea: string) => new Date(`${korea}+09:00`);

describe('an edition in time (Korea time)', () => {
  it('starts at 00:00 on its first day and ends at 00:00 on the day after its last', () => {
    expect(forumStartsAt(EDITION_2025).toISOString()).toBe('2025-09-21T15:00:00.000Z');
    expect(forumEndsAt(EDITION_2025).toISOString()).toBe('2025-09-23T15:00:00.000Z');
  });

  it('reads the Korean date, not the UTC one', () => {
    expect(koreaDateOf(new Date('2025-09-21T14:59:59Z'))).toBe('2025-09-21');
    expect(koreaDateOf(new Date('2025-09-21T15:00:00Z'))).toBe('2025-09-22');
  });

  it('knows which forum day it is at the edges of each day', () => {
    expect(forumDayAt(EDITION_2025, at('2025-09-21T23:59:59'))).toBeNull();
    expect(forumDayAt(EDITION_2025, at('2025-09-22T00:00:00'))).toBe(1);
    expect(forumDayAt(EDITION_2025, at('2025-09-22T23:59:59'))).toBe(1);
    expect(forumDayAt(EDITION_2025, at('2025-09-23T00:00:00'))).toBe(2);
    expect(forumDayAt(EDITION_2025, at('2025-09-23T23:59:59'))).toBe(2);
    expect(forumDayAt(EDITION_2025, at('2025-09-24T00:00:00'))).toBeNull();
  });

  it('has ended from 00:00 on the day after the last forum day, not a second before', () => {
    expect(hasForumEnded(EDITION_2025, at('2025-09-23T23:59:59.999'))).toBe(false);
    expect(hasForumEnded(EDITION_2025, at('2025-09-24T00:00:00'))).toBe(true);
    // 15:00 UTC on the last day is already the next day in Korea.
    expect(hasForumEnded(EDITION_2025, new Date('2025-09-23T15:00:00Z'))).toBe(true);
    expect(hasForumEnded(EDITION_2025, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('names the phase', () => {
    expect(forumPhaseAt(EDITION_2025, at('2025-09-21T23:59:59'))).toBe('before');
    expect(forumPhaseAt(EDITION_2025, at('2025-09-22T00:00:00'))).toBe('forum_day');
    expect(forumPhaseAt(EDITION_2025, at('2025-09-23T23:59:59'))).toBe('forum_day');
    expect(forumPhaseAt(EDITION_2025, at('2025-09-24T00:00:00'))).toBe('ended');
  });

  it('days between two forum days are within the forum but no forum day', () => {
    const spread = { ...EDITION_2025, days: { 1: '2025-09-22', 2: '2025-09-24' } as const };
    expect(forumPhaseAt(spread, at('2025-09-23T12:00:00'))).toBe('forum_day');
    expect(forumDayAt(spread, at('2025-09-23T12:00:00'))).toBeNull();
    expect(hasForumEnded(spread, at('2025-09-24T23:59:59'))).toBe(false);
  });

  it('says that the forum ended, and what to prepare, in both languages', () => {
    expect(forumEndedNotice(EDITION_2025, 'en')).toBe('The 2025 forum ended on 23 Sept 2025: prepare 2026');
    expect(forumEndedNotice(EDITION_2025, 'ko')).toBe(
      '2025 포럼은 2025년 9월 23일에 끝났습니다. 2026 포럼을 준비하세요',
    );
  });
});

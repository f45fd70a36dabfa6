/**
 * Where an edition is in its life at an instant: before its forum, on one of its forum days, or
 * ended (from 00:00 Korea time on the day after its last forum day). Korea keeps UTC+9 without
 * daylight saving, so a Korean calendar day is a fixed 24-hour span. A leaf of the edition (no
 * session tables): the landing page's islands and the API read the same rule.
 */
import { FORUM_DAYS, type ForumDay } from '../checkin';
import { KOREA_OFFSET_MS } from '../dates';
import type { Locale } from '../locale';
import { MONTHS_SHORT } from './format';
import type { Edition } from './types';

/** The Korean calendar date (`YYYY-MM-DD`) of an instant. */
export function koreaDateOf(at: Date): string {
  return new Date(at.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 Korea time of a `YYYY-MM-DD` day. */
export function koreaDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+09:00`);
}

function sortedDays(edition: Pick<Edition, 'days'>): string[] {
  return FORUM_DAYS.map((day) => edition.days[day]).sort();
}

/** 00:00 Korea time of the edition's first forum day. */
export function forumStartsAt(edition: Pick<Edition, 'days'>): Date {
  return koreaDayStart(sortedDays(edition)[0]!);
}

/** 00:00 Korea time of the day after the edition's last forum day: the instant it has ended. */
export function forumEndsAt(edition: Pick<Edition, 'days'>): Date {
  const last = koreaDayStart(sortedDays(edition).at(-1)!);
  return new Date(last.getTime() + 24 * 60 * 60 * 1000);
}

/** The forum day `at` falls on (Korea time), or null on any other day. */
export function forumDayAt(edition: Pick<Edition, 'days'>, at: Date): ForumDay | null {
  const date = koreaDateOf(at);
  return FORUM_DAYS.find((day) => edition.days[day] === date) ?? null;
}

/** True from 00:00 Korea time on the day after the last forum day. */
export function hasForumEnded(edition: Pick<Edition, 'days'>, at: Date): boolean {
  return at.getTime() >= forumEndsAt(edition).getTime();
}

export type ForumPhase = 'before' | 'forum_day' | 'ended';

/** Before the first forum day, on a forum day (or between two), or ended. */
export function forumPhaseAt(edition: Pick<Edition, 'days'>, at: Date): ForumPhase {
  if (hasForumEnded(edition, at)) return 'ended';
  return at.getTime() < forumStartsAt(edition).getTime() ? 'before' : 'forum_day';
}

/**
 * What the admin's bar and the server's start-up line say once the forum has ended: 'The 2025
 * forum ended on 23 Sept 2025: prepare 2026' / '2025 포럼은 2025년 9월 23일에 끝났습니다. 2026 포럼을 준비하세요'.
 */
export function forumEndedNotice(edition: Pick<Edition, 'year' | 'days'>, locale: Locale): string {
  const last = sortedDays(edition).at(-1)!;
  const [year = 0, month = 1, day = 1] = last.split('-').map(Number);
  const next = edition.year + 1;
  return locale === 'ko'
    ? `${edition.year} 포럼은 ${year}년 ${month}월 ${day}일에 끝났습니다. ${next} 포럼을 준비하세요`
    : `The ${edition.year} forum ended on ${day} ${MONTHS_SHORT[month - 1] ?? ''} ${year}: prepare ${next}`;
}

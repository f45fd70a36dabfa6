/**
 * Where the current edition is in its life on the server's clock: the rules of an ended forum and
 * of the desk ask here, so they all read one edition and one clock. The edition is asked for at
 * each call, so whoever chooses the current edition may change it while the server runs.
 */
import {
  type AdminForumState,
  type Edition,
  type ForumDay,
  type Locale,
  forumDayAt,
  forumEndedNotice,
  hasForumEnded,
} from '@forum/shared';
import { AppError } from './errors';

export interface ForumTime {
  edition(): Edition;
  now(): Date;
  /** From 00:00 Korea time on the day after the last forum day. */
  ended(): boolean;
  /** The forum day it is now (Korea time), or null. */
  forumDay(): ForumDay | null;
  /** What the admin's bar shows about the forum and the clock. */
  state(): AdminForumState;
  /** 403 `registration_closed` once the forum has ended, saying so. */
  assertNotEnded(): void;
  /** 409 `not_forum_day` on any day that is not one of the forum's. */
  assertForumDay(): void;
}

function endedRegistrationWords(year: number): Record<Locale, string> {
  return {
    en: `The ${year} forum has ended: registration is closed.`,
    ko: `${year} 포럼이 끝났습니다. 등록이 마감되었습니다.`,
  };
}

export function createForumTime(edition: () => Edition, clock: () => Date, forumClock: Date | null): ForumTime {
  const ended = () => hasForumEnded(edition(), clock());
  return {
    edition,
    now: clock,
    ended,
    forumDay: () => forumDayAt(edition(), clock()),
    state() {
      const current = edition();
      const isEnded = ended();
      return {
        year: current.year,
        days: { ...current.days },
        ended: isEnded,
        endedNotice: isEnded ? { en: forumEndedNotice(current, 'en'), ko: forumEndedNotice(current, 'ko') } : null,
        clock: forumClock ? forumClock.toISOString() : null,
      };
    },
    assertNotEnded() {
      if (ended()) throw new AppError('registration_closed', { messages: endedRegistrationWords(edition().year) });
    },
    assertForumDay() {
      if (forumDayAt(edition(), clock()) === null) throw new AppError('not_forum_day');
    },
  };
}

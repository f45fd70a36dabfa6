/**
 * The server's clock: the real time, or with FORUM_CLOCK a clock that starts at that instant and
 * runs on at the real pace (tests and rehearsals of a forum day or of an ended forum). The server
 * and its command-line tools build theirs here, so both read the same time.
 */
import type { Config } from './config';

export type Clock = () => Date;

/** A clock that reads `start` now and moves on with the real time. */
export function runningClockFrom(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

export function forumClockOf(config: Pick<Config, 'forumClock'>): Clock {
  return config.forumClock ? runningClockFrom(config.forumClock) : () => new Date();
}

/** The loud line a start with FORUM_CLOCK writes (and the admin's bar shows). */
export function forumClockNotice(start: Date): string {
  return `FORUM_CLOCK is set: this server's clock started at ${start.toISOString()}, not at the real time`;
}

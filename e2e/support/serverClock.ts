/**
 * The specs' server runs on FORUM_CLOCK (support/server.ts: the edition's first forum day unless
 * the environment names another instant), not on the real time. This clock starts at the same
 * instant, later than the server's did, so it reads a little behind the server: a minute before it
 * is already past for the server, a day after it still ahead.
 */
import { forumDayClock } from '@forum/api/testing';
import { EDITION } from '@forum/shared';

const given = process.env.FORUM_CLOCK;
const offset = given ? Date.parse(given) - Date.now() : null;
const forumDay = forumDayClock(EDITION);

export function serverClockBehind(): Date {
  return offset === null ? forumDay() : new Date(Date.now() + offset);
}

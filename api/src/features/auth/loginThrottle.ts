import { createHash } from 'node:crypto';
import { type Database } from '../../db/database';
import { AppError } from '../../errors';
import {
  type RateLimiter,
  RateLimiterRes,
  createRateLimiter,
  retryAfterSeconds,
  sweepExpiredRateLimits,
} from '../../db/rateLimiter';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

// Keys are hashed so the table holds no e-mail address and fits the library's 255-character key.
const keyOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Counts login attempts per e-mail and per client address in the database (shared by every API
 * process). An attempt takes its point BEFORE the password is checked, in one atomic upsert, and a
 * successful login gives it back; so however many attempts arrive at once, at most five are ever
 * checked per account or address in 15 minutes. (Reading the count first and recording the failure
 * after the check let parallel guesses all pass the read: 20 at once got 8 checked.)
 */
export function createLoginThrottle(db: Database) {
  const options = { points: LOGIN_FAILURE_LIMIT, durationSeconds: LOGIN_WINDOW_SECONDS };
  const byEmail: RateLimiter = createRateLimiter(db, { keyPrefix: 'login_email', ...options });
  const byIp: RateLimiter = createRateLimiter(db, { keyPrefix: 'login_ip', ...options });
  let lastSweep = 0;

  return {
    /** Takes one attempt for the account and the address, or throws 429 with Retry-After. */
    async reserve(email: string, ip: string): Promise<void> {
      const [emailTaken, ipTaken] = await Promise.allSettled([byEmail.consume(keyOf(email)), byIp.consume(keyOf(ip))]);
      const refused = [emailTaken, ipTaken].filter((outcome) => outcome.status === 'rejected');
      if (refused.length === 0) return;
      for (const outcome of refused) {
        if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      }
      // The side that still had room is not charged for an attempt that was never checked.
      if (emailTaken.status === 'fulfilled') await byEmail.reward(keyOf(email));
      if (ipTaken.status === 'fulfilled') await byIp.reward(keyOf(ip));
      const wait = Math.max(
        ...refused.map((outcome) => retryAfterSeconds((outcome as PromiseRejectedResult).reason as RateLimiterRes)),
      );
      throw new AppError(429, 'too_many_attempts', { retryAfterSeconds: wait });
    },

    /** A successful login: the account starts afresh and the address gets its point back. */
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([byEmail.delete(keyOf(email)), byIp.reward(keyOf(ip))]);
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await sweepExpiredRateLimits(db);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

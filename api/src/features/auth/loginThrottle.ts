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

/**
 * The three failure counters. One pair of account and address is held tight,
 * so guessing one admin's password from one place stops early; the account from anywhere and the
 * address across accounts are held looser, so a venue's desks behind one address, or an admin
 * whose name a stranger knows, are not locked out by others' failures.
 */
export const LOGIN_LIMITS = {
  accountAddress: { points: 5, durationSeconds: 15 * 60 },
  account: { points: 30, durationSeconds: 60 * 60 },
  address: { points: 50, durationSeconds: 15 * 60 },
} as const;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

// Keys are hashed so the table holds no e-mail address and fits the library's 255-character key.
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

type CounterName = keyof typeof LOGIN_LIMITS;

/** A reserved attempt: which counters took a point, to give back if the attempt turns out not to be a failure. */
export interface LoginAttempt {
  readonly keys: Readonly<Record<CounterName, string>>;
}

/**
 * Counts failed logins in the database (shared by every API process). An attempt takes its point
 * on all three counters BEFORE the password is checked, in one atomic upsert each, and anything that
 * is not a failure (a success, the `otp_required` step) gives the points back; so however many
 * attempts arrive at once, no more than the limits are ever checked. (Reading the count first and
 * recording the failure after the check let parallel guesses all pass the read: 20 at once got 8
 * checked.)
 */
export function createLoginThrottle(db: Database) {
  const counters = Object.fromEntries(
    (Object.keys(LOGIN_LIMITS) as CounterName[]).map((name) => [
      name,
      createRateLimiter(db, { keyPrefix: `login_${name}`, ...LOGIN_LIMITS[name] }),
    ]),
  ) as Record<CounterName, RateLimiter>;
  const names = Object.keys(counters) as CounterName[];
  let lastSweep = 0;

  async function giveBack(attempt: LoginAttempt): Promise<void> {
    await Promise.all(names.map((name) => counters[name].reward(attempt.keys[name])));
  }

  return {
    /** Takes one attempt on each counter, or throws 429 with Retry-After (charging none). */
    async reserve(email: string, ip: string): Promise<LoginAttempt> {
      const keys = { accountAddress: keyOf(email, ip), account: keyOf(email), address: keyOf(ip) };
      const taken = await Promise.allSettled(names.map((name) => counters[name].consume(keys[name])));
      const refused = taken.filter((outcome) => outcome.status === 'rejected');
      if (refused.length === 0) return { keys };
      for (const outcome of refused) {
        if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      }
      // The counters that still had room are not charged for an attempt that was never checked.
      await Promise.all(
        names.map((name, i) => (taken[i]!.status === 'fulfilled' ? counters[name].reward(keys[name]) : null)),
      );
      const wait = Math.max(...refused.map((outcome) => retryAfterSeconds(outcome.reason as RateLimiterRes)));
      throw new AppError('too_many_attempts', { retryAfterSeconds: wait });
    },

    /** Not a failure (the right password, asked for its code): the points go back. */
    notAFailure: giveBack,

    /**
     * A successful login: the points go back and this account starts afresh at this address. The
     * account's count from elsewhere stays: a success here says nothing about guesses made there.
     */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await Promise.all([
        counters.account.reward(attempt.keys.account),
        counters.address.reward(attempt.keys.address),
        counters.accountAddress.delete(attempt.keys.accountAddress),
      ]);
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await sweepExpiredRateLimits(db);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

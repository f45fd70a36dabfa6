import { createHash } from 'node:crypto';
import { type Database } from '../../db/database';
import { type RateLimiter, createRateLimiter, retryAfterSeconds, sweepExpiredRateLimits } from '../../db/rateLimiter';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

// Keys are hashed so the table holds no e-mail address and fits the library's 255-character key.
const keyOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Counts failed logins per e-mail and per client address in the database (shared by every API
 * process). Five failures on either within 15 minutes block further attempts until the window ends.
 */
export function createLoginThrottle(db: Database) {
  const options = { points: LOGIN_FAILURE_LIMIT, durationSeconds: LOGIN_WINDOW_SECONDS };
  const byEmail: RateLimiter = createRateLimiter(db, { keyPrefix: 'login_email', ...options });
  const byIp: RateLimiter = createRateLimiter(db, { keyPrefix: 'login_ip', ...options });
  let lastSweep = 0;

  return {
    /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
    async blockedFor(email: string, ip: string): Promise<number> {
      const [emailState, ipState] = await Promise.all([byEmail.get(keyOf(email)), byIp.get(keyOf(ip))]);
      const blocked = [emailState, ipState].filter((state) => state !== null && state.consumedPoints >= LOGIN_FAILURE_LIMIT);
      return blocked.length === 0 ? 0 : Math.max(...blocked.map((state) => retryAfterSeconds(state!)));
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      // penalty() adds a point without rejecting, so a race past the limit still counts.
      await Promise.all([byEmail.penalty(keyOf(email)), byIp.penalty(keyOf(ip))]);
    },

    /** A successful login clears the count for that account, not for the address. */
    async recordSuccess(email: string): Promise<void> {
      await byEmail.delete(keyOf(email));
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await sweepExpiredRateLimits(db);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

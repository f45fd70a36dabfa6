/**
 * When a temporary failure is tried again: 5 s after the first try, doubling up to 5 minutes
 * between tries, with ±20 % jitter so messages that failed together do not retry in lock step;
 * for 48 hours after the message was queued, then it is marked failed.
 */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_INTERVAL_MS = 5 * 60_000;
export const RETRY_WINDOW_MS = 48 * 60 * 60_000;

/** Delay before the next try, after `attempts` tries (1 or more). */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 16));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_RETRY_INTERVAL_MS, jittered));
}

/** True when a message queued at `createdAt` may still be retried at `now`. */
export function withinRetryWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < RETRY_WINDOW_MS;
}

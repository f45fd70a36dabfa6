/**
 * Limits on requests that make the server send mail for someone who is not an admin: several counters taken together (per token, per target, per
 * address...), kept in the `rate_limits` table so every API process counts together. A refused
 * request answers `429 too_many_requests` with `Retry-After` and words in the caller's language,
 * and charges none of the counters, so a stranger who is refused cannot use up a registrant's share.
 *
 * Use: build one set per kind of request at start-up (app.ts), then in the service, once it knows
 * the request would really send mail (a repeat that changes nothing takes no point):
 *
 *   const limits = createRequestLimits(db, 'rejoin', { token: { points: 5, durationSeconds: 3600 } });
 *   const taken = await limits.take({ token: String(registrantId), address: clientAddress });
 *   try { await work(); } catch (error) { await limits.giveBack(taken); throw error; }
 */
import { createHash } from 'node:crypto';
import { type Locale, tooManyRequestsMessage } from '@forum/shared';
import type { Database } from '../db/database';
import { type RateLimiter, RateLimiterRes, createRateLimiter, retryAfterSeconds } from '../db/rateLimiter';
import { AppError } from '../errors';

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/** The counters a request takes a point on; a counter left out is not counted for that request. */
export type LimitKeys<Name extends string> = Partial<Record<Name, string>>;

/** Words for a refusal, given the wait and the counters that refused; undefined: the usual words. */
export type LimitWords<Name extends string> = (
  retryAfterSeconds: number,
  refused: readonly Name[],
) => Record<Locale, string> | undefined;

/** The points one request took, to give back when its work did not happen after all. */
export interface TakenLimits<Name extends string> {
  readonly keys: LimitKeys<Name>;
}

export interface RequestLimits<Name extends string> {
  readonly rules: Readonly<Record<Name, LimitRule>>;
  /**
   * Takes one point on each counter named in `keys`, or throws 429 (charging none). `messages`:
   * words more precise than "try again in N minutes", by the caller's language.
   */
  take(keys: LimitKeys<Name>, messages?: LimitWords<Name>): Promise<TakenLimits<Name>>;
  giveBack(taken: TakenLimits<Name>): Promise<void>;
}

/**
 * A key for the table: hashed, so it holds no e-mail address, client address or token, and always
 * fits the library's 255 characters.
 */
export function limitKey(...parts: readonly (string | number)[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);
}

/** The 429 every limit answers, with `Retry-After` and words in the caller's language. */
export function tooManyRequests(wait: number, messages?: Record<Locale, string>): AppError {
  const seconds = Math.max(1, Math.ceil(wait));
  return new AppError('too_many_requests', {
    retryAfterSeconds: seconds,
    messages: messages ?? {
      en: tooManyRequestsMessage(seconds, 'en'),
      ko: tooManyRequestsMessage(seconds, 'ko'),
    },
  });
}

export function createRequestLimits<Name extends string>(
  db: Database,
  name: string,
  rules: Record<Name, LimitRule>,
): RequestLimits<Name> {
  const names = Object.keys(rules) as Name[];
  const counters = Object.fromEntries(
    names.map((counter) => [counter, createRateLimiter(db, { keyPrefix: `${name}_${counter}`, ...rules[counter] })]),
  ) as Record<Name, RateLimiter>;

  async function giveBack(taken: TakenLimits<Name>): Promise<void> {
    await Promise.all(
      names.map((counter) => {
        const key = taken.keys[counter];
        return key === undefined ? null : counters[counter].reward(limitKey(key));
      }),
    );
  }

  return {
    rules,
    giveBack,
    async take(keys, messages) {
      const named = names.filter((counter) => keys[counter] !== undefined);
      const outcomes = await Promise.allSettled(
        named.map((counter) => counters[counter].consume(limitKey(keys[counter]!))),
      );
      const refused = outcomes.flatMap((outcome, i) =>
        outcome.status === 'rejected' ? [{ counter: named[i]!, reason: outcome.reason as unknown }] : [],
      );
      if (refused.length === 0) return { keys };
      // The counters that still had room are not charged for a request that was refused.
      await Promise.all(
        named.map((counter, i) =>
          outcomes[i]!.status === 'fulfilled' ? counters[counter].reward(limitKey(keys[counter]!)) : null,
        ),
      );
      for (const { reason } of refused) if (!(reason instanceof RateLimiterRes)) throw reason;
      const wait = Math.max(...refused.map(({ reason }) => retryAfterSeconds(reason as RateLimiterRes)));
      throw tooManyRequests(
        wait,
        messages?.(
          wait,
          refused.map(({ counter }) => counter),
        ),
      );
    },
  };
}

/**
 * The reusable request limiter on a real database: counters taken together, a refusal charges none
 * of them (so a stranger refused at one counter does not spend a registrant's share of another),
 * the 429 carries Retry-After and words in both languages, and points given back are free again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../testing';
import { AppError } from '../errors';
import { createRequestLimits, limitKey } from './requestLimits';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('request limits', () => {
  it('refuses with 429, Retry-After and words, charging none of the counters', async () => {
    const limits = createRequestLimits(database.db, 'unit', {
      token: { points: 2, durationSeconds: 600 },
      address: { points: 3, durationSeconds: 600 },
    });
    await limits.take({ token: 'a', address: '192.0.2.1' });
    await limits.take({ token: 'a', address: '192.0.2.1' });
    const error = await refusal(limits.take({ token: 'a', address: '192.0.2.1' }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('too_many_requests');
    expect(error.options.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.options.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(error.options.messages?.en).toMatch(/^Too many requests\. Please try again in 10 minutes\.$/);
    expect(error.options.messages?.ko).toBe('요청이 너무 많습니다. 10분 후 다시 시도해 주세요.');
    // The address still has its third point: the refused request did not take it.
    await limits.take({ token: 'b', address: '192.0.2.1' });
    await refusal(limits.take({ token: 'c', address: '192.0.2.1' }));
  });

  it('gives points back, names the refusing counters to the words, and keeps no raw key', async () => {
    const limits = createRequestLimits(database.db, 'unit2', { recipient: { points: 1, durationSeconds: 3600 } });
    const taken = await limits.take({ recipient: 'someone@example.com' });
    await limits.giveBack(taken);
    await limits.take({ recipient: 'someone@example.com' });
    const error = await refusal(
      limits.take({ recipient: 'someone@example.com' }, (wait, refused) => ({
        en: `${refused.join()} ${wait}`,
        ko: `${refused.join()} ${wait}`,
      })),
    );
    expect(error.options.messages?.en).toMatch(/^recipient \d+$/);
    const keys = (await database.db('rate_limits').select('key')) as { key: string }[];
    expect(keys.map((row) => row.key)).toContain(`unit2_recipient:${limitKey('someone@example.com')}`);
    expect(keys.some((row) => row.key.includes('example.com'))).toBe(false);
  });
});

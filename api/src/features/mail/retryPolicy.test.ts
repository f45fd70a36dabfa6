import { describe, expect, it } from 'vitest';
import { classifyDeliveryError } from './deliveryErrors';
import { MAX_RETRY_INTERVAL_MS, RETRY_WINDOW_MS, retryDelayMs, withinRetryWindow } from './retrySchedule';

describe('retry schedule', () => {
  it('retries first within 10 seconds, then doubles up to 5 minutes apart', () => {
    for (const random of [0, 0.5, 0.999]) {
      expect(retryDelayMs(1, () => random)).toBeLessThanOrEqual(10_000);
      expect(retryDelayMs(1, () => random)).toBeGreaterThanOrEqual(4_000);
      expect(retryDelayMs(50, () => random)).toBeLessThanOrEqual(MAX_RETRY_INTERVAL_MS);
    }
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts, () => 0.5));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });

  it('keeps trying for 48 hours after the message was queued', () => {
    const queued = new Date('2025-09-01T00:00:00Z');
    expect(withinRetryWindow(queued, new Date(queued.getTime() + RETRY_WINDOW_MS - 1))).toBe(true);
    expect(withinRetryWindow(queued, new Date(queued.getTime() + RETRY_WINDOW_MS))).toBe(false);
  });
});

describe('classifyDeliveryError', () => {
  it('fails for good on a 5xx reply, with the reply as the reason', () => {
    expect(
      classifyDeliveryError({
        code: 'EENVELOPE',
        responseCode: 550,
        permanent: true,
        response: '550 5.1.1 User unknown',
      }),
    ).toEqual({
      permanent: true,
      reason: '550 5.1.1 User unknown',
    });
    expect(classifyDeliveryError({ code: 'EMESSAGE', responseCode: 554, response: '554 Rejected' }).permanent).toBe(
      true,
    );
  });

  it('retries 4xx replies, 503 and anything without a reply', () => {
    expect(
      classifyDeliveryError({ code: 'EPROTOCOL', responseCode: 421, permanent: false, response: '421 Try later' })
        .permanent,
    ).toBe(false);
    expect(
      classifyDeliveryError({ code: 'EENVELOPE', responseCode: 503, response: '503 Bad sequence' }).permanent,
    ).toBe(false);
    expect(
      classifyDeliveryError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' })),
    ).toEqual({
      permanent: false,
      reason: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525',
    });
  });

  it('retries a refused login: the configuration is wrong, not the message', () => {
    expect(
      classifyDeliveryError({
        code: 'EAUTH',
        responseCode: 535,
        permanent: true,
        response: '535 Authentication failed',
      }).permanent,
    ).toBe(false);
  });
});

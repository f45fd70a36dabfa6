import { describe, expect, it } from 'vitest';
import { EDITION, scheduleOf } from '@forum/shared';
import { loadConfig } from '../../config';
import { offerExpiry, sessionHasBegun } from './seats';

describe('an offer ends', () => {
  // The current edition's opening day (Korea): day11 starts there at 09:30, 00:30 UTC.
  const day1 = EDITION.days[1];
  const dayBefore = new Date(Date.parse(`${day1}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const now = new Date(`${EDITION.year}-09-01T00:00:00Z`);
  it('after WAITLIST_OFFER_HOURS, decimals included (0.01 hours is 36 seconds)', () => {
    expect(offerExpiry('day11', now, 24).toISOString()).toBe(`${EDITION.year}-09-02T00:00:00.000Z`);
    expect(offerExpiry('day11', now, 0.01).getTime() - now.getTime()).toBe(36_000);
  });

  it("at the session's start when that comes sooner", () => {
    expect(scheduleOf('day11').start).toBe('09:30');
    const eve = new Date(`${dayBefore}T12:00:00Z`);
    expect(offerExpiry('day11', eve, 24).toISOString()).toBe(`${day1}T00:30:00.000Z`);
  });

  it('never after the session has begun (no offer is made then: sessionHasBegun)', () => {
    const during = new Date(`${day1}T01:00:00Z`);
    expect(sessionHasBegun('day11', during)).toBe(true);
    expect(sessionHasBegun('day11', new Date(`${day1}T00:29:59Z`))).toBe(false);
    expect(offerExpiry('day11', during, 2).getTime()).toBeLessThanOrEqual(during.getTime());
  });
});

describe('WAITLIST_OFFER_HOURS', () => {
  const env = { ACCESS_LOG_KEY: 'test-access-log-key-0123456789abcdef0123456789' };
  it('defaults to 24, takes decimals, refuses zero and words', () => {
    expect(loadConfig(env).waitlistOfferHours).toBe(24);
    expect(loadConfig({ ...env, WAITLIST_OFFER_HOURS: '0.01' }).waitlistOfferHours).toBe(0.01);
    expect(() => loadConfig({ ...env, WAITLIST_OFFER_HOURS: '0' })).toThrow(/WAITLIST_OFFER_HOURS/);
    expect(() => loadConfig({ ...env, WAITLIST_OFFER_HOURS: 'a day' })).toThrow(/WAITLIST_OFFER_HOURS/);
  });

  it('the seat lock cannot be switched off in production', () => {
    expect(loadConfig(env).seatLock).toBe(true);
    expect(() => loadConfig({ ...env, SEAT_LOCK_OFF_FOR_TESTS: '1' }, { production: true })).toThrow(
      /SEAT_LOCK_OFF_FOR_TESTS/,
    );
  });
});

/**
 * The login throttle's contract, through HTTP: only failures count; per
 * account and address 5 in 15 minutes, per account from anywhere 30 an hour, per address 50 in 15
 * minutes; a refusal is 429 too_many_attempts with Retry-After.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestForum, createTestAdmin, otpCode, startTestForum } from '../../testing';
import { LOGIN_LIMITS } from './loginThrottle';

// Each test starts its own forum (a fresh MySQL database and migrations), which takes a while on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let forum: TestForum | undefined;

afterEach(async () => {
  await forum?.close();
  forum = undefined;
});

async function start() {
  forum = await startTestForum({ config: { trustProxy: true } });
  return forum;
}

const from = (address: string) => ({ 'X-Forwarded-For': address });

function login(body: Record<string, unknown>, address: string) {
  return forum!.request('/api/user/login', { json: body, headers: from(address) });
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** A wrong one-time password for `secret` now (never the current, previous or next code). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((offset) => otpCode(secret, new Date(Date.now() + offset))));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe('event-day desks behind one venue address', () => {
  it('ten desks, each asked for its code and mistyping it once, all get in', async () => {
    const { db } = await start();
    const venue = '203.0.113.77';
    const desks = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createTestAdmin(db, `desk${i + 1}@forum.test`, `desk ${i + 1} password`, undefined, {
          role: 'staff',
          otpSecret: `JBSWY3DPEHPK3PX${'ABCDEFGHIJ'[i]}JBSWY3DPEHPK3PXP`,
        }),
      ),
    );
    const steps: string[] = [];
    const statuses: number[] = [];
    for (const desk of desks) {
      const credentials = { email: desk.email, password: desk.password };
      steps.push(await errorCode(await login(credentials, venue)));
      steps.push(await errorCode(await login({ ...credentials, otp: wrongCode(desk.otpSecret!) }, venue)));
      statuses.push((await login({ ...credentials, otp: otpCode(desk.otpSecret) }, venue)).status);
    }
    expect(steps.filter((code) => code === 'otp_required')).toHaveLength(10);
    expect(steps.filter((code) => code === 'invalid_otp')).toHaveLength(10);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('the otp_required step never counts: twelve two-step logins of one account from one address', async () => {
    const { admin } = await start();
    for (let i = 0; i < 12; i++) {
      const res = await login({ email: admin.email, password: admin.password }, '203.0.113.78');
      expect(await errorCode(res)).toBe('otp_required');
    }
    expect((await login({ ...admin, otp: otpCode(admin.otpSecret) }, '203.0.113.78')).status).toBe(200);
  });
});

describe('failures for an account at one address', () => {
  it('lock that pair out after five (429 with Retry-After), but not the account at another address', async () => {
    const { admin } = await start();
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.points; i++) {
      expect((await login({ email: admin.email, password: `wrong password ${i}` }, '198.51.100.66')).status).toBe(401);
    }
    const blocked = await login({ ...admin, otp: otpCode(admin.otpSecret) }, '198.51.100.66');
    expect(blocked.status).toBe(429);
    expect(await errorCode(blocked)).toBe('too_many_attempts');
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The admin, at the office, is not locked out by a stranger who knows the e-mail.
    expect((await login({ ...admin, otp: otpCode(admin.otpSecret) }, '192.0.2.10')).status).toBe(200);
  });
});

describe('the looser limits still hold', () => {
  it('per account from anywhere: 30 failures an hour, then 429 from any address', async () => {
    const { admin } = await start();
    for (let i = 0; i < LOGIN_LIMITS.account.points; i++) {
      expect((await login({ email: admin.email, password: 'wrong password!' }, `198.51.100.${i + 1}`)).status).toBe(
        401,
      );
    }
    const blocked = await login({ ...admin, otp: otpCode(admin.otpSecret) }, '192.0.2.200');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  });

  it('per address: 50 failures across accounts in 15 minutes, then 429 for any account there', async () => {
    const { admin } = await start();
    for (let i = 0; i < LOGIN_LIMITS.address.points; i++) {
      expect(
        (await login({ email: `guess${i}@forum.test`, password: 'wrong password!' }, '198.51.100.250')).status,
      ).toBe(401);
    }
    const blocked = await login({ ...admin, otp: otpCode(admin.otpSecret) }, '198.51.100.250');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    // Elsewhere the admin still gets in.
    expect((await login({ ...admin, otp: otpCode(admin.otpSecret) }, '192.0.2.11')).status).toBe(200);
  });

  it('checks at most five of 20 simultaneous wrong passwords for one account at one address', async () => {
    const { admin } = await start();
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login({ email: admin.email, password: `wrong password ${i}`, otp: '000000' }, '192.0.2.99'),
        ),
      )
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

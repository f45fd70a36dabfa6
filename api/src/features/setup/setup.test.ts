/**
 * The first-run setup through HTTP: the address issued while no admin exists works once, for an
 * hour, creates an enrolled manager who is logged in, leaves its access-log entries, and is refused
 * once an admin exists; of two requests racing with one code, one creates the manager.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogEntry, AdminSetupCheck, AdminSetupDone } from '@forum/shared';
import { type TestForum, otpCode, startTestForum } from '../../testing';

let forum: TestForum;
let now = new Date('2025-09-01T09:00:00Z');

beforeAll(async () => {
  forum = await startTestForum({ admin: null, clock: () => now });
});

afterAll(async () => {
  await forum.close();
});

beforeEach(async () => {
  now = new Date('2025-09-01T09:00:00Z');
  await forum.db('admins').delete();
  await forum.db('admin_setup_codes').delete();
  await forum.db('rate_limits').delete();
});

const ko = { 'Accept-Language': 'ko' };

async function issue(): Promise<string> {
  const issued = await forum.services.setup.issueIfNeeded();
  expect(issued).not.toBeNull();
  return issued!.code;
}

async function check(code: string, email = 'First.Manager@Forum.test') {
  return forum.request('/api/admin/setup/check', { json: { code, email } });
}

async function complete(code: string, secret: string, extra: Record<string, unknown> = {}) {
  return forum.request('/api/admin/setup', {
    json: {
      code,
      email: 'First.Manager@Forum.test',
      password: 'a long first password',
      otp: otpCode(secret, now),
      ...extra,
    },
  });
}

async function secretOf(code: string): Promise<string> {
  const res = await check(code);
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminSetupCheck).secret;
}

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('first-run setup', () => {
  it('says it is needed, checks the code, creates an enrolled manager who is logged in, then says it is done', async () => {
    expect(await (await forum.request('/api/admin/setup')).json()).toEqual({ needed: true });
    const code = await issue();
    const checked = await check(code);
    expect(checked.status).toBe(200);
    const { secret, otpauthUrl, expiresAt } = (await checked.json()) as AdminSetupCheck;
    expect(otpauthUrl).toContain('first.manager%40forum.test');
    expect(expiresAt).toBe('2025-09-01T10:00:00.000Z');

    const res = await complete(code, secret);
    expect(res.status).toBe(201);
    const done = (await res.json()) as AdminSetupDone;
    expect(done.account).toMatchObject({ email: 'first.manager@forum.test', role: 'manager', enrolled: true });
    expect(done.recoveryCodes).toHaveLength(10);

    const session = await forum.request('/api/admin/session', { headers: { Authorization: `Bearer ${done.token}` } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ account: { role: 'manager' }, otpEnrolment: false });
    expect(await (await forum.request('/api/admin/setup')).json()).toEqual({ needed: false });

    const log = await forum.request('/api/admin/access-log?limit=10', {
      headers: { Authorization: `Bearer ${done.token}` },
    });
    const entries = ((await log.json()) as { entries: AccessLogEntry[] }).entries;
    expect(entries.map((entry) => [entry.action, entry.detail?.change ?? null])).toEqual(
      expect.arrayContaining([
        ['account_change', 'created'],
        ['account_change', 'otp_enrolled'],
        ['login', null],
      ]),
    );
    expect(entries.find((entry) => entry.detail?.change === 'created')?.detail).toMatchObject({
      via: 'first_run_setup',
      role: 'manager',
    });
    // The code is nowhere in what the server logged.
    expect(forum.logs.join('\n')).not.toContain(code);
  });

  it('works once: the same code again is refused, as used when the admin was removed meanwhile', async () => {
    const code = await issue();
    const secret = await secretOf(code);
    expect((await complete(code, secret)).status).toBe(201);
    const again = await complete(code, secret);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('setup_done');

    // The operator removed the account (the CLI's `admin:remove`): the spent code still does not work.
    await forum.db('admins').delete();
    const used = await forum.request('/api/admin/setup', {
      json: { code, email: 'other@forum.test', password: 'a long first password', otp: otpCode(secret, now) },
      headers: ko,
    });
    expect(used.status).toBe(410);
    expect(await errorOf(used)).toEqual({ code: 'setup_code_used', message: expect.stringContaining('이미 사용된') });
  });

  it('lasts an hour (the clock moved on) and only the latest address printed works', async () => {
    const first = await issue();
    const secret = await secretOf(first);
    const code = await issue();
    const replaced = await check(first);
    expect(replaced.status).toBe(404);
    expect((await errorOf(replaced)).code).toBe('setup_code_invalid');

    now = new Date(now.getTime() + 60 * 60 * 1000 - 1000);
    expect((await check(code)).status).toBe(200);
    now = new Date(now.getTime() + 1000);
    const expired = await complete(code, secret, {});
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: 'setup_code_expired' });
    const expiredKo = await forum.request('/api/admin/setup/check', {
      json: { code, email: 'a@forum.test' },
      headers: ko,
    });
    expect((await errorOf(expiredKo)).message).toContain('1시간');
  });

  it('is refused once an admin exists: no address at start, 409 for a code from before', async () => {
    const code = await issue();
    const secret = await secretOf(code);
    await forum.request('/api/admin/setup', { json: {} });
    await forum.db('admins').insert({
      email: 'cli@forum.test',
      password_hash: 'x',
      role: 'manager',
      created_at: now,
      updated_at: now,
    });
    expect(await forum.services.setup.issueIfNeeded()).toBeNull();
    const refused = await complete(code, secret);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('setup_done');
    expect((await check(code)).status).toBe(409);
  });

  it('refuses a wrong one-time password, a short password and a missing field without spending the code', async () => {
    const code = await issue();
    const secret = await secretOf(code);
    const wrongOtp = await complete(code, secret, { otp: '000000' === otpCode(secret, now) ? '111111' : '000000' });
    expect(wrongOtp.status).toBe(400);
    expect((await errorOf(wrongOtp)).code).toBe('invalid_otp');
    const short = await complete(code, secret, { password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { code: 'validation', fields: { password: 'password_too_short' } },
    });
    const badEmail = await complete(code, secret, { email: 'not an address' });
    expect(badEmail.status).toBe(400);
    const missing = await forum.request('/api/admin/setup', { json: { code } });
    expect(missing.status).toBe(400);
    expect((await complete(code, secret)).status).toBe(201);
  });

  it('of two requests racing with one code, exactly one creates the manager', async () => {
    const code = await issue();
    const secret = await secretOf(code);
    const [a, b] = await Promise.all([
      complete(code, secret),
      complete(code, secret, { email: 'second.manager@forum.test' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    // Refused as set up (409), or as used (410) when the row lock is what stopped it.
    expect([409, 410]).toContain(statuses[1]);
    expect(await forum.db('admins').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});

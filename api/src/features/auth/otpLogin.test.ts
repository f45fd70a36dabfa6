/**
 * The one-time-password login contract, step by step through HTTP, with codes computed here the way
 * an authenticator app computes them (RFC 6238 via otpauth): otp_required, invalid_otp, the right
 * code; enrolment for an account without an authenticator; recovery codes, each good once.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestAdmin, type TestForum, startTestForum } from '../../testing';

let forum: TestForum;
const servers: TestServer[] = [];
let serial = 0;

beforeAll(async () => {
  forum = await startTestForum({ admin: null });
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await forum.db('rate_limits').delete();
});

afterAll(async () => {
  await forum.close();
});

async function serve(now?: () => Date) {
  const server = await forum.startServer({ config: { trustProxy: true }, ...(now ? { clock: now } : {}) });
  servers.push(server);
  return server;
}

/** A fresh admin per test, so enrolments and throttles of one test never touch another. */
async function freshAdmin(options: { enrolled?: boolean; secret?: string } = {}) {
  serial += 1;
  const secret = options.secret ?? new OTPAuth.Secret({ size: 20 }).base32;
  const admin = await createTestAdmin(forum.db, `otp${serial}@forum.test`, 'otp test password', undefined, {
    enrolled: options.enrolled ?? true,
    otpSecret: secret,
  });
  return { ...admin, secret };
}

/** What an authenticator app shows for `secret` at `at`. */
function code(secret: string, at: Date = new Date()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: at.getTime() });
}

const login = (server: TestServer, body: Record<string, unknown>, address = '198.51.100.1') =>
  server.request('/api/user/login', { json: body, headers: { 'X-Forwarded-For': address } });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('login of an enrolled admin', () => {
  it('asks for the code, refuses a wrong one, and accepts the right one', async () => {
    const server = await serve();
    const admin = await freshAdmin();
    const credentials = { email: admin.email, password: admin.password };

    const noCode = await login(server, credentials);
    expect(noCode.status).toBe(401);
    expect(await errorCode(noCode)).toBe('otp_required');

    const right = code(admin.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const wrongCode = await login(server, { ...credentials, otp: wrong });
    expect(wrongCode.status).toBe(401);
    expect(await errorCode(wrongCode)).toBe('invalid_otp');

    const ok = await login(server, { ...credentials, otp: code(admin.secret) });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    expect((await server.request('/api/user/list', { headers: bearer(String(body.token)) })).status).toBe(200);
  });

  it('takes a code from the step before or after (clock drift) but not one two minutes old', async () => {
    const now = new Date('2025-09-22T01:00:10.000Z');
    const server = await serve(() => now);
    const admin = await freshAdmin();
    const credentials = { email: admin.email, password: admin.password };
    expect(
      (await login(server, { ...credentials, otp: code(admin.secret, new Date(now.getTime() - 30_000)) })).status,
    ).toBe(200);
    expect(
      (await login(server, { ...credentials, otp: code(admin.secret, new Date(now.getTime() + 30_000)) })).status,
    ).toBe(200);
    const stale = await login(server, { ...credentials, otp: code(admin.secret, new Date(now.getTime() - 120_000)) });
    expect(await errorCode(stale)).toBe('invalid_otp');
  });

  it('understands a code sent as a number, and null as no code', async () => {
    const at = new Date('2025-09-22T01:00:10.000Z');
    const server = await serve(() => at);
    const admin = await freshAdmin();
    const typed = code(admin.secret, at);
    expect((await login(server, { email: admin.email, password: admin.password, otp: Number(typed) })).status).toBe(
      200,
    );
    expect(
      await errorCode(await login(server, { email: admin.email, password: admin.password, otp: null }, '198.51.100.2')),
    ).toBe('otp_required');
  });

  it('checks the password before the code: a wrong password with the right code is invalid_credentials', async () => {
    const server = await serve();
    const admin = await freshAdmin();
    const res = await login(server, { email: admin.email, password: 'not the password', otp: code(admin.secret) });
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('invalid_credentials');
  });

  it('counts otp_required and invalid_otp towards the throttle like wrong passwords', async () => {
    const server = await serve();
    const admin = await freshAdmin();
    const credentials = { email: admin.email, password: admin.password };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(await errorCode(await login(server, credentials, `198.51.100.${10 + i}`)));
    for (let i = 0; i < 2; i++)
      statuses.push(await errorCode(await login(server, { ...credentials, otp: '000000' }, `198.51.100.${20 + i}`)));
    expect(statuses).toEqual(['otp_required', 'otp_required', 'otp_required', 'invalid_otp', 'invalid_otp']);
    const blocked = await login(server, { ...credentials, otp: code(admin.secret) }, '198.51.100.30');
    expect(blocked.status).toBe(429);
    expect(await errorCode(blocked)).toBe('too_many_attempts');
  });
});

describe('enrolment of an admin without an authenticator', () => {
  it('gives a token good only for enrolment; a confirmed code enrols and makes it a full session', async () => {
    const server = await serve();
    const admin = await freshAdmin({ enrolled: false });
    const first = await login(server, { email: admin.email, password: admin.password });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { token: string; expiresAt: string; otpEnrolment: boolean };
    expect(body).toEqual({ token: expect.any(String), expiresAt: expect.any(String), otpEnrolment: true });
    const auth = bearer(body.token);

    // Anything but the two enrolment calls is refused.
    for (const [method, path] of [
      ['GET', '/api/user/list'],
      ['GET', '/api/admin/accounts'],
      ['GET', '/api/admin/access-log'],
      ['DELETE', '/api/user/1'],
    ] as const) {
      const refused = await server.request(path, { method, headers: auth });
      expect(refused.status, path).toBe(403);
      expect(await errorCode(refused)).toBe('otp_enrolment_required');
    }
    const exportRefused = await server.request('/api/user/export', { json: { reason: 'test' }, headers: auth });
    expect(await errorCode(exportRefused)).toBe('otp_enrolment_required');

    // Confirming before asking for a secret has nothing to confirm.
    const early = await server.request('/api/admin/otp/confirm', { json: { otp: '123456' }, headers: auth });
    expect(early.status).toBe(409);

    const started = await server.request('/api/admin/otp', { method: 'POST', headers: auth });
    expect(started.status).toBe(200);
    const { otpauthUrl, secret } = (await started.json()) as { otpauthUrl: string; secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = OTPAuth.URI.parse(otpauthUrl) as OTPAuth.TOTP;
    expect(parsed).toBeInstanceOf(OTPAuth.TOTP);
    expect(parsed.secret.base32).toBe(secret);
    expect(parsed.label).toBe(admin.email);
    expect(parsed.issuer).toMatch(/Investor Forum/);
    // Asked again (a page loaded twice, two calls racing): the same secret, so the QR code the admin
    // scanned is the one the confirmation checks.
    const again = await Promise.all(
      [1, 2].map(() => server.request('/api/admin/otp', { method: 'POST', headers: auth })),
    );
    for (const response of again) expect(((await response.json()) as { secret: string }).secret).toBe(secret);

    const wrong = await server.request('/api/admin/otp/confirm', {
      json: { otp: code(secret) === '000000' ? '111111' : '000000' },
      headers: auth,
    });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('invalid_otp');

    const confirmed = await server.request('/api/admin/otp/confirm', { json: { otp: code(secret) }, headers: auth });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Documented choice: the enrolment token is now a full session.
    expect((await server.request('/api/user/list', { headers: auth })).status).toBe(200);
    // And the account is enrolled: a password alone no longer logs in.
    expect(
      await errorCode(await login(server, { email: admin.email, password: admin.password }, '198.51.100.40')),
    ).toBe('otp_required');
    expect(
      (await login(server, { email: admin.email, password: admin.password, otp: code(secret) }, '198.51.100.41'))
        .status,
    ).toBe(200);
    // A second enrolment cannot replace the authenticator (a manager resets it instead).
    expect((await server.request('/api/admin/otp', { method: 'POST', headers: auth })).status).toBe(403);
  });

  it('stores neither the recovery codes nor the session token in plain text', async () => {
    const server = await serve();
    const admin = await freshAdmin({ enrolled: false });
    const { token } = (await (await login(server, { email: admin.email, password: admin.password })).json()) as {
      token: string;
    };
    const { secret } = (await (
      await server.request('/api/admin/otp', { method: 'POST', headers: bearer(token) })
    ).json()) as { secret: string };
    const { recoveryCodes } = (await (
      await server.request('/api/admin/otp/confirm', { json: { otp: code(secret) }, headers: bearer(token) })
    ).json()) as {
      recoveryCodes: string[];
    };
    const stored = JSON.stringify(await forum.db('admin_recovery_codes').select('*'));
    for (const recovery of recoveryCodes) {
      expect(stored).not.toContain(recovery);
      expect(stored).not.toContain(recovery.replaceAll('-', ''));
    }
  });
});

describe('recovery codes', () => {
  it('each works once in place of the code, in any case and without dashes', async () => {
    const server = await serve();
    const admin = await freshAdmin({ enrolled: false });
    const { token } = (await (await login(server, { email: admin.email, password: admin.password })).json()) as {
      token: string;
    };
    const { secret } = (await (
      await server.request('/api/admin/otp', { method: 'POST', headers: bearer(token) })
    ).json()) as { secret: string };
    const done = await server.request('/api/admin/otp/confirm', {
      json: { otp: code(secret) },
      headers: bearer(token),
    });
    const [first, second] = ((await done.json()) as { recoveryCodes: string[] }).recoveryCodes;

    const credentials = { email: admin.email, password: admin.password };
    const withFirst = await login(server, { ...credentials, otp: first }, '198.51.100.50');
    expect(withFirst.status).toBe(200);
    expect(Object.keys((await withFirst.json()) as object).sort()).toEqual(['expiresAt', 'token']);

    const again = await login(server, { ...credentials, otp: first }, '198.51.100.51');
    expect(again.status).toBe(401);
    expect(await errorCode(again)).toBe('invalid_otp');

    const typedLoosely = second!.replaceAll('-', '').toUpperCase();
    expect((await login(server, { ...credentials, otp: typedLoosely }, '198.51.100.52')).status).toBe(200);
    expect(await errorCode(await login(server, { ...credentials, otp: second }, '198.51.100.53'))).toBe('invalid_otp');
  });

  it('belong to their own account only', async () => {
    const server = await serve();
    const owner = await freshAdmin({ enrolled: false });
    const other = await freshAdmin();
    const { token } = (await (await login(server, { email: owner.email, password: owner.password })).json()) as {
      token: string;
    };
    const { secret } = (await (
      await server.request('/api/admin/otp', { method: 'POST', headers: bearer(token) })
    ).json()) as { secret: string };
    const done = await server.request('/api/admin/otp/confirm', {
      json: { otp: code(secret) },
      headers: bearer(token),
    });
    const [recovery] = ((await done.json()) as { recoveryCodes: string[] }).recoveryCodes;
    const res = await login(server, { email: other.email, password: other.password, otp: recovery }, '198.51.100.60');
    expect(await errorCode(res)).toBe('invalid_otp');
  });
});

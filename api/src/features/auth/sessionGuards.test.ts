/**
 * What ends or refuses an admin session besides a wrong password: the idle cut-off (an injected
 * clock), the six-hour limit beside it, the address allow-list, and the throttle under parallel
 * attempts (at most five passwords checked per window, however many arrive at once).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_LIFETIME_MS } from '@forum/shared';
import {
  type TestAdmin,
  type TestServer,
  loginAdmin,
  loginToken,
  otpCode,
  validRegistration,
  type TestForum,
  startTestForum,
  type TestServerOptions,
} from '../../testing';

let forum: TestForum;
let admin: TestAdmin;
const servers: TestServer[] = [];

beforeAll(async () => {
  forum = await startTestForum();
  admin = forum.admin;
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await forum.db('rate_limits').delete();
});

afterAll(async () => {
  await forum.close();
});

async function serve(options: TestServerOptions = {}) {
  const server = await forum.startServer(options);
  servers.push(server);
  return server;
}

const MINUTE = 60_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('idle cut-off (ADMIN_IDLE_MINUTES)', () => {
  it('ends a session unused for the idle time with 401 session_idle; each call restarts the count', async () => {
    let now = new Date('2025-09-22T00:00:00.000Z');
    const server = await serve({ clock: () => now, config: { adminIdleMinutes: 30 } });
    const token = await loginToken(server, admin);
    const list = () => server.request('/api/user/list', { headers: bearer(token) });

    now = new Date(now.getTime() + 29 * MINUTE);
    expect((await list()).status).toBe(200);
    // 29 more minutes: still alive, because the call above counted as use.
    now = new Date(now.getTime() + 29 * MINUTE + 59_000);
    expect((await list()).status).toBe(200);

    now = new Date(now.getTime() + 30 * MINUTE);
    const idle = await list();
    expect(idle.status).toBe(401);
    expect(await errorCode(idle)).toBe('session_idle');
    // Gone for good: later calls are plainly unauthorised.
    expect(await errorCode(await list())).toBe('unauthorized');
  });

  it('follows the setting, and GET /api/admin/session says when the session ends and keeps it alive', async () => {
    let now = new Date('2025-09-22T00:00:00.000Z');
    const server = await serve({ clock: () => now, config: { adminIdleMinutes: 5 } });
    const token = await loginToken(server, admin);
    now = new Date(now.getTime() + 4 * MINUTE);
    const info = await server.request('/api/admin/session', { headers: bearer(token) });
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      account: { id: expect.any(Number), email: admin.email, role: 'manager' },
      expiresAt: new Date(Date.parse('2025-09-22T00:00:00.000Z') + ADMIN_SESSION_LIFETIME_MS).toISOString(),
      idleExpiresAt: new Date(now.getTime() + 5 * MINUTE).toISOString(),
      idleMinutes: 5,
      otpEnrolment: false,
      // On day 1 of the forum, on the injected clock (no FORUM_CLOCK).
      forum: expect.objectContaining({ ended: false, endedNotice: null, clock: null }),
    });
    now = new Date(now.getTime() + 4 * MINUTE);
    expect((await server.request('/api/user/list', { headers: bearer(token) })).status).toBe(200);
    now = new Date(now.getTime() + 5 * MINUTE);
    expect(await errorCode(await server.request('/api/user/list', { headers: bearer(token) }))).toBe('session_idle');
  });

  it('keeps the six-hour limit for a session in constant use', async () => {
    let now = new Date('2025-09-22T00:00:00.000Z');
    const server = await serve({ clock: () => now, config: { adminIdleMinutes: 30 } });
    const token = await loginToken(server, admin);
    const end = now.getTime() + ADMIN_SESSION_LIFETIME_MS;
    while (now.getTime() + 20 * MINUTE < end) {
      now = new Date(now.getTime() + 20 * MINUTE);
      expect((await server.request('/api/user/list', { headers: bearer(token) })).status).toBe(200);
    }
    now = new Date(end);
    expect(await errorCode(await server.request('/api/user/list', { headers: bearer(token) }))).toBe('unauthorized');
  });
});

describe('address allow-list (ADMIN_ALLOWED_IPS)', () => {
  it('refuses admin calls, login included, from outside the ranges with 403 ip_not_allowed', async () => {
    const server = await serve({ config: { trustProxy: true, adminAllowedIps: ['203.0.113.0/24', '2001:db8::/32'] } });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const body = { email: admin.email, password: admin.password, otp: otpCode(admin.otpSecret) };

    const outside = await server.request('/api/user/login', { json: body, headers: from('198.51.100.7') });
    expect(outside.status).toBe(403);
    expect(await errorCode(outside)).toBe('ip_not_allowed');
    // A refused admin call, the login included, is a `denied` entry, with nothing the caller sent.
    const denied = await forum.db('access_log').where({ action: 'denied' }).orderBy('id', 'desc').first();
    expect(denied).toMatchObject({ address: '198.51.100.7' });
    expect(JSON.parse(denied.detail)).toEqual({ method: 'POST', path: '/api/user/login', reason: 'ip_not_allowed' });
    expect(JSON.stringify(denied)).not.toContain(admin.email);

    const v4 = await loginAdmin(server, admin, { headers: from('203.0.113.9') });
    expect(v4.token).toBeTruthy();
    const v6 = await loginAdmin(server, admin, { headers: from('2001:db8:0:1::5') });
    expect(v6.token).toBeTruthy();

    // A token is no passport: used from elsewhere, it is refused too.
    const listFrom = (address: string) =>
      server.request('/api/user/list', { headers: { ...bearer(v4.token), ...from(address) } });
    expect((await listFrom('203.0.113.200')).status).toBe(200);
    expect((await listFrom('2001:db9::1')).status).toBe(403);
    expect((await listFrom('198.51.100.7')).status).toBe(403);
    // The refusal names the account whose token it was (read, not kept alive), and where from.
    const refused = await forum.db('access_log').where({ action: 'denied' }).orderBy('id', 'desc').first();
    expect(refused).toMatchObject({ account: admin.email, address: '198.51.100.7' });
    expect(JSON.parse(refused.detail)).toEqual({ method: 'GET', path: '/api/user/list', reason: 'ip_not_allowed' });

    // Visitors are not admins: registration is open to any address.
    const registration = await server.request('/api/user', {
      json: validRegistration(),
      headers: from('198.51.100.7'),
    });
    expect(registration.status).toBe(201);
  });

  it('uses the connection address unless TRUST_PROXY is set, like the rate limiter', async () => {
    const server = await serve({ config: { trustProxy: false, adminAllowedIps: ['203.0.113.0/24'] } });
    const res = await server.request('/api/user/login', {
      json: { email: admin.email, password: admin.password, otp: otpCode(admin.otpSecret) },
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    // The test connects from 127.0.0.1, which is outside the range whatever the header says.
    expect(res.status).toBe(403);
    const loopback = await serve({ config: { trustProxy: false, adminAllowedIps: ['127.0.0.0/8', '::1/128'] } });
    expect((await loginAdmin(loopback, admin)).token).toBeTruthy();
  });
});

// The login throttle under parallel attempts: loginThrottle.test.ts.

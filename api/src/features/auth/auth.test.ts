import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestServer,
  type TestAdmin,
  createTestAdmin,
  loginToken,
  otpCode,
  validRegistration,
  type TestForum,
  startTestForum,
  type TestServerOptions,
} from '../../testing';
import { ADMIN_SESSION_LIFETIME_MS } from '@forum/shared';

let forum: TestForum;
let admin: TestAdmin;
const servers: TestServer[] = [];

async function serve(options: TestServerOptions = {}) {
  const server = await forum.startServer(options);
  servers.push(server);
  return server;
}

/** What the admin types: e-mail, password and the authenticator's code at the server's time. */
function typed(server: TestServer, who: TestAdmin = admin) {
  return { email: who.email, password: who.password, otp: otpCode(who.otpSecret, server.staffNow()) };
}

/** Each test logs in from its own address so the per-address throttle of one test spares the rest. */
let addressCounter = 10;
function fromAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'X-Forwarded-For': `203.0.113.${addressCounter}` };
}

beforeAll(async () => {
  forum = await startTestForum();
  admin = forum.admin;
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await forum.db('rate_limits').delete();
  // Each code is accepted once (otpReplay.test.ts); the tests here log the one admin in again and again.
  await forum.db('admins').update({ otp_last_step: null });
});

afterAll(async () => {
  await forum.close();
});

describe('POST /api/user/login', () => {
  it('answers a bearer token and its expiry six hours after login', async () => {
    const now = new Date('2025-09-22T00:00:00.000Z');
    const server = await serve({ clock: () => now });
    const res = await server.request('/api/user/login', { json: typed(server) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { token: string; expiresAt: string };
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS).toISOString());
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const server = await serve();
    const res = await server.request('/api/user/login', {
      json: { ...typed(server), email: `  ${admin.email.toUpperCase()} ` },
    });
    expect(res.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const server = await serve();
    const wrong = await server.request('/api/user/login', {
      json: { ...admin, password: 'wrong password!' },
      headers: fromAddress(),
    });
    const unknown = await server.request('/api/user/login', {
      json: { email: 'nobody@forum.test', password: admin.password },
      headers: fromAddress(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('takes as long for an unknown e-mail as for a wrong password, so timing does not reveal accounts', async () => {
    // A real work factor here: at the test cost of 4 the hash is too quick to tell apart from noise.
    const cost = 10;
    const slow = await createTestAdmin(forum.db, 'timing@forum.test', 'timing password 1', cost);
    const server = await serve({ passwordCost: cost, config: { trustProxy: true } });
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await server.request('/api/user/login', {
          json: { email, password: 'wrong password!' },
          headers: fromAddress(),
        });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1]!;
    };
    await median('warm-up@forum.test');
    const wrongPassword = await median(slow.email);
    const unknownEmail = await median('nobody-at-all@forum.test');
    // Without the stand-in hash an unknown e-mail answers ~50x faster; allow generous noise.
    expect(unknownEmail / wrongPassword).toBeGreaterThan(0.4);
    expect(unknownEmail / wrongPassword).toBeLessThan(2.5);
  });

  it('answers 400 when a field is missing and 415 for a form post', async () => {
    const server = await serve();
    const missing = await server.request('/api/user/login', { json: { email: admin.email } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'validation', fields: { password: 'required' } } });
    const form = await server.request('/api/user/login', {
      body: 'email=a',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

// The login throttle's contract: loginThrottle.test.ts.

describe('sessions', () => {
  it('expire six hours after login (injected clock)', async () => {
    let now = new Date('2025-09-22T00:00:00.000Z');
    // Kept busy well inside the idle limit, which has its own test (idle.test.ts).
    const server = await serve({ clock: () => now, config: { adminIdleMinutes: 360 } });
    const token = await loginToken(server, admin);
    const list = () => server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
    now = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS - 1000);
    expect((await list()).status).toBe(200);
    now = new Date(now.getTime() + 1000);
    expect((await list()).status).toBe(401);
  });

  it('end at logout (204), and logging out again is harmless', async () => {
    const server = await serve();
    const token = await loginToken(server, admin);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await server.request('/api/user/list', { headers: auth })).status).toBe(200);
    expect((await server.request('/api/user/logout', { method: 'POST', headers: auth })).status).toBe(204);
    expect((await server.request('/api/user/list', { headers: auth })).status).toBe(401);
    expect((await server.request('/api/user/logout', { method: 'POST', headers: auth })).status).toBe(204);
    expect((await server.request('/api/user/logout', { method: 'POST' })).status).toBe(204);
  });

  it('are stored as a hash, never as the token itself', async () => {
    const server = await serve();
    const token = await loginToken(server, admin);
    const rows = await forum.db('admin_sessions').select('token_hash');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('secrets stay out of answers and logs', () => {
  it('no response or log line carries the password, its hash, the token or a registrant’s data', async () => {
    const server = await serve();
    const { password_hash: hash } = (await forum.db('admins').select('password_hash').first()) as {
      password_hash: string;
    };
    const login = await server.request('/api/user/login', { json: typed(server) });
    const { token } = (await login.json()) as { token: string };
    const registration = validRegistration({
      email: 'private.person@example.com',
      name: 'Private Person',
      phone: '010-9999-8888',
    });
    await server.request('/api/user', { json: registration });
    const bodies = [
      await (await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } })).text(),
      await (await server.request('/api/user/login', { json: { ...admin, password: 'wrong password!' } })).text(),
    ];
    const everything = [...bodies, ...server.logs].join('\n');
    expect(everything).not.toContain(admin.password);
    expect(everything).not.toContain(hash);
    expect(server.logs.join('\n')).not.toContain(token);
    for (const value of ['private.person@example.com', 'Private Person', '010-9999-8888']) {
      expect(server.logs.join('\n')).not.toContain(value);
    }
    // One line per request, with what an operator needs.
    expect(server.logs).toHaveLength(4);
    expect(JSON.parse(server.logs[0]!)).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/api/user/login',
      status: 200,
    });
    expect(typeof JSON.parse(server.logs[0]!).ms).toBe('number');
  });
});

/**
 * A one-time password is good once (RFC 6238, 5.2): the server remembers each admin's last accepted
 * time step in the database, so the same code is refused the second time, by any process.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestForum, type TestServer, otpCode, startTestForum, startTestServer } from '../../testing';

// Each test starts its own forum (a fresh MySQL database and migrations), which takes a while on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const forums: TestForum[] = [];
const servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(forums.splice(0).map((forum) => forum.close()));
});

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('a one-time password accepted once', () => {
  it('is refused the second time with 401 invalid_otp, and a later code still works', async () => {
    const forum = await startTestForum();
    forums.push(forum);
    const now = new Date();
    const body = { email: forum.admin.email, password: forum.admin.password, otp: otpCode(forum.admin.otpSecret, now) };
    expect((await forum.request('/api/user/login', { json: body })).status).toBe(200);

    const again = await forum.request('/api/user/login', { json: body });
    expect(again.status).toBe(401);
    expect(await errorCode(again)).toBe('invalid_otp');

    // The step before is older than the one accepted: refused too.
    const earlier = { ...body, otp: otpCode(forum.admin.otpSecret, new Date(now.getTime() - 30_000)) };
    expect((await forum.request('/api/user/login', { json: earlier })).status).toBe(401);

    // The next step's code (the authenticator's next one) is a new code.
    const next = { ...body, otp: otpCode(forum.admin.otpSecret, new Date(now.getTime() + 30_000)) };
    expect((await forum.request('/api/user/login', { json: next })).status).toBe(200);
  });

  it('is refused by another process on the same database', async () => {
    const forum = await startTestForum();
    forums.push(forum);
    const other = await startTestServer(forum.db);
    servers.push(other);
    const body = { email: forum.admin.email, password: forum.admin.password, otp: otpCode(forum.admin.otpSecret) };
    const [first, second] = await Promise.all([
      forum.request('/api/user/login', { json: body }),
      other.request('/api/user/login', { json: body }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
  });

  it('is recorded in the access log as a failed login (reason otp_reused)', async () => {
    const forum = await startTestForum();
    forums.push(forum);
    const body = { email: forum.admin.email, password: forum.admin.password, otp: otpCode(forum.admin.otpSecret) };
    await forum.request('/api/user/login', { json: body });
    await forum.request('/api/user/login', { json: body });
    const failed = await forum.db('access_log').select('detail').where({ action: 'login_failed' });
    expect(failed.map((row: { detail: string }) => JSON.parse(row.detail))).toContainEqual({ reason: 'otp_reused' });
  });
});

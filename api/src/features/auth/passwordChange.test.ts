/**
 * `POST /api/admin/password {currentPassword, newPassword}`: any admin changes their own password;
 * the account's other sessions end, this one stays; a wrong current password is a failed login.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestForum, createTestAdmin, loginToken, startTestForum } from '../../testing';

// Each test starts its own forum (a fresh MySQL database and migrations), which takes a while on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let forum: TestForum | undefined;

afterEach(async () => {
  await forum?.close();
  forum = undefined;
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function errorBody(res: Response) {
  return ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
}

function change(token: string, body: unknown, address = '198.51.100.5') {
  return forum!.request('/api/admin/password', {
    json: body,
    headers: { ...bearer(token), 'X-Forwarded-For': address },
  });
}

describe('POST /api/admin/password', () => {
  it('answers 204 for a staff member; the other sessions end, this one stays; the new password logs in', async () => {
    forum = await startTestForum({ config: { trustProxy: true } });
    const staff = await createTestAdmin(forum.db, 'desk@forum.test', 'the old desk password', undefined, {
      role: 'staff',
    });
    const here = await loginToken(forum, staff);
    const elsewhere = await loginToken(forum, staff);
    const manager = await loginToken(forum, forum.admin);

    const res = await change(here, { currentPassword: staff.password, newPassword: 'a brand new password' });
    expect(res.status).toBe(204);

    expect((await forum.request('/api/admin/session', { headers: bearer(here) })).status).toBe(200);
    expect((await forum.request('/api/admin/session', { headers: bearer(elsewhere) })).status).toBe(401);
    // Another admin's session is untouched.
    expect((await forum.request('/api/admin/session', { headers: bearer(manager) })).status).toBe(200);

    await expect(loginToken(forum, staff)).rejects.toThrow(/401/);
    expect(await loginToken(forum, { ...staff, password: 'a brand new password' })).toBeTruthy();

    const [entry] = await forum
      .db('access_log')
      .select('account', 'detail')
      .where({ action: 'account_change' })
      .orderBy('id', 'desc')
      .limit(1);
    expect(entry.account).toBe('desk@forum.test');
    expect(JSON.parse(entry.detail)).toMatchObject({ target: 'desk@forum.test', change: 'password_changed' });
    expect(entry.detail).not.toContain('brand new');
  });

  it('answers 400 validation for a short or missing new password, 401 invalid_credentials for a wrong current one', async () => {
    forum = await startTestForum({ config: { trustProxy: true } });
    const token = await loginToken(forum, forum.admin);
    const short = await change(token, { currentPassword: forum.admin.password, newPassword: 'eleven char' });
    expect(short.status).toBe(400);
    expect(await errorBody(short)).toMatchObject({ code: 'validation', fields: { newPassword: 'password_too_short' } });
    const missing = await change(token, { newPassword: 'long enough password' });
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).fields).toEqual({ currentPassword: 'required' });

    const wrong = await change(token, { currentPassword: 'not my password', newPassword: 'long enough password' });
    expect(wrong.status).toBe(401);
    expect((await errorBody(wrong)).code).toBe('invalid_credentials');
    // The password did not change, and the session stays.
    expect((await forum.request('/api/admin/session', { headers: bearer(token) })).status).toBe(200);
    expect(await loginToken(forum, forum.admin)).toBeTruthy();
  });

  it('throttles wrong current passwords like failed logins (429 with Retry-After)', async () => {
    forum = await startTestForum({ config: { trustProxy: true } });
    const token = await loginToken(forum, forum.admin, { headers: { 'X-Forwarded-For': '198.51.100.9' } });
    for (let i = 0; i < 5; i++) {
      const res = await change(
        token,
        { currentPassword: `guess ${i}`, newPassword: 'long enough password' },
        '198.51.100.9',
      );
      expect(res.status).toBe(401);
    }
    const blocked = await change(
      token,
      { currentPassword: forum.admin.password, newPassword: 'long enough password' },
      '198.51.100.9',
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('needs a full session: 401 without one', async () => {
    forum = await startTestForum();
    const res = await forum.request('/api/admin/password', {
      json: { currentPassword: 'x', newPassword: 'long enough password' },
    });
    expect(res.status).toBe(401);
  });
});

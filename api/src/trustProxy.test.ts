/**
 * TRUST_PROXY=true takes the client address from the right-most X-Forwarded-For entry, the one the
 * proxy added: anything left of it came from the client and can be forged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestForum, loginToken, startTestForum } from './testing';

// Each test starts its own forum (a fresh MySQL database and migrations), which takes a while on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let forum: TestForum | undefined;

afterEach(async () => {
  await forum?.close();
  forum = undefined;
});

describe('TRUST_PROXY=true', () => {
  it('records the address the proxy added, not the one the client wrote', async () => {
    forum = await startTestForum({ config: { trustProxy: true } });
    await loginToken(forum, forum.admin, { headers: { 'X-Forwarded-For': '10.9.8.7, 203.0.113.40' } });
    const [entry] = await forum.db('access_log').select('address').where({ action: 'login' });
    expect(entry.address).toBe('203.0.113.40');
  });

  it('so a forged left-most entry does not escape the login throttle', async () => {
    forum = await startTestForum({ config: { trustProxy: true } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await forum.request('/api/user/login', {
        json: { email: forum.admin.email, password: 'wrong password!' },
        headers: { 'X-Forwarded-For': `10.0.0.${i + 1}, 203.0.113.41` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

/**
 * The access log through HTTP: an entry for every admin action with the account, the client address
 * and the registrants concerned (ids, or a count for a list or export), the reason of an export and
 * the names (never the values) of edited fields; managers only; filters and pages; the monthly
 * review mark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry, AccessLogPage, AccessLogReview } from '@forum/shared';
import {
  type TestAdmin,
  createTestAdmin,
  loginToken,
  validRegistration,
  type TestForum,
  startTestForum,
  TEST_OTP_SECRET,
} from '../../testing';

let server: TestForum;
let manager: TestAdmin;
let staff: TestAdmin;

beforeAll(async () => {
  server = await startTestForum({
    admin: { email: 'manager@forum.test', password: 'manager password 1', otpSecret: TEST_OTP_SECRET },
    config: { trustProxy: true },
  });
  manager = server.admin;
  staff = await createTestAdmin(server.db, 'staff@forum.test', 'staff password 12', undefined, { role: 'staff' });
});

afterAll(async () => {
  await server.close();
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const as = (token: string, address = '203.0.113.1') => ({ Authorization: `Bearer ${token}`, ...from(address) });

async function register(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await server.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The newest entries, as a manager reads them through the API. */
async function latest(filter: string = ''): Promise<AccessLogEntry[]> {
  const token = await loginToken(server, manager, { headers: from('203.0.113.250') });
  const res = await server.request(`/api/admin/access-log?limit=50${filter}`, { headers: as(token, '203.0.113.250') });
  expect(res.status).toBe(200);
  return ((await res.json()) as AccessLogPage).entries;
}

describe('an entry for each action', () => {
  it('records logins, failures, list views, exports, edits, deletes and logouts with account, address and ids', async () => {
    const keep = await register({ name: 'Kim Minjun', phone: '010-1111-2222' });
    const gone = await register();

    const wrong = await server.request('/api/user/login', {
      json: { email: staff.email, password: 'not it at all' },
      headers: from('198.51.100.21'),
    });
    expect(wrong.status).toBe(401);
    const token = await loginToken(server, staff, { headers: from('198.51.100.22') });
    expect((await server.request('/api/user/list', { headers: as(token, '198.51.100.23') })).status).toBe(200);
    expect(
      (
        await server.request('/api/user/export', {
          json: { reason: 'Badge printing for the venue' },
          headers: as(token, '198.51.100.24'),
        })
      ).status,
    ).toBe(200);
    const edit = await server.request(`/api/user/${keep}`, {
      method: 'PATCH',
      json: { name: 'Kim Min-jun', phone: '010-3333-4444' },
      headers: as(token, '198.51.100.25'),
    });
    expect(edit.status).toBe(200);
    const managerToken = await loginToken(server, manager, { headers: from('198.51.100.26') });
    expect(
      (await server.request(`/api/user/${gone}`, { method: 'DELETE', headers: as(managerToken, '198.51.100.27') }))
        .status,
    ).toBe(204);
    expect(
      (await server.request('/api/user/logout', { method: 'POST', headers: as(token, '198.51.100.28') })).status,
    ).toBe(204);

    const entries = await latest();
    const find = (action: string, address: string) => {
      const entry = entries.find((e) => e.action === action && e.address === address);
      expect(entry, `${action} from ${address}`).toBeDefined();
      return entry!;
    };
    expect(find('login_failed', '198.51.100.21')).toMatchObject({
      account: staff.email,
      detail: { reason: 'wrong_password' },
    });
    expect(find('login', '198.51.100.22')).toMatchObject({ account: staff.email });
    const total = Number((await server.db('registrants').count({ n: '*' }))[0]!.n) + 1;
    expect(find('list_view', '198.51.100.23')).toMatchObject({
      account: staff.email,
      registrantCount: total,
      registrantIds: null,
    });
    expect(find('export', '198.51.100.24')).toMatchObject({
      account: staff.email,
      registrantCount: total,
      detail: { reason: 'Badge printing for the venue' },
    });
    const edited = find('edit', '198.51.100.25');
    expect(edited).toMatchObject({
      account: staff.email,
      registrantIds: [keep],
      detail: { fields: ['name', 'phone'] },
    });
    // Field names, never what was in them.
    expect(JSON.stringify(edited)).not.toMatch(/Kim|010-/);
    expect(find('delete', '198.51.100.27')).toMatchObject({ account: manager.email, registrantIds: [gone] });
    expect(find('logout', '198.51.100.28')).toMatchObject({ account: staff.email });
    for (const entry of entries) expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('records a failed login of an unknown account without what was typed', async () => {
    await server.request('/api/user/login', {
      json: { email: 'my secret password@oops', password: 'x' },
      headers: from('198.51.100.40'),
    });
    const entry = (await latest('&action=login_failed')).find((e) => e.address === '198.51.100.40');
    expect(entry).toMatchObject({ account: '(unknown)', detail: { reason: 'unknown_account' } });
    expect(JSON.stringify(entry)).not.toContain('secret');
  });

  it('records reading the log itself, with the filter used', async () => {
    await latest('&action=delete');
    const views = await latest('&action=access_log_view');
    expect(views[0]).toMatchObject({
      account: manager.email,
      action: 'access_log_view',
      detail: { filter: { action: 'delete' } },
    });
  });
});

describe('who may read it', () => {
  it('answers 403 to staff for the log, its export, the reviews and the accounts', async () => {
    const token = await loginToken(server, staff);
    for (const path of [
      '/api/admin/access-log',
      '/api/admin/access-log/export',
      '/api/admin/access-log/reviews',
      '/api/admin/accounts',
    ]) {
      const res = await server.request(path, { headers: as(token) });
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
    expect((await server.request('/api/admin/access-log')).status).toBe(401);
  });
});

describe('filters and pages', () => {
  it('filters by action, account and time, newest first, in pages with a cursor', async () => {
    const token = await loginToken(server, manager);
    for (let i = 0; i < 7; i++) {
      await server.request('/api/user/export', { json: { reason: `paging ${i}` }, headers: as(token, '203.0.113.77') });
    }
    const page = async (query: string) => {
      const res = await server.request(`/api/admin/access-log?${query}`, { headers: as(token) });
      expect(res.status, query).toBe(200);
      return (await res.json()) as AccessLogPage;
    };
    const first = await page(`action=export&account=${encodeURIComponent(manager.email.toUpperCase())}&limit=3`);
    expect(first.entries.map((e) => e.detail?.reason)).toEqual(['paging 6', 'paging 5', 'paging 4']);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`action=export&account=${manager.email}&limit=3&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.detail?.reason)).toEqual(['paging 3', 'paging 2', 'paging 1']);

    const time = Date.parse(first.entries[1]!.time);
    const window = await page(`action=export&from=${new Date(time).toISOString()}&to=${new Date(time).toISOString()}`);
    expect(window.entries.map((e) => e.id)).toContain(first.entries[1]!.id);
    expect(window.entries.every((e) => e.time === first.entries[1]!.time)).toBe(true);

    const today = new Date(server.staffNow().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await page(`action=export&from=${today}&to=${today}&limit=1000`)).entries.length).toBeGreaterThanOrEqual(7);
    expect((await page('action=export&to=2000-01-01')).entries).toEqual([]);
  });

  it('refuses a filter it cannot read with 400', async () => {
    const token = await loginToken(server, manager);
    for (const query of ['action=peek', 'from=yesterday', 'to=2025-13-45', 'limit=lots']) {
      expect((await server.request(`/api/admin/access-log?${query}`, { headers: as(token) })).status, query).toBe(400);
    }
  });

  it('exports every matching entry, oldest first, as one logged look', async () => {
    const token = await loginToken(server, manager);
    const res = await server.request('/api/admin/access-log/export?action=export', { headers: as(token) });
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as { entries: AccessLogEntry[] };
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => a - b));
    // A look at the log is recorded after the rows are read: the newest one seen is the export.
    expect((await latest('&action=access_log_view'))[0]).toMatchObject({
      detail: { export: entries.length, filter: { action: 'export' } },
    });
  });
});

describe('the monthly review mark', () => {
  it('stores who reviewed which month with the chain head they saw, and logs the review', async () => {
    const token = await loginToken(server, manager);
    const month = new Date(server.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
    const res = await server.request('/api/admin/access-log/reviews', {
      json: { month, note: 'Nothing unusual' },
      headers: as(token),
    });
    expect(res.status).toBe(201);
    const review = (await res.json()) as AccessLogReview;
    const head = await server.db('access_log').select('hash').orderBy('id', 'desc').offset(1).first();
    expect(review).toMatchObject({ month, reviewedBy: manager.email, note: 'Nothing unusual', headHash: head!.hash });
    const listed = (await (
      await server.request('/api/admin/access-log/reviews', { headers: as(token) })
    ).json()) as AccessLogReview[];
    expect(listed[0]).toEqual(review);
    expect((await latest('&action=access_log_view'))[0]).toMatchObject({ detail: { review: month } });

    expect(
      (await server.request('/api/admin/access-log/reviews', { json: { month: '2999-01' }, headers: as(token) }))
        .status,
    ).toBe(400);
    expect(
      (await server.request('/api/admin/access-log/reviews', { json: { month: 'May' }, headers: as(token) })).status,
    ).toBe(400);
  });
});

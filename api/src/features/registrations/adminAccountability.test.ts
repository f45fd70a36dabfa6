/**
 * Issue 19's accountability points through HTTP: staff cannot move a registration to another
 * e-mail address, a manager's move tells the old address, a resend and every refused admin call
 * are access-log entries, and an export reason of invisible characters is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, createTestAdmin, loginToken, startTestForum, validRegistration } from '../../testing';

let forum: TestForum;
let managerToken: string;
let staffToken: string;

beforeAll(async () => {
  forum = await startTestForum();
  managerToken = await loginToken(forum, forum.admin);
  const staff = await createTestAdmin(forum.db, 'staff@forum.test', 'staff password 123', undefined, { role: 'staff' });
  staffToken = await loginToken(forum, staff);
});

afterAll(async () => {
  await forum.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  const body = validRegistration(overrides);
  const res = await forum.request('/api/user', { json: body });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, email: String(body.email) };
}

async function lastEntry(action: string) {
  const row = await forum.db('access_log').where({ action }).orderBy('id', 'desc').first();
  return row ? { ...row, detail: row.detail ? JSON.parse(row.detail) : null } : null;
}

describe('changing a registrant’s e-mail', () => {
  it('is 403 forbidden for staff (recorded as denied, without the address); other fields they may change', async () => {
    const person = await register();
    const res = await forum.request(`/api/user/${person.id}`, {
      method: 'PATCH',
      json: { email: 'taken.over@example.com' },
      headers: bearer(staffToken),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    const stored = await forum.db('registrants').select('email').where({ id: person.id }).first();
    expect(stored.email).toBe(person.email);

    const denied = await lastEntry('denied');
    expect(denied).toMatchObject({ account: 'staff@forum.test' });
    expect(denied!.detail).toEqual({ method: 'PATCH', path: '/api/user/:id', reason: 'forbidden' });
    expect(JSON.stringify(denied)).not.toContain('taken.over');

    const title = await forum.request(`/api/user/${person.id}`, {
      method: 'PATCH',
      json: { title: 'Director' },
      headers: bearer(staffToken),
    });
    expect(title.status).toBe(200);
  });

  it('by a manager tells the old address, in the registrant’s language, with no link', async () => {
    const person = await register({ locale: 'ko' });
    const res = await forum.request(`/api/user/${person.id}`, {
      method: 'PATCH',
      json: { email: 'new.address@example.com' },
      headers: bearer(managerToken),
    });
    expect(res.status).toBe(200);
    const notices = await forum
      .db('mail_outbox')
      .select('recipient', 'locale', 'content')
      .where({ kind: 'email_changed' });
    const notice = notices.find((row: { recipient: string }) => row.recipient === person.email);
    expect(notice).toMatchObject({ recipient: person.email, locale: 'ko' });
    expect(JSON.parse(notice.content).manageUrl).toBeNull();
    expect(notice.content).not.toContain('new.address@example.com');
  });
});

describe('admin resends and refused calls in the access log', () => {
  it('a resend of the confirmation is a resend entry naming the registrant', async () => {
    const person = await register();
    const res = await forum.request(`/api/user/${person.id}/resend-confirmation`, {
      method: 'POST',
      headers: bearer(staffToken),
    });
    expect(res.status).toBe(202);
    expect(await lastEntry('resend')).toMatchObject({ account: 'staff@forum.test', registrant_ids: String(person.id) });
  });

  it('a call refused for the role is a denied entry with the path and reason', async () => {
    const person = await register();
    const res = await forum.request(`/api/user/${person.id}`, { method: 'DELETE', headers: bearer(staffToken) });
    expect(res.status).toBe(403);
    const denied = await lastEntry('denied');
    expect(denied!.detail).toEqual({ method: 'DELETE', path: '/api/user/:id', reason: 'forbidden' });
    // The guard knew the caller when it refused the role: the entry names their account.
    expect(denied).toMatchObject({ account: 'staff@forum.test' });
    const accounts = await forum.request('/api/admin/accounts', { headers: bearer(staffToken) });
    expect(accounts.status).toBe(403);
    expect(await lastEntry('denied')).toMatchObject({
      account: 'staff@forum.test',
      detail: { path: '/api/admin/accounts', reason: 'forbidden' },
    });
  });
});

describe('the export reason', () => {
  it.each([['\u200b'], [' \u200b\u200b '], ['\ufeff'], ['\u2066\u2069']])(
    'refuses %j (invisible only) with 400 validation',
    async (reason) => {
      const res = await forum.request('/api/user/export', { json: { reason }, headers: bearer(managerToken) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation');
      expect(body.error.fields.reason).toMatch(/^(required|control_characters)$/);
    },
  );

  it('refuses a reason with a hidden format character in it, and takes a plain one', async () => {
    const hidden = await forum.request('/api/user/export', {
      json: { reason: 'Badges\u200b for the venue' },
      headers: bearer(managerToken),
    });
    expect(hidden.status).toBe(400);
    expect(((await hidden.json()) as { error: { fields: Record<string, string> } }).error.fields.reason).toBe(
      'control_characters',
    );
    const plain = await forum.request('/api/user/export', {
      json: { reason: 'Badges for the venue' },
      headers: bearer(managerToken),
    });
    expect(plain.status).toBe(200);
  });
});

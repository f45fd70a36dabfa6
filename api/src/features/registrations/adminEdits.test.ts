/**
 * What admins do with registrants beyond the list: export with a reason (POST /api/user/export),
 * edit (PATCH /api/user/:id, the shared schema, 409 on a duplicate e-mail), and delete, which only
 * managers may do. Roles: staff can list, export and edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry, Registrant } from '@forum/shared';
import {
  type TestAdmin,
  createTestAdmin,
  loginToken,
  validRegistration,
  type TestForum,
  startTestForum,
  TEST_OTP_SECRET,
  LAST_PUBLIC_SESSION,
} from '../../testing';

let server: TestForum;
let manager: TestAdmin;
let staff: TestAdmin;
let managerToken: string;
let staffToken: string;

beforeAll(async () => {
  server = await startTestForum({
    admin: { email: 'manager@forum.test', password: 'manager password 1', otpSecret: TEST_OTP_SECRET },
  });
  manager = server.admin;
  staff = await createTestAdmin(server.db, 'staff@forum.test', 'staff password 12', undefined, { role: 'staff' });
  managerToken = await loginToken(server, manager);
  staffToken = await loginToken(server, staff);
});

afterAll(async () => {
  await server.close();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await server.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function lastEntry(action: string): Promise<AccessLogEntry> {
  const res = await server.request(`/api/admin/access-log?action=${action}&limit=1`, { headers: auth(managerToken) });
  return ((await res.json()) as { entries: AccessLogEntry[] }).entries[0]!;
}

describe('POST /api/user/export', () => {
  it('refuses an export without a reason with 400, before any row leaves', async () => {
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      const res = await server.request('/api/user/export', { json: body, headers: auth(staffToken) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation', fields: { reason: 'required' } } });
    }
    const long = await server.request('/api/user/export', {
      json: { reason: 'x'.repeat(201) },
      headers: auth(staffToken),
    });
    expect(await long.json()).toMatchObject({ error: { fields: { reason: 'too_long' } } });
  });

  it('answers the registrants like the list and records the reason and the row count', async () => {
    await register();
    const list = (await (await server.request('/api/user/list', { headers: auth(staffToken) })).json()) as Registrant[];
    const res = await server.request('/api/user/export', {
      json: { reason: '  Name badges  ' },
      headers: auth(staffToken),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual(list);
    expect(await lastEntry('export')).toMatchObject({
      account: staff.email,
      registrantCount: list.length,
      detail: { reason: 'Name badges', scope: 'all' },
    });
  });

  it('answers only the rows the admin chose when given their ids, and names them in the log', async () => {
    const a = await register();
    const b = await register();
    const res = await server.request('/api/user/export', {
      json: { reason: 'Follow-up call', ids: [b, a, 999_999] },
      headers: auth(staffToken),
    });
    expect(((await res.json()) as Registrant[]).map((r) => r.id)).toEqual([a, b]);
    expect(await lastEntry('export')).toMatchObject({
      registrantIds: [a, b],
      registrantCount: 2,
      detail: { scope: 'selected' },
    });
  });

  it('needs a login', async () => {
    expect((await server.request('/api/user/export', { json: { reason: 'x' } })).status).toBe(401);
  });
});

describe('PATCH /api/user/:id', () => {
  it('lets staff change fields, answers the registrant, and logs the field names only', async () => {
    const id = await register({ name: 'Jane Doe', company: 'Han River Capital', attendext: ['day11'] });
    const res = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: {
        name: ' 김민준 ',
        attendext: `${LAST_PUBLIC_SESSION}|day12|`,
        biztype: '4',
        consent: false,
        createdAt: '2000-01-01T00:00:00.000Z',
        id: 1,
      },
      headers: auth(staffToken),
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Registrant;
    expect(updated).toMatchObject({
      id,
      name: '김민준',
      company: 'Han River Capital',
      attendext: ['day12', LAST_PUBLIC_SESSION],
      biztype: 4,
    });
    expect(updated.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    const list = (await (await server.request('/api/user/list', { headers: auth(staffToken) })).json()) as Registrant[];
    expect(list.find((r) => r.id === id)).toEqual(updated);

    const entry = await lastEntry('edit');
    expect(entry).toMatchObject({
      account: staff.email,
      registrantIds: [id],
      detail: { fields: ['name', 'biztype', 'attendext'] },
    });
    expect(JSON.stringify(entry)).not.toContain('김민준');
  });

  it('checks the result with the registration schema: 400 with the failing fields', async () => {
    const id = await register();
    const res = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { email: 'not-an-address', phone: 'call me', attendext: [] },
      headers: auth(staffToken),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'validation',
        fields: { email: 'invalid_email', phone: 'invalid_phone', attendext: 'session_required' },
      },
    });
    const notObject = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: ['name'],
      headers: auth(staffToken),
    });
    expect(notObject.status).toBe(400);
  });

  it('a manager may change the e-mail (staff may not: adminAccountability.test.ts), but not to one already registered (409, case-insensitive)', async () => {
    const taken = `taken.${Date.now()}@example.com`;
    await register({ email: taken });
    const id = await register();
    const duplicate = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { email: ` ${taken.toUpperCase()} ` },
      headers: auth(managerToken),
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ error: { code: 'already_registered' } });
    const fresh = `fresh.${Date.now()}@example.com`;
    const changed = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { email: fresh },
      headers: auth(managerToken),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Registrant).email).toBe(fresh);
  });

  it('answers 404 for an unknown registrant and 401 without a login', async () => {
    expect(
      (await server.request('/api/user/999999', { method: 'PATCH', json: { name: 'X' }, headers: auth(staffToken) }))
        .status,
    ).toBe(404);
    expect(
      (await server.request('/api/user/abc', { method: 'PATCH', json: { name: 'X' }, headers: auth(staffToken) }))
        .status,
    ).toBe(404);
    expect((await server.request('/api/user/1', { method: 'PATCH', json: { name: 'X' } })).status).toBe(401);
  });
});

describe('DELETE /api/user/:id', () => {
  it('is for managers only: staff get 403 and the registrant stays', async () => {
    const id = await register();
    const refused = await server.request(`/api/user/${id}`, { method: 'DELETE', headers: auth(staffToken) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
    const deleted = await server.request(`/api/user/${id}`, { method: 'DELETE', headers: auth(managerToken) });
    expect(deleted.status).toBe(204);
    expect(await lastEntry('delete')).toMatchObject({ account: manager.email, registrantIds: [id] });
    expect((await server.request(`/api/user/${id}`, { method: 'DELETE', headers: auth(managerToken) })).status).toBe(
      404,
    );
  });
});

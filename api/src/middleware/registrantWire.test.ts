/**
 * The HTTP edge keeps the seed's names (`biztype`, `attendext`) while the code says `businessType`
 * and `sessions`: what a client sends, what it gets back, the field errors and the access log's
 * field lists all use the wire's names, and the code's names are not accepted in their place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '@forum/shared';
import { type TestForum, bearer, loginToken, startTestForum, validRegistration } from '../testing';

let server: TestForum;
let token: string;

beforeAll(async () => {
  server = await startTestForum();
  token = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
});

async function register(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await server.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function listed(id: number): Promise<Record<string, unknown>> {
  const res = await server.request('/api/user/list', { headers: bearer(token) });
  return ((await res.json()) as Array<Record<string, unknown>>).find((row) => row.id === id)!;
}

describe('the wire names of a registrant', () => {
  it('refuses a registration that uses the code’s names, with field errors under the wire’s', async () => {
    const { biztype: _type, attendext: _sessions, ...rest } = validRegistration();
    const res = await server.request('/api/user', { json: { ...rest, businessType: 2, sessions: ['day11'] } });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ biztype: 'required', attendext: 'session_required' });
  });

  it('lists, edits and logs under the wire’s names only', async () => {
    const id = await register({ biztype: '3', attendext: 'day21|day11|' });
    const row = await listed(id);
    expect(row).toMatchObject({ biztype: 3, attendext: ['day11', 'day21'] });
    expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['businessType']));
    expect(Object.keys(row)).not.toContain('sessions');

    // The code's names sent by a client change nothing.
    const ignored = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { businessType: 5, sessions: ['day23'] },
      headers: bearer(token),
    });
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({ biztype: 3, attendext: ['day11', 'day21'] });

    const edited = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { biztype: 4, attendext: ['day12'] },
      headers: bearer(token),
    });
    expect(edited.status).toBe(200);
    const answer = (await edited.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ id, biztype: 4, attendext: ['day12'] });
    expect(Object.keys(answer)).not.toContain('sessions');

    const log = await server.request('/api/admin/access-log?action=edit&limit=1', { headers: bearer(token) });
    const [entry] = ((await log.json()) as { entries: AccessLogEntry[] }).entries;
    expect(entry?.detail).toEqual({ fields: ['biztype', 'attendext'] });

    const refused = await server.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { attendext: [] },
      headers: bearer(token),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      attendext: 'session_required',
    });
  });

  it('sends the desk its roster under the wire’s names', async () => {
    const id = await register({ biztype: 6, attendext: ['day13'] });
    const res = await server.request('/api/checkin/roster', { headers: bearer(token) });
    const roster = (await res.json()) as { registrants: Array<Record<string, unknown>> };
    const entry = roster.registrants.find((person) => person.id === id)!;
    expect(entry).toMatchObject({ biztype: 6, attendext: ['day13'] });
    expect(Object.keys(entry)).not.toContain('sessions');
  });
});

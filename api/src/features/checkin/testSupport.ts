/** What the check-in tests share: registrants made through HTTP with their codes, and admin calls. */
import type { CheckinResult, Registrant } from '@forum/shared';
import { type Database, type TestServer, validRegistration } from '../../testing';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers `count` people through `POST /api/user` and answers them as the admin list shows them. */
export async function registerPeople(
  server: TestServer,
  token: string,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<Registrant[]> {
  const ids = await Promise.all(
    Array.from({ length: count }, async () => {
      const res = await server.request('/api/user', { json: validRegistration(overrides) });
      if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    }),
  );
  const wanted = new Set(ids);
  return (await listAll(server, token)).filter((registrant) => wanted.has(registrant.id));
}

export async function listAll(server: TestServer, token: string): Promise<Registrant[]> {
  const res = await server.request('/api/user/list', { headers: bearer(token) });
  if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
  return (await res.json()) as Registrant[];
}

export async function checkIn(
  server: TestServer,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: CheckinResult & { error?: { code: string; message: string; fields?: Record<string, string> } };
}> {
  const res = await server.request('/api/checkin', { json: body, headers: { ...bearer(token), ...headers } });
  return {
    status: res.status,
    body: (await res.json()) as CheckinResult & {
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
}

/** The access log's rows of one action, newest last, read straight from the table. */
export async function logRows(db: Database, action: string) {
  const rows = (await db('access_log')
    .where({ action })
    .orderBy('id', 'asc')
    .select('account', 'registrant_ids', 'registrant_count', 'detail')) as Array<{
    account: string;
    registrant_ids: string | null;
    registrant_count: number | null;
    detail: string | null;
  }>;
  return rows.map((row) => ({
    ...row,
    registrant_count: row.registrant_count === null ? null : Number(row.registrant_count),
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  }));
}

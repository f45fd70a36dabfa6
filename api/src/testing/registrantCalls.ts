/** Registrants made through HTTP with their codes, and the admin calls the desk tests make. */
import type { CheckinResultWire, Registrant, Wire } from '@forum/shared';
import { validRegistration } from './fixtures';
import type { TestServer } from './testServer';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers `count` people through `POST /api/user` and answers them as the admin list shows them. */
export async function registerPeople(
  server: TestServer,
  token: string,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<Wire<Registrant>[]> {
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

export async function listAll(server: TestServer, token: string): Promise<Wire<Registrant>[]> {
  const res = await server.request('/api/user/list', { headers: bearer(token) });
  if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
  return (await res.json()) as Wire<Registrant>[];
}

export async function checkIn(
  server: TestServer,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: CheckinResultWire & { error?: { code: string; message: string; fields?: Record<string, string> } };
}> {
  const res = await server.request('/api/checkin', { json: body, headers: { ...bearer(token), ...headers } });
  return {
    status: res.status,
    body: (await res.json()) as CheckinResultWire & {
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
}

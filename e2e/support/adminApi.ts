import type { APIRequestContext } from '@playwright/test';
import type { Registrant } from '@forum/shared';
import { E2E_ADMIN } from './env';

/** The registrant list as the API serves it to an admin: the truth a browser test checks against. */
export async function listRegistrants(request: APIRequestContext): Promise<Registrant[]> {
  const login = await request.post('/api/user/login', { data: E2E_ADMIN });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const { token } = (await login.json()) as { token: string };
  const list = await request.get('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
  return (await list.json()) as Registrant[];
}

/** A unique e-mail per test run, so specs can share one database. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

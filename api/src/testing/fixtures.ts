/** What most API tests need beside a server: an admin, a logged-in token, a valid registration. */
import type { Database } from '../db/database';
import { createAdminAccounts } from '../features/auth/admins';
import { createAuthRepo } from '../features/auth/repo';
import { TEST_PASSWORD_COST, type TestServer } from './testServer';

export interface TestAdmin {
  email: string;
  password: string;
}

export const DEFAULT_TEST_ADMIN: TestAdmin = { email: 'admin@forum.test', password: 'correct horse battery' };

export async function createTestAdmin(
  db: Database,
  email = DEFAULT_TEST_ADMIN.email,
  password = DEFAULT_TEST_ADMIN.password,
  passwordCost = TEST_PASSWORD_COST,
): Promise<TestAdmin> {
  await createAdminAccounts({ repo: createAuthRepo(db), clock: () => new Date(), passwordCost }).create(email, password);
  return { email, password };
}

/** Logs in through HTTP, like a client: `server` is a TestServer or the base URL of any running API. */
export async function loginToken(server: TestServer | string, credentials: TestAdmin): Promise<string> {
  const base = typeof server === 'string' ? server : server.url;
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`login failed with ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A registration body that passes validation; override what a test is about. */
export function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company: 'Han River Capital',
    name: 'Jane Doe',
    title: 'Partner',
    email: `jane.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+82-10-1234-5678',
    biztype: 1,
    attend: '',
    attendext: ['day11', 'day22'],
    about: 'LinkedIn',
    consent: true,
    locale: 'en',
    ...overrides,
  };
}

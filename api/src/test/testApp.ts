/**
 * Runs the real app on a real port over a test database, so every test goes through HTTP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import { createApp } from '../app';
import type { Logger } from '../logger';
import { createAuthRepo } from '../features/auth/repo';
import { createAdminAccounts } from '../features/auth/admins';

/** The lowest bcrypt cost: the suite checks behaviour, not hashing strength. */
export const TEST_PASSWORD_COST = 4;

export interface TestServer {
  url: string;
  logs: string[];
  /** fetch() against the server; JSON bodies are sent as JSON. */
  request(path: string, init?: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ SITE_DIST: 'does-not-exist' }),
    registrationRateLimit: 0,
    ...overrides,
  };
}

export async function startTestServer(
  db: Database,
  options: { config?: Partial<Config>; clock?: () => Date; passwordCost?: number } = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const log: Logger = {
    info: (fields) => logs.push(JSON.stringify(fields)),
    error: (fields) => logs.push(JSON.stringify(fields)),
  };
  const app = createApp({
    config: testConfig(options.config),
    db,
    log,
    passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    logs,
    request: (path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      let body = init.body;
      if (init.json !== undefined) {
        headers['Content-Type'] ??= 'application/json';
        body = JSON.stringify(init.json);
      }
      return fetch(url + path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export async function createTestAdmin(
  db: Database,
  email = 'admin@forum.test',
  password = 'correct horse battery',
  passwordCost = TEST_PASSWORD_COST,
): Promise<{ email: string; password: string }> {
  await createAdminAccounts({ repo: createAuthRepo(db), clock: () => new Date(), passwordCost }).create(email, password);
  return { email, password };
}

export async function loginToken(server: TestServer, credentials: { email: string; password: string }): Promise<string> {
  const res = await server.request('/api/user/login', { json: credentials });
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

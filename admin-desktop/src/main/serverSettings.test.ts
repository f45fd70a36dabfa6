import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkServerHealth } from './healthCheck';
import { createServerSettings } from './serverSettings';
import { createSettingsStore } from './settingsStore';
import { type TestServer, startTestServer } from '../testing/httpServer';

let api: TestServer;
let userData: string;

beforeAll(async () => {
  api = await startTestServer((request, response) => {
    if (request.url === '/api/health')
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    else response.writeHead(404).end();
  });
});
afterAll(() => api.close());
beforeEach(() => {
  userData = fs.mkdtempSync(path.join(os.tmpdir(), 'server-settings-'));
});
afterEach(() => fs.rmSync(userData, { recursive: true, force: true }));

async function setup() {
  const store = createSettingsStore({ directory: userData });
  await store.load();
  const checkHealth = vi.fn((origin: string) => checkServerHealth(origin, { fetch, timeoutMs: 2_000 }));
  return { store, checkHealth, settings: createServerSettings({ store, checkHealth }) };
}

describe('settings:set-server', () => {
  it('checks /api/health, then stores the normalised origin', async () => {
    const { store, settings, checkHealth } = await setup();
    expect(settings.getServer()).toBeNull();
    const answer = await settings.setServer(`  ${api.origin}/admin  `);
    expect(answer).toEqual({ ok: true, serverUrl: api.origin });
    expect(checkHealth).toHaveBeenCalledWith(api.origin);
    expect(store.current().serverUrl).toBe(api.origin);
    expect(settings.getServer()).toBe(api.origin);
  });

  it('refuses a malformed address without calling the network', async () => {
    const { settings, checkHealth } = await setup();
    expect(await settings.setServer('http://example.com')).toMatchObject({ ok: false, problem: 'insecure_http' });
    expect(await settings.setServer('javascript:alert(1)')).toMatchObject({ ok: false, problem: 'unsupported_scheme' });
    expect(await settings.setServer(42)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(await settings.setServer({ url: 'https://x.example.com' })).toMatchObject({ ok: false, problem: 'invalid' });
    expect(checkHealth).not.toHaveBeenCalled();
  });

  it('does not store an address whose health check fails, and says why', async () => {
    const { store, settings } = await setup();
    const dead = await startTestServer(() => undefined);
    await dead.close();
    expect(await settings.setServer(dead.origin)).toMatchObject({ ok: false, problem: 'unreachable' });
    expect(store.current().serverUrl).toBeNull();
    expect(fs.readdirSync(userData)).toEqual([]);
  });

  it('passes on the status of a failing server', async () => {
    const { store } = await setup();
    const failing = createServerSettings({
      store,
      checkHealth: async () => ({
        ok: false,
        problem: 'bad_status',
        status: 500,
        message: 'The server answered 500 instead of 200.',
      }),
    });
    expect(await failing.setServer('https://forum.example.com')).toEqual({
      ok: false,
      problem: 'bad_status',
      status: 500,
      message: 'The server answered 500 instead of 200.',
    });
    expect(store.current().serverUrl).toBeNull();
  });
});

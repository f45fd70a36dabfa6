/**
 * Several API processes serve one database: a login, a logout and the login throttle made through
 * one must hold in the other. Two apps with separate connection pools stand in for two processes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestDatabase,
  createTestDatabase,
  testDbKind,
  type TestServer,
  createTestAdmin,
  loginToken,
  startTestServer,
} from './testing';
import { type Database, createDatabase } from './db/database';
import { migrateLatest } from './db/migrate';

let first: TestServer;
let second: TestServer;
let cleanup: () => Promise<void>;
let firstDb: Database;

beforeAll(async () => {
  let secondDb: Database;
  if (testDbKind === 'mysql') {
    const testDb: TestDatabase = await createTestDatabase();
    firstDb = testDb.db;
    secondDb = testDb.open();
    cleanup = () => testDb.drop();
  } else {
    // SQLite shares between processes through a file, not `:memory:`.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-shared-'));
    const filename = path.join(dir, 'forum.sqlite');
    firstDb = createDatabase({ client: 'sqlite', filename });
    await migrateLatest(firstDb);
    secondDb = createDatabase({ client: 'sqlite', filename });
    cleanup = async () => {
      await Promise.all([firstDb.destroy(), secondDb.destroy()]);
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  first = await startTestServer(firstDb);
  second = await startTestServer(secondDb);
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await cleanup();
});

describe('two API instances on one database', () => {
  it('share sessions: a token from one works on the other, and a logout on one ends it on both', async () => {
    const admin = await createTestAdmin(firstDb, 'shared@forum.test');
    const token = await loginToken(first, admin);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await second.request('/api/user/list', { headers: auth })).status).toBe(200);
    expect((await second.request('/api/user/logout', { method: 'POST', headers: auth })).status).toBe(204);
    expect((await first.request('/api/user/list', { headers: auth })).status).toBe(401);
  });

  it('share the login throttle: failures on one block the account on the other', async () => {
    const admin = await createTestAdmin(firstDb, 'throttled@forum.test');
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? first : second;
      expect(
        (await server.request('/api/user/login', { json: { ...admin, password: 'wrong password!' } })).status,
      ).toBe(401);
    }
    expect((await first.request('/api/user/login', { json: admin })).status).toBe(429);
    expect((await second.request('/api/user/login', { json: admin })).status).toBe(429);
  });
});

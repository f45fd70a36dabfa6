/**
 * Several API processes serve one database: a login, a logout and the login throttle made through
 * one must hold in the other. Two apps with separate connection pools stand in for two processes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, type TestServer, createTestAdmin, loginToken, type TestForum, startTestForum } from './testing';
import type { Database } from './db/database';

let first: TestForum;
let second: TestServer;
let firstDb: Database;
// SQLite shares between processes through a file, not `:memory:`.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-shared-'));

beforeAll(async () => {
  first = await startTestForum({
    admin: null,
    database: testDbKind === 'sqlite' ? { sqliteFile: path.join(dir, 'forum.sqlite') } : {},
  });
  firstDb = first.db;
  // Its own connection pool: a second process on the same database.
  second = await first.startServer({ ownPool: true });
});

afterAll(async () => {
  await first.close();
  fs.rmSync(dir, { recursive: true, force: true });
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

/**
 * Tamper evidence: `npm run access-log:verify` (runVerifyCli) passes on an intact log and fails,
 * exiting 1 and naming the first bad row, after a row is altered (even with its own hash
 * recomputed) or deleted at the start, the middle or the end. Appends from two processes at once
 * still make one unbroken chain. Pruning old rows keeps the rest verifiable through the anchor.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type TestDatabase,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  startTestServer,
  testDbKind,
  validRegistration,
  ACCESS_LOG_APPEND_WORKER,
  runVerifyCli,
  TEST_ACCESS_LOG_KEY,
} from '../../testing';
import type { Database } from '../../db/database';
import { type AccessLogInput, createAccessLog } from './accessLog';
import { rowHash } from './chain';
import { pruneAccessLog } from './prune';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function database(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-'));
  const testDb = await createTestDatabase(
    testDbKind === 'sqlite' ? { sqliteFile: path.join(dir, 'forum.sqlite') } : {},
  );
  cleanups.push(async () => {
    await testDb.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return testDb;
}

async function verify(db: Database) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVerifyCli({
    db,
    accessLogKey: TEST_ACCESS_LOG_KEY,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const actor = { adminId: 1, account: 'manager@forum.test', address: '203.0.113.1' };

async function appendSome(db: Database, count: number, at: () => Date = () => new Date()): Promise<void> {
  const log = createAccessLog(db, at, TEST_ACCESS_LOG_KEY);
  for (let i = 0; i < count; i++) {
    const entry: AccessLogInput = {
      actor,
      action: i % 2 ? 'list_view' : 'edit',
      registrantIds: [i + 1],
      detail: { fields: ['name'] },
    };
    await log.append(entry);
  }
}

describe('npm run access-log:verify', () => {
  it('passes on a log written through the API and says how many rows it checked', async () => {
    const testDb = await database();
    const admin = await createTestAdmin(testDb.db);
    const server = await startTestServer(testDb.db);
    cleanups.unshift(() => server.close());
    await server.request('/api/user', { json: validRegistration() });
    const token = await loginToken(server, admin);
    await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
    const result = await verify(testDb.db);
    expect(result.code).toBe(0);
    // The harness's account creation, the login and the list view.
    expect(result.out).toMatch(
      /^Access log intact: 3 rows \(rows 1-3\), chain head [0-9a-f]{64}\nKeyed with ACCESS_LOG_KEY from row 1\nKey fingerprint [0-9a-f]{16}; head, marker and anchor sealed with the key$/,
    );
  });

  it('fails naming the row after a value in it is changed', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 6);
    await testDb
      .db('access_log')
      .where({ id: 4 })
      .update({ detail: JSON.stringify({ fields: ['email'] }) });
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/first bad row 4: row 4 was altered/);
  });

  it('fails at the next row when a row is altered and its own hash recomputed', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 6);
    const row = await testDb.db('access_log').where({ id: 3 }).first();
    const forged = { ...row, account: 'someone.else@forum.test' };
    const hash = rowHash(TEST_ACCESS_LOG_KEY, row.prev_hash, {
      id: 3,
      at: new Date(row.at).toISOString(),
      adminId: row.admin_id,
      account: forged.account,
      address: row.address,
      action: row.action,
      registrantIds: row.registrant_ids,
      registrantCount: row.registrant_count,
      detail: row.detail,
    });
    await testDb.db('access_log').where({ id: 3 }).update({ account: forged.account, hash });
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/first bad row 4: row 4 does not link/);
  });

  it.each([
    [1, /first bad row 1: row 1 is missing/],
    [3, /first bad row 3: row 3 is missing/],
    [6, /rows deleted from the end/],
  ])('fails when row %i of 6 is deleted', async (id, message) => {
    const testDb = await database();
    await appendSome(testDb.db, 6);
    await testDb.db('access_log').where({ id }).delete();
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
  });
});

describe('appends from several processes', () => {
  it('stay one chain: three processes appending 20 rows each at the same time', async () => {
    const testDb = await database();
    const worker = ACCESS_LOG_APPEND_WORKER;
    const run = promisify(execFile);
    await Promise.all(
      ['a', 'b', 'c'].map((tag) =>
        run(process.execPath, ['--import', 'tsx', worker, testDb.url, '20', tag], { timeout: 60_000 }),
      ),
    );
    const result = await verify(testDb.db);
    expect(result.err).toBe('');
    expect(result.out).toMatch(/intact: 60 rows \(rows 1-60\)/);
    const accounts = (await testDb
      .db('access_log')
      .select('account')
      .count({ n: '*' })
      .groupBy('account')
      .orderBy('account')) as Array<{ account: string; n: number }>;
    expect(accounts.map((row) => [row.account, Number(row.n)])).toEqual([
      ['cli:a', 20],
      ['cli:b', 20],
      ['cli:c', 20],
    ]);
  }, 90_000);
});

describe('pruning rows past ACCESS_LOG_RETENTION_DAYS', () => {
  const DAY = 24 * 3_600_000;

  it('deletes only rows older than the retention, anchors the chain, and the rest still verifies', async () => {
    const testDb = await database();
    const now = new Date('2028-01-10T00:00:00.000Z');
    await appendSome(testDb.db, 4, () => new Date(now.getTime() - 800 * DAY));
    await appendSome(testDb.db, 3, () => new Date(now.getTime() - 700 * DAY));
    const log = createAccessLog(testDb.db, () => now, TEST_ACCESS_LOG_KEY);
    const system = { adminId: null, account: 'system', address: null };

    expect(await pruneAccessLog(testDb.db, log, { now, retentionDays: 730, actor: system, dryRun: true })).toBe(4);
    expect(await testDb.db('access_log').count({ n: '*' })).toEqual([{ n: 7 }]);
    expect(await pruneAccessLog(testDb.db, log, { now, retentionDays: 730, actor: system })).toBe(4);

    const left = await testDb.db('access_log').select('id', 'action', 'detail').orderBy('id');
    expect(left.map((row) => row.id)).toEqual([5, 6, 7, 8]);
    expect(left[3]).toMatchObject({ action: 'purge' });
    expect(JSON.parse(left[3]!.detail)).toMatchObject({ accessLogRowsPruned: 4 });
    const result = await verify(testDb.db);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/intact: 4 rows \(rows 5-8\)/);
    // And the anchor still catches a deleted first row.
    await testDb.db('access_log').where({ id: 5 }).delete();
    expect((await verify(testDb.db)).err).toMatch(/first bad row 5: row 5 is missing/);
  });

  it('keeps grant and revocation records (account changes) for three years, and everything after them', async () => {
    const testDb = await database();
    const now = new Date('2028-01-10T00:00:00.000Z');
    await appendSome(testDb.db, 2, () => new Date(now.getTime() - 1200 * DAY));
    const old = createAccessLog(testDb.db, () => new Date(now.getTime() - 900 * DAY), TEST_ACCESS_LOG_KEY);
    await old.append({ actor, action: 'account_change', detail: { target: 'staff@forum.test', change: 'created' } });
    await appendSome(testDb.db, 2, () => new Date(now.getTime() - 800 * DAY));
    const pruned = await pruneAccessLog(
      testDb.db,
      createAccessLog(testDb.db, () => now, TEST_ACCESS_LOG_KEY),
      { now, retentionDays: 730, actor },
    );
    expect(pruned).toBe(2);
    expect((await testDb.db('access_log').where({ action: 'account_change' })).length).toBe(1);
    expect((await verify(testDb.db)).code).toBe(0);
  });
});

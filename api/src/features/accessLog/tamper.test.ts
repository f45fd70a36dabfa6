/**
 * Issue 29's attacks on the access log, by someone who can write to the database but does not hold
 * ACCESS_LOG_KEY: re-chaining with plain SHA-256 and moving `keyed_from_id` past the end, moving the
 * marker alone, deleting the oldest rows with or without a matching anchor, removing the head's
 * seal, rows appended under a second key. Each makes `npm run access-log:verify` exit 1 naming the
 * first bad row or field; several run the real CLI in a child process. A process with another key
 * refuses to write, and the purge's keyed entry is required for its anchor.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import type { Database } from '../../db/database';
import {
  TEST_ACCESS_LOG_KEY,
  TEST_ACCESS_LOG_KEY_TEXT,
  type TestDatabase,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  runVerifyCli,
  startTestServer,
  testDbKind,
} from '../../testing';
import { createAccessLog } from './accessLog';
import { type ChainedFields, GENESIS_HASH, anchorMac, legacyRowHash, rowHash } from './chain';
import { AccessLogRefusedError } from './head';
import { pruneAccessLog } from './prune';

const OTHER_KEY_TEXT = 'another-access-log-key-9876543210fedcba9876543210';
const OTHER_KEY = Buffer.from(OTHER_KEY_TEXT);
const CLI = path.join(REPO_ROOT, 'api/src/cli/main.ts');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A file (SQLite) or MariaDB database, so a child process can open it too. */
async function database(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-tamper-'));
  const testDb = await createTestDatabase(
    testDbKind === 'sqlite' ? { sqliteFile: path.join(dir, 'forum.sqlite') } : {},
  );
  cleanups.push(async () => {
    await testDb.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return testDb;
}

const run = promisify(execFile);

/** The real command line in a child process: its exit code and what it printed. */
async function cli(testDb: TestDatabase, args: string[], key = TEST_ACCESS_LOG_KEY_TEXT) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: testDb.url,
        ACCESS_LOG_KEY: key,
        ADMIN_PASSWORD: 'a long enough password 1',
      },
      timeout: 60_000,
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
  }
}

async function verify(db: Database, key: Buffer = TEST_ACCESS_LOG_KEY) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVerifyCli({ db, accessLogKey: key, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const actor = { adminId: 1, account: 'manager@forum.test', address: '203.0.113.1' };

async function appendSome(db: Database, count: number, at: () => Date = () => new Date()): Promise<void> {
  const log = createAccessLog(db, at, TEST_ACCESS_LOG_KEY);
  for (let i = 0; i < count; i++) await log.append({ actor, action: 'list_view', registrantCount: i });
}

interface StoredRow {
  id: number | string;
  at: Date | string | number;
  admin_id: number | null;
  account: string;
  address: string | null;
  action: string;
  registrant_ids: string | null;
  registrant_count: number | string | null;
  detail: string | null;
}

function fieldsOf(row: StoredRow): ChainedFields {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    adminId: row.admin_id === null ? null : Number(row.admin_id),
    account: row.account,
    address: row.address,
    action: row.action,
    registrantIds: row.registrant_ids,
    registrantCount: row.registrant_count === null ? null : Number(row.registrant_count),
    detail: row.detail,
  };
}

/** Recomputes every remaining row's hash from `start` with `hash`, as a forger would, and points the head at the end. */
async function rechain(
  db: Database,
  hash: (prev: string, row: ChainedFields) => string,
  start = GENESIS_HASH,
): Promise<{ lastId: number; lastHash: string }> {
  const rows = (await db('access_log').select('*').orderBy('id', 'asc')) as StoredRow[];
  let prev = start;
  for (const row of rows) {
    const next = hash(prev, fieldsOf(row));
    await db('access_log').where({ id: row.id }).update({ prev_hash: prev, hash: next });
    prev = next;
  }
  const lastId = rows.length > 0 ? Number(rows[rows.length - 1]!.id) : 0;
  await db('access_log_head').where({ id: 1 }).update({ last_id: lastId, last_hash: prev });
  return { lastId, lastHash: prev };
}

async function rowCount(db: Database): Promise<number> {
  const [{ n }] = (await db('access_log').count({ n: '*' })) as [{ n: number | string }];
  return Number(n);
}

describe('rewriting the log without ACCESS_LOG_KEY (the real CLI, exit 1)', () => {
  it('an intact log passes: exit 0, with the key fingerprint', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 3);
    const result = await cli(testDb, ['access-log-verify']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Access log intact: 3 rows \(rows 1-3\)/);
    expect(result.out).toMatch(/Key fingerprint [0-9a-f]{16}; head, marker and anchor sealed with the key/);
  }, 60_000);

  it('a row changed, every row re-chained with plain SHA-256 and keyed_from_id moved past the end: keyed_from_id', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 5);
    await testDb.db('access_log').where({ id: 2 }).update({ account: 'someone.else@forum.test' });
    const { lastId } = await rechain(testDb.db, legacyRowHash);
    await testDb
      .db('access_log_head')
      .where({ id: 1 })
      .update({ keyed_from_id: lastId + 1 });
    const result = await cli(testDb, ['access-log-verify']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/TAMPERED: bad field keyed_from_id \(chain head\): keyed_from_id \(6\) was moved/);
    expect(result.out).toBe('');
  }, 60_000);

  it('a row changed and re-chained with plain SHA-256 (marker left): the first row', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 5);
    await testDb.db('access_log').where({ id: 3 }).update({ account: 'someone.else@forum.test' });
    await rechain(testDb.db, legacyRowHash);
    const result = await cli(testDb, ['access-log-verify']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/TAMPERED: first bad row 1: .*under ACCESS_LOG_KEY/);
  }, 60_000);

  it('the seal removed and everything re-chained with plain SHA-256 (a downgrade): the seal', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 4);
    const { lastId } = await rechain(testDb.db, legacyRowHash);
    await testDb
      .db('access_log_head')
      .where({ id: 1 })
      .update({
        keyed_from_id: lastId + 1,
        key_fingerprint: null,
        keyed_from_mac: null,
        anchor_mac: null,
        head_mac: null,
      });
    const result = await cli(testDb, ['access-log-verify']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/bad field seal \(chain head\): the chain head is not sealed with ACCESS_LOG_KEY/);
    // And nobody writes on it: the server would re-seal a forged head otherwise.
    await expect(appendSome(testDb.db, 1)).rejects.toThrow(/not sealed with ACCESS_LOG_KEY/);
    expect(await rowCount(testDb.db)).toBe(4);
  }, 60_000);

  it('the oldest rows deleted, anchor left: the first missing row', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 6);
    await testDb.db('access_log').where('id', '<=', 2).delete();
    const result = await cli(testDb, ['access-log-verify']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/first bad row 1: row 1 is missing/);
  }, 60_000);

  it('the oldest rows deleted and the head re-anchored to match (a forged anchor): anchor', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 6);
    const last = await testDb.db('access_log').where({ id: 2 }).first();
    await testDb.db('access_log').where('id', '<=', 2).delete();
    await testDb.db('access_log_head').where({ id: 1 }).update({ anchor_id: 2, anchor_hash: last.hash });
    const result = await cli(testDb, ['access-log-verify']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/bad field anchor \(chain head\): the anchor \(anchor_id 2, anchor_hash\) was changed/);
  }, 60_000);
});

describe('rewriting the log without ACCESS_LOG_KEY (in process)', () => {
  it.each([
    ['forward', 3],
    ['backward', 0],
  ])('keyed_from_id moved %s alone: keyed_from_id', async (_way, to) => {
    const testDb = await database();
    await appendSome(testDb.db, 4);
    await testDb.db('access_log_head').where({ id: 1 }).update({ keyed_from_id: to });
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`bad field keyed_from_id (chain head): keyed_from_id (${to}) was moved`);
  });

  it('the oldest rows deleted, re-anchored and re-chained from a made-up anchor: anchor', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 6);
    await testDb.db('access_log').where('id', '<=', 3).delete();
    const forgedAnchor = 'f'.repeat(64);
    await testDb.db('access_log_head').where({ id: 1 }).update({ anchor_id: 3, anchor_hash: forgedAnchor });
    await rechain(testDb.db, (prev, row) => rowHash(OTHER_KEY, prev, row), forgedAnchor);
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/bad field anchor/);
  });

  it('only the head changed (last row dropped, head pointed at the one before): head', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 4);
    const before = await testDb.db('access_log').where({ id: 3 }).first();
    await testDb.db('access_log').where({ id: 4 }).delete();
    await testDb.db('access_log_head').where({ id: 1 }).update({ last_id: 3, last_hash: before.hash });
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/bad field head \(chain head\): the chain head \(last_id 3, last_hash\) was changed/);
  });

  it('rows appended under a second key (a process that bypassed the check): the first such row', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 3);
    const head = await testDb.db('access_log_head').where({ id: 1 }).first();
    const fields: ChainedFields = {
      id: 4,
      at: new Date().toISOString(),
      adminId: null,
      account: 'cli:someone',
      address: null,
      action: 'account_change',
      registrantIds: null,
      registrantCount: null,
      detail: null,
    };
    const hash = rowHash(OTHER_KEY, head.last_hash, fields);
    await testDb.db('access_log').insert({
      id: 4,
      at: new Date(fields.at),
      admin_id: null,
      account: fields.account,
      address: null,
      action: fields.action,
      registrant_ids: null,
      registrant_count: null,
      detail: null,
      prev_hash: head.last_hash,
      hash,
    });
    await testDb.db('access_log_head').where({ id: 1 }).update({ last_id: 4, last_hash: hash });
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/first bad row 4: row 4 was altered .*under ACCESS_LOG_KEY/);
  });
});

describe('a server whose log head was changed without the key', () => {
  it('refuses the admin actions it would log with 503 (never 500), logs the field, and writes nothing', async () => {
    const testDb = await database();
    const admin = await createTestAdmin(testDb.db);
    const server = await startTestServer(testDb.db);
    cleanups.unshift(() => server.close());
    const token = await loginToken(server, admin);
    const before = await rowCount(testDb.db);
    await testDb
      .db('access_log_head')
      .where({ id: 1 })
      .update({ keyed_from_id: before + 1 });
    const res = await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect((await res.json()) as unknown).toMatchObject({ error: { code: 'service_unavailable' } });
    expect(server.logs.join('\n')).toContain('"code":"ACCESS_LOG_KEYED_FROM_ID"');
    expect(await rowCount(testDb.db)).toBe(before);
  });
});

describe('a process with another ACCESS_LOG_KEY', () => {
  it('refuses to append, naming ACCESS_LOG_KEY, and writes nothing', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 2);
    const other = createAccessLog(testDb.db, () => new Date(), OTHER_KEY);
    const refused = other.append({ actor, action: 'list_view' });
    await expect(refused).rejects.toBeInstanceOf(AccessLogRefusedError);
    await expect(refused).rejects.toThrow(/ACCESS_LOG_KEY differs from the key this log is chained with/);
    // Nor inside an action's transaction: the action is undone with it.
    await expect(
      other.run(async (trx) => {
        await trx('access_log_head').where({ id: 1 }).first();
        return { result: null, entries: [{ actor, action: 'edit' }] };
      }),
    ).rejects.toThrow(/ACCESS_LOG_KEY/);
    expect(await rowCount(testDb.db)).toBe(2);
    expect((await verify(testDb.db)).code).toBe(0);
  });

  it('the CLI (admin create) refuses before changing anything, and says ACCESS_LOG_KEY differs', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 2);
    const result = await cli(
      testDb,
      ['admin', 'create', '--email', 'second.key@forum.test', '--role', 'staff'],
      OTHER_KEY_TEXT,
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/ACCESS_LOG_KEY differs from the key this log is chained with/);
    expect(result.err).toMatch(/start with the log's ACCESS_LOG_KEY/);
    expect(result.err).not.toContain(OTHER_KEY_TEXT);
    expect(await testDb.db('admins').where({ email: 'second.key@forum.test' })).toEqual([]);
    expect(await rowCount(testDb.db)).toBe(2);
    // The verifier run with that key says the same, and exits 1.
    const checked = await cli(testDb, ['access-log-verify'], OTHER_KEY_TEXT);
    expect(checked.code).toBe(1);
    expect(checked.err).toMatch(/bad field key_fingerprint \(chain head\): ACCESS_LOG_KEY differs/);
  }, 60_000);

  it('the server refuses to start, saying ACCESS_LOG_KEY differs', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 1);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-server-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: testDb.url,
        SITE_DIST: dir,
        MAIL_DIR: dir,
        ACCESS_LOG_KEY: OTHER_KEY_TEXT,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(output).toMatch(/ACCESS_LOG_KEY differs from the key this log is chained with/);
    expect(output).not.toMatch(/listening on/);
    expect(await rowCount(testDb.db)).toBe(1);
  }, 60_000);
});

describe('the retention purge', () => {
  const DAY = 24 * 3_600_000;

  it('through the real CLI: deletes old rows, leaves a keyed purge entry naming its anchor, and verifies', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 3, () => new Date(Date.now() - 800 * DAY));
    await appendSome(testDb.db, 2);
    const purged = await cli(testDb, ['purge']);
    expect(purged.err).toBe('');
    expect(purged.code).toBe(0);
    expect(purged.out).toMatch(/access log rows older than 730 days: deleted 3/);
    const entry = await testDb.db('access_log').where({ action: 'purge' }).first();
    const third = JSON.parse(entry.detail) as Record<string, unknown>;
    const head = await testDb.db('access_log_head').where({ id: 1 }).first();
    expect(third).toMatchObject({ accessLogRowsPruned: 3, anchorId: 3, anchorHash: head.anchor_hash });
    const checked = await cli(testDb, ['access-log-verify']);
    expect(checked.code).toBe(0);
    expect(checked.out).toMatch(/intact: 3 rows \(rows 4-6\)/);
  }, 90_000);

  it('is required: rows deleted and anchored with the key but without the purge entry fail', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 5);
    const log = createAccessLog(testDb.db, () => new Date(), TEST_ACCESS_LOG_KEY);
    // Everything the purge does, but its entry: an ordinary entry instead.
    await log.run(async (trx) => {
      const last = await trx('access_log').where({ id: 2 }).first();
      await trx('access_log').where('id', '<=', 2).delete();
      await log.setAnchor(trx, 2, String(last.hash));
      return { result: null, entries: [{ actor, action: 'list_view' }] };
    });
    const result = await verify(testDb.db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /bad field anchor \(chain head\): rows up to 2 are gone but no purge entry names that anchor/,
    );
  });

  it('a purge entry naming another anchor does not count', async () => {
    const testDb = await database();
    const now = new Date();
    await appendSome(testDb.db, 3, () => new Date(now.getTime() - 800 * DAY));
    const log = createAccessLog(testDb.db, () => now, TEST_ACCESS_LOG_KEY);
    expect(await pruneAccessLog(testDb.db, log, { now, retentionDays: 730, actor })).toBe(3);
    expect((await verify(testDb.db)).code).toBe(0);
    // Rows 4 (the purge) and on stay; now the anchor is moved, with the key, to row 4 without a purge.
    await log.run(async (trx) => {
      const four = await trx('access_log').where({ id: 4 }).first();
      await trx('access_log').where({ id: 4 }).delete();
      await log.setAnchor(trx, 4, String(four.hash));
      return { result: null, entries: [{ actor, action: 'list_view' }] };
    });
    expect((await verify(testDb.db)).err).toMatch(/no purge entry names that anchor/);
  });

  it('anchor_mac cannot be copied from another anchor', async () => {
    const testDb = await database();
    await appendSome(testDb.db, 4);
    const real = await testDb.db('access_log_head').where({ id: 1 }).first();
    expect(real.anchor_mac).toBe(anchorMac(TEST_ACCESS_LOG_KEY, 0, GENESIS_HASH));
    const two = await testDb.db('access_log').where({ id: 2 }).first();
    await testDb.db('access_log').where('id', '<=', 2).delete();
    await testDb.db('access_log_head').where({ id: 1 }).update({ anchor_id: 2, anchor_hash: two.hash });
    expect((await verify(testDb.db)).err).toMatch(/bad field anchor/);
  });
});

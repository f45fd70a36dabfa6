/**
 * Migration 016 on existing logs: rows chained before the key existed (plain SHA-256, before 011),
 * keyed rows and an earlier purge's anchor (before 016), heads without a fingerprint. The process
 * that applies 016 seals the head with its key after the chain verified under it; the log then
 * verifies as before. With another key, or over a chain already tampered with, nothing is sealed
 * and 016 stays pending.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ACCESS_LOG_KEY, type TestDatabase, createTestDatabase, runVerifyCli } from '../../testing';
import type { Database } from '../../db/database';
import { migrationSource, pendingMigrations } from '../../db/migrate';
import { createAccessLog } from './accessLog';
import { type AccessLogKey, type ChainedFields, legacyRowHash, rowHash } from './chain';
import { AccessLogRefusedError } from './head';
import { prepareAccessLog } from './prepare';
import { SEAL_MIGRATION } from './seal';

const OTHER_KEY = Buffer.from('another-access-log-key-9876543210fedcba9876543210');

const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

async function verify(db: Database, key: Buffer = TEST_ACCESS_LOG_KEY) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVerifyCli({ db, accessLogKey: key, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A database rolled back to just before `migration`. */
async function databaseBefore(migration: string): Promise<Database> {
  const testDb = await createTestDatabase();
  databases.push(testDb);
  while (!(await pendingMigrations(testDb.db)).includes(migration)) await testDb.db.migrate.down({ migrationSource });
  return testDb.db;
}

/** Appends a row the way releases before 016 did: `hash` (plain or keyed), the head moved, no MACs. */
async function appendOldWay(
  db: Database,
  hash: (prev: string, row: ChainedFields) => string,
  values: Partial<ChainedFields> = {},
): Promise<void> {
  const head = await db('access_log_head').where({ id: 1 }).first();
  const id = Number(head.last_id) + 1;
  const fields: ChainedFields = {
    id,
    at: new Date(Date.UTC(2025, 8, 1, 0, 0, id)).toISOString(),
    adminId: 1,
    account: 'manager@forum.test',
    address: '203.0.113.1',
    action: 'list_view',
    registrantIds: null,
    registrantCount: id,
    detail: null,
    ...values,
  };
  const next = hash(head.last_hash, fields);
  await db('access_log').insert({
    id,
    at: new Date(fields.at),
    admin_id: fields.adminId,
    account: fields.account,
    address: fields.address,
    action: fields.action,
    registrant_ids: fields.registrantIds,
    registrant_count: fields.registrantCount,
    detail: fields.detail,
    prev_hash: head.last_hash,
    hash: next,
  });
  await db('access_log_head').where({ id: 1 }).update({ last_id: id, last_hash: next });
}

const keyed =
  (key: AccessLogKey = TEST_ACCESS_LOG_KEY) =>
  (prev: string, row: ChainedFields) =>
    rowHash(key, prev, row);

/**
 * A log as a release between 011 and 016 left it: 2 plain rows (before 011), 4 keyed rows, then a
 * purge of the first 3 (its entry naming no anchor, as purges did then).
 */
async function logFromBefore016(): Promise<Database> {
  const db = await databaseBefore('011_admin_hardening');
  await appendOldWay(db, legacyRowHash);
  await appendOldWay(db, legacyRowHash);
  while ((await pendingMigrations(db)).includes('011_admin_hardening')) await db.migrate.up({ migrationSource });
  expect(await pendingMigrations(db)).toContain(SEAL_MIGRATION);
  for (let i = 0; i < 4; i++) await appendOldWay(db, keyed());
  const three = await db('access_log').where({ id: 3 }).first();
  await db('access_log').where('id', '<=', 3).delete();
  await db('access_log_head').where({ id: 1 }).update({ anchor_id: 3, anchor_hash: three.hash });
  await appendOldWay(db, keyed(), {
    action: 'purge',
    adminId: null,
    account: 'system',
    address: null,
    registrantCount: null,
    detail: JSON.stringify({ accessLogRowsPruned: 3, olderThan: '2025-09-01T00:00:00.000Z' }),
  });
  return db;
}

describe('migration 016 on an existing log', () => {
  it('a log of plain and keyed rows with an earlier purge is sealed by the process that migrates it, and verifies', async () => {
    const db = await logFromBefore016();
    const { applied, problem } = await prepareAccessLog(db, TEST_ACCESS_LOG_KEY);
    expect(applied).toContain(SEAL_MIGRATION);
    expect(problem).toBeNull();
    const head = await db('access_log_head').where({ id: 1 }).first();
    expect(head.key_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const result = await verify(db);
    expect(result.err).toBe('');
    expect(result.out).toContain('Access log intact: 4 rows (rows 4-7)');
    expect(result.out).toContain('Keyed with ACCESS_LOG_KEY from row 3');

    // Written on as usual afterwards, and its seal cannot be taken off again.
    await createAccessLog(db, () => new Date(), TEST_ACCESS_LOG_KEY).append({
      actor: { adminId: 1, account: 'manager@forum.test', address: null },
      action: 'list_view',
    });
    expect((await verify(db)).out).toContain('intact: 5 rows (rows 4-8)');
    await db('access_log_head').where({ id: 1 }).update({ key_fingerprint: null, head_mac: null });
    expect((await prepareAccessLog(db, TEST_ACCESS_LOG_KEY)).problem?.field).toBe('seal');
    expect((await verify(db)).err).toMatch(/bad field seal/);
  });

  it('with another key: refuses, seals nothing, and leaves 016 pending for the right key', async () => {
    const db = await logFromBefore016();
    const refused = prepareAccessLog(db, OTHER_KEY);
    await expect(refused).rejects.toBeInstanceOf(AccessLogRefusedError);
    await expect(refused).rejects.toThrow(/does not verify under this ACCESS_LOG_KEY \(first bad row 4/);
    await expect(refused).rejects.toThrow(/migration 016 seals the log with the key it was written with/);
    expect(await pendingMigrations(db)).toContain(SEAL_MIGRATION);
    const checked = await verify(db, OTHER_KEY);
    expect(checked.code).toBe(1);
    expect(checked.err).toMatch(/TAMPERED or kept under another key/);
    expect((await verify(db)).code).toBe(0);
  });

  it('over a chain already tampered with: refuses to seal (sealing would launder it)', async () => {
    const db = await logFromBefore016();
    await db('access_log').where({ id: 5 }).update({ account: 'changed@forum.test' });
    const refused = prepareAccessLog(db, TEST_ACCESS_LOG_KEY);
    await expect(refused).rejects.toThrow(/first bad row 5: row 5 was altered/);
    expect(await pendingMigrations(db)).toContain(SEAL_MIGRATION);
  });

  it('a fresh database is sealed when it is first migrated', async () => {
    const db = await databaseBefore('007_access_log');
    await prepareAccessLog(db, TEST_ACCESS_LOG_KEY);
    const result = await verify(db);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Access log intact: 0 rows (no rows)');
  });
});

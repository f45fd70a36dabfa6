/**
 * The access-log chain is keyed by ACCESS_LOG_KEY: a row changed and the chain recomputed with the
 * public formula (or another key) fails `npm run access-log:verify`; rows written before the key
 * (before migration 011) stay verifiable as plain SHA-256 and are protected by the first keyed row.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ACCESS_LOG_KEY, type TestDatabase, createTestDatabase } from '../../testing';
import { runVerifyCli } from '../../cli/retentionCommands';
import type { Database } from '../../db/database';
import { migrationSource, pendingMigrations } from '../../db/migrate';
import { prepareAccessLog } from './prepare';
import { createAccessLog } from './accessLog';
import { type ChainedFields, GENESIS_HASH, legacyRowHash, rowHash } from './chain';

const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

async function database(): Promise<Database> {
  const testDb = await createTestDatabase();
  databases.push(testDb);
  return testDb.db;
}

async function verify(db: Database, key: Buffer = TEST_ACCESS_LOG_KEY) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVerifyCli({
    db,
    accessLogKey: key,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const actor = { adminId: 1, account: 'manager@forum.test', address: '203.0.113.1' };

async function appendKeyed(db: Database, count: number): Promise<void> {
  const log = createAccessLog(db, () => new Date(), TEST_ACCESS_LOG_KEY);
  for (let i = 0; i < count; i++) await log.append({ actor, action: 'list_view', registrantCount: i });
}

interface StoredRow {
  id: number;
  at: Date | string | number;
  admin_id: number | null;
  account: string;
  address: string | null;
  action: string;
  registrant_ids: string | null;
  registrant_count: number | null;
  detail: string | null;
  prev_hash: string;
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

/** What a forger without the key does: changes a row, then recomputes every hash after it with `hash`. */
async function forge(db: Database, id: number, hash: (prev: string, row: ChainedFields) => string): Promise<void> {
  await db('access_log').where({ id }).update({ account: 'someone.else@forum.test' });
  const rows = (await db('access_log').select('*').orderBy('id', 'asc')) as StoredRow[];
  let prev = GENESIS_HASH;
  for (const row of rows) {
    const next = hash(prev, fieldsOf(row));
    await db('access_log').where({ id: row.id }).update({ prev_hash: prev, hash: next });
    prev = next;
  }
  await db('access_log_head').where({ id: 1 }).update({ last_hash: prev });
}

describe('an access log keyed by ACCESS_LOG_KEY', () => {
  it('verifies with its key and says from which row it is keyed', async () => {
    const db = await database();
    await appendKeyed(db, 4);
    const result = await verify(db);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Keyed with ACCESS_LOG_KEY from row 1');
  });

  it('fails when a row is changed and the chain recomputed with the public formula (plain SHA-256)', async () => {
    const db = await database();
    await appendKeyed(db, 5);
    await forge(db, 2, legacyRowHash);
    const result = await verify(db);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/first bad row 1: .*ACCESS_LOG_KEY/);
  });

  it('fails when the chain was recomputed with another key, or is checked with another key', async () => {
    const db = await database();
    await appendKeyed(db, 3);
    expect((await verify(db, Buffer.from('another key, also thirty-two bytes long'))).code).toBe(1);
    await forge(db, 3, (prev, row) => rowHash(Buffer.from('a guessed key of thirty-two bytes!!'), prev, row));
    expect((await verify(db)).code).toBe(1);
  });

  it('is never stored in the database', async () => {
    const db = await database();
    await appendKeyed(db, 2);
    const text = TEST_ACCESS_LOG_KEY.toString();
    for (const table of ['access_log', 'access_log_head', 'admins', 'rate_limits']) {
      expect(JSON.stringify(await db(table).select('*'))).not.toContain(text);
    }
  });
});

describe('rows written before the key (migration 011)', () => {
  /** A log of `count` rows written the old way (plain SHA-256), then migrated. */
  async function legacyLogThenMigrate(count: number): Promise<Database> {
    const db = await database();
    while (!(await pendingMigrations(db)).includes('011_admin_hardening')) await db.migrate.down({ migrationSource });
    let prev = GENESIS_HASH;
    for (let id = 1; id <= count; id++) {
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
      };
      const hash = legacyRowHash(prev, fields);
      await db('access_log').insert({
        id,
        at: new Date(fields.at),
        admin_id: 1,
        account: fields.account,
        address: fields.address,
        action: fields.action,
        registrant_ids: null,
        registrant_count: id,
        detail: null,
        prev_hash: prev,
        hash,
      });
      prev = hash;
    }
    await db('access_log_head').where({ id: 1 }).update({ last_id: count, last_hash: prev });
    // As the server and every CLI command do: migrate, and seal the upgraded log with the key.
    await prepareAccessLog(db, TEST_ACCESS_LOG_KEY);
    return db;
  }

  it('stay verifiable as plain SHA-256; the chain is keyed from the next row on', async () => {
    const db = await legacyLogThenMigrate(3);
    await appendKeyed(db, 2);
    const result = await verify(db);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Access log intact: 5 rows (rows 1-5)');
    expect(result.out).toContain('Keyed with ACCESS_LOG_KEY from row 4; 3 older rows carry plain SHA-256 hashes');
  });

  it('cannot be changed either: recomputing them breaks the first keyed row', async () => {
    const db = await legacyLogThenMigrate(3);
    await appendKeyed(db, 2);
    await forge(db, 2, legacyRowHash);
    const result = await verify(db);
    expect(result.code).toBe(1);
    expect(result.err).toContain('first bad row 4');
  });
});

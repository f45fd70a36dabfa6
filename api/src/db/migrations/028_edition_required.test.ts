/**
 * Migration 028 on a database holding a forum: every row and every link between rows is kept
 * (SQLite's rebuild runs with foreign keys off; with them on, dropping a table deletes the rows
 * that reference it), the indexes, triggers and foreign keys work as before, and a forum record
 * written without its edition is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../testing';
import { migrateLatest, migrationSource, pendingMigrations } from '../migrate';

let testDb: TestDatabase;
let fresh: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  fresh = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
  await fresh.drop();
});

const at = new Date('2025-09-01T01:02:03.456Z');

const registrant = (n: number) => ({
  company: 'Kept Co',
  name: `Person ${n}`,
  title: 'Partner',
  email: `kept${n}@example.com`,
  email_normalized: `kept${n}@example.com`,
  phone: '02-555-0100',
  biztype: 1,
  attendext: 'day11|',
  about: 'newsletter',
  consent_at: at,
  created_at: at,
  checkin_code: `KEPT${n}`.padEnd(10, 'X'),
});

async function schemaObjects(db: TestDatabase['db']): Promise<string[]> {
  if (db.client.config.client === 'mysql2') return [];
  return ((await db('sqlite_master').whereIn('type', ['index', 'trigger']).pluck('name')) as string[]).sort();
}

const counts = async (db: TestDatabase['db']) =>
  Object.fromEntries(
    await Promise.all(
      ['registrants', 'session_places', 'registration_links', 'checkins'].map(
        async (table) =>
          [table, Number(((await db(table).count({ n: '*' })) as [{ n: number | string }])[0].n)] as const,
      ),
    ),
  );

describe('migration 028 (an edition is required)', () => {
  it('keeps every row and link, and refuses a forum record without its edition', async () => {
    const db = testDb.db;
    // From before 019, so that on SQLite 019 gives the columns their default and 028 rebuilds the
    // tables over these rows (028's own down leaves SQLite's tables as they are).
    while (!(await pendingMigrations(db)).includes('019_editions')) await db.migrate.down({ migrationSource });

    await db('registrants').insert([registrant(1), registrant(2)]);
    const [first, second] = (await db('registrants').orderBy('id').pluck('id')) as number[];
    await db('session_places').insert([
      { registrant_id: first, session: 'day11', status: 'seated', created_at: at },
      { registrant_id: second, session: 'day11', status: 'waiting', created_at: at },
    ]);
    await db('registration_links').insert([
      { token_hash: 'a'.repeat(64), registrant_id: first, created_at: at },
      { token_hash: 'b'.repeat(64), registrant_id: second, created_at: at },
    ]);
    await db('checkins').insert({ registrant_id: first, day: 1, checked_in_at: at, desk: 'Desk 1' });
    // Up to just before 028: 019 gives these rows their edition and the columns their default.
    while ((await pendingMigrations(db))[0] !== '028_edition_required') await db.migrate.up({ migrationSource });
    const before = await counts(db);
    const objects = await schemaObjects(db);

    // 028 alone: a later migration may add objects of its own.
    await db.migrate.up({ migrationSource });

    expect(await counts(db)).toEqual(before);
    expect(await schemaObjects(db)).toEqual(objects);
    // Without its edition a forum record is refused, on every table that had the default.
    await expect(db('registrants').insert({ ...registrant(3), status: 'approved' })).rejects.toThrow(/edition/i);
    await expect(
      db('checkins').insert({ registrant_id: second, day: 1, checked_in_at: at, desk: 'Desk 1' }),
    ).rejects.toThrow(/edition/i);
    // The unique key per edition and the foreign keys still hold; a deleted registrant takes their rows along.
    await expect(
      db('registrants').insert({ ...registrant(1), checkin_code: 'OTHERCODE1', edition: 2025, status: 'approved' }),
    ).rejects.toThrow();
    await expect(
      db('session_places').insert({
        registrant_id: 999_999,
        session: 'day12',
        status: 'seated',
        created_at: at,
        edition: 2025,
      }),
    ).rejects.toThrow();
    await db('registrants').where({ id: first }).delete();
    expect(await counts(db)).toEqual({ registrants: 1, session_places: 1, registration_links: 1, checkins: 0 });
    await migrateLatest(db);
  });

  it('keeps the triggers that guard registrants on SQLite (a database made from nothing ran 028 too)', async () => {
    if (fresh.db.client.config.client === 'mysql2') return;
    const triggers = (await fresh.db('sqlite_master').where({ type: 'trigger' }).pluck('name')) as string[];
    expect(triggers.sort()).toEqual([
      'registrants_checkin_code_insert',
      'registrants_checkin_code_update',
      'registrants_status_insert',
      'registrants_status_update',
    ]);
    const { sql } = (await fresh.db('sqlite_master').where({ type: 'table', name: 'registrants' }).first('sql')) as {
      sql: string;
    };
    expect(sql).toMatch(/`edition` integer not null(?! default)/i);
  });
});

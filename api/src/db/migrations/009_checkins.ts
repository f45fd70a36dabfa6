import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A frozen copy of the check-in code as it was when this migration was written (registrations'
 * `newCheckinCode` and the shared alphabet and length): a later change to the live code must not
 * change what an old migration writes. 13 characters of Crockford's base32, 5 random bits each.
 */
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CHECKIN_CODE_LENGTH = 13;
function newCheckinCode(): string {
  let code = '';
  for (const byte of randomBytes(CHECKIN_CODE_LENGTH)) code += CROCKFORD_ALPHABET[byte & 31];
  return code;
}

/**
 * Event day: every registrant's check-in code (backfilled here for those registered before it),
 * the walk-in mark, and one check-in per registrant per forum day. UNIQUE(registrant_id, day) is
 * what lets the first desk win across API processes. `changed_at` and `registrant_removals` let a
 * desk load only what changed since its last roster (`GET /api/checkin/roster?since=`).
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.alterTable('registrants', (t) => {
    // Added nullable, filled below, then required: SQLite cannot add a NOT NULL column without a
    // default, and a default would let rows without a code through.
    t.string('checkin_code', 16).nullable();
    t.boolean('onsite').notNullable().defaultTo(false);
    // Anything a desk shows changed (registered, edited, checked in, check-in undone).
    t.datetime('changed_at', { precision: 3 }).nullable();
  });
  await db('registrants').update({ changed_at: db.ref('created_at') });

  const rows = (await db('registrants').select('id')) as Array<{ id: number }>;
  const used = new Set<string>();
  for (const { id } of rows) {
    let code = newCheckinCode();
    while (used.has(code)) code = newCheckinCode();
    used.add(code);
    await db('registrants').where({ id }).update({ checkin_code: code });
  }

  await db.schema.alterTable('registrants', (t) => {
    t.unique(['checkin_code'], { indexName: 'registrants_checkin_code_unique' });
    t.index(['changed_at'], 'registrants_changed_at');
  });
  if (mysql) {
    await db.schema.alterTable('registrants', (t) => {
      t.string('checkin_code', 16).notNullable().alter();
    });
  } else {
    // SQLite changes a column's constraints only by rebuilding the table, which inside the
    // migration's transaction would cascade-delete the links and outbox rows pointing at it.
    // These triggers hold NOT NULL instead.
    for (const event of ['INSERT', 'UPDATE OF checkin_code']) {
      const name = event === 'INSERT' ? 'registrants_checkin_code_insert' : 'registrants_checkin_code_update';
      await db.raw(
        `CREATE TRIGGER ${name} BEFORE ${event} ON registrants WHEN NEW.checkin_code IS NULL ` +
          `BEGIN SELECT RAISE(ABORT, 'registrants.checkin_code may not be NULL'); END`,
      );
    }
  }

  await db.schema.createTable('checkins', (t) => {
    t.increments('id').primary();
    t.integer('registrant_id').unsigned().notNullable().references('id').inTable('registrants').onDelete('CASCADE');
    t.tinyint('day').notNullable();
    t.datetime('checked_in_at', { precision: 3 }).notNullable();
    t.string('desk', 40).notNullable();
    // No foreign key: the record stays when the account is removed (as in the access log).
    t.integer('admin_id').unsigned().nullable();
    t.unique(['registrant_id', 'day'], { indexName: 'checkins_registrant_day_unique' });
    t.index(['day'], 'checkins_day');
    if (mysql) t.charset('utf8mb4');
  });

  // Ids only: a desk that loaded the roster earlier drops people deleted since.
  await db.schema.createTable('registrant_removals', (t) => {
    t.increments('id').primary();
    t.integer('registrant_id').unsigned().notNullable();
    t.datetime('removed_at', { precision: 3 }).notNullable().index();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('registrant_removals');
  await db.schema.dropTable('checkins');
  if (db.client.config.client !== 'mysql2') {
    await db.raw('DROP TRIGGER IF EXISTS registrants_checkin_code_insert');
    await db.raw('DROP TRIGGER IF EXISTS registrants_checkin_code_update');
  }
  await db.schema.alterTable('registrants', (t) => {
    t.dropUnique(['checkin_code'], 'registrants_checkin_code_unique');
    t.dropIndex(['changed_at'], 'registrants_changed_at');
  });
  if (db.client.config.client === 'mysql2') {
    await db.schema.alterTable('registrants', (t) => {
      t.dropColumn('checkin_code');
      t.dropColumn('onsite');
      t.dropColumn('changed_at');
    });
  } else {
    // SQLite's own DROP COLUMN, not knex's table rebuild (see up()).
    for (const column of ['checkin_code', 'onsite', 'changed_at'])
      await db.raw(`ALTER TABLE registrants DROP COLUMN ${column}`);
  }
}

import type { Knex } from 'knex';

/**
 * A forum record's `edition` has no default any more: 019 gave the columns `DEFAULT 2025` so the
 * rows of then became 2025's, but a row written later without its edition silently joined 2025.
 * Now such an insert fails (NOT NULL) and the code that forgot the edition is found at once.
 *
 * MySQL drops the default in place. SQLite cannot change a column: each table is rebuilt the way
 * SQLite documents (foreign keys off, outside a transaction; a copy made from the table's own
 * CREATE statement without the default; the rows copied; the old table dropped and the copy
 * renamed; its indexes and triggers created again; the foreign keys checked), all in one
 * transaction. With foreign keys on, dropping the old table would cascade and delete the rows of
 * every table that references it.
 */
export const config = { transaction: false };

const DEFAULTED = /(`edition` integer not null) default '2025'/i;

export async function up(db: Knex): Promise<void> {
  if (db.client.config.client === 'mysql2') {
    const columns = (await db('information_schema.columns')
      .where({ table_schema: db.raw('DATABASE()'), column_name: 'edition', column_default: '2025' })
      .pluck('table_name')) as string[];
    for (const table of columns) await db.raw('ALTER TABLE ?? ALTER COLUMN ?? DROP DEFAULT', [table, 'edition']);
    return;
  }
  await db.raw('PRAGMA foreign_keys = OFF');
  try {
    await db.transaction(async (trx) => {
      // The copy takes the old table's name without touching what refers to that name.
      await trx.raw('PRAGMA legacy_alter_table = ON');
      const tables = (await trx('sqlite_master').where({ type: 'table' }).select('name', 'sql')) as Array<{
        name: string;
        sql: string;
      }>;
      for (const { name, sql } of tables.filter((table) => DEFAULTED.test(table.sql))) {
        const copy = `${name}_028`;
        const others = (await trx('sqlite_master')
          .where({ tbl_name: name })
          .whereIn('type', ['index', 'trigger'])
          .whereNotNull('sql')
          .select('sql')) as Array<{ sql: string }>;
        const created = sql
          .replace(DEFAULTED, '$1')
          .replace(/^CREATE TABLE [`"]?\w+[`"]?/i, `CREATE TABLE \`${copy}\``);
        await trx.raw(created);
        await trx.raw(`INSERT INTO \`${copy}\` SELECT * FROM \`${name}\``);
        await trx.raw(`DROP TABLE \`${name}\``);
        await trx.raw(`ALTER TABLE \`${copy}\` RENAME TO \`${name}\``);
        for (const other of others) await trx.raw(other.sql);
      }
      await trx.raw('PRAGMA legacy_alter_table = OFF');
      const broken = (await trx.raw('PRAGMA foreign_key_check')) as unknown[];
      if (broken.length > 0) throw new Error(`028_edition_required: ${broken.length} rows lost their reference`);
    });
  } finally {
    await db.raw('PRAGMA foreign_keys = ON');
  }
}

/** The tables 019 gave the defaulted column (a frozen list: later tables never had the default). */
const DEFAULTED_IN_019 = [
  'registrants',
  'session_places',
  'checkins',
  'messages',
  'meeting_settings',
  'meeting_profiles',
  'meeting_requests',
  'meetings',
  'invitations',
  'approval_policy',
  'registrant_purges',
];

/** The default comes back on MySQL; on SQLite the column stays without it (a rebuild for a default is not worth undoing). */
export async function down(db: Knex): Promise<void> {
  if (db.client.config.client !== 'mysql2') return;
  for (const table of DEFAULTED_IN_019) {
    if (await db.schema.hasColumn(table, 'edition'))
      await db.raw('ALTER TABLE ?? ALTER COLUMN ?? SET DEFAULT 2025', [table, 'edition']);
  }
}

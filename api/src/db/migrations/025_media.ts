import type { Knex } from 'knex';

/**
 * Pictures uploaded for the site (docs/decisions/0010-media-in-the-database.md): kept in the
 * database, so a backup holds them and every API process serves the same bytes. A picture is
 * named by the hash of its stored bytes; the same file uploaded twice is one row.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('media', (t) => {
    t.increments('id').primary();
    t.string('hash', 64).notNullable().unique('media_hash');
    t.string('type', 32).notNullable();
    t.integer('width').unsigned().notNullable();
    t.integer('height').unsigned().notNullable();
    t.integer('bytes').unsigned().notNullable();
    // MariaDB's BLOB holds 64 KB; a picture may be 5 MB.
    if (mysql) t.specificType('data', 'MEDIUMBLOB').notNullable();
    else t.binary('data').notNullable();
    t.integer('created_by').unsigned().nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('media');
}

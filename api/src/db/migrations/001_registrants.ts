import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('registrants', (t) => {
    t.increments('id').primary();
    t.string('company', 100).notNullable();
    t.string('name', 60).notNullable();
    t.string('title', 60).notNullable();
    t.string('email', 254).notNullable();
    // Trimmed and lower-cased: one registration per person however they type their address.
    t.string('email_normalized', 254).notNullable().unique();
    t.string('phone', 30).notNullable();
    t.tinyint('biztype').notNullable();
    t.string('attend', 8).notNullable().defaultTo('');
    // Session codes in programme order, joined by '|' (e.g. "day11|day13").
    t.string('attendext', 64).notNullable().defaultTo('');
    t.string('about', 200).notNullable();
    t.string('locale', 2).notNullable().defaultTo('en');
    t.datetime('consent_at', { precision: 3 }).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable().index();
    if (db.client.config.client === 'mysql2') {
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('registrants');
}

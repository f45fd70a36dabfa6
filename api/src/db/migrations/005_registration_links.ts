import type { Knex } from 'knex';

/**
 * The personal links (`/registration/<token>`) through which a registrant views, changes or
 * cancels, and the revision number a change raises (the calendar file's SEQUENCE).
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('registration_links', (t) => {
    // SHA-256 of the token: the link itself exists only in the e-mail.
    t.string('token_hash', 64).primary();
    // Deleting a registrant (cancel, admin delete, purge) takes its links with it.
    t.integer('registrant_id').unsigned().notNullable().references('id').inTable('registrants').onDelete('CASCADE');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['registrant_id'], 'registration_links_registrant');
    if (mysql) t.charset('utf8mb4');
  });
  await db.schema.alterTable('registrants', (t) => {
    t.integer('revision').unsigned().notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('registrants', (t) => {
    t.dropColumn('revision');
  });
  await db.schema.dropTable('registration_links');
}

import type { Knex } from 'knex';

/**
 * The retention purge (PIPA Art. 21): a lease row so one process at a time runs it, and what is
 * left of the registrants afterwards: counts per session and business type, one row per purge.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('job_locks', (t) => {
    t.string('name', 40).primary();
    t.string('holder', 100).nullable();
    t.datetime('expires_at', { precision: 3 }).nullable();
    t.datetime('last_run_at', { precision: 3 }).nullable();
  });
  await db('job_locks').insert({ name: 'retention', holder: null, expires_at: null, last_run_at: null });

  await db.schema.createTable('registrant_purges', (t) => {
    t.increments('id').primary();
    t.datetime('purged_at', { precision: 3 }).notNullable();
    t.string('retention_until', 10).notNullable();
    t.integer('registrant_count').unsigned().notNullable();
    // JSON counts per session code and business type; no person can be told from them.
    t.text('totals').notNullable();
    if (mysql) t.charset('utf8mb4');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('registrant_purges');
  await db.schema.dropTable('job_locks');
}

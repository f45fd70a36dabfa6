import type { Knex } from 'knex';

/**
 * Counters of rate-limiter-flexible (login throttle, registration limit), shared by every API
 * process. The columns are the ones the library's MySQL and SQLite stores expect.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').unsigned().nullable().index();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('rate_limits');
}

import type { Knex } from 'knex';

export const GENESIS_HASH = '0'.repeat(64);

/**
 * The access log (접속기록): append-only, one row per admin action, each row's hash taken over the
 * previous row's hash, so an edited or deleted row breaks the chain. `access_log_head` is a single
 * row that serialises appends across processes (it is locked first by every append) and remembers
 * the chain's tail and, after old rows are pruned, the anchor the first remaining row links to.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('access_log', (t) => {
    // Assigned by the appender under the head lock: consecutive, so a gap is a deleted row.
    t.bigInteger('id').unsigned().primary();
    t.datetime('at', { precision: 3 }).notNullable();
    t.integer('admin_id').unsigned().nullable();
    // The e-mail at the time, kept even if the account is later removed.
    t.string('account', 254).notNullable();
    t.string('address', 45).nullable();
    t.string('action', 20).notNullable();
    // Comma-separated registrant ids, when few enough to name; otherwise only the count.
    t.text('registrant_ids').nullable();
    t.integer('registrant_count').unsigned().nullable();
    // JSON: export reason, changed field names, account change. Never a registrant's values.
    t.text('detail').nullable();
    t.string('prev_hash', 64).notNullable();
    t.string('hash', 64).notNullable();
    t.index(['at']);
    t.index(['action', 'at']);
    t.index(['account', 'at']);
    if (mysql) t.charset('utf8mb4');
  });
  await db.schema.createTable('access_log_head', (t) => {
    t.integer('id').unsigned().primary();
    t.bigInteger('last_id').unsigned().notNullable();
    t.string('last_hash', 64).notNullable();
    // The last pruned row: the first remaining row's prev_hash must equal anchor_hash.
    t.bigInteger('anchor_id').unsigned().notNullable();
    t.string('anchor_hash', 64).notNullable();
    t.datetime('anchored_at', { precision: 3 }).nullable();
  });
  await db('access_log_head').insert({
    id: 1,
    last_id: 0,
    last_hash: GENESIS_HASH,
    anchor_id: 0,
    anchor_hash: GENESIS_HASH,
  });

  await db.schema.createTable('access_log_reviews', (t) => {
    t.increments('id').primary();
    t.string('month', 7).notNullable().index();
    t.integer('admin_id').unsigned().nullable();
    t.string('reviewed_by', 254).notNullable();
    t.datetime('reviewed_at', { precision: 3 }).notNullable();
    t.bigInteger('head_id').unsigned().notNullable();
    t.string('head_hash', 64).notNullable();
    t.string('note', 500).notNullable().defaultTo('');
    if (mysql) t.charset('utf8mb4');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('access_log_reviews');
  await db.schema.dropTable('access_log_head');
  await db.schema.dropTable('access_log');
}

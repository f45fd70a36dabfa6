import type { Knex } from 'knex';

/**
 * Approval and invitations. `registrants.status`: `approved` (everyone so far, and the default),
 * `pending` (waits for a manager; holds no seat) or `declined`. `approval_policy`: one row, the
 * managers' policy. `invitations`: the invitation list, one row per normalised e-mail (a re-import
 * updates it); the link's token is kept only as its hash; `registration_id` is set once, in the
 * registration's transaction, which is what lets one invitation register only once.
 *
 * The session `day14` (the invitation-only reception) gets its capacity row here on databases made
 * before it existed (a frozen code: a migration does not read the edition).
 */
const RECEPTION = 'day14';

export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.alterTable('registrants', (t) => {
    t.string('status', 10).notNullable().defaultTo('approved');
    t.index(['status', 'id'], 'registrants_status');
  });

  await db.schema.createTable('approval_policy', (t) => {
    t.integer('id').primary();
    t.string('mode', 10).notNullable();
    // Business type numbers joined by commas.
    t.string('biztypes', 40).notNullable().defaultTo('');
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  await db.schema.createTable('invitations', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable();
    t.string('email_normalized', 254).notNullable();
    t.string('name', 60).notNullable();
    t.string('company', 100).notNullable().defaultTo('');
    t.string('locale', 2).notNullable();
    // Session codes joined by pipes, as registrants keep them.
    t.string('sessions', 64).notNullable().defaultTo('');
    t.string('note', 500).notNullable().defaultTo('');
    // Where the organiser got the contact: the invitation mail says it (PIPA Art. 20).
    t.string('source', 200).notNullable();
    t.string('token_hash', 64).nullable();
    t.datetime('sent_at', { precision: 3 }).nullable();
    t.string('message_id', 200).nullable();
    t.datetime('opened_at', { precision: 3 }).nullable();
    t.datetime('declined_at', { precision: 3 }).nullable();
    t.integer('registration_id').unsigned().nullable().references('id').inTable('registrants').onDelete('SET NULL');
    t.datetime('registered_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['email_normalized'], { indexName: 'invitations_email_unique' });
    t.unique(['token_hash'], { indexName: 'invitations_token_unique' });
    if (mysql) t.charset('utf8mb4');
  });

  const reception = await db('session_capacity').where({ code: RECEPTION }).first('code');
  if (!reception) await db('session_capacity').insert({ code: RECEPTION, capacity: null, capacity_set: false });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('invitations');
  await db.schema.dropTable('approval_policy');
  await db.schema.alterTable('registrants', (t) => {
    t.dropIndex(['status', 'id'], 'registrants_status');
    t.dropColumn('status');
  });
}

import type { Knex } from 'knex';

/**
 * Messages to registrants (issue 22): the message a manager writes (or the automatic day-before
 * reminder, one row per forum day), and one row per recipient once it is sent. The recipient rows
 * are the send's resume point: UNIQUE(message_id, registrant_id) means a process that restarts
 * halfway through queuing a message, or two processes queuing the same one, can only add the
 * recipients not yet queued, each exactly once. Each recipient row names its outbox message by
 * Message-ID, where its delivery state lives (queued, sent, failed with the server's reply).
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('messages', (t) => {
    t.increments('id').primary();
    // manual | reminder
    t.string('kind', 8).notNullable();
    // The forum day a reminder is about: one reminder per day.
    t.tinyint('reminder_day').nullable().unique();
    // draft | scheduled | sending | sent | cancelled
    t.string('state', 10).notNullable();
    // The filters as JSON (MessageAudience).
    t.text('audience').notNullable();
    t.string('subject_en', 200).notNullable();
    t.string('subject_ko', 200).notNullable();
    t.text('body_en').notNullable();
    t.text('body_ko').notNullable();
    t.datetime('send_at', { precision: 3 }).nullable();
    // How many it was queued for, once sent.
    t.integer('recipient_count').unsigned().nullable();
    // No foreign key: the record of who wrote it stays when the account goes (as in the access log).
    t.integer('created_by').unsigned().nullable();
    t.string('created_by_email', 254).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('sent_at', { precision: 3 }).nullable();
    // The lease of the process queuing it: another takes over when the lease runs out.
    t.string('dispatch_token', 32).nullable();
    t.datetime('dispatch_until', { precision: 3 }).nullable();
    t.index(['state', 'send_at'], 'messages_due');
    if (mysql) {
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
  });
  await db.schema.createTable('message_recipients', (t) => {
    t.increments('id').primary();
    t.integer('message_id').unsigned().notNullable().references('id').inTable('messages').onDelete('CASCADE');
    t.integer('registrant_id').unsigned().notNullable().references('id').inTable('registrants').onDelete('CASCADE');
    // The outbox row's Message-ID (mail_outbox.message_id): its delivery state.
    t.string('mail_message_id', 255).notNullable();
    t.string('locale', 2).notNullable();
    t.datetime('queued_at', { precision: 3 }).notNullable();
    t.unique(['message_id', 'registrant_id'], { indexName: 'message_recipients_once' });
    t.index(['registrant_id'], 'message_recipients_registrant');
    if (mysql) t.charset('utf8mb4');
  });
  await db.schema.alterTable('mail_outbox', (t) => {
    t.index(['message_id'], 'mail_outbox_message_id');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['message_id'], 'mail_outbox_message_id');
  });
  await db.schema.dropTable('message_recipients');
  await db.schema.dropTable('messages');
}

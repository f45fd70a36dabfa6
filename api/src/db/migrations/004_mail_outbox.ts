import type { Knex } from 'knex';

/**
 * The mail outbox: every e-mail to a registrant is written here in the same transaction as the
 * change that causes it, and delivered later by the sender (features/mail/sender.ts), so a
 * registration is never acknowledged without its confirmation being kept.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    // No foreign key: a cancellation is sent after its registrant has been deleted.
    t.integer('registrant_id').unsigned().nullable();
    // confirmation | update | cancellation
    t.string('kind', 16).notNullable();
    // queued | sent | failed
    t.string('state', 8).notNullable();
    t.string('locale', 2).notNullable();
    // Kept across retries, so a message sent twice (see the sender) carries the same Message-ID.
    t.string('message_id', 255).notNullable();
    // Recipient and content (subject, text, HTML, calendar files as JSON) are cleared once the
    // message is delivered or has failed for good: the outbox keeps no more personal data than it needs.
    t.string('recipient', 254).nullable();
    if (mysql) t.specificType('content', 'mediumtext').nullable();
    else t.text('content').nullable();
    t.integer('attempts').unsigned().notNullable().defaultTo(0);
    // When a queued message may next be claimed: now when queued, the end of the lease while a
    // sender holds it, the retry time after a temporary failure.
    t.datetime('next_attempt_at', { precision: 3 }).notNullable();
    // Set by the claim that holds the message; a sender whose lease ran out cannot mark it.
    t.string('claim_token', 32).nullable();
    // The mail server's last reply (temporary failures) or its refusal (failed).
    t.string('last_error', 500).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('sent_at', { precision: 3 }).nullable();
    t.index(['state', 'next_attempt_at'], 'mail_outbox_due');
    t.index(['registrant_id'], 'mail_outbox_registrant');
    if (mysql) {
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('mail_outbox');
}

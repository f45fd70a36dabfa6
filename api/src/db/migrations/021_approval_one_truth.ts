import type { Knex } from 'knex';

/**
 * Approval, one truth (issue 36).
 *
 * `registrants.status` is required: every writer names it, and the database refuses a value that
 * is none of the three. On MySQL/MariaDB the column loses the default 018 gave it (an insert that
 * forgets the status fails rather than approving) and gains a CHECK. SQLite cannot drop a default
 * or add a CHECK in place, and copying `registrants` (which a dozen tables reference, some with ON
 * DELETE CASCADE) is not worth the risk: there, triggers refuse an unknown status on insert and
 * update, and the repository always writes one.
 *
 * The latest manager's decision on a registration, for the approval screen's decided view and the
 * manage page of a declined registration: `decided_at`, `decided_by` (the account's e-mail, as the
 * access log names it) and `decline_reason` (JSON `{en?, ko?}`, only with a decline). They are the
 * registrant's data and go with the row.
 *
 * `invitation_suppressions`: an invitee removed at their request (PIPA Art. 37) leaves only a keyed
 * hash of their normalised address, so a later import skips them; global, not per edition (a
 * person who asked not to be written to is not invited next year either).
 */
const STATUSES = "('approved', 'pending', 'declined')";

export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.alterTable('registrants', (t) => {
    t.datetime('decided_at', { precision: 3 }).nullable();
    t.string('decided_by', 254).nullable();
    t.text('decline_reason').nullable();
  });
  if (mysql) {
    await db.raw('ALTER TABLE registrants ALTER COLUMN status DROP DEFAULT');
    await db.raw(`ALTER TABLE registrants ADD CONSTRAINT registrants_status_known CHECK (status IN ${STATUSES})`);
  } else {
    for (const event of ['INSERT', 'UPDATE OF status']) {
      const name = event === 'INSERT' ? 'registrants_status_insert' : 'registrants_status_update';
      await db.raw(
        `CREATE TRIGGER ${name} BEFORE ${event} ON registrants WHEN NEW.status NOT IN ${STATUSES} ` +
          `BEGIN SELECT RAISE(ABORT, 'registrants.status must be approved, pending or declined'); END`,
      );
    }
  }

  await db.schema.createTable('invitation_suppressions', (t) => {
    t.increments('id').primary();
    // HMAC-SHA-256 of the normalised address, hex (the key: features/invitations/suppression.ts).
    t.string('email_hash', 64).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['email_hash'], { indexName: 'invitation_suppressions_hash' });
  });
}

export async function down(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.dropTable('invitation_suppressions');
  if (mysql) {
    await db.raw('ALTER TABLE registrants DROP CONSTRAINT registrants_status_known');
    await db.raw("ALTER TABLE registrants ALTER COLUMN status SET DEFAULT 'approved'");
  } else {
    await db.raw('DROP TRIGGER IF EXISTS registrants_status_insert');
    await db.raw('DROP TRIGGER IF EXISTS registrants_status_update');
  }
  await db.schema.alterTable('registrants', (t) => {
    t.dropColumn('decline_reason');
    t.dropColumn('decided_by');
    t.dropColumn('decided_at');
  });
}

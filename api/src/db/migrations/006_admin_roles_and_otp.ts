import type { Knex } from 'knex';

/**
 * Accounts and roles, one-time passwords and idle sessions (issue 11). Every account that exists
 * before this migration becomes a manager (they could do everything until now) and enrols an
 * authenticator at its next login.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.alterTable('admins', (t) => {
    t.string('role', 10).notNullable().defaultTo('staff');
    // Base32 TOTP secrets: the confirmed one, and one offered but not yet confirmed with a code.
    t.string('otp_secret', 64).nullable();
    t.string('otp_pending_secret', 64).nullable();
    t.datetime('otp_enrolled_at', { precision: 3 }).nullable();
    // Disabled, never deleted by the app: the account and its grants stay on record.
    t.datetime('disabled_at', { precision: 3 }).nullable();
    t.datetime('last_login_at', { precision: 3 }).nullable();
  });
  await db('admins').update({ role: 'manager' });

  await db.schema.alterTable('admin_sessions', (t) => {
    // Every authenticated call moves this; ADMIN_IDLE_MINUTES after it the session is over.
    t.datetime('last_seen_at', { precision: 3 }).nullable();
    // A token from a login without an authenticator: only good for enrolling one.
    t.boolean('otp_enrolment').notNullable().defaultTo(false);
  });
  await db('admin_sessions').update({ last_seen_at: db.ref('created_at') });

  await db.schema.createTable('admin_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('admin_id').unsigned().notNullable().references('id').inTable('admins').onDelete('CASCADE');
    // SHA-256 of the code: a leaked table hands out no working codes.
    t.string('code_hash', 64).notNullable();
    t.datetime('used_at', { precision: 3 }).nullable();
    t.index(['admin_id']);
    if (mysql) t.charset('utf8mb4');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes');
  await db.schema.alterTable('admin_sessions', (t) => {
    t.dropColumn('otp_enrolment');
    t.dropColumn('last_seen_at');
  });
  await db.schema.alterTable('admins', (t) => {
    for (const column of [
      'last_login_at',
      'disabled_at',
      'otp_enrolled_at',
      'otp_pending_secret',
      'otp_secret',
      'role',
    ])
      t.dropColumn(column);
  });
}

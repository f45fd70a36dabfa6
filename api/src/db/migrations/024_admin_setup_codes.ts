import type { Knex } from 'knex';

/**
 * First-run setup addresses (`/admin/setup#<code>`): issued at each start while no admin account
 * exists, good for one hour and one use. Only the code's SHA-256 is kept; the authenticator secret
 * the first manager scans is drawn with the code, so the browser can show it before the account
 * exists and the account is created already enrolled.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('admin_setup_codes', (t) => {
    t.increments('id').primary();
    t.string('code_hash', 64).notNullable().unique('admin_setup_codes_code_hash');
    t.string('otp_secret', 64).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('expires_at', { precision: 3 }).notNullable();
    t.datetime('used_at', { precision: 3 }).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('admin_setup_codes');
}

import type { Knex } from 'knex';

/**
 * Issue 19's hardening of admin access:
 * - `admins.otp_last_step`: the TOTP time step of the last one-time password accepted, so the same
 *   code is refused a second time (RFC 6238, 5.2), by whichever process sees it.
 * - `access_log_head.keyed_from_id`: the access-log chain is an HMAC keyed by ACCESS_LOG_KEY from
 *   this row on. Rows written before this migration keep their plain SHA-256 hashes (the key is not
 *   known here, and rewriting them would also launder any edit made before); the first keyed row
 *   covers the last plain row's hash, so the old rows cannot be changed without the key either.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('admins', (t) => {
    t.bigInteger('otp_last_step').nullable();
  });
  await db.schema.alterTable('access_log_head', (t) => {
    t.bigInteger('keyed_from_id').unsigned().notNullable().defaultTo(1);
  });
  const head = await db('access_log_head').select('last_id').where({ id: 1 }).first();
  await db('access_log_head')
    .where({ id: 1 })
    .update({ keyed_from_id: Number(head?.last_id ?? 0) + 1 });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('access_log_head', (t) => {
    t.dropColumn('keyed_from_id');
  });
  await db.schema.alterTable('admins', (t) => {
    t.dropColumn('otp_last_step');
  });
}

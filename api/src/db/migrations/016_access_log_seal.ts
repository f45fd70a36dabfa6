import type { Knex } from 'knex';

/**
 * Issue 29: the access log's head is sealed with ACCESS_LOG_KEY. `key_fingerprint` is an HMAC of a
 * fixed label (never the key), so a process started with another key refuses to write; the MACs
 * cover `keyed_from_id`, the anchor a purge leaves, and the whole head (last row and hash). The key
 * is not known here: the process that applies this migration seals the head right after it
 * (features/accessLog/prepare.ts), once the existing chain has verified under that key. Until then
 * the columns are empty and every writer refuses.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('access_log_head', (t) => {
    t.string('key_fingerprint', 64).nullable();
    t.string('keyed_from_mac', 64).nullable();
    t.string('anchor_mac', 64).nullable();
    t.string('head_mac', 64).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('access_log_head', (t) => {
    t.dropColumn('head_mac');
    t.dropColumn('anchor_mac');
    t.dropColumn('keyed_from_mac');
    t.dropColumn('key_fingerprint');
  });
}

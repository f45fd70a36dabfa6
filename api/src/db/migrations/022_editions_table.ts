import type { Knex } from 'knex';

/**
 * Editions as data: one row per edition of the forum, its document (the edition's facts and words
 * with its programme, as JSON text, validated by the shared edition schema) and its state. `draft`
 * is being prepared, `current` is the published one (exactly one once seeded), `purged` is past its
 * retention date. `ended` is not stored: it follows from the days and the clock.
 *
 * The table starts empty: the server's start seeds it from the shipped edition file when it has no
 * row (a migration does not read edition files), so an existing database keeps every record and
 * gains its 2025 edition as current.
 *
 * `edition_previews`: a draft's shareable preview link, by the SHA-256 of its token (the token
 * itself is only in the link), with its expiry.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('editions', (t) => {
    t.smallint('year').unsigned().notNullable().primary();
    t.string('state', 10).notNullable();
    // MySQL's TEXT stops at 64 KB; a programme with its speakers and companies can pass it.
    t.text('document', 'mediumtext').notNullable();
    t.datetime('published_at', { precision: 3 }).nullable();
    t.string('published_by', 254).nullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.string('updated_by', 254).nullable();
    t.index(['state'], 'editions_state');
  });
  await db.schema.createTable('edition_previews', (t) => {
    t.string('token_hash', 64).notNullable().primary();
    t.smallint('year').unsigned().notNullable();
    t.datetime('expires_at', { precision: 3 }).notNullable();
    t.string('created_by', 254).nullable();
    t.index(['year'], 'edition_previews_year');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('edition_previews');
  await db.schema.dropTable('editions');
}

import type { Knex } from 'knex';

/**
 * The public pages as the server rendered them for the current edition (features/sitePages): one
 * row per page file, so every process serves the same bytes under the same ETag. `build_id` names
 * the site build that rendered them, so a release with another build renders them again at start.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_pages', (t) => {
    t.string('file', 100).primary();
    t.integer('edition').notNullable();
    // mediumtext on MySQL: a landing page is about 80 KB, over TEXT's 64 KB.
    t.text('html', 'mediumtext').notNullable();
    t.string('etag', 100).notNullable();
    t.string('build_id', 64).notNullable();
    // ISO-8601 (UTC), as written: the same text on SQLite and MySQL.
    t.string('rendered_at', 30).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('site_pages');
}

import type { Knex } from 'knex';

/**
 * Every published state of an edition (features/editions): a publish, and every later edit of
 * the current edition, keeps the whole document with who did it and when, so the Forum screen can
 * show what changed and restore a version as a new draft. Existing databases keep their current
 * editions' documents as version 1.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('edition_versions', (t) => {
    t.smallint('year').unsigned().notNullable();
    t.integer('version').unsigned().notNullable();
    // A document with its programme, speakers and site lists can pass TEXT's 64 KB on MySQL.
    t.text('document', 'mediumtext').notNullable();
    t.string('saved_by', 254).nullable();
    t.datetime('saved_at', { precision: 3 }).notNullable();
    t.primary(['year', 'version']);
  });
  const published = (await db('editions')
    .whereNot({ state: 'draft' })
    .select('year', 'document', 'published_at', 'published_by', 'updated_at')) as Array<{
    year: number;
    document: string;
    published_at: unknown;
    published_by: string | null;
    updated_at: unknown;
  }>;
  for (const row of published)
    await db('edition_versions').insert({
      year: row.year,
      version: 1,
      document: row.document,
      saved_by: row.published_by,
      saved_at: row.published_at ?? row.updated_at,
    });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('edition_versions');
}

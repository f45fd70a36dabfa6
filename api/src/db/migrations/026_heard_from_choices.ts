import type { Knex } from 'knex';

/**
 * "How did you hear about us?" becomes one of the edition's choices: `about` holds the choice's
 * key, and `about_other` the person's own words for "other". Rows from before keep their free
 * text in `about`, which reads as "other" with that text (shared/src/heardFrom.ts), so nothing is
 * rewritten and nothing they typed is lost.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('registrants', (t) => {
    t.string('about_other', 200).notNullable().defaultTo('');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('registrants', (t) => {
    t.dropColumn('about_other');
  });
}

import type { Knex } from 'knex';

/**
 * A message that could not be queued (issue 29): its state becomes `failed` (state is a string
 * column, no change needed) and this column keeps why, as a code (`message_too_long`, or the
 * database's error code), never the error's text, which can quote the values of the failing query.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('messages', (t) => {
    t.string('failure_reason', 100).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('messages', (t) => {
    t.dropColumn('failure_reason');
  });
}

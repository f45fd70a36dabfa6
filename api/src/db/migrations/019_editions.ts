import type { Knex } from 'knex';

/**
 * Editions (docs/editions.md): every forum record belongs to one
 * edition, named by its year. The rows that exist when this runs are the 2025 forum's (a frozen
 * year: a migration does not read the edition files). Admin accounts, settings, the access log,
 * rate limits and the mail outbox stay global.
 *
 * Unique keys become per edition: an e-mail registers once per edition (a returning attendee
 * registers again), an invitation once per e-mail and edition, a day-before reminder once per day
 * and edition, a meeting table/person once per slot and edition. The check-in code stays unique
 * across editions: codes are random, and the desk must find a past edition's code to say so.
 * `session_capacity` is keyed by (edition, code): a session's capacity and counts are that year's.
 */
const FIRST = 2025;

/** Tables that gain the column as they are, each with an index that leads with it. */
const SCOPED: ReadonlyArray<readonly [table: string, index: string | null]> = [
  ['registrants', 'registrants_edition'],
  ['session_places', 'session_places_edition'],
  ['checkins', 'checkins_edition'],
  ['messages', 'messages_edition'],
  ['meeting_settings', null],
  ['meeting_profiles', 'meeting_profiles_edition'],
  ['meeting_requests', null],
  ['meetings', null],
  ['invitations', 'invitations_edition'],
  ['approval_policy', null],
  ['registrant_purges', 'registrant_purges_edition'],
];

const CAPACITY_STATES = ['seated', 'offered', 'waiting', 'expired'] as const;

export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  for (const [table, index] of SCOPED) {
    await db.schema.alterTable(table, (t) => {
      t.smallint('edition').unsigned().notNullable().defaultTo(FIRST);
      if (index) t.index(['edition', 'id'], index);
    });
  }

  // New keys first, then the old ones go (MySQL keeps a foreign key's index until another serves).
  await db.schema.alterTable('registrants', (t) => {
    t.unique(['edition', 'email_normalized'], { indexName: 'registrants_edition_email_unique' });
  });
  await db.schema.alterTable('registrants', (t) => t.dropUnique(['email_normalized']));
  await db.schema.alterTable('invitations', (t) => {
    t.unique(['edition', 'email_normalized'], { indexName: 'invitations_edition_email_unique' });
  });
  await db.schema.alterTable('invitations', (t) => t.dropUnique(['email_normalized'], 'invitations_email_unique'));
  await db.schema.alterTable('messages', (t) => {
    t.unique(['edition', 'reminder_day'], { indexName: 'messages_edition_reminder_day_unique' });
  });
  await db.schema.alterTable('messages', (t) => t.dropUnique(['reminder_day'], 'messages_reminder_day_unique'));
  await db.schema.alterTable('meetings', (t) => {
    t.unique(['edition', 'day', 'start', 'table_no'], { indexName: 'meetings_edition_slot_table_unique' });
    t.unique(['edition', 'day', 'start', 'investor_profile_id'], {
      indexName: 'meetings_edition_slot_investor_unique',
    });
    t.unique(['edition', 'day', 'start', 'company_profile_id'], { indexName: 'meetings_edition_slot_company_unique' });
  });
  await db.schema.alterTable('meetings', (t) => {
    t.dropUnique(['day', 'start', 'table_no'], 'meetings_slot_table_unique');
    t.dropUnique(['day', 'start', 'investor_profile_id'], 'meetings_slot_investor_unique');
    t.dropUnique(['day', 'start', 'company_profile_id'], 'meetings_slot_company_unique');
  });
  // Foreign keys on MySQL need an index that leads with their column once the slot keys lead with the edition.
  // (down leaves them: MySQL will not drop an index a foreign key needs, so a second up finds them.)
  if (mysql) {
    const existing = new Set(
      (
        (await db('information_schema.statistics')
          .where({ table_schema: db.raw('DATABASE()'), table_name: 'meetings' })
          .pluck('index_name')) as string[]
      ).map((name) => name.toLowerCase()),
    );
    await db.schema.alterTable('meetings', (t) => {
      if (!existing.has('meetings_investor_profile')) t.index(['investor_profile_id'], 'meetings_investor_profile');
      if (!existing.has('meetings_company_profile')) t.index(['company_profile_id'], 'meetings_company_profile');
    });
  }

  // session_capacity: a new table keyed by (edition, code), the rows copied, the old one replaced.
  await db.schema.createTable('session_capacity_019', (t) => {
    t.smallint('edition').unsigned().notNullable();
    t.string('code', 8).notNullable();
    t.integer('capacity').unsigned().nullable();
    t.boolean('capacity_set').notNullable().defaultTo(false);
    t.datetime('changed_at', { precision: 3 }).nullable();
    for (const state of CAPACITY_STATES) t.integer(state).unsigned().notNullable().defaultTo(0);
    t.primary(['edition', 'code']);
  });
  await db.raw(
    `INSERT INTO session_capacity_019 (edition, code, capacity, capacity_set, changed_at, ${CAPACITY_STATES.join(', ')})
     SELECT ${FIRST}, code, capacity, capacity_set, changed_at, ${CAPACITY_STATES.join(', ')} FROM session_capacity`,
  );
  await db.schema.dropTable('session_capacity');
  await db.schema.renameTable('session_capacity_019', 'session_capacity');
}

export async function down(db: Knex): Promise<void> {
  // Only the first edition's rows fit the old keys; later editions' rows go with their column.
  for (const [table] of SCOPED) {
    if (table === 'registrants' || table === 'session_places' || table === 'meeting_settings') continue;
    if (table === 'approval_policy') continue;
    await db(table).whereNot('edition', FIRST).delete();
  }
  await db('session_places').whereNot('edition', FIRST).delete();
  await db('registrants').whereNot('edition', FIRST).delete();

  await db.schema.createTable('session_capacity_018', (t) => {
    t.string('code', 8).primary();
    t.integer('capacity').unsigned().nullable();
    t.boolean('capacity_set').notNullable().defaultTo(false);
    t.datetime('changed_at', { precision: 3 }).nullable();
    for (const state of CAPACITY_STATES) t.integer(state).unsigned().notNullable().defaultTo(0);
  });
  await db.raw(
    `INSERT INTO session_capacity_018 (code, capacity, capacity_set, changed_at, ${CAPACITY_STATES.join(', ')})
     SELECT code, capacity, capacity_set, changed_at, ${CAPACITY_STATES.join(', ')} FROM session_capacity WHERE edition = ${FIRST}`,
  );
  await db.schema.dropTable('session_capacity');
  await db.schema.renameTable('session_capacity_018', 'session_capacity');

  await db.schema.alterTable('meetings', (t) => {
    t.unique(['day', 'start', 'table_no'], { indexName: 'meetings_slot_table_unique' });
    t.unique(['day', 'start', 'investor_profile_id'], { indexName: 'meetings_slot_investor_unique' });
    t.unique(['day', 'start', 'company_profile_id'], { indexName: 'meetings_slot_company_unique' });
  });
  await db.schema.alterTable('meetings', (t) => {
    t.dropUnique([], 'meetings_edition_slot_table_unique');
    t.dropUnique([], 'meetings_edition_slot_investor_unique');
    t.dropUnique([], 'meetings_edition_slot_company_unique');
  });
  await db.schema.alterTable('messages', (t) => {
    t.unique(['reminder_day'], { indexName: 'messages_reminder_day_unique' });
  });
  await db.schema.alterTable('messages', (t) => t.dropUnique([], 'messages_edition_reminder_day_unique'));
  await db.schema.alterTable('invitations', (t) => {
    t.unique(['email_normalized'], { indexName: 'invitations_email_unique' });
  });
  await db.schema.alterTable('invitations', (t) => t.dropUnique([], 'invitations_edition_email_unique'));
  await db.schema.alterTable('registrants', (t) => t.unique(['email_normalized']));
  await db.schema.alterTable('registrants', (t) => t.dropUnique([], 'registrants_edition_email_unique'));

  for (const [table, index] of SCOPED) {
    await db.schema.alterTable(table, (t) => {
      if (index) t.dropIndex([], index);
      t.dropColumn('edition');
    });
  }
}

import type { Knex } from 'knex';

/**
 * One-to-one meetings: the slot settings (one row), the participants' profiles (one per
 * registrant, gone with them), requests between profiles, and booked meetings. A meeting row is
 * its booking: the unique keys on (day, start, table), (day, start, investor) and (day, start,
 * company) are what keep a table or a person from being booked twice for one slot across API
 * processes, and the one on `request_id` makes a second accept find the first one's meeting.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('meeting_settings', (t) => {
    t.integer('id').primary();
    // `[{day, start, end}]` as JSON: a handful of entries, always read and written whole.
    t.text('days').notNullable();
    t.integer('slot_minutes').notNullable();
    t.integer('tables').notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  await db.schema.createTable('meeting_profiles', (t) => {
    t.increments('id').primary();
    t.integer('registrant_id').unsigned().notNullable().references('id').inTable('registrants').onDelete('CASCADE');
    t.string('role', 16).notNullable();
    t.string('organisation', 100).notNullable();
    t.string('pitch', 160).notNullable();
    // Codes joined by commas, in the shared lists' order.
    t.string('sectors', 200).notNullable();
    t.string('stages', 100).notNullable();
    t.bigInteger('ticket_min').nullable();
    t.bigInteger('ticket_max').nullable();
    t.string('ticket_currency', 3).nullable();
    // When the participant agreed to show the profile to other participants (its own consent).
    t.datetime('consented_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.unique(['registrant_id'], { indexName: 'meeting_profiles_registrant_unique' });
    if (mysql) t.charset('utf8mb4');
  });

  await db.schema.createTable('meeting_requests', (t) => {
    t.increments('id').primary();
    t.integer('from_profile_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('meeting_profiles')
      .onDelete('CASCADE');
    t.integer('to_profile_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('meeting_profiles')
      .onDelete('CASCADE');
    t.string('note', 300).notNullable();
    t.string('status', 16).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('decided_at', { precision: 3 }).nullable();
    t.index(['from_profile_id'], 'meeting_requests_from');
    t.index(['to_profile_id'], 'meeting_requests_to');
    if (mysql) t.charset('utf8mb4');
  });

  await db.schema.createTable('meetings', (t) => {
    t.increments('id').primary();
    t.integer('request_id').unsigned().notNullable().references('id').inTable('meeting_requests').onDelete('CASCADE');
    t.integer('investor_profile_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('meeting_profiles')
      .onDelete('CASCADE');
    t.integer('company_profile_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('meeting_profiles')
      .onDelete('CASCADE');
    t.tinyint('day').notNullable();
    t.string('start', 5).notNullable();
    t.string('end', 5).notNullable();
    t.integer('table_no').notNullable();
    // The calendar events' SEQUENCE: raised when the meeting is moved.
    t.integer('revision').notNullable().defaultTo(0);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['request_id'], { indexName: 'meetings_request_unique' });
    t.unique(['day', 'start', 'table_no'], { indexName: 'meetings_slot_table_unique' });
    t.unique(['day', 'start', 'investor_profile_id'], { indexName: 'meetings_slot_investor_unique' });
    t.unique(['day', 'start', 'company_profile_id'], { indexName: 'meetings_slot_company_unique' });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('meetings');
  await db.schema.dropTable('meeting_requests');
  await db.schema.dropTable('meeting_profiles');
  await db.schema.dropTable('meeting_settings');
}

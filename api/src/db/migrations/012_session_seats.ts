import type { Knex } from 'knex';

/**
 * A frozen copy of the session codes as they were when this migration was written (the 2025
 * forum's six; shared's live SESSION_CODES are the current edition's and change with it): a
 * database migrated today gets the rows it got then. The reception `day14` came later, with its
 * own row, in 018.
 */
const SESSION_CODES = ['day11', 'day12', 'day13', 'day21', 'day22', 'day23'] as const;

/**
 * Seats per session and the waiting list. `session_capacity` holds one row per session: the row a
 * registration locks (SELECT ... FOR UPDATE) before it counts and takes seats, so no two processes
 * ever seat more than the capacity (api/docs/decisions/0006-seats-under-a-session-row-lock.md).
 * `capacity_set` tells a manager's number (null: unlimited) from the edition file's default.
 *
 * `session_places`: one row per registrant and chosen session, `seated`, `offered` (a freed seat
 * held for them until `offer_expires_at`), `waiting` or `expired` (an offer that lapsed). The
 * waiting list's order is the row id: the order in which registrations took the session's lock.
 * Registrants who chose sessions before this migration keep a seat in each.
 */
export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('session_capacity', (t) => {
    t.string('code', 8).primary();
    t.integer('capacity').unsigned().nullable();
    t.boolean('capacity_set').notNullable().defaultTo(false);
    t.datetime('changed_at', { precision: 3 }).nullable();
  });
  await db('session_capacity').insert(SESSION_CODES.map((code) => ({ code, capacity: null, capacity_set: false })));

  await db.schema.createTable('session_places', (t) => {
    t.increments('id').primary();
    t.integer('registrant_id').unsigned().notNullable().references('id').inTable('registrants').onDelete('CASCADE');
    t.string('session', 8).notNullable();
    t.string('status', 8).notNullable();
    t.datetime('offer_expires_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['registrant_id', 'session'], { indexName: 'session_places_registrant_session_unique' });
    t.index(['session', 'status', 'id'], 'session_places_session_status');
    if (mysql) t.charset('utf8mb4');
  });

  const rows = (await db('registrants').select('id', 'attendext', 'created_at')) as Array<{
    id: number;
    attendext: string;
    created_at: unknown;
  }>;
  const codes: ReadonlySet<string> = new Set(SESSION_CODES);
  const places = rows.flatMap((row) =>
    [...new Set(row.attendext.split('|'))]
      .filter((code) => codes.has(code))
      .map((session) => ({ registrant_id: row.id, session, status: 'seated', created_at: new Date() })),
  );
  for (let i = 0; i < places.length; i += 500) await db('session_places').insert(places.slice(i, i + 500));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('session_places');
  await db.schema.dropTable('session_capacity');
}

import type { Knex } from 'knex';

/**
 * The seats' counts kept with the seats (decision record 0006 and "Hardening, second
 * round": `GET /api/sessions` in under 10 ms with 100,000 registrants). Each session's row in
 * `session_capacity`, the row a change of seats locks, holds how many places it has in each state;
 * the seats feature changes them in the same statement group as the places, under that lock, so
 * reading the figures is six rows instead of a count over every place. Backfilled from the places.
 *
 * An index on (status, offer_expires_at) finds the offers that ran out without reading every place.
 */
const STATES = ['seated', 'offered', 'waiting', 'expired'] as const;

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('session_capacity', (t) => {
    for (const state of STATES) t.integer(state).unsigned().notNullable().defaultTo(0);
  });
  const rows = (await db('session_places')
    .select('session', 'status')
    .count({ n: '*' })
    .groupBy('session', 'status')) as Array<{ session: string; status: string; n: number | string }>;
  for (const row of rows) {
    if (!(STATES as readonly string[]).includes(row.status)) continue;
    await db('session_capacity')
      .where({ code: row.session })
      .update({ [row.status]: Number(row.n) });
  }
  await db.schema.alterTable('session_places', (t) => {
    t.index(['status', 'offer_expires_at'], 'session_places_status_expiry');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('session_places', (t) => {
    t.dropIndex(['status', 'offer_expires_at'], 'session_places_status_expiry');
  });
  await db.schema.alterTable('session_capacity', (t) => {
    for (const state of STATES) t.dropColumn(state);
  });
}

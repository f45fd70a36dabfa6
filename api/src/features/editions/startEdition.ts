/**
 * What a process does when it opens the database: a database without editions is seeded from the
 * shipped edition file, the published editions become the product's (refusing an invalid current
 * one), and the current edition's session capacity rows exist (a new edition's sessions may be new
 * codes). Day-before reminders follow from the messages job (ensureReminders, per edition).
 * Idempotent; run after the migrations.
 */
import type { Knex } from 'knex';
import { ensureCapacityRows } from '../seats';
import { loadEditions, seedEditions } from './currentEdition';

export async function startCurrentEdition(
  db: Knex,
  now: Date = new Date(),
): Promise<{ addedSessions: string[]; seeded: number[]; year: number }> {
  const seeded = await seedEditions(db, now);
  const { year } = await loadEditions(db);
  return { addedSessions: await ensureCapacityRows(db, () => year), seeded, year };
}

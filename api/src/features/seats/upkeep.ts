/** Whole-table work on the places: the retention purge, and a recount after places were written by other means. */
import { EDITION } from '@forum/shared';
import type { Knex } from 'knex';
import { createSeatRepo } from './repo';

/**
 * Every place of `edition` goes (the retention purge, inside its transaction). The current
 * edition's counters follow; a past edition's counters stay as its record of seats. Answers the rows removed.
 */
export async function purgePlaces(trx: Knex, edition: number = EDITION.year): Promise<number> {
  const removed = await trx('session_places').where('edition', edition).delete();
  if (edition === EDITION.year) await createSeatRepo(trx).recount();
  return removed;
}

/** How many places `edition` has (the purge's report). */
export async function countPlaces(db: Knex, edition: number = EDITION.year): Promise<number> {
  const [row] = (await db('session_places').where('edition', edition).count({ n: '*' })) as Array<{
    n: number | string;
  }>;
  return Number(row?.n ?? 0);
}

/** Counts every session's places again into its counters (a bench's or a fixture's seed wrote places directly). */
export function recountPlaces(db: Knex): Promise<void> {
  return createSeatRepo(db).recount();
}

/** Whole-table work on the places: the retention purge, and a recount after places were written by other means. */
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { createSeatRepo } from './repo';

/**
 * Every place of `edition` goes (the retention purge, inside its transaction). The scope's (the
 * current) edition's counters follow; a past edition's counters stay as its record of seats.
 * Answers the rows removed.
 */
export async function purgePlaces(trx: Knex, scope: EditionScope, edition: number): Promise<number> {
  const removed = await trx('session_places').where('edition', edition).delete();
  if (edition === scope()) await createSeatRepo(trx, scope).recount();
  return removed;
}

/** How many places `edition` has (the purge's report). */
export async function countPlaces(db: Knex, edition: number): Promise<number> {
  const [row] = (await db('session_places').where('edition', edition).count({ n: '*' })) as Array<{
    n: number | string;
  }>;
  return Number(row?.n ?? 0);
}

/** Counts every session's places again into its counters (a bench's or a fixture's seed wrote places directly). */
export function recountPlaces(db: Knex, scope: EditionScope): Promise<void> {
  return createSeatRepo(db, scope).recount();
}

/** Whole-table work on the places: the retention purge, and a recount after places were written by other means. */
import type { Knex } from 'knex';
import { createSeatRepo } from './repo';

/** Every place goes (the retention purge, inside its transaction); the counters go back to zero. Answers the rows removed. */
export async function purgePlaces(trx: Knex): Promise<number> {
  const removed = await trx('session_places').delete();
  await createSeatRepo(trx).recount();
  return removed;
}

/** How many places there are (the purge's report). */
export async function countPlaces(db: Knex): Promise<number> {
  const [row] = (await db('session_places').count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}

/** Counts every session's places again into its counters (a bench's or a fixture's seed wrote places directly). */
export function recountPlaces(db: Knex): Promise<void> {
  return createSeatRepo(db).recount();
}

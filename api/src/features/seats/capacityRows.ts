/**
 * The seat tables read and prepared outside a booking: a new current edition's capacity rows (on
 * publish and at start), and the counts as stored (the seat model compares them with the places).
 */
import type { Knex } from 'knex';
import { createSeatRepo } from './repo';

/** The current edition's capacity rows, made when it becomes current; answers the session codes added. */
export function ensureCapacityRows(db: Knex): Promise<string[]> {
  return createSeatRepo(db).ensureCapacityRows();
}

/** The counts kept with the seats and the sessions' capacities, read as they are (tests compare them with the places). */
export async function readSeatCounts(db: Knex) {
  const repo = createSeatRepo(db);
  return { counts: await repo.counts(), capacities: await repo.capacities() };
}

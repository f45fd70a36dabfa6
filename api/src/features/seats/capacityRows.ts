/**
 * The seat tables read and prepared outside a booking: a new current edition's capacity rows (on
 * publish and at start), and the counts as stored (the seat model compares them with the places).
 */
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { createSeatRepo } from './repo';

/** The capacity rows of the scope's edition, made when it becomes current; answers the session codes added. */
export function ensureCapacityRows(db: Knex, scope: EditionScope): Promise<string[]> {
  return createSeatRepo(db, scope).ensureCapacityRows();
}

/** The counts kept with the seats and the sessions' capacities, read as they are (tests compare them with the places). */
export async function readSeatCounts(db: Knex, scope: EditionScope) {
  const repo = createSeatRepo(db, scope);
  return { counts: await repo.counts(), capacities: await repo.capacities() };
}

/**
 * The sessions a person holds a seat in, which a meeting must not overlap: seated, or offered a
 * seat they may still claim (it is held for them), as the seats feature answers it.
 */
import type { Knex } from 'knex';
import type { Registrant, SessionCode } from '@forum/shared';
import type { EditionScope } from '../../db/editionScope';
import { heldSessionsOf } from '../seats';

export async function seatedSessions(
  db: Knex,
  scope: EditionScope,
  registrant: Pick<Registrant, 'id' | 'sessions' | 'status'>,
): Promise<readonly SessionCode[]> {
  return (await heldSessionsOf(db, scope, [registrant])).get(registrant.id) ?? [];
}

/**
 * The sessions a person holds a seat in, which a meeting must not overlap: seated, or offered a
 * seat they may still claim (it is held for them). A place on a waiting list does not block a
 * meeting: the person is not in the room unless a seat comes.
 */
import type { Knex } from 'knex';
import type { Registrant, SessionCode } from '@forum/shared';
import { readSeatStates } from '../seats';

export async function seatedSessions(
  db: Knex,
  registrant: Pick<Registrant, 'id' | 'sessions'>,
): Promise<readonly SessionCode[]> {
  const seats = (await readSeatStates(db, [registrant.id])).get(registrant.id);
  // A registrant from before seats existed has no places: every chosen session is theirs.
  if (!seats) return registrant.sessions;
  return registrant.sessions.filter((code) => {
    const status = seats[code]?.status;
    return status === 'seated' || status === 'offered';
  });
}

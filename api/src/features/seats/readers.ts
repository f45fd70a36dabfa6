/**
 * Which sessions a person is in, as the desk, the badges and the meetings ask it: read from the
 * places, never from the registrant's choice alone (a person whose offer ran out chose the
 * session but holds no seat in it).
 */
import { type RegistrationStatus, type SeatStates, type SessionCode, holdsPlaces } from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { readSeatStates } from './seats';

interface Chooser {
  id: number;
  sessions: readonly SessionCode[];
  /** The approval status: a registration under review or declined holds nothing (`holdsPlaces`). */
  status: RegistrationStatus;
}

async function sessionsIn(
  db: Knex,
  scope: EditionScope,
  people: readonly Chooser[],
  holds: (status: string) => boolean,
): Promise<Map<number, SessionCode[]>> {
  const states = await readSeatStates(db, scope, people.length <= 500 ? people.map((person) => person.id) : undefined);
  const result = new Map<number, SessionCode[]>();
  for (const person of people) {
    const seats = states.get(person.id);
    // Pending or declined: no places yet, and none to assume (approval takes them).
    if (!holdsPlaces(person.status)) {
      result.set(person.id, []);
      continue;
    }
    // A registrant stored before places existed (none at all) holds every chosen session.
    result.set(
      person.id,
      seats ? person.sessions.filter((code) => holds(seats[code]?.status ?? 'seated')) : [...person.sessions],
    );
  }
  return result;
}

/** The sessions each person is seated in (the desk's roster and card, badges' session filter). */
export function seatedSessionsOf(
  db: Knex,
  scope: EditionScope,
  people: readonly Chooser[],
): Promise<Map<number, SessionCode[]>> {
  return sessionsIn(db, scope, people, (status) => status === 'seated');
}

/**
 * The sessions each person holds a seat in, which a meeting must not overlap: seated, or offered a
 * seat they may still claim (it is held for them). A place on a waiting list does not block a meeting.
 */
export function heldSessionsOf(
  db: Knex,
  scope: EditionScope,
  people: readonly Chooser[],
): Promise<Map<number, SessionCode[]>> {
  return sessionsIn(db, scope, people, (status) => status === 'seated' || status === 'offered');
}

/** Registrants with their places (`seats`), as every reader of a registrant's seats must see them. */
export async function withSeatStates<T extends Omit<Chooser, 'status'>>(
  db: Knex,
  scope: EditionScope,
  registrants: readonly T[],
): Promise<Array<T & { seats: SeatStates }>> {
  const states = await readSeatStates(
    db,
    scope,
    registrants.length <= 500 ? registrants.map((registrant) => registrant.id) : undefined,
  );
  return registrants.map((registrant) => ({ ...registrant, seats: states.get(registrant.id) ?? {} }));
}

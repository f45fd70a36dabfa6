/**
 * Taking, freeing, offering and claiming seats (decision record 0006). Every
 * function runs inside a transaction its caller opened (the registration's, the change's, the
 * delete's), so a seat and the e-mail about it commit together. Before counting, a function locks
 * the rows of the sessions it touches (decision record 0006): a later transaction waits, then
 * counts what the earlier one committed, so across any number of processes no session seats more
 * than its capacity and the waiting list's order is the order in which registrations took the lock.
 */
import {
  SESSION_CODES,
  scheduleOf,
  type SeatStates,
  type SessionAvailability,
  type SessionCode,
  sessionInstant,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { type PlaceRow, createSeatRepo } from './repo';

/** A freed seat held for someone on the waiting list: they are told by e-mail. */
export interface SeatOffer {
  registrantId: number;
  session: SessionCode;
  expiresAt: Date;
}

export interface SeatOptions {
  /** WAITLIST_OFFER_HOURS: how long an offer holds its seat. */
  offerHours: number;
  /**
   * Tests only (seatRace.test.ts): false counts seats without locking the session rows, to show
   * that the race test oversells without the lock. The server always locks.
   */
  lock: boolean;
  /** The edition whose seats are taken, freed and counted (createServices hands the current one). */
  edition: EditionScope;
}

/** An offer that ran out unclaimed: the person is told, and may rejoin the line at its end. */
export interface LapsedOffer {
  registrantId: number;
  session: SessionCode;
}

/**
 * `already_seated`: the seat was theirs before this claim (nothing changes, nobody is mailed).
 * `offers`/`lapsed`: what the claim passed on or let run out on the way, for the caller to mail.
 */
export type ClaimResult = {
  outcome: 'seated' | 'already_seated' | 'no_offer' | 'offer_expired';
  offers: SeatOffer[];
  lapsed: LapsedOffer[];
};

/**
 * `waiting`: back in line at its end (`number`); `already_waiting`: a repeat, nothing changed;
 * `offered`: back in line and offered a free seat at once; `nothing_to_rejoin`: not chosen, or seated.
 */
export type RejoinResult = {
  outcome: 'waiting' | 'already_waiting' | 'offered' | 'nothing_to_rejoin';
  number: number;
  offers: SeatOffer[];
};

/**
 * A registrant's new places: the sessions seated and those waited for, and the seat states a
 * confirmation shows (with each waiting place's number), known without reading the places again.
 */
export interface TakenPlaces {
  seated: SessionCode[];
  waiting: SessionCode[];
  states: SeatStates;
}

/** Seats taken and places held per session: the feature's one count (seated and offered apart). */
export interface SessionCounts extends SessionAvailability {
  offered: number;
  expired: number;
}

/** Once a session has begun, a seat in it is no longer offered: nobody could still take it up in time. */
export function sessionHasBegun(session: SessionCode, now: Date): boolean {
  return sessionInstant(scheduleOf(session), 'start').getTime() <= now.getTime();
}

/** An offer ends after `hours`, or at the session's start when that comes sooner: none runs past it. */
export function offerExpiry(session: SessionCode, now: Date, hours: number): Date {
  const byHours = new Date(now.getTime() + Math.round(hours * 3_600_000));
  const start = sessionInstant(scheduleOf(session), 'start');
  return start < byHours ? start : byHours;
}

/** Room for this many more seats; Infinity when unlimited. */
function freeSeats(capacity: number | null, taken: number): number {
  return capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, capacity - taken);
}

/** Offers to everyone waiting at most, when a session becomes unlimited. */
const MAX_OFFERS_AT_ONCE = 100_000;

export function createSeats(options: SeatOptions) {
  /** This process's changes of places so far (see `version`). */
  let version = 0;
  /** Offers each session's free seats to the first people waiting; the session rows must be locked. */
  async function fillLocked(db: Knex, sessions: readonly SessionCode[], now: Date): Promise<SeatOffer[]> {
    const repo = createSeatRepo(db, options.edition);
    const capacities = await repo.capacities(sessions);
    const counts = await repo.counts(sessions);
    const offers: SeatOffer[] = [];
    for (const session of sessions) {
      const count = counts.get(session)!;
      const free = freeSeats(capacities.get(session)?.capacity ?? null, count.seated + count.offered);
      if (free <= 0 || count.waiting === 0 || sessionHasBegun(session, now)) continue;
      const next = await repo.firstWaiting(session, Math.min(free, MAX_OFFERS_AT_ONCE));
      const expiresAt = offerExpiry(session, now, options.offerHours);
      await repo.transition(next, 'offered', expiresAt);
      offers.push(...next.map((place) => ({ registrantId: place.registrantId, session, expiresAt })));
    }
    return offers;
  }

  /** Every change of places locks its sessions first: the one place that counts a change. */
  async function lock(db: Knex, sessions: readonly SessionCode[]): Promise<void> {
    version += 1;
    if (options.lock && sessions.length > 0) await createSeatRepo(db, options.edition).capacities(sessions, true);
  }

  function unique(sessions: Iterable<SessionCode>): SessionCode[] {
    const set = new Set(sessions);
    return SESSION_CODES.filter((code) => set.has(code));
  }

  /**
   * New places for registrants, in their order: a seat where one is free and nobody is waiting,
   * else a place at the end of the line. Call after their rows are written (which, on SQLite,
   * already holds the one write lock).
   */
  async function takeMany(
    db: Knex,
    people: ReadonlyArray<{ registrantId: number; sessions: readonly SessionCode[] }>,
    now: Date,
  ): Promise<TakenPlaces[]> {
    const results: TakenPlaces[] = people.map(() => ({ seated: [], waiting: [], states: {} }));
    const codes = unique(people.flatMap((person) => person.sessions));
    if (codes.length === 0) return results;
    version += 1;
    const repo = createSeatRepo(db, options.edition);
    // Every session at once, locked in code order (as any other change locks them).
    const figures = await repo.figures(codes, options.lock);
    const counts = new Map(
      codes.map((code) => [
        code,
        { ...(figures.get(code)?.counts ?? { seated: 0, offered: 0, waiting: 0, expired: 0 }) },
      ]),
    );
    const places: Array<{ registrantId: number; session: SessionCode; status: 'seated' | 'waiting' }> = [];
    people.forEach((person, i) => {
      const result = results[i]!;
      for (const code of unique(person.sessions)) {
        const count = counts.get(code)!;
        const free = freeSeats(figures.get(code)?.capacity ?? null, count.seated + count.offered);
        if (free > 0 && count.waiting === 0) {
          count.seated += 1;
          result.seated.push(code);
          result.states[code] = { status: 'seated' };
        } else {
          // Read under the session row's lock, the counter holds every waiting place committed
          // before, each with a lower id than the ones inserted next (in this order): the new
          // place is the next number in line, with no count over the line (decision record 0006).
          count.waiting += 1;
          result.waiting.push(code);
          result.states[code] = { status: 'waiting', number: count.waiting };
        }
        places.push({
          registrantId: person.registrantId,
          session: code,
          status: result.states[code]!.status as 'seated' | 'waiting',
        });
      }
    });
    await repo.insert(places, now);
    return results;
  }

  return {
    /**
     * A registrant's new sessions: a seat where one is free and nobody is waiting, else a place at
     * the end of the waiting list. Call after the registrant's row is written (which, on SQLite,
     * already holds the one write lock).
     */
    async take(db: Knex, registrantId: number, sessions: readonly SessionCode[], now: Date): Promise<TakenPlaces> {
      const [taken] = await takeMany(db, [{ registrantId, sessions }], now);
      return taken!;
    },

    /**
     * `take` for several registrants in their order (a batch of approvals): one locking read of
     * every session they chose, one insert of their places, one counter update per session.
     */
    takeMany,

    /**
     * Gives up a registrant's places (all of them, or in `sessions`): a cancellation, a delete, a
     * session dropped or a waiting list left. Seats that free are offered on.
     */
    async release(db: Knex, registrantId: number, sessions: readonly SessionCode[] | null, now: Date) {
      const repo = createSeatRepo(db, options.edition);
      const mine = (await repo.placesOf([registrantId])).filter(
        (place) => sessions === null || sessions.includes(place.session),
      );
      if (mine.length === 0) return [];
      const codes = unique(mine.map((place) => place.session));
      await lock(db, codes);
      const removed = await repo.remove(registrantId, codes);
      const freed = unique(
        removed.filter((place) => place.status === 'seated' || place.status === 'offered').map((p) => p.session),
      );
      return fillLocked(db, freed, now);
    },

    /** A manager's capacity (null: unlimited), under the session row's lock. */
    async setCapacity(db: Knex, session: SessionCode, capacity: number | null, now: Date): Promise<void> {
      await lock(db, [session]);
      await createSeatRepo(db, options.edition).setCapacity(session, capacity, now);
    },

    /** After more seats (or none lapsed): offers whatever is free in `sessions`. */
    async fill(db: Knex, sessions: readonly SessionCode[], now: Date): Promise<SeatOffer[]> {
      const codes = unique(sessions);
      await lock(db, codes);
      return fillLocked(db, codes, now);
    },

    /**
     * Offers that ran out become `expired` (answered in `lapsed`, for the caller to tell them), and
     * their seats pass to the first people waiting (`offers`).
     */
    async expireOffers(db: Knex, now: Date): Promise<{ offers: SeatOffer[]; lapsed: LapsedOffer[] }> {
      const repo = createSeatRepo(db, options.edition);
      const seen = await repo.lapsedOffers(now);
      if (seen.length === 0) return { offers: [], lapsed: [] };
      const codes = unique(seen.map((place) => place.session));
      await lock(db, codes);
      // Read again under the lock: another process may have passed them on meanwhile.
      const lapsed = await repo.lapsedOffers(now);
      await repo.transition(lapsed, 'expired');
      return {
        offers: await fillLocked(db, codes, now),
        lapsed: lapsed.map(({ registrantId, session }) => ({ registrantId, session })),
      };
    },

    /** The registrant takes the seat offered to them. */
    async claim(db: Knex, registrantId: number, session: SessionCode, now: Date): Promise<ClaimResult> {
      await lock(db, [session]);
      const repo = createSeatRepo(db, options.edition);
      const place = (await repo.placesOf([registrantId])).find((each) => each.session === session);
      const none = { offers: [], lapsed: [] };
      if (!place) return { outcome: 'no_offer', ...none };
      // Claiming twice is harmless: nothing changes, so nobody is told anything.
      if (place.status === 'seated') return { outcome: 'already_seated', ...none };
      if (place.status === 'expired') return { outcome: 'offer_expired', ...none };
      if (place.status !== 'offered') return { outcome: 'no_offer', ...none };
      // An offer made before the rule capped offers at the session's start ends there too.
      if ((place.offerExpiresAt && place.offerExpiresAt <= now) || sessionHasBegun(session, now)) {
        await repo.transition([place], 'expired');
        return {
          outcome: 'offer_expired',
          offers: await fillLocked(db, [session], now),
          lapsed: [{ registrantId, session }],
        };
      }
      await repo.transition([place], 'seated');
      return { outcome: 'seated', ...none };
    },

    /**
     * Someone whose offer ran out joins the line again, at its end (a new place: the order is the
     * row id). A free seat with nobody else waiting is offered to them at once, as to anyone first in line.
     */
    async rejoin(db: Knex, registrantId: number, session: SessionCode, now: Date): Promise<RejoinResult> {
      await lock(db, [session]);
      const repo = createSeatRepo(db, options.edition);
      const place = (await repo.placesOf([registrantId])).find((each) => each.session === session);
      if (place?.status === 'waiting') {
        const numbers = await repo.waitingNumbersOf([place]);
        return { outcome: 'already_waiting', number: numbers.get(place.id) ?? 0, offers: [] };
      }
      if (place?.status !== 'expired') return { outcome: 'nothing_to_rejoin', number: 0, offers: [] };
      await repo.remove(registrantId, [session]);
      await repo.insert([{ registrantId, session, status: 'waiting' }], now);
      const offers = await fillLocked(db, [session], now);
      if (offers.some((offer) => offer.registrantId === registrantId)) return { outcome: 'offered', number: 0, offers };
      const [again] = (await repo.placesOf([registrantId])).filter((each) => each.session === session);
      const numbers = again ? await repo.waitingNumbersOf([again]) : new Map<number, number>();
      return { outcome: 'waiting', number: again ? (numbers.get(again.id) ?? 0) : 0, offers };
    },

    /** A manager's deliberate overbooking, or a walk-in: a seat whatever the capacity. */
    async seatRegardless(db: Knex, registrantId: number, session: SessionCode, now: Date): Promise<void> {
      await lock(db, [session]);
      const repo = createSeatRepo(db, options.edition);
      const place = (await repo.placesOf([registrantId])).find((each) => each.session === session);
      if (place) await repo.transition([place], 'seated');
      else await repo.insert([{ registrantId, session, status: 'seated' }], now);
    },

    /** Each registrant's place per chosen session, with waiting-list numbers. */
    states: (db: Knex, registrantIds?: readonly number[], edition?: number) =>
      readSeatStates(db, options.edition, registrantIds, edition),

    /**
     * Grows with every change of places this process starts (before its commit): figures read
     * before the latest change are not this process's latest (the waiting list's public figures).
     */
    version(): number {
      return version;
    },

    /** Per session: capacity, seated, offered, waiting, expired; full when seated + offered fill it or people wait. */
    async counts(db: Knex): Promise<SessionCounts[]> {
      const repo = createSeatRepo(db, options.edition);
      const [capacities, counts] = await Promise.all([repo.capacities(), repo.counts()]);
      return SESSION_CODES.map((code) => {
        const count = counts.get(code)!;
        const capacity = capacities.get(code)?.capacity ?? null;
        return {
          code,
          capacity,
          seated: count.seated,
          offered: count.offered,
          waiting: count.waiting,
          expired: count.expired,
          full: capacity !== null && (count.seated + count.offered >= capacity || count.waiting > 0),
        };
      });
    },
  };
}

/**
 * Each registrant's place per chosen session (all registrants of `edition`, default the scope's,
 * or `registrantIds`), with waiting-list numbers.
 */
export async function readSeatStates(
  db: Knex,
  scope: EditionScope,
  registrantIds?: readonly number[],
  edition?: number,
): Promise<Map<number, SeatStates>> {
  const repo = createSeatRepo(db, scope);
  const places = await repo.placesOf(registrantIds, edition);
  // A few people (a registration, a manage page): count ahead of each; the whole list: rank every place once.
  const numbers =
    registrantIds && registrantIds.length <= 20
      ? await repo.waitingNumbersOf(places)
      : await repo.waitingNumbers(edition);
  const result = new Map<number, SeatStates>();
  for (const place of places) {
    const states = result.get(place.registrantId) ?? {};
    states[place.session] = stateOf(place, numbers);
    result.set(place.registrantId, states);
  }
  return result;
}

function stateOf(place: PlaceRow, numbers: Map<number, number>) {
  if (place.status === 'waiting') return { status: place.status, number: numbers.get(place.id) ?? 0 };
  if (place.status === 'offered' && place.offerExpiresAt)
    return { status: place.status, offerExpiresAt: place.offerExpiresAt.toISOString() };
  return { status: place.status };
}

export type Seats = ReturnType<typeof createSeats>;

/**
 * The seat tables (migrations 012 and 015): Knex only, and the only code that reads or writes
 * them. Every write of places changes the session's counters with it. Pass a transaction's Knex
 * to take part in it. Everything here is the current edition's (migration 019): a past edition's
 * seats are read-only, so no seat, offer or waiting number crosses years.
 */
import {
  SEAT_STATUSES,
  SESSION_CODES,
  SESSION_SCHEDULE,
  type SeatStatus,
  type SessionCode,
  defaultCapacity,
  isSessionCode,
} from '@forum/shared';
import type { Knex } from 'knex';
import { isMysql, toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';

export interface PlaceRow {
  id: number;
  registrantId: number;
  session: SessionCode;
  status: SeatStatus;
  offerExpiresAt: Date | null;
  /** The edition the place belongs to (a past edition's manage page shows its own line). */
  edition?: number;
}

interface RawPlace {
  id: number;
  registrant_id: number;
  session: string;
  status: string;
  offer_expires_at: unknown;
  edition?: number | string;
}

const PLACE_COLUMNS = ['id', 'registrant_id', 'session', 'status', 'offer_expires_at', 'edition'];

function toPlace(row: RawPlace): PlaceRow {
  return {
    id: Number(row.id),
    registrantId: Number(row.registrant_id),
    session: row.session as SessionCode,
    status: row.status as SeatStatus,
    offerExpiresAt: row.offer_expires_at === null ? null : toDate(row.offer_expires_at),
    ...(row.edition === undefined ? {} : { edition: Number(row.edition) }),
  };
}

export interface CapacityRow {
  code: SessionCode;
  /** The capacity in force: the manager's, or the edition file's default. null: unlimited. */
  capacity: number | null;
}

/**
 * `scope`: the edition every seat written or counted here belongs to (the current one, read at
 * each call: a publish changes it).
 */
export function createSeatRepo(db: Knex, scope: EditionScope) {
  /** Adds each change to its session's counter of that state (one statement per session). */
  async function adjust(changes: ReadonlyArray<readonly [SessionCode, SeatStatus, number]>): Promise<void> {
    const bySession = new Map<SessionCode, Partial<Record<SeatStatus, number>>>();
    for (const [session, status, delta] of changes) {
      const entry = bySession.get(session) ?? {};
      entry[status] = (entry[status] ?? 0) + delta;
      bySession.set(session, entry);
    }
    for (const [session, deltas] of bySession) {
      const nonZero = Object.entries(deltas).filter(([, delta]) => delta !== 0);
      if (nonZero.length === 0) continue;
      await db('session_capacity')
        .where({ edition: scope(), code: session })
        .update(Object.fromEntries(nonZero.map(([status, delta]) => [status, db.raw('?? + ?', [status, delta])])));
    }
  }

  /** See `figures` below. */
  async function figures(
    codes: readonly SessionCode[],
    lock: boolean,
  ): Promise<Map<SessionCode, CapacityRow & { counts: Record<SeatStatus, number> }>> {
    const sorted = [...codes].sort();
    const query = db('session_capacity')
      .select('code', 'capacity', 'capacity_set', ...SEAT_STATUSES)
      .where('edition', scope())
      .whereIn('code', sorted)
      .orderBy('code');
    const rows = (await (lock && isMysql(db) ? query.forUpdate() : query)) as Array<
      Record<SeatStatus, number | string> & { code: string; capacity: number | null; capacity_set: unknown }
    >;
    const result = new Map<SessionCode, CapacityRow & { counts: Record<SeatStatus, number> }>();
    for (const row of rows) {
      if (!isSessionCode(row.code)) continue;
      const capacity = row.capacity_set
        ? row.capacity === null
          ? null
          : Number(row.capacity)
        : defaultCapacity(row.code);
      const counts = Object.fromEntries(SEAT_STATUSES.map((status) => [status, Number(row[status])])) as Record<
        SeatStatus,
        number
      >;
      result.set(row.code, { code: row.code, capacity, counts });
    }
    return result;
  }

  return {
    /**
     * The current edition's capacity rows, made when it becomes current (its sessions may differ
     * from last year's); a row that exists keeps its capacity and counts. Answers the codes added.
     */
    async ensureCapacityRows(): Promise<string[]> {
      const existing = new Set((await db('session_capacity').where({ edition: scope() }).pluck('code')) as string[]);
      const missing = SESSION_CODES.filter((code) => !existing.has(code));
      if (missing.length > 0)
        await db('session_capacity').insert(
          missing.map((code) => ({ edition: scope(), code, capacity: null, capacity_set: false })),
        );
      return missing;
    },

    /**
     * The sessions' capacities; `lock` holds their rows until the transaction ends (on MySQL: in
     * code order, so two registrations never wait on each other crosswise). SQLite has one writer.
     */
    async capacities(
      codes: readonly SessionCode[] = SESSION_CODES,
      lock = false,
    ): Promise<Map<SessionCode, CapacityRow>> {
      return new Map([...(await figures(codes, lock))].map(([code, row]) => [code, { code, capacity: row.capacity }]));
    },

    /**
     * Capacities and counters in one read; with `lock`, read by the statement that locks the rows,
     * which reads the latest committed rows whatever snapshot the transaction holds (an access-log
     * transaction on MySQL is REPEATABLE READ, and a plain SELECT after its first one reads old rows).
     */
    figures,

    async setCapacity(code: SessionCode, capacity: number | null, now: Date): Promise<void> {
      await db('session_capacity')
        .where({ edition: scope(), code })
        .update({ capacity, capacity_set: true, changed_at: now });
    },

    /** Places per session and state: the counters kept with the seats (migration 015). */
    async counts(codes: readonly SessionCode[] = SESSION_CODES): Promise<Map<SessionCode, Record<SeatStatus, number>>> {
      const rows = (await db('session_capacity')
        .select('code', ...SEAT_STATUSES)
        .where('edition', scope())
        .whereIn('code', codes)) as Array<Record<SeatStatus, number | string> & { code: string }>;
      const result = new Map<SessionCode, Record<SeatStatus, number>>();
      for (const code of codes) result.set(code, { seated: 0, offered: 0, waiting: 0, expired: 0 });
      for (const row of rows) {
        const entry = result.get(row.code as SessionCode);
        if (entry) for (const status of SEAT_STATUSES) entry[status] = Number(row[status]);
      }
      return result;
    },

    /** The counters counted again from the places (after places were written by other means: a bench's seed). */
    async recount(): Promise<void> {
      const rows = (await db('session_places')
        .select('session', 'status')
        .count({ n: '*' })
        .where('edition', scope())
        .groupBy('session', 'status')) as Array<{ session: string; status: string; n: number | string }>;
      for (const code of SESSION_CODES) {
        const values = Object.fromEntries(SEAT_STATUSES.map((status) => [status, 0])) as Record<SeatStatus, number>;
        for (const row of rows)
          if (row.session === code && (SEAT_STATUSES as readonly string[]).includes(row.status))
            values[row.status as SeatStatus] = Number(row.n);
        await db('session_capacity').where({ edition: scope(), code }).update(values);
      }
    },

    /** People seated in a session who have checked in on its day. */
    async checkedIn(): Promise<Map<SessionCode, number>> {
      const rows = (await db('session_places as p')
        .join('checkins as c', 'c.registrant_id', 'p.registrant_id')
        .select('p.session', 'c.day')
        .count({ n: '*' })
        .where('p.status', 'seated')
        .andWhere('p.edition', scope())
        .groupBy('p.session', 'c.day')) as Array<{ session: string; day: number | string; n: number | string }>;
      const result = new Map<SessionCode, number>();
      for (const row of rows) {
        const code = row.session as SessionCode;
        if (SESSION_SCHEDULE[code]?.day === Number(row.day)) result.set(code, Number(row.n));
      }
      return result;
    },

    async insert(
      places: ReadonlyArray<{
        registrantId: number;
        session: SessionCode;
        status: SeatStatus;
        offerExpiresAt?: Date | null;
      }>,
      now: Date,
    ): Promise<void> {
      if (places.length === 0) return;
      await adjust(places.map((place) => [place.session, place.status, 1]));
      await db('session_places').insert(
        places.map((place) => ({
          registrant_id: place.registrantId,
          session: place.session,
          status: place.status,
          offer_expires_at: place.offerExpiresAt ?? null,
          created_at: now,
          edition: scope(),
        })),
      );
    },

    /** The places of these registrants (any edition), or of every registrant of `edition` (default: the scope's). */
    async placesOf(registrantIds?: readonly number[], edition: number = scope()): Promise<PlaceRow[]> {
      const query = db('session_places').select(PLACE_COLUMNS).orderBy('id');
      if (registrantIds) query.whereIn('registrant_id', registrantIds);
      else query.where('edition', edition);
      return ((await query) as RawPlace[]).map(toPlace);
    },

    /** Waiting-list numbers of an edition (default: the scope's): each waiting place's rank in its session, by arrival (row id). */
    async waitingNumbers(edition: number = scope()): Promise<Map<number, number>> {
      const rows = (await db('session_places')
        .select('id', 'session')
        .where({ edition, status: 'waiting' })
        .orderBy('id')) as Array<{ id: number; session: string }>;
      const next = new Map<string, number>();
      const numbers = new Map<number, number>();
      for (const row of rows) {
        const n = (next.get(row.session) ?? 0) + 1;
        next.set(row.session, n);
        numbers.set(Number(row.id), n);
      }
      return numbers;
    },

    /** Waiting-list numbers of these places only: one indexed count each (a registration's own, say). */
    async waitingNumbersOf(places: readonly PlaceRow[]): Promise<Map<number, number>> {
      const numbers = new Map<number, number>();
      for (const place of places) {
        if (place.status !== 'waiting') continue;
        const [row] = (await db('session_places')
          .count({ n: '*' })
          .where({ edition: place.edition ?? scope(), session: place.session, status: 'waiting' })
          .andWhere('id', '<=', place.id)) as Array<{ n: number | string }>;
        numbers.set(place.id, Number(row?.n ?? 0));
      }
      return numbers;
    },

    /** The first `limit` waiting in a session, in arrival order. */
    async firstWaiting(session: SessionCode, limit: number): Promise<PlaceRow[]> {
      const rows = (await db('session_places')
        .select(PLACE_COLUMNS)
        .where({ edition: scope(), session, status: 'waiting' })
        .orderBy('id')
        .limit(limit)) as RawPlace[];
      return rows.map(toPlace);
    },

    async lapsedOffers(now: Date): Promise<PlaceRow[]> {
      const rows = (await db('session_places')
        .select(PLACE_COLUMNS)
        .where({ edition: scope(), status: 'offered' })
        .andWhere('offer_expires_at', '<=', now)
        .orderBy('id')) as RawPlace[];
      return rows.map(toPlace);
    },

    /** Places move to `status` (an offer with its end); the counters follow. */
    async transition(
      places: readonly PlaceRow[],
      status: SeatStatus,
      offerExpiresAt: Date | null = null,
    ): Promise<void> {
      if (places.length === 0) return;
      await adjust(
        places.flatMap((place) => [[place.session, place.status, -1] as const, [place.session, status, 1] as const]),
      );
      await db('session_places')
        .whereIn(
          'id',
          places.map((place) => place.id),
        )
        .update({ status, offer_expires_at: offerExpiresAt });
    },

    /** Removes a registrant's places (all, or in `sessions`); answers those removed. */
    async remove(registrantId: number, sessions?: readonly SessionCode[]): Promise<PlaceRow[]> {
      const query = db('session_places').select(PLACE_COLUMNS).where({ registrant_id: registrantId });
      if (sessions) query.whereIn('session', sessions);
      const removed = ((await query) as RawPlace[]).map(toPlace);
      await adjust(removed.map((place) => [place.session, place.status, -1]));
      if (removed.length > 0)
        await db('session_places')
          .whereIn(
            'id',
            removed.map((place) => place.id),
          )
          .delete();
      return removed;
    },
  };
}

export type SeatRepo = ReturnType<typeof createSeatRepo>;

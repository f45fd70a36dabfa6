/**
 * What desks read of the registrants: one person by check-in code, the roster (everyone, or who
 * changed since a time) and the counts' raw groups. Only the fields a desk shows or searches by.
 */
import {
  type Edition,
  PLACE_HOLDING_STATUSES,
  type CheckinRosterEntry,
  type RegistrantFieldValues,
  type SessionCode,
  isSessionCode,
  registrationStatusOf,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { seatedSessionsOf } from '../seats';

const ENTRY_COLUMNS = [
  'id',
  'checkin_code',
  'name',
  'company',
  'title',
  'biztype',
  'attendext',
  'onsite',
  'email',
  'phone',
  'status',
] as const;

/** The desk's fields of a registrant (the shared definition), sessions as the stored pipe-joined codes. */
interface EntryRow extends Pick<RegistrantFieldValues, 'name' | 'company' | 'title' | 'email' | 'phone'> {
  id: number;
  checkin_code: string;
  /** The columns' seed names: the business type and the pipe-joined sessions. */
  biztype: number | string;
  attendext: string;
  onsite: unknown;
  status: string;
}

/** A roster entry without its check-ins (the caller adds them). */
export type RosterPerson = Omit<CheckinRosterEntry, 'checkins'>;

function toPerson(row: EntryRow): RosterPerson {
  return {
    id: Number(row.id),
    checkinCode: row.checkin_code,
    name: row.name,
    company: row.company,
    title: row.title,
    businessType: Number(row.biztype),
    sessions: row.attendext.split('|').filter(isSessionCode) as SessionCode[],
    onsite: Boolean(row.onsite),
    email: row.email,
    phone: row.phone,
    status: registrationStatusOf(row.status),
  };
}

/** One group of the counts: how many registrants share these sessions, walk-in mark and check-in days. */
export interface CountGroup {
  sessions: SessionCode[];
  onsite: boolean;
  day1: boolean;
  day2: boolean;
  count: number;
}

/**
 * The sessions a desk shows are those the person is seated in, as the seats feature answers: a
 * person waiting, offered a seat or whose offer ran out chose the session but has no seat in it.
 */
async function seatedOnly(db: Knex, scope: EditionScope, people: RosterPerson[]): Promise<RosterPerson[]> {
  const seated = await seatedSessionsOf(db, scope, people);
  return people.map((person) => ({ ...person, sessions: seated.get(person.id) ?? [] }));
}

/** Pass the Knex of a transaction to take part in it; `scope`: the edition whose roster the desks load. */
export function createRosterRepo(db: Knex, scope: EditionScope) {
  return {
    /** `code` must be normalised already (normaliseCheckinCode). */
    async findByCode(code: string): Promise<RosterPerson | null> {
      const row = (await db('registrants').select(ENTRY_COLUMNS).where({ checkin_code: code }).first()) as
        EntryRow | undefined;
      return row ? ((await seatedOnly(db, scope, [toPerson(row)]))[0] ?? null) : null;
    },

    /** Everyone in registration order, or those changed at or after `since`. */
    async people(since?: Date): Promise<RosterPerson[]> {
      // The desk's roster is the current edition's (migration 019).
      const query = db('registrants').select(ENTRY_COLUMNS).where('edition', scope()).orderBy('id', 'asc');
      if (since) query.where('changed_at', '>=', since);
      return seatedOnly(db, scope, ((await query) as EntryRow[]).map(toPerson));
    },

    /** Ids of registrants deleted at or after `since`. */
    async removedSince(since: Date): Promise<number[]> {
      const rows = (await db('registrant_removals')
        .distinct('registrant_id')
        .where('removed_at', '>=', since)) as Array<{ registrant_id: number }>;
      return rows.map((row) => Number(row.registrant_id));
    },

    /** Marks the registrant changed, so desks loading only what changed see its check-in or undo. */
    async touch(id: number, now: Date): Promise<void> {
      await db('registrants').where({ id }).update({ changed_at: now });
    },

    /**
     * Approved registrants grouped by sessions, walk-in mark and the days they checked in: a few hundred
     * groups at most however many registrants, so desks can poll the counts cheaply.
     */
    async countGroups(edition: Edition): Promise<CountGroup[]> {
      const codes = new Set(edition.sessions.map((session) => session.code));
      const rows = (await db('registrants as r')
        .leftJoin('checkins as c1', (join) => join.on('c1.registrant_id', '=', 'r.id').andOnVal('c1.day', '=', 1))
        .leftJoin('checkins as c2', (join) => join.on('c2.registrant_id', '=', 'r.id').andOnVal('c2.day', '=', 2))
        .select(
          'r.attendext',
          'r.onsite',
          db.raw('CASE WHEN c1.id IS NULL THEN 0 ELSE 1 END AS day1'),
          db.raw('CASE WHEN c2.id IS NULL THEN 0 ELSE 1 END AS day2'),
          db.raw('COUNT(*) AS n'),
        )
        .where('r.edition', edition.year)
        // The desk counts whom it may check in: those whose status holds places.
        .whereIn('r.status', PLACE_HOLDING_STATUSES)
        .groupBy('r.attendext', 'r.onsite', 'day1', 'day2')) as Array<{
        attendext: string;
        onsite: unknown;
        day1: unknown;
        day2: unknown;
        n: number | string;
      }>;
      return rows.map((row) => ({
        sessions: row.attendext.split('|').filter((code) => codes.has(code)),
        onsite: Boolean(row.onsite),
        day1: Number(row.day1) === 1,
        day2: Number(row.day2) === 1,
        count: Number(row.n),
      }));
    },
  };
}

export type RosterRepo = ReturnType<typeof createRosterRepo>;

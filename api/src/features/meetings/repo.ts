/** The meeting tables (Knex only): slot settings, profiles, requests and booked meetings. */
import type { Knex } from 'knex';
import {
  MEETING_SECTORS,
  MEETING_STAGES,
  type MeetingCurrency,
  type MeetingProfile,
  type MeetingProfileInput,
  type MeetingRequestStatus,
  type MeetingSector,
  type MeetingSlots,
  type MeetingStage,
} from '@forum/shared';
import { isMysql, toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';

export interface StoredProfile extends MeetingProfile {
  registrantId: number;
}

export interface StoredRequest {
  id: number;
  fromProfileId: number;
  toProfileId: number;
  note: string;
  status: MeetingRequestStatus;
  createdAt: Date;
}

export interface StoredMeeting {
  id: number;
  requestId: number;
  investorProfileId: number;
  companyProfileId: number;
  day: number;
  start: string;
  end: string;
  table: number;
  revision: number;
}

const PROFILE_COLUMNS = [
  'id',
  'registrant_id',
  'role',
  'organisation',
  'pitch',
  'sectors',
  'stages',
  'ticket_min',
  'ticket_max',
  'ticket_currency',
];
const REQUEST_COLUMNS = ['id', 'from_profile_id', 'to_profile_id', 'note', 'status', 'created_at'];
const MEETING_COLUMNS = [
  'id',
  'request_id',
  'investor_profile_id',
  'company_profile_id',
  'day',
  'start',
  'end',
  'table_no',
  'revision',
];

type Row = Record<string, unknown>;

function codes<T extends string>(joined: unknown, allowed: readonly T[]): T[] {
  const parts = String(joined ?? '').split(',');
  return allowed.filter((code) => parts.includes(code));
}

function toProfile(row: Row): StoredProfile {
  return {
    profileId: Number(row.id),
    registrantId: Number(row.registrant_id),
    role: row.role === 'investor' ? 'investor' : 'company',
    organisation: String(row.organisation),
    pitch: String(row.pitch),
    sectors: codes<MeetingSector>(row.sectors, MEETING_SECTORS),
    stages: codes<MeetingStage>(row.stages, MEETING_STAGES),
    ticketSize:
      row.ticket_currency === null || row.ticket_currency === undefined
        ? null
        : {
            min: Number(row.ticket_min),
            max: Number(row.ticket_max),
            currency: String(row.ticket_currency) as MeetingCurrency,
          },
  };
}

function toRequest(row: Row): StoredRequest {
  return {
    id: Number(row.id),
    fromProfileId: Number(row.from_profile_id),
    toProfileId: Number(row.to_profile_id),
    note: String(row.note),
    status: String(row.status) as MeetingRequestStatus,
    createdAt: toDate(row.created_at),
  };
}

function toMeeting(row: Row): StoredMeeting {
  return {
    id: Number(row.id),
    requestId: Number(row.request_id),
    investorProfileId: Number(row.investor_profile_id),
    companyProfileId: Number(row.company_profile_id),
    day: Number(row.day),
    start: String(row.start),
    end: String(row.end),
    table: Number(row.table_no),
    revision: Number(row.revision),
  };
}

function profileRow(input: MeetingProfileInput, now: Date) {
  return {
    role: input.role,
    organisation: input.organisation,
    pitch: input.pitch,
    sectors: input.sectors.join(','),
    stages: input.stages.join(','),
    ticket_min: input.ticketSize?.min ?? null,
    ticket_max: input.ticketSize?.max ?? null,
    ticket_currency: input.ticketSize?.currency ?? null,
    consented_at: now,
    updated_at: now,
  };
}

/** `scope`: the edition new settings, profiles, requests and meetings belong to, and the lists' default. */
export function createMeetingRepo(db: Knex, scope: EditionScope) {
  /** FOR UPDATE on MySQL; SQLite's transactions hold its one write lock from their first write. */
  const locked = (query: Knex.QueryBuilder, lock: boolean) => (lock && isMysql(db) ? query.forUpdate() : query);

  return {
    /** The slot settings of `edition` (default: the scope's; a new edition starts with none). */
    async settings(edition: number = scope()): Promise<MeetingSlots | null> {
      const row = (await db('meeting_settings')
        .select('days', 'slot_minutes', 'tables')
        .where({ edition })
        .orderBy('id')
        .first()) as Row | undefined;
      if (!row) return null;
      return {
        days: JSON.parse(String(row.days)) as MeetingSlots['days'],
        slotMinutes: Number(row.slot_minutes),
        tables: Number(row.tables),
      };
    },

    async saveSettings(slots: MeetingSlots, now: Date): Promise<void> {
      const row = { days: JSON.stringify(slots.days), slot_minutes: slots.slotMinutes, tables: slots.tables };
      const updated = await db('meeting_settings')
        .where({ edition: scope() })
        .update({ ...row, updated_at: now });
      if (updated > 0) return;
      // A plain key (one row per edition): the next free one, 1 on a new database.
      const [top] = (await db('meeting_settings').max({ id: 'id' })) as Array<{ id: number | string | null }>;
      await db('meeting_settings').insert({
        id: Number(top?.id ?? 0) + 1,
        edition: scope(),
        ...row,
        updated_at: now,
      });
    },

    async profileOfRegistrant(registrantId: number, lock = false): Promise<StoredProfile | null> {
      const row = (await locked(
        db('meeting_profiles').select(PROFILE_COLUMNS).where({ registrant_id: registrantId }),
        lock,
      ).first()) as Row | undefined;
      return row ? toProfile(row) : null;
    },

    async profilesByIds(ids: readonly number[]): Promise<Map<number, StoredProfile>> {
      if (ids.length === 0) return new Map();
      const rows = (await db('meeting_profiles').select(PROFILE_COLUMNS).whereIn('id', ids)) as Row[];
      return new Map(rows.map((row) => [Number(row.id), toProfile(row)]));
    },

    /** The profiles of `edition` (default: the scope's) with this role: the directory. */
    async profilesWithRole(role: string, edition: number = scope()): Promise<StoredProfile[]> {
      const rows = (await db('meeting_profiles')
        .select(PROFILE_COLUMNS)
        .where({ role, edition })
        .orderBy('id')) as Row[];
      return rows.map(toProfile);
    },

    /** Every profile of `edition` (default: the scope's). */
    async allProfiles(edition: number = scope()): Promise<StoredProfile[]> {
      return ((await db('meeting_profiles').select(PROFILE_COLUMNS).where({ edition }).orderBy('id')) as Row[]).map(
        toProfile,
      );
    },

    /** The edition a profile or a meeting belongs to; null when there is no such row. */
    async editionOf(table: 'meeting_profiles' | 'meetings', id: number): Promise<number | null> {
      const row = (await db(table).where({ id }).first('edition')) as { edition: number | string } | undefined;
      return row ? Number(row.edition) : null;
    },

    /** Creates or replaces the registrant's profile; answers its id. */
    async saveProfile(registrantId: number, input: MeetingProfileInput, now: Date): Promise<number> {
      const row = profileRow(input, now);
      const updated = await db('meeting_profiles').where({ registrant_id: registrantId }).update(row);
      if (updated === 0) await db('meeting_profiles').insert({ registrant_id: registrantId, ...row, edition: scope() });
      const saved = (await db('meeting_profiles').select('id').where({ registrant_id: registrantId }).first()) as Row;
      return Number(saved.id);
    },

    async removeProfile(profileId: number): Promise<void> {
      // Meetings and requests go with it (foreign keys); deleted first so the order never matters.
      await db('meetings').where('investor_profile_id', profileId).orWhere('company_profile_id', profileId).delete();
      await db('meeting_requests').where('from_profile_id', profileId).orWhere('to_profile_id', profileId).delete();
      await db('meeting_profiles').where({ id: profileId }).delete();
    },

    async insertRequest(fromProfileId: number, toProfileId: number, note: string, now: Date): Promise<number> {
      await db('meeting_requests').insert({
        edition: scope(),
        from_profile_id: fromProfileId,
        to_profile_id: toProfileId,
        note,
        status: 'pending',
        created_at: now,
      });
      const row = (await db('meeting_requests')
        .select('id')
        .where({ from_profile_id: fromProfileId, to_profile_id: toProfileId })
        .orderBy('id', 'desc')
        .first()) as Row;
      return Number(row.id);
    },

    /** An open (pending or accepted) request between two profiles, either way round. */
    /** How many of a profile's requests wait for an answer. */
    async pendingRequestsFrom(profileId: number): Promise<number> {
      const row = (await db('meeting_requests')
        .count({ count: 'id' })
        .where({ from_profile_id: profileId, status: 'pending' })
        .first()) as { count: number | string } | undefined;
      return Number(row?.count ?? 0);
    },

    async openRequestBetween(a: number, b: number): Promise<StoredRequest | null> {
      const row = (await db('meeting_requests')
        .select(REQUEST_COLUMNS)
        .whereIn('status', ['pending', 'accepted'])
        .andWhere((q) =>
          q
            .where({ from_profile_id: a, to_profile_id: b })
            .orWhere((inner) => inner.where({ from_profile_id: b, to_profile_id: a })),
        )
        .first()) as Row | undefined;
      return row ? toRequest(row) : null;
    },

    async request(id: number, lock = false): Promise<StoredRequest | null> {
      const row = (await locked(db('meeting_requests').select(REQUEST_COLUMNS).where({ id }), lock).first()) as
        Row | undefined;
      return row ? toRequest(row) : null;
    },

    async requestsOf(profileId: number): Promise<StoredRequest[]> {
      const rows = (await db('meeting_requests')
        .select(REQUEST_COLUMNS)
        .where('from_profile_id', profileId)
        .orWhere('to_profile_id', profileId)
        .orderBy('id')) as Row[];
      return rows.map(toRequest);
    },

    async setRequestStatus(id: number, status: MeetingRequestStatus, now: Date): Promise<void> {
      await db('meeting_requests').where({ id }).update({ status, decided_at: now });
    },

    async insertMeeting(meeting: Omit<StoredMeeting, 'id' | 'revision'>, now: Date): Promise<number> {
      await db('meetings').insert({
        edition: scope(),
        request_id: meeting.requestId,
        investor_profile_id: meeting.investorProfileId,
        company_profile_id: meeting.companyProfileId,
        day: meeting.day,
        start: meeting.start,
        end: meeting.end,
        table_no: meeting.table,
        revision: 0,
        created_at: now,
      });
      const row = (await db('meetings').select('id').where({ request_id: meeting.requestId }).first()) as Row;
      return Number(row.id);
    },

    async meeting(id: number, lock = false): Promise<StoredMeeting | null> {
      const row = (await locked(db('meetings').select(MEETING_COLUMNS).where({ id }), lock).first()) as Row | undefined;
      return row ? toMeeting(row) : null;
    },

    async meetingOfRequest(requestId: number): Promise<StoredMeeting | null> {
      const row = (await db('meetings').select(MEETING_COLUMNS).where({ request_id: requestId }).first()) as
        Row | undefined;
      return row ? toMeeting(row) : null;
    },

    async meetingsOf(profileIds: readonly number[]): Promise<StoredMeeting[]> {
      if (profileIds.length === 0) return [];
      const rows = (await db('meetings')
        .select(MEETING_COLUMNS)
        .whereIn('investor_profile_id', profileIds)
        .orWhereIn('company_profile_id', profileIds)
        .orderBy(['day', 'start'])) as Row[];
      return rows.map(toMeeting);
    },

    /** Every meeting of `edition` (default: the scope's): the grid, and the booked slots. */
    async allMeetings(edition: number = scope()): Promise<StoredMeeting[]> {
      return (
        (await db('meetings').select(MEETING_COLUMNS).where({ edition }).orderBy(['day', 'start', 'table_no'])) as Row[]
      ).map(toMeeting);
    },

    async moveMeeting(id: number, slot: { day: number; start: string; end: string; table: number }): Promise<void> {
      await db('meetings')
        .where({ id })
        .update({
          day: slot.day,
          start: slot.start,
          end: slot.end,
          table_no: slot.table,
          revision: db.raw('revision + 1'),
        });
    },

    async removeMeeting(id: number): Promise<void> {
      await db('meetings').where({ id }).delete();
    },

    async pendingCount(edition: number = scope()): Promise<number> {
      const row = (await db('meeting_requests').count({ n: '*' }).where({ status: 'pending', edition }).first()) as Row;
      return Number(row.n);
    },
  };
}

export type MeetingRepo = ReturnType<typeof createMeetingRepo>;

/**
 * The organisers' side of the meetings: the slot settings, the grid's data with the counts, moving
 * and cancelling a meeting, a person's meetings at the desk, and the data of an agenda. Every view
 * of profiles and every change is an access-log entry in the same transaction.
 */
import {
  type AdminMeeting,
  type AdminMeetings,
  EDITION,
  type MeetingSlots,
  meetingSlotTimes,
  validateMeetingSlots,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { editionReadOnlyWords } from '../editions';
import type { RegistrationStore } from '../registrations';
import type { MeetingNotices } from './notify';
import { type StoredMeeting, type StoredProfile, createMeetingRepo } from './repo';

export interface OrganiserDeps {
  db: Database;
  store: RegistrationStore;
  accessLog: AccessLog;
  notices: MeetingNotices;
  onMailQueued: () => void;
  clock: () => Date;
}

/** Until a manager sets them: no days, so no meeting can be booked. */
export const DEFAULT_MEETING_SLOTS: MeetingSlots = { days: [], slotMinutes: 30, tables: 10 };

/** The current edition's days, read at each call (a publish changes them). */
const forumDays = () => Object.keys(EDITION.days).map(Number);

export interface AgendaData {
  name: string;
  organisation: string;
  locale: 'en' | 'ko';
  meetings: { day: number; start: string; end: string; table: number; with: string }[];
}

/** A past edition's meeting is read-only: 409 `edition_ended`, naming its year. */
async function assertCurrentMeeting(repo: ReturnType<typeof createMeetingRepo>, id: number): Promise<void> {
  const year = await repo.editionOf('meetings', id);
  if (year !== null && year !== EDITION.year)
    throw new AppError('edition_ended', { messages: editionReadOnlyWords(year) });
}

export function createOrganiserService(deps: OrganiserDeps) {
  const { db, store, accessLog, notices, onMailQueued, clock } = deps;

  async function people(trx: Knex, profiles: Map<number, StoredProfile>) {
    const names = new Map<number, string>();
    for (const profile of profiles.values()) {
      const registrant = await store.within(trx).registrants.findById(profile.registrantId);
      names.set(profile.profileId, registrant?.name ?? '');
    }
    return (profileId: number) => {
      const profile = profiles.get(profileId);
      return {
        profileId,
        registrantId: profile?.registrantId ?? 0,
        name: names.get(profileId) ?? '',
        organisation: profile?.organisation ?? '',
      };
    };
  }

  function adminMeeting(meeting: StoredMeeting, person: Awaited<ReturnType<typeof people>>): AdminMeeting {
    return {
      id: meeting.id,
      day: meeting.day,
      start: meeting.start,
      end: meeting.end,
      table: meeting.table,
      investor: person(meeting.investorProfileId),
      company: person(meeting.companyProfileId),
    };
  }

  /** Both people of a meeting, for the notices. */
  async function pair(trx: Knex, meeting: StoredMeeting) {
    const profiles = await createMeetingRepo(trx, store.edition).profilesByIds([
      meeting.investorProfileId,
      meeting.companyProfileId,
    ]);
    const investor = profiles.get(meeting.investorProfileId);
    const company = profiles.get(meeting.companyProfileId);
    if (!investor || !company) throw new AppError('not_found');
    return [{ profile: investor }, { profile: company }] as const;
  }

  return {
    /** The grid of `edition` (default: the current one; a past edition's as it was left). */
    async list(actor: Actor, edition: number = EDITION.year): Promise<AdminMeetings> {
      return accessLog.run(async (trx) => {
        const repo = createMeetingRepo(trx, store.edition);
        const profiles = await repo.allProfiles(edition);
        const meetings = await repo.allMeetings(edition);
        const person = await people(trx, new Map(profiles.map((p) => [p.profileId, p])));
        const result: AdminMeetings = {
          slots: (await repo.settings(edition)) ?? DEFAULT_MEETING_SLOTS,
          meetings: meetings.map((m) => adminMeeting(m, person)),
          counts: {
            investors: profiles.filter((p) => p.role === 'investor').length,
            companies: profiles.filter((p) => p.role === 'company').length,
            pending: await repo.pendingCount(edition),
            meetings: meetings.length,
          },
        };
        const ids = [...new Set(profiles.map((p) => p.registrantId))];
        return {
          result,
          entries: [{ actor, action: 'list_view', registrantIds: ids, detail: { view: 'meetings' } }],
        };
      });
    },

    async saveSlots(input: unknown): Promise<MeetingSlots> {
      const checked = validateMeetingSlots(input, forumDays());
      if (!checked.ok) throw new AppError('validation', { fields: checked.fields });
      const slots = checked.value;
      await db.transaction(async (trx) => {
        const repo = createMeetingRepo(trx, store.edition);
        // Booked meetings keep their times and tables. A grid they are not on (another slot length
        // or start, fewer tables) would let a new booking overlap one: the organiser moves or
        // cancels those first.
        const onGrid = new Set(meetingSlotTimes(slots).map((slot) => `${slot.day} ${slot.start} ${slot.end}`));
        const stranded = (await repo.allMeetings()).filter(
          (meeting) => !onGrid.has(`${meeting.day} ${meeting.start} ${meeting.end}`) || meeting.table > slots.tables,
        );
        if (stranded.length > 0) throw new AppError('meeting_slots_in_use');
        await repo.saveSettings(slots, clock());
      });
      return slots;
    },

    /** Moves a meeting to another slot and table; both people get the updated calendar event. */
    async move(id: number, input: unknown, actor: Actor): Promise<AdminMeeting> {
      const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
      const now = clock();
      try {
        const result = await accessLog.run(async (trx) => {
          const repo = createMeetingRepo(trx, store.edition);
          const meeting = await repo.meeting(id, true);
          if (!meeting) throw new AppError('not_found');
          await assertCurrentMeeting(repo, id);
          const slots = (await repo.settings()) ?? DEFAULT_MEETING_SLOTS;
          const slot = meetingSlotTimes(slots).find((s) => s.day === body.day && s.start === body.start);
          const table = body.table;
          const fields: Record<string, 'invalid_choice'> = {};
          if (!slot) fields.start = 'invalid_choice';
          if (typeof table !== 'number' || !Number.isInteger(table) || table < 1 || table > slots.tables)
            fields.table = 'invalid_choice';
          if (!slot || Object.keys(fields).length > 0) throw new AppError('validation', { fields });
          await repo.moveMeeting(id, { ...slot, table: table as number });
          const moved = (await repo.meeting(id))!;
          const both = await pair(trx, moved);
          await notices.meeting(store.within(trx), 'meeting', moved, both, now);
          const person = await people(trx, new Map(both.map((b) => [b.profile.profileId, b.profile])));
          return {
            result: adminMeeting(moved, person),
            entries: [
              {
                actor,
                action: 'edit' as const,
                registrantIds: both.map((b) => b.profile.registrantId),
                detail: { meeting: id, fields: ['day', 'start', 'table'] },
              },
            ],
          };
        });
        onMailQueued();
        return result;
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError('meeting_slot_unavailable');
        throw error;
      }
    },

    async cancel(id: number, actor: Actor): Promise<void> {
      const now = clock();
      await accessLog.run(async (trx) => {
        const repo = createMeetingRepo(trx, store.edition);
        const meeting = await repo.meeting(id, true);
        if (!meeting) throw new AppError('not_found');
        await assertCurrentMeeting(repo, id);
        const both = await pair(trx, meeting);
        await repo.removeMeeting(id);
        await repo.setRequestStatus(meeting.requestId, 'cancelled', now);
        await notices.meeting(store.within(trx), 'meeting_cancel', meeting, both, now);
        return {
          result: undefined,
          entries: [
            {
              actor,
              action: 'edit' as const,
              registrantIds: both.map((b) => b.profile.registrantId),
              detail: { meeting: id, cancelled: true },
            },
          ],
        };
      });
      onMailQueued();
    },

    /** A person's meetings (the desk card, the agenda), by registrant id; [] when not taking part. */
    async ofRegistrant(
      registrantId: number,
      actor: Actor,
      view: 'desk_meetings' | 'meeting_agenda',
    ): Promise<AgendaData> {
      return accessLog.run(async (trx) => {
        const repo = createMeetingRepo(trx, store.edition);
        const registrant = await store.within(trx).registrants.findById(registrantId);
        if (!registrant) throw new AppError('not_found');
        const profile = await repo.profileOfRegistrant(registrantId);
        const meetings = profile ? await repo.meetingsOf([profile.profileId]) : [];
        const others = await repo.profilesByIds(
          meetings.map((m) => (m.investorProfileId === profile?.profileId ? m.companyProfileId : m.investorProfileId)),
        );
        const result: AgendaData = {
          name: registrant.name,
          organisation: profile?.organisation ?? registrant.company,
          locale: registrant.locale,
          meetings: meetings.map((m) => {
            const otherId = m.investorProfileId === profile?.profileId ? m.companyProfileId : m.investorProfileId;
            return {
              day: m.day,
              start: m.start,
              end: m.end,
              table: m.table,
              with: others.get(otherId)?.organisation ?? '',
            };
          }),
        };
        return { result, entries: [{ actor, action: 'list_view', registrantIds: [registrantId], detail: { view } }] };
      });
    },
  };
}

export type OrganiserService = ReturnType<typeof createOrganiserService>;

/**
 * What a registrant does about meetings through their manage link: join with a profile (its own
 * consent), browse the other side, ask for a meeting, answer requests, see and cancel meetings,
 * leave. A wrong or expired token is 404, as on the manage page.
 */
import type { Knex } from 'knex';
import {
  EDITION,
  type Locale,
  MEETING_OPEN_REQUESTS_LIMIT,
  type MeetingDirectoryEntry,
  type MeetingProfile,
  type MeetingRequestView,
  type MyMeetings,
  type ParticipantMeeting,
  endOfKoreaDay,
  holdsPlaces,
  isManageToken,
  tooManyRequestsMessage,
  validateMeetingProfile,
  validateMeetingRequest,
} from '@forum/shared';
import { type Database, isDuplicateKeyError, isMysql, retryingTransaction } from '../../db/database';
import { AppError } from '../../errors';
import { type RequestLimits, tooManyRequests } from '../../middleware/requestLimits';
import { editionEndedWords } from '../editions';
import { hashManageToken } from '../mail';
import type { RegistrationRepos, RegistrationStore, StoredRegistrant } from '../registrations';
import { earliestFreeSlot } from './booking';
import type { MeetingNotices } from './notify';
import { type MeetingRepo, type StoredMeeting, type StoredProfile, createMeetingRepo } from './repo';
import { seatedSessions } from './seatedSessions';

export interface ParticipantDeps {
  db: Database;
  store: RegistrationStore;
  notices: MeetingNotices;
  onMailQueued: () => void;
  /** `YYYY-MM-DD`: manage links work until the end of this day, Korea time. */
  retentionUntil: string;
  clock: () => Date;
  /** Counts new requests (each mails its receiver): see MEETING_REQUEST_LIMITS. */
  requestLimits: RequestLimits<MeetingRequestCounter>;
}

/**
 * New meeting requests, each of which mails its receiver: per
 * sender (the registrant behind the token, so a new link does not start afresh), per receiver (a
 * person receives at most 5 new requests an hour, however many join, leave and join again to ask),
 * and per client address. With at most MEETING_OPEN_REQUESTS_LIMIT waiting at once per sender.
 */
export type MeetingRequestCounter = 'sender' | 'recipient' | 'address';
export const MEETING_REQUEST_LIMITS: Record<MeetingRequestCounter, { points: number; durationSeconds: number }> = {
  sender: { points: 20, durationSeconds: 60 * 60 },
  recipient: { points: 5, durationSeconds: 60 * 60 },
  address: { points: 60, durationSeconds: 60 * 60 },
};
/** No window ends the open-requests cap (an answer does): the caller is told to look again in an hour. */
const OPEN_REQUESTS_RETRY_SECONDS = 60 * 60;

const OPEN_REQUESTS_WORDS: Record<Locale, string> = {
  en: `You have ${MEETING_OPEN_REQUESTS_LIMIT} meeting requests waiting for an answer. Please wait for replies before asking someone else.`,
  ko: `답변을 기다리는 미팅 요청이 ${MEETING_OPEN_REQUESTS_LIMIT}건 있습니다. 답변을 받은 뒤 다른 참가자에게 요청해 주세요.`,
};

function recipientWords(wait: number, refused: readonly MeetingRequestCounter[]): Record<Locale, string> | undefined {
  if (refused.length !== 1 || refused[0] !== 'recipient') return undefined;
  return {
    en: `This participant has received many meeting requests in the last hour. ${tooManyRequestsMessage(wait, 'en').replace(/^[^.]*\. /, '')}`,
    ko: `이 참가자에게 지난 1시간 동안 미팅 요청이 많이 도착했습니다. ${tooManyRequestsMessage(wait, 'ko').replace(/^[^.]*\. /, '')}`,
  };
}

/** Why a registration under review or declined is offered no meetings (the manage page shows the same). */
const NOT_APPROVED_WORDS: Record<'pending' | 'declined', Record<Locale, string>> = {
  pending: {
    en: 'Meetings open once your registration is approved: it is still under review.',
    ko: '등록이 승인되면 미팅을 신청할 수 있습니다. 아직 검토 중입니다.',
  },
  declined: {
    en: 'Meetings are for approved registrations: yours was declined.',
    ko: '미팅은 승인된 등록자만 이용할 수 있습니다. 이 등록은 승인되지 않았습니다.',
  },
};

interface Tx {
  repo: MeetingRepo;
  repos: RegistrationRepos;
}

const notFound = () => new AppError('not_found');
const MAX_BOOKING_ATTEMPTS = 30;

/** Another process booked first (a unique key), or the two bookings deadlocked: choose again. */
function isBookingConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    isDuplicateKeyError(error) ||
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))
  );
}

function publicProfile(profile: StoredProfile): MeetingProfile {
  const { registrantId: _registrantId, ...shown } = profile;
  return shown;
}

function shared<T>(a: readonly T[], b: readonly T[]): number {
  return a.filter((item) => b.includes(item)).length;
}

export function createParticipantService(deps: ParticipantDeps) {
  const { db, store, notices, onMailQueued, clock, requestLimits } = deps;
  // The links stop working after the retention date of the edition current at each call (a publish changes it).
  const expiresAt = () => endOfKoreaDay(deps.retentionUntil);

  function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return retryingTransaction(db, async (trx: Knex.Transaction) => {
      // SQLite: write first, so the transaction holds the write lock before it reads; one that read
      // first and wrote later would fail (SQLITE_BUSY_SNAPSHOT) when another process wrote between.
      if (!isMysql(trx)) await trx.raw('UPDATE meeting_settings SET id = id');
      return work({ repo: createMeetingRepo(trx, store.edition), repos: store.within(trx) });
    });
  }

  /**
   * The link's registrant. `change`: a past edition's link is read-only (409 `edition_ended`), so
   * no 2025 profile asks for, books or cancels a meeting in 2026.
   */
  async function registrantOf(repos: RegistrationRepos, token: string, change = true): Promise<StoredRegistrant> {
    if (!isManageToken(token) || clock() >= expiresAt()) throw notFound();
    const id = await repos.links.registrantIdFor(hashManageToken(token));
    const registrant = id === null ? null : await repos.registrants.findById(id);
    if (!registrant) throw notFound();
    if (change && registrant.edition !== undefined && registrant.edition !== EDITION.year)
      throw new AppError('edition_ended', { messages: editionEndedWords(registrant.edition) });
    // Meetings come with a place at the forum: none for a registration under review or declined.
    if (!holdsPlaces(registrant.status))
      throw new AppError('not_approved', {
        messages: NOT_APPROVED_WORDS[registrant.status === 'declined' ? 'declined' : 'pending'],
      });
    return registrant;
  }

  async function profileOf(tx: Tx, token: string, lock = false, change = true): Promise<StoredProfile> {
    const registrant = await registrantOf(tx.repos, token, change);
    const profile = await tx.repo.profileOfRegistrant(registrant.id, lock);
    if (!profile) throw new AppError('meeting_profile_required');
    return profile;
  }

  /** Cancels every meeting of a profile (both people told) and removes it with its requests. */
  async function removeProfile(tx: Tx, profile: StoredProfile, token: string, now: Date): Promise<boolean> {
    const meetings = await tx.repo.meetingsOf([profile.profileId]);
    const others = await tx.repo.profilesByIds(
      meetings.map((m) => (m.investorProfileId === profile.profileId ? m.companyProfileId : m.investorProfileId)),
    );
    for (const meeting of meetings) {
      const otherId =
        meeting.investorProfileId === profile.profileId ? meeting.companyProfileId : meeting.investorProfileId;
      const other = others.get(otherId);
      if (other)
        await notices.meeting(tx.repos, 'meeting_cancel', meeting, [{ profile, token }, { profile: other }], now);
    }
    await tx.repo.removeProfile(profile.profileId);
    return meetings.length > 0;
  }

  function participantMeeting(
    meeting: StoredMeeting,
    me: number,
    others: Map<number, StoredProfile>,
  ): ParticipantMeeting {
    const otherId = meeting.investorProfileId === me ? meeting.companyProfileId : meeting.investorProfileId;
    const other = others.get(otherId);
    return {
      id: meeting.id,
      day: meeting.day,
      start: meeting.start,
      end: meeting.end,
      table: meeting.table,
      with: { profileId: otherId, role: other?.role ?? 'company', organisation: other?.organisation ?? '' },
    };
  }

  /**
   * Books a request's meeting: the earliest slot free for both at the lowest free table. A unique
   * key refusing the insert means another process booked that slot, person or table (or this very
   * request) first: the whole choice runs again on what is now committed.
   */
  async function book(token: string, requestId: number): Promise<{ meeting: StoredMeeting; queued: boolean }> {
    const now = clock();
    return inTransaction(async (tx) => {
      const me = await profileOf(tx, token);
      const request = await tx.repo.request(requestId, true);
      if (!request || request.toProfileId !== me.profileId) throw notFound();
      if (request.status === 'accepted') {
        const existing = await tx.repo.meetingOfRequest(request.id);
        if (existing) return { meeting: existing, queued: false };
      }
      if (request.status !== 'pending') throw new AppError('meeting_request_closed');
      const from = (await tx.repo.profilesByIds([request.fromProfileId])).get(request.fromProfileId);
      if (!from) throw notFound();
      const slots = await tx.repo.settings();
      const [investor, company] = me.role === 'investor' ? [me, from] : [from, me];
      const people = await Promise.all(
        [me, from].map(async (profile) => {
          const registrant = await tx.repos.registrants.findById(profile.registrantId);
          return {
            profileId: profile.profileId,
            sessions: registrant ? await seatedSessions(tx.repos.knex, tx.repos.edition, registrant) : [],
          };
        }),
      );
      const free = slots
        ? earliestFreeSlot({
            slots,
            people,
            booked: (await tx.repo.allMeetings()).map((m) => ({ ...m })),
          })
        : null;
      if (!free) throw new AppError('meeting_slot_unavailable');
      const booked = {
        requestId: request.id,
        investorProfileId: investor.profileId,
        companyProfileId: company.profileId,
        day: free.day,
        start: free.start,
        end: free.end,
        table: free.table,
      };
      const id = await tx.repo.insertMeeting(booked, now);
      await tx.repo.setRequestStatus(request.id, 'accepted', now);
      const meeting: StoredMeeting = { id, revision: 0, ...booked };
      await notices.meeting(tx.repos, 'meeting', meeting, [{ profile: me, token }, { profile: from }], now);
      return { meeting, queued: true };
    });
  }

  return {
    /**
     * The gate of every meeting call, before its body is read: a wrong link is 404, a registration
     * under review or declined 409 `not_approved`.
     */
    async assertMayMeet(token: string): Promise<void> {
      await registrantOf(store, token, false);
    },

    /**
     * A registration being deleted (its owner's cancel, a manager's delete; the caller's
     * transaction): the other side of each meeting is told it is cancelled, then the profile goes
     * with its requests and meetings. The deleted person hears of it in their own cancellation.
     */
    async registrantRemoved(repos: RegistrationRepos, registrantId: number, now: Date): Promise<boolean> {
      const repo = createMeetingRepo(repos.knex, repos.edition);
      const profile = await repo.profileOfRegistrant(registrantId, true);
      if (!profile) return false;
      const meetings = await repo.meetingsOf([profile.profileId]);
      const otherOf = (meeting: StoredMeeting) =>
        meeting.investorProfileId === profile.profileId ? meeting.companyProfileId : meeting.investorProfileId;
      const others = await repo.profilesByIds(meetings.map(otherOf));
      for (const meeting of meetings) {
        const other = others.get(otherOf(meeting));
        if (other) await notices.otherSideGone(repos, meeting, { profile: other }, profile, now);
      }
      await repo.removeProfile(profile.profileId);
      return meetings.length > 0;
    },

    async mine(token: string): Promise<MyMeetings> {
      const registrant = await registrantOf(store, token, false);
      const repo = createMeetingRepo(db, store.edition);
      const profile = await repo.profileOfRegistrant(registrant.id);
      if (!profile) return { profile: null, sent: [], received: [], meetings: [] };
      const requests = await repo.requestsOf(profile.profileId);
      const meetings = await repo.meetingsOf([profile.profileId]);
      const others = await repo.profilesByIds([
        ...requests.flatMap((r) => [r.fromProfileId, r.toProfileId]),
        ...meetings.flatMap((m) => [m.investorProfileId, m.companyProfileId]),
      ]);
      const view = (otherId: number, request: (typeof requests)[number]): MeetingRequestView => {
        const other = others.get(otherId);
        return {
          id: request.id,
          profile: { profileId: otherId, role: other?.role ?? 'company', organisation: other?.organisation ?? '' },
          note: request.note,
          status: request.status,
          createdAt: request.createdAt.toISOString(),
        };
      };
      return {
        profile: publicProfile(profile),
        sent: requests.filter((r) => r.fromProfileId === profile.profileId).map((r) => view(r.toProfileId, r)),
        received: requests.filter((r) => r.toProfileId === profile.profileId).map((r) => view(r.fromProfileId, r)),
        meetings: meetings.map((m) => participantMeeting(m, profile.profileId, others)),
      };
    },

    /** Joins or changes the profile. A changed role starts afresh: its meetings were for the other side. */
    async saveProfile(token: string, input: unknown): Promise<MeetingProfile> {
      const checked = validateMeetingProfile(input);
      if (!checked.ok) throw new AppError('validation', { fields: checked.fields });
      const now = clock();
      const { profile, queued } = await inTransaction(async (tx) => {
        const registrant = await registrantOf(tx.repos, token);
        const current = await tx.repo.profileOfRegistrant(registrant.id, true);
        let queued = false;
        if (current && current.role !== checked.value.role) queued = await removeProfile(tx, current, token, now);
        const profileId = await tx.repo.saveProfile(registrant.id, checked.value, now);
        return { profile: { profileId, ...checked.value }, queued };
      });
      if (queued) onMailQueued();
      return profile;
    },

    async leave(token: string): Promise<void> {
      const now = clock();
      const queued = await inTransaction(async (tx) => removeProfile(tx, await profileOf(tx, token, true), token, now));
      if (queued) onMailQueued();
    },

    async directory(token: string): Promise<MeetingDirectoryEntry[]> {
      const me = await inTransaction((tx) => profileOf(tx, token, false, false));
      const repo = createMeetingRepo(db, store.edition);
      // The directory of the person's own edition: no 2025 profile on the 2026 directory, nor the reverse.
      const edition = (await repo.editionOf('meeting_profiles', me.profileId)) ?? undefined;
      const others = await repo.profilesWithRole(me.role === 'investor' ? 'company' : 'investor', edition);
      const scored = others.map((profile) => ({
        profile,
        score: shared(profile.sectors, me.sectors) + shared(profile.stages, me.stages),
      }));
      // Stable: equal scores keep the order people joined in.
      scored.sort((a, b) => b.score - a.score);
      return scored.map(({ profile, score }) => ({ ...publicProfile(profile), suggested: score > 0 }));
    },

    /**
     * A request to another participant; asking again while one is open answers the open one and
     * neither counts nor mails. A new one takes a point on each limit (MEETING_REQUEST_LIMITS)
     * before it is written, given back if it is not written after all.
     */
    async request(token: string, input: unknown, address: string): Promise<{ id: number }> {
      const checked = validateMeetingRequest(input);
      if (!checked.ok) throw new AppError('validation', { fields: checked.fields });
      const now = clock();
      const between = async (tx: Tx, lock: boolean) => {
        // Locking the sender's profile row makes their requests one at a time, so the open count holds.
        const me = await profileOf(tx, token, lock);
        const target = (await tx.repo.profilesByIds([checked.value.profileId])).get(checked.value.profileId);
        if (!target) throw notFound();
        if (target.role === me.role) throw new AppError('validation', { fields: { profileId: 'invalid_choice' } });
        const open = await tx.repo.openRequestBetween(me.profileId, target.profileId);
        if (!open && (await tx.repo.pendingRequestsFrom(me.profileId)) >= MEETING_OPEN_REQUESTS_LIMIT)
          throw tooManyRequests(OPEN_REQUESTS_RETRY_SECONDS, OPEN_REQUESTS_WORDS);
        return { me, target, open };
      };
      const seen = await inTransaction((tx) => between(tx, false));
      if (seen.open) return { id: seen.open.id };
      const taken = await requestLimits.take(
        { sender: String(seen.me.registrantId), recipient: String(seen.target.registrantId), address },
        recipientWords,
      );
      try {
        const { id, queued } = await inTransaction(async (tx) => {
          const { me, target, open } = await between(tx, true);
          if (open) return { id: open.id, queued: false };
          const requestId = await tx.repo.insertRequest(me.profileId, target.profileId, checked.value.note, now);
          await notices.request(tx.repos, requestId, me, { profile: target }, checked.value.note, now);
          return { id: requestId, queued: true };
        });
        if (queued) onMailQueued();
        else await requestLimits.giveBack(taken);
        return { id };
      } catch (error) {
        await requestLimits.giveBack(taken);
        throw error;
      }
    },

    async accept(token: string, requestId: number): Promise<{ meeting: ParticipantMeeting }> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { meeting, queued } = await book(token, requestId);
          if (queued) onMailQueued();
          const repo = createMeetingRepo(db, store.edition);
          const profile = await inTransaction((tx) => profileOf(tx, token));
          const others = await repo.profilesByIds([meeting.investorProfileId, meeting.companyProfileId]);
          return { meeting: participantMeeting(meeting, profile.profileId, others) };
        } catch (error) {
          if (!isBookingConflict(error) || attempt >= MAX_BOOKING_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 5)));
        }
      }
    },

    async decline(token: string, requestId: number): Promise<void> {
      const now = clock();
      await inTransaction(async (tx) => {
        const me = await profileOf(tx, token);
        const request = await tx.repo.request(requestId, true);
        if (!request || request.toProfileId !== me.profileId) throw notFound();
        if (request.status === 'declined') return;
        if (request.status !== 'pending') throw new AppError('meeting_request_closed');
        await tx.repo.setRequestStatus(request.id, 'declined', now);
      });
    },

    /** Either person cancels; the slot and table free, and both get the calendar's cancel. */
    async cancel(token: string, meetingId: number): Promise<void> {
      const now = clock();
      await inTransaction(async (tx) => {
        const me = await profileOf(tx, token);
        const meeting = await tx.repo.meeting(meetingId, true);
        if (!meeting || (meeting.investorProfileId !== me.profileId && meeting.companyProfileId !== me.profileId))
          throw notFound();
        const otherId =
          meeting.investorProfileId === me.profileId ? meeting.companyProfileId : meeting.investorProfileId;
        const other = (await tx.repo.profilesByIds([otherId])).get(otherId);
        await tx.repo.removeMeeting(meeting.id);
        await tx.repo.setRequestStatus(meeting.requestId, 'cancelled', now);
        if (other)
          await notices.meeting(tx.repos, 'meeting_cancel', meeting, [{ profile: me, token }, { profile: other }], now);
      });
      onMailQueued();
    },
  };
}

export type ParticipantService = ReturnType<typeof createParticipantService>;

/**
 * Capacity and the waiting list as the public form and the organisers see them: availability,
 * a manager's capacity change (more seats are offered on at once), deliberate overbooking, and
 * the registration figures behind the admin's charts.
 */
import {
  BUSINESS_TYPE_CODES,
  EDITION,
  KOREA_OFFSET_MS,
  REGISTRATION_STATUSES,
  type RegistrationStats,
  type RegistrationStatus,
  type SessionAvailability,
  type SessionCode,
  type SessionSeatsSummary,
  editionOf,
  heardFromAnswer,
  heardFromChoices,
  holdsPlaces,
} from '@forum/shared';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { editionReadOnlyWords } from '../editions';
import type { MailQueue } from '../mail';
import type { RegistrationStore } from '../registrations';
import { type Seats, type WaitingList, queueSeatMails, readSeatStates } from '../seats';
import { createStatsRepo } from './statsRepo';

export interface SessionsServiceDeps {
  store: RegistrationStore;
  seats: Seats;
  /** The seats' owner: every figure here is its answer. */
  waitingList: WaitingList;
  mail: MailQueue;
  onMailQueued: () => void;
  accessLog: AccessLog;
  clock: () => Date;
}

const NOT_APPROVED_WORDS = {
  en: 'This registration is under review or declined, so it holds no seat. Approve it first.',
  ko: '검토 중이거나 거절된 등록이라 좌석을 배정할 수 없습니다. 먼저 승인해 주세요.',
};

export function createSessionsService(deps: SessionsServiceDeps) {
  const { store, seats, waitingList, mail, onMailQueued, accessLog, clock } = deps;
  const stats = createStatsRepo(store.knex, store.edition);
  const summaries = (edition?: number) => waitingList.summaries(edition);

  return {
    /** The public figures (cached at most a second by the waiting list: a rush of visitors reads one count). */
    availability(): Promise<SessionAvailability[]> {
      return waitingList.availability();
    },

    summaries,

    /** A manager's number of seats (null: unlimited); seats it frees go to the people waiting at once. */
    async setCapacity(code: SessionCode, capacity: number | null, actor: Actor): Promise<SessionSeatsSummary> {
      const now = clock();
      const queued = await accessLog.run(async (trx) => {
        const repos = store.within(trx);
        await seats.setCapacity(repos.knex, code, capacity, now);
        const offers = await seats.fill(repos.knex, [code], now);
        const mailed = await queueSeatMails(repos, mail, { offers }, now);
        const entry = { actor, action: 'capacity_change' as const, detail: { session: code, capacity } };
        return { result: mailed, entries: [entry] };
      });
      if (queued) onMailQueued();
      return (await summaries()).find((session) => session.code === code)!;
    },

    /**
     * A manager seats someone whatever the capacity (logged `overbook`); the session is added to
     * their choice when it was not there, and they get the updated confirmation.
     */
    async overbook(code: SessionCode, registrantId: number, actor: Actor): Promise<SessionSeatsSummary> {
      const now = clock();
      await accessLog.run(async (trx) => {
        const repos = store.within(trx);
        const current = await repos.registrants.findById(registrantId, { lock: true });
        if (!current) throw new AppError('not_found');
        // A past edition's registrant holds no seat in this year's sessions.
        if (current.edition !== undefined && current.edition !== EDITION.year)
          throw new AppError('edition_ended', { messages: editionReadOnlyWords(current.edition) });
        // Under review or declined: no seat, not even beyond capacity (approve them first).
        if (!holdsPlaces(current.status)) throw new AppError('not_approved', { messages: NOT_APPROVED_WORDS });
        const sessions = current.sessions.includes(code) ? current.sessions : [...current.sessions, code];
        const revision = current.revision + 1;
        const { id: _id, createdAt: _createdAt, checkinCode: _code, revision: _rev, ...fields } = current;
        await repos.registrants.update(registrantId, { ...fields, sessions, consent: true }, revision, now);
        await seats.seatRegardless(repos.knex, registrantId, code, now);
        const states = (await readSeatStates(repos.knex, repos.edition, [registrantId])).get(registrantId) ?? {};
        await mail.queue(repos, {
          kind: 'update',
          registrant: { ...current, sessions, revision, seats: states },
          now,
        });
        const entry = { actor, action: 'overbook' as const, registrantIds: [registrantId], detail: { session: code } };
        return { result: undefined, entries: [entry] };
      });
      onMailQueued();
      return (await summaries()).find((session) => session.code === code)!;
    },

    /** The figures of `edition` (default: the current one). */
    async stats(edition?: number): Promise<RegistrationStats> {
      const [registrations, sessions] = await Promise.all([stats.registrations(edition), summaries(edition)]);
      const perDay = new Map<string, number>();
      const byBiztype = new Map<number, number>(BUSINESS_TYPE_CODES.map((code) => [code, 0]));
      // Every choice of the edition, in its order (0 included); free text from before the choices is `other`.
      const choices = heardFromChoices(editionOf(edition ?? EDITION.year) ?? EDITION);
      const byAbout = new Map<string, number>(choices.map((choice) => [choice.key, 0]));
      const byStatus = new Map<RegistrationStatus, number>(REGISTRATION_STATUSES.map((status) => [status, 0]));
      for (const registration of registrations) {
        byStatus.set(registration.status, (byStatus.get(registration.status) ?? 0) + 1);
        // `YYYY-MM-DD` of the registration in Korea time.
        const day = new Date(registration.createdAt.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        byBiztype.set(registration.businessType, (byBiztype.get(registration.businessType) ?? 0) + 1);
        const { key } = heardFromAnswer(registration.about, undefined, choices);
        if (key) byAbout.set(key, (byAbout.get(key) ?? 0) + 1);
      }
      let cumulative = 0;
      return {
        perDay: [...perDay.entries()].map(([date, count]) => ({ date, count, cumulative: (cumulative += count) })),
        // The answer's documented shape (README), in the wire's name for the type.
        byBiztype: [...byBiztype.entries()].map(([businessType, count]) => ({ biztype: businessType, count })),
        byAbout: [...byAbout.entries()].map(([about, count]) => ({ about, count })),
        byStatus: [...byStatus.entries()].map(([status, count]) => ({ status, count })),
        sessions,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

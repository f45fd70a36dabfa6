/**
 * Capacity and the waiting list as the public form and the organisers see them: availability,
 * a manager's capacity change (more seats are offered on at once), deliberate overbooking, and
 * the registration figures behind the admin's charts.
 */
import {
  BUSINESS_TYPE_CODES,
  KOREA_OFFSET_MS,
  type RegistrationStats,
  type SessionAvailability,
  type SessionCode,
  type SessionSeatsSummary,
  defaultCapacity,
} from '@forum/shared';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import type { MailQueue } from '../mail';
import { type RegistrationStore, queueOfferMails } from '../registrations';
import { type Seats, readSeatStates } from '../seats';
import { createStatsRepo } from './statsRepo';

export interface SessionsServiceDeps {
  store: RegistrationStore;
  seats: Seats;
  mail: MailQueue;
  onMailQueued: () => void;
  accessLog: AccessLog;
  clock: () => Date;
}

export function createSessionsService(deps: SessionsServiceDeps) {
  const { store, seats, mail, onMailQueued, accessLog, clock } = deps;
  const stats = createStatsRepo(store.knex);

  /**
   * Offers that ran out pass to the next people waiting: before the figures are read, and on the
   * background job's schedule (offerExpiryJob.ts), so the next person hears without anyone looking.
   * Resolves with the number of new offers.
   */
  async function expireOffers(): Promise<number> {
    const now = clock();
    const { queued, offers } = await store.transaction(async (repos) => {
      const passedOn = await seats.expireOffers(repos.knex, now);
      return { queued: await queueOfferMails(repos, mail, passedOn, now), offers: passedOn.length };
    });
    if (queued) onMailQueued();
    return offers;
  }

  async function summaries(): Promise<SessionSeatsSummary[]> {
    const [availability, checkedIn] = await Promise.all([seats.availability(store.knex), stats.checkedIn()]);
    return availability.map((session) => ({
      ...session,
      defaultCapacity: defaultCapacity(session.code),
      checkedIn: checkedIn.get(session.code) ?? 0,
    }));
  }

  return {
    expireOffers,

    async availability(): Promise<SessionAvailability[]> {
      await expireOffers();
      return (await seats.availability(store.knex)).map(({ code, capacity, seated, waiting, full }) => ({
        code,
        capacity,
        seated,
        waiting,
        full,
      }));
    },

    async summaries(): Promise<SessionSeatsSummary[]> {
      await expireOffers();
      return summaries();
    },

    /** A manager's number of seats (null: unlimited); seats it frees go to the people waiting at once. */
    async setCapacity(code: SessionCode, capacity: number | null, actor: Actor): Promise<SessionSeatsSummary> {
      const now = clock();
      const queued = await accessLog.run(async (trx) => {
        const repos = store.within(trx);
        await seats.setCapacity(repos.knex, code, capacity, now);
        const offers = await seats.fill(repos.knex, [code], now);
        const mailed = await queueOfferMails(repos, mail, offers, now);
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
        if (!current) throw new AppError(404, 'not_found');
        const sessions = current.sessions.includes(code) ? current.sessions : [...current.sessions, code];
        const revision = current.revision + 1;
        const { id: _id, createdAt: _createdAt, checkinCode: _code, revision: _rev, ...fields } = current;
        await repos.registrants.update(registrantId, { ...fields, sessions, consent: true }, revision, now);
        await seats.seatRegardless(repos.knex, registrantId, code, now);
        const states = (await readSeatStates(repos.knex, [registrantId])).get(registrantId) ?? {};
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

    async stats(): Promise<RegistrationStats> {
      await expireOffers();
      const [registrations, sessions] = await Promise.all([stats.registrations(), summaries()]);
      const perDay = new Map<string, number>();
      const byBiztype = new Map<number, number>(BUSINESS_TYPE_CODES.map((code) => [code, 0]));
      const byAbout = new Map<string, number>();
      for (const registration of registrations) {
        // `YYYY-MM-DD` of the registration in Korea time.
        const day = new Date(registration.createdAt.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        byBiztype.set(registration.businessType, (byBiztype.get(registration.businessType) ?? 0) + 1);
        byAbout.set(registration.about, (byAbout.get(registration.about) ?? 0) + 1);
      }
      let cumulative = 0;
      return {
        perDay: [...perDay.entries()].map(([date, count]) => ({ date, count, cumulative: (cumulative += count) })),
        // The answer's documented shape (README), in the wire's name for the type.
        byBiztype: [...byBiztype.entries()].map(([businessType, count]) => ({ biztype: businessType, count })),
        byAbout: [...byAbout.entries()]
          .map(([about, count]) => ({ about, count }))
          .sort((a, b) => b.count - a.count || a.about.localeCompare(b.about)),
        sessions,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

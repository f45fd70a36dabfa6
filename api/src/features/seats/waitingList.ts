/**
 * The waiting list as the rest of the API uses it (pretix's services/waitinglist.py beside
 * quotas.py): the transitions of seats.ts with their e-mails queued in the same transaction, the
 * figures every screen shows, and the answers to "where does this person stand".
 */
import {
  EDITION,
  type SessionAvailability,
  type SessionCode,
  type SessionSeatsSummary,
  defaultCapacity,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { MailQueue } from '../mail';
import { type SeatMailRepos, queueRejoinMail, queueSeatMails } from './mails';
import { editionSummaries } from './editionFigures';
import { createSeatRepo } from './repo';
import { type ClaimResult, type RejoinResult, type SessionCounts, type Seats } from './seats';

/** A public read passes lapsed offers on at most this often per process (the job does it every minute too). */
export const AVAILABILITY_CACHE_MS = 1_000;

export interface WaitingListDeps {
  seats: Seats;
  /** The pool (reads). */
  db: Knex;
  /** A transaction over the registrant store's repositories (registrations' store.transaction). */
  transaction<T>(work: (repos: SeatMailRepos) => Promise<T>): Promise<T>;
  mail: MailQueue | null;
  onMailQueued: () => void;
  clock: () => Date;
}

export function createWaitingList(deps: WaitingListDeps) {
  const { seats, db, mail, onMailQueued, clock } = deps;
  /** When lapsed offers were last passed on by a read (real time and the clock's time). */
  let lastPass: { at: number; clockAt: number } | null = null;
  let passing: Promise<unknown> | null = null;

  /**
   * Offers that ran out become `expired` (the person is told) and their seats go to the first
   * people waiting (who are told): on the background job's schedule and before figures are read.
   * Resolves with the number of places that changed.
   */
  async function expireOffers(): Promise<number> {
    const now = clock();
    const { queued, changed } = await deps.transaction(async (repos) => {
      const result = await seats.expireOffers(repos.knex, now);
      return {
        queued: await queueSeatMails(repos, mail, result, now),
        changed: result.offers.length + result.lapsed.length,
      };
    });
    if (queued) onMailQueued();
    return changed;
  }

  /**
   * The figures, read from the counters kept with the seats (six rows). Lapsed offers are passed
   * on first: always for the organisers (`fresh`); for the public form at most once a second per
   * process (and by the background job), so a rush of visitors does not each run that query.
   */
  async function counts(fresh: boolean): Promise<SessionCounts[]> {
    const at = performance.now();
    const clockAt = clock().getTime();
    const recent =
      lastPass !== null &&
      at - lastPass.at < AVAILABILITY_CACHE_MS &&
      clockAt >= lastPass.clockAt &&
      clockAt - lastPass.clockAt < AVAILABILITY_CACHE_MS;
    if (fresh || !recent) {
      passing ??= expireOffers().finally(() => {
        passing = null;
      });
      await passing;
      lastPass = { at, clockAt };
    }
    return seats.counts(db);
  }

  return {
    expireOffers,

    /** `GET /api/sessions`: `[{code, capacity, seated, offered, waiting, full}]`. */
    async availability(): Promise<SessionAvailability[]> {
      return (await counts(false)).map(({ code, capacity, seated, offered, waiting, full }) => ({
        code,
        capacity,
        seated,
        offered,
        waiting,
        full,
      }));
    },

    /**
     * `GET /api/admin/sessions` and the stats: adds `expired`, `checkedIn` and the edition's default.
     * A past `edition`: its own sessions and counters as they were left (read-only).
     */
    async summaries(edition: number = EDITION.year): Promise<SessionSeatsSummary[]> {
      if (edition !== EDITION.year) return editionSummaries(db, edition);
      const [all, checkedIn] = await Promise.all([counts(true), createSeatRepo(db).checkedIn()]);
      return all.map((session) => ({
        ...session,
        defaultCapacity: defaultCapacity(session.code),
        checkedIn: checkedIn.get(session.code) ?? 0,
      }));
    },

    /**
     * The registrant takes the seat offered to them, inside the caller's transaction. Answers the
     * outcome; the caller sends the updated confirmation when it is `seated` (a first claim).
     */
    async claim(
      repos: SeatMailRepos,
      registrantId: number,
      session: SessionCode,
      now: Date,
    ): Promise<{ outcome: ClaimResult['outcome']; queued: boolean }> {
      const result = await seats.claim(repos.knex, registrantId, session, now);
      const queued = await queueSeatMails(repos, mail, result, now);
      return { outcome: result.outcome, queued };
    },

    /** Back in line after an offer ran out, inside the caller's transaction; a repeat changes nothing. */
    async rejoin(
      repos: SeatMailRepos,
      registrantId: number,
      session: SessionCode,
      now: Date,
      token: string,
    ): Promise<RejoinResult & { queued: boolean }> {
      const result = await seats.rejoin(repos.knex, registrantId, session, now);
      let queued = await queueSeatMails(repos, mail, { offers: result.offers }, now);
      if (result.outcome === 'waiting' && mail)
        queued = (await queueRejoinMail(repos, mail, registrantId, session, now, token)) || queued;
      return { ...result, queued };
    },
  };
}

export type WaitingList = ReturnType<typeof createWaitingList>;

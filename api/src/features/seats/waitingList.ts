/**
 * The waiting list as the rest of the API uses it (pretix's services/waitinglist.py beside
 * quotas.py): the transitions of seats.ts with their e-mails queued in the same transaction, the
 * figures every screen shows, and the answers to "where does this person stand".
 */
import { type SessionAvailability, type SessionCode, type SessionSeatsSummary, defaultCapacity } from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import type { MailQueue } from '../mail';
import { type SeatMailRepos, queueRejoinMail, queueSeatMails } from './mails';
import { editionSummaries } from './editionFigures';
import { createSeatRepo } from './repo';
import { type ClaimResult, type RejoinResult, type SessionCounts, type Seats } from './seats';

/**
 * The public figures a process serves are at most this old, and a public read passes lapsed offers
 * on at most this often per process (the job does it every minute too).
 */
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
  /** The edition whose figures are this list's own (the seats' scope: createServices hands both the current one). */
  edition: EditionScope;
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

  /** The public figures as last read: when the read began (real time, the clock's time) and after which change. */
  let published: { figures: SessionAvailability[]; at: number; clockAt: number; version: number } | null = null;
  let publishing: Promise<SessionAvailability[]> | null = null;

  /** Reads the public figures again (one read at a time, whoever asks). */
  function publish(): Promise<SessionAvailability[]> {
    publishing ??= (async () => {
      const started = { at: performance.now(), clockAt: clock().getTime(), version: seats.version() };
      const figures = (await counts(false)).map(({ code, capacity, seated, offered, waiting, full }) => ({
        code,
        capacity,
        seated,
        offered,
        waiting,
        full,
      }));
      published = { figures, ...started };
      return figures;
    })().finally(() => {
      publishing = null;
    });
    return publishing;
  }

  /** Younger than `limit` ms by real time and by the clock, and read after this process's latest change of places. */
  function youngerThan(limit: number): boolean {
    if (!published || published.version !== seats.version()) return false;
    const clockAge = clock().getTime() - published.clockAt;
    return performance.now() - published.at < limit && clockAge >= 0 && clockAge < limit;
  }

  return {
    expireOffers,

    /**
     * `GET /api/sessions`: `[{code, capacity, seated, offered, waiting, full}]`, served from the
     * figures this process last read: a poll never waits for the database while they are less than
     * AVAILABILITY_CACHE_MS old (past half of it they are read again behind the answer), so every
     * process serves figures at most that old, and this process's own changes at once.
     */
    async availability(): Promise<SessionAvailability[]> {
      if (published && youngerThan(AVAILABILITY_CACHE_MS / 2)) return published.figures;
      if (published && youngerThan(AVAILABILITY_CACHE_MS)) {
        const served = published.figures;
        // A failed read shows at the next call that must wait for one.
        publish().catch(() => undefined);
        return served;
      }
      return publish();
    },

    /**
     * `GET /api/admin/sessions` and the stats: adds `expired`, `checkedIn` and the edition's default.
     * A past `edition`: its own sessions and counters as they were left (read-only).
     */
    async summaries(edition: number = deps.edition()): Promise<SessionSeatsSummary[]> {
      if (edition !== deps.edition()) return editionSummaries(db, edition);
      const [all, checkedIn] = await Promise.all([counts(true), createSeatRepo(db, deps.edition).checkedIn()]);
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

/**
 * Every e-mail about a place, queued inside the transaction that changes it: a seat offered, an
 * offer that ran out, a return to the line. Each goes in the person's language with their manage
 * link, and carries their places as this feature reads them.
 */
import type { SessionCode } from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import type { MailQueue, MailQueueRepos, QueuedRegistrant } from '../mail';
import { type LapsedOffer, type SeatOffer, type Seats, readSeatStates } from './seats';

/**
 * What the mails need of the caller's transaction: the registrant store's repositories (declared
 * by shape, so this feature depends on the registrations feature no more than it depends on it).
 */
export interface SeatMailRepos extends MailQueueRepos {
  knex: Knex;
  edition: EditionScope;
  registrants: { findById(id: number): Promise<QueuedRegistrant | null> };
}

async function queueAbout(
  repos: SeatMailRepos,
  mail: MailQueue,
  kind: 'offer' | 'offer_expired' | 'rejoined',
  registrantId: number,
  session: SessionCode,
  now: Date,
  token?: string,
): Promise<boolean> {
  const registrant = await repos.registrants.findById(registrantId);
  if (!registrant) return false;
  const states = (await readSeatStates(repos.knex, repos.edition, [registrant.id])).get(registrant.id) ?? {};
  await mail.queue(repos, {
    kind,
    registrant: { ...registrant, seats: states },
    now,
    offeredSession: session,
    ...(token ? { token } : {}),
  });
  return true;
}

/** Tells each person offered a seat, and each whose offer ran out; true when anything was queued. */
export async function queueSeatMails(
  repos: SeatMailRepos,
  mail: MailQueue | null,
  changes: { offers?: readonly SeatOffer[]; lapsed?: readonly LapsedOffer[] },
  now: Date,
): Promise<boolean> {
  if (!mail) return false;
  let queued = false;
  for (const offer of changes.offers ?? [])
    queued = (await queueAbout(repos, mail, 'offer', offer.registrantId, offer.session, now)) || queued;
  for (const lapsed of changes.lapsed ?? [])
    queued = (await queueAbout(repos, mail, 'offer_expired', lapsed.registrantId, lapsed.session, now)) || queued;
  return queued;
}

/** "You are on the waiting list again, number N", over the link they used. */
export function queueRejoinMail(
  repos: SeatMailRepos,
  mail: MailQueue,
  registrantId: number,
  session: SessionCode,
  now: Date,
  token: string,
): Promise<boolean> {
  return queueAbout(repos, mail, 'rejoined', registrantId, session, now, token);
}

/** Frees the dropped sessions' places and takes places in the added ones; answers the offers made. */
export async function changeSessions(
  db: Knex,
  seats: Seats,
  registrantId: number,
  before: readonly SessionCode[],
  after: readonly SessionCode[],
  now: Date,
): Promise<SeatOffer[]> {
  const dropped = before.filter((code) => !after.includes(code));
  const added = after.filter((code) => !before.includes(code));
  const offers = dropped.length > 0 ? await seats.release(db, registrantId, dropped, now) : [];
  if (added.length > 0) await seats.take(db, registrantId, added, now);
  return offers;
}

/**
 * What a change of sessions does to seats, and the e-mails of the offers it makes: used by the
 * admin's edit and delete here, by the manage link's change, cancel and claim, and by the
 * Sessions screen's capacity change, each inside its own transaction.
 */
import type { SessionCode } from '@forum/shared';
import type { MailQueue } from '../mail';
import { type SeatOffer, type Seats, readSeatStates } from '../seats';
import type { RegistrationRepos } from './store';

/** Frees the dropped sessions' places and takes places in the added ones; answers the offers made. */
export async function changeSessions(
  repos: RegistrationRepos,
  seats: Seats,
  registrantId: number,
  before: readonly SessionCode[],
  after: readonly SessionCode[],
  now: Date,
): Promise<SeatOffer[]> {
  const dropped = before.filter((code) => !after.includes(code));
  const added = after.filter((code) => !before.includes(code));
  const offers = dropped.length > 0 ? await seats.release(repos.knex, registrantId, dropped, now) : [];
  if (added.length > 0) await seats.take(repos.knex, registrantId, added, now);
  return offers;
}

/** Tells each person offered a seat, in their language, with their manage link. */
export async function queueOfferMails(
  repos: RegistrationRepos,
  mail: MailQueue | null,
  offers: readonly SeatOffer[],
  now: Date,
): Promise<boolean> {
  if (!mail || offers.length === 0) return false;
  for (const offer of offers) {
    const registrant = await repos.registrants.findById(offer.registrantId);
    if (!registrant) continue;
    const states = (await readSeatStates(repos.knex, [registrant.id])).get(registrant.id) ?? {};
    await mail.queue(repos, {
      kind: 'offer',
      registrant: { ...registrant, seats: states },
      now,
      offeredSession: offer.session,
    });
  }
  return true;
}

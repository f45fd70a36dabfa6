/**
 * The one owner of places in sessions (decision record 0006): `seated`, `offered`
 * (held until `offerExpiresAt`), `waiting` (with a number in line), `expired` (an offer that ran
 * out) or `left` (no place: the session was dropped or the list left). Their changes (under the
 * session row's lock, decision record 0006), the job that lets offers run out, every e-mail about
 * them and every count of them are here; no other module reads the places table.
 *
 * Why `seats/` and not a new `waitingList` feature: this one already held the places table, its
 * repository and the session row lock; moving the offer mails (from registrations), the expiry job
 * and the figures (from sessions) in beside them leaves one owner, with `waitingList.ts` as its
 * service, as pretix keeps services/waitinglist.py beside quotas.py.
 */
import type { Logger } from '../../logger';
import { type OfferExpiryJob, startOfferExpiryJob as startJob } from './expiryJob';
import type { WaitingList } from './waitingList';

export {
  type ClaimResult,
  type LapsedOffer,
  type RejoinResult,
  type SeatOffer,
  type SeatOptions,
  type Seats,
  type SessionCounts,
  type TakenPlaces,
  createSeats,
  offerExpiry,
  readSeatStates,
} from './seats';
export { type SeatMailRepos, changeSessions, queueSeatMails } from './mails';
export { AVAILABILITY_CACHE_MS, type WaitingList, type WaitingListDeps, createWaitingList } from './waitingList';
export { heldSessionsOf, seatedSessionsOf, withSeatStates } from './readers';
export { countPlaces, purgePlaces, recountPlaces } from './upkeep';
export { ensureCapacityRows, readSeatCounts } from './capacityRows';
export { type OfferExpiryJob, OFFER_EXPIRY_INTERVAL_MS } from './expiryJob';

/**
 * The job that lets lapsed offers run out and passes their seats on (server.ts runs one per
 * process, on the waiting list createServices built for the requests too).
 */
export function startOfferExpiryJob(deps: {
  waitingList: Pick<WaitingList, 'expireOffers'>;
  log: Logger;
  intervalMs?: number;
}): OfferExpiryJob {
  return startJob({
    expireOffers: deps.waitingList.expireOffers,
    log: deps.log,
    ...(deps.intervalMs ? { intervalMs: deps.intervalMs } : {}),
  });
}

/**
 * Seats per session and the waiting list: taken, freed, offered and claimed inside the caller's
 * transaction under a lock on the session rows (decision record 0006).
 */
export {
  type ClaimResult,
  type SeatOffer,
  type SeatOptions,
  type Seats,
  createSeats,
  offerExpiry,
  readSeatStates,
} from './seats';
export { type SeatRepo, createSeatRepo } from './repo';

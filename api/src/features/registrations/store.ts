/**
 * The repositories a registration's life touches (registrants, their links, their mail), on the
 * pool or inside one transaction: a registration, a change or a cancel is stored together with the
 * e-mail it causes, or not at all.
 */
import type { Knex } from 'knex';
import { type Database, retryingTransaction } from '../../db/database';
import { createOutbox } from '../mail';
import { createCheckinRepo } from './checkinRepo';
import { createLinkRepo } from './linkRepo';
import { createRegistrationRepo } from './repo';

function repos(db: Knex) {
  return {
    registrants: createRegistrationRepo(db),
    links: createLinkRepo(db),
    outbox: createOutbox(db),
    checkins: createCheckinRepo(db),
    /** The Knex the repositories use (the transaction's, inside one): the seat functions take it. */
    knex: db,
  };
}

export type RegistrationRepos = ReturnType<typeof repos>;

/**
 * Run inside the transaction that deletes a registrant (their own cancel, a manager's delete),
 * before the row goes: features holding something of theirs that another person relies on (a
 * meeting) tell that person. Resolves true when it queued mail.
 */
export type RegistrantRemovalHook = (repos: RegistrationRepos, registrantId: number, now: Date) => Promise<boolean>;

export function createRegistrationStore(db: Database) {
  return {
    ...repos(db),
    transaction<T>(work: (trx: RegistrationRepos) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (trx) => work(repos(trx)));
    },
    /** The repositories inside a transaction someone else opened (the access log's). */
    within(trx: Knex): RegistrationRepos {
      return repos(trx);
    },
  };
}

export type RegistrationStore = ReturnType<typeof createRegistrationStore>;

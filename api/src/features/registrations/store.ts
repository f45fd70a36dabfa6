/**
 * The repositories a registration's life touches (registrants, their links, their mail), on the
 * pool or inside one transaction: a registration, a change or a cancel is stored together with the
 * e-mail it causes, or not at all.
 */
import type { Knex } from 'knex';
import { type Database, retryingTransaction } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { createOutbox } from '../mail';
import { createCheckinRepo } from './checkinRepo';
import { createLinkRepo } from './linkRepo';
import { createRegistrationRepo } from './repo';

function repos(db: Knex, edition: EditionScope) {
  return {
    registrants: createRegistrationRepo(db, edition),
    links: createLinkRepo(db),
    outbox: createOutbox(db),
    checkins: createCheckinRepo(db, edition),
    /** The Knex the repositories use (the transaction's, inside one): the seat functions take it. */
    knex: db,
    /** The edition they scope to: other features' repositories on `knex` take it with it. */
    edition,
  };
}

export type RegistrationRepos = ReturnType<typeof repos>;

/**
 * Run inside the transaction that deletes a registrant (their own cancel, a manager's delete),
 * before the row goes: features holding something of theirs that another person relies on (a
 * meeting) tell that person. Resolves true when it queued mail.
 */
export type RegistrantRemovalHook = (repos: RegistrationRepos, registrantId: number, now: Date) => Promise<boolean>;

/** `edition`: the edition the registrants are written in and looked up by (createServices hands the current one). */
export function createRegistrationStore(db: Database, edition: EditionScope) {
  return {
    ...repos(db, edition),
    transaction<T>(work: (trx: RegistrationRepos) => Promise<T>): Promise<T> {
      return retryingTransaction(db, (trx) => work(repos(trx, edition)));
    },
    /** The repositories inside a transaction someone else opened (the access log's). */
    within(trx: Knex): RegistrationRepos {
      return repos(trx, edition);
    },
  };
}

export type RegistrationStore = ReturnType<typeof createRegistrationStore>;

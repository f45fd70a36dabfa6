/**
 * What other features do with invitations, each on the Knex they pass (a transaction's, so it
 * commits or rolls back with their change): approval's admission finds an invitation by its link
 * and ties it to the registration it made; manage asks whether a registrant came by invitation;
 * group messages read the invitees they write to and store the fresh link each mail carries. Each
 * takes the edition scope its caller's repositories have.
 */
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { type StoredInvitation, createInvitationRepo } from './repo';

/** The scope's invitation whose link hashes to `tokenHash`; locked for the transaction when `lock`. */
export function findInvitationByLink(
  trx: Knex,
  scope: EditionScope,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<StoredInvitation | null> {
  return createInvitationRepo(trx, scope).findByTokenHash(tokenHash, options);
}

/** Ties the invitation to its registration; false when another registration already took it. */
export function bindInvitation(
  trx: Knex,
  scope: EditionScope,
  invitationId: number,
  registrantId: number,
  now: Date,
): Promise<boolean> {
  return createInvitationRepo(trx, scope).bindRegistration(invitationId, registrantId, now);
}

/** Whether the registrant registered through an invitation. */
export function isInvitee(trx: Knex, scope: EditionScope, registrantId: number): Promise<boolean> {
  return createInvitationRepo(trx, scope).isInvitee(registrantId);
}

/** The scope's invitations that were sent and neither registered nor declined. */
export function sentUnregisteredInvitations(trx: Knex, scope: EditionScope): Promise<StoredInvitation[]> {
  return createInvitationRepo(trx, scope).sentNotRegistered();
}

/** Invitations by id, of any forum (a message's recipients outlive the year). */
export function invitationsById(trx: Knex, scope: EditionScope, ids: readonly number[]): Promise<StoredInvitation[]> {
  return ids.length === 0 ? Promise.resolve([]) : createInvitationRepo(trx, scope).list(ids, null);
}

/** The invitation's link becomes the one just mailed (only the newest link opens it). */
export function replaceInvitationLink(
  trx: Knex,
  scope: EditionScope,
  invitationId: number,
  tokenHash: string,
): Promise<void> {
  return createInvitationRepo(trx, scope).replaceLink(invitationId, tokenHash);
}

/**
 * What other features do with invitations, each on the Knex they pass (a transaction's, so it
 * commits or rolls back with their change): approval's admission finds an invitation by its link
 * and ties it to the registration it made; manage asks whether a registrant came by invitation;
 * group messages read the invitees they write to and store the fresh link each mail carries.
 */
import type { Knex } from 'knex';
import { type StoredInvitation, createInvitationRepo } from './repo';

/** The current forum's invitation whose link hashes to `tokenHash`; locked for the transaction when `lock`. */
export function findInvitationByLink(
  trx: Knex,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<StoredInvitation | null> {
  return createInvitationRepo(trx).findByTokenHash(tokenHash, options);
}

/** Ties the invitation to its registration; false when another registration already took it. */
export function bindInvitation(trx: Knex, invitationId: number, registrantId: number, now: Date): Promise<boolean> {
  return createInvitationRepo(trx).bindRegistration(invitationId, registrantId, now);
}

/** Whether the registrant registered through an invitation. */
export function isInvitee(trx: Knex, registrantId: number): Promise<boolean> {
  return createInvitationRepo(trx).isInvitee(registrantId);
}

/** The current forum's invitations that were sent and neither registered nor declined. */
export function sentUnregisteredInvitations(trx: Knex): Promise<StoredInvitation[]> {
  return createInvitationRepo(trx).sentNotRegistered();
}

/** Invitations by id, of any forum (a message's recipients outlive the year). */
export function invitationsById(trx: Knex, ids: readonly number[]): Promise<StoredInvitation[]> {
  return ids.length === 0 ? Promise.resolve([]) : createInvitationRepo(trx).list(ids, null);
}

/** The invitation's link becomes the one just mailed (only the newest link opens it). */
export function replaceInvitationLink(trx: Knex, invitationId: number, tokenHash: string): Promise<void> {
  return createInvitationRepo(trx).replaceLink(invitationId, tokenHash);
}

/**
 * Invitations' entry: the invitation list (import, send, the invitee's link) and, for approval's
 * admission, finding an invitation by its link and tying it to the registration it made.
 */
export { INVITATION_DECLINE_LIMITS, INVITATION_VIEW_LIMITS, type InvitationLimits, invitationsRouter } from './router';
export { suppressionKeyFrom } from './suppression';
export { type InvitationService, createInvitationService } from './service';
export type { StoredInvitation } from './repo';
export {
  bindInvitation,
  findInvitationByLink,
  invitationsById,
  isInvitee,
  replaceInvitationLink,
  sentUnregisteredInvitations,
} from './invitationsInTransaction';
export { readInvitationFile } from './importFile';
export { invitationUrl, sampleInvitationUrl } from './invitationMail';

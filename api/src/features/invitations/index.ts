/**
 * Invitations' entry: the invitation list (import, send, the invitee's link) and, for approval's
 * admission, finding an invitation by its link and tying it to the registration it made.
 */
export { invitationsRouter } from './router';
export { type InvitationService, createInvitationService } from './service';
export { type InvitationRepo, type StoredInvitation, createInvitationRepo } from './repo';
export { readInvitationFile } from './importFile';

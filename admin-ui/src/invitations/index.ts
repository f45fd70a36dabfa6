/** The managers' Invitations screen: import a list, send personal links, follow each invitee's state. */
export { InvitationsScreen } from './InvitationsScreen';
export { INVITATIONS_TEXT } from './invitationsText';

/**
 * Who a message reaches, read from the database: the registrants its filters hold (with their
 * places and check-in days), or the invitees who have not registered; and the one person a
 * preview or a test shows.
 */
import type { MessageAudience, Registrant } from '@forum/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { type StoredInvitation, sentUnregisteredInvitations } from '../invitations';
import type { RegistrationStore } from '../registrations';
import { withSeatStates } from '../seats';
import { type AudienceCandidate, inAudience } from './audience';
import type { MessagePerson } from './messageMail';
import type { StoredRecipient } from './repo';

/**
 * One recipient of a message: a registrant, or (the audience `invitation`) an invitee who has not
 * registered; `key` tells them apart in the resume point (their recipient rows).
 */
export interface Target {
  key: string;
  registrantId: number | null;
  invitationId: number | null;
  email: string;
  person: MessagePerson;
  registrant: Registrant | null;
}

export function registrantTarget(registrant: Registrant): Target {
  return {
    key: `r${registrant.id}`,
    registrantId: registrant.id,
    invitationId: null,
    email: registrant.email,
    person: registrant,
    registrant,
  };
}

export function inviteeTarget(invitation: StoredInvitation): Target {
  return {
    key: `i${invitation.id}`,
    registrantId: null,
    invitationId: invitation.id,
    email: invitation.email,
    person: {
      locale: invitation.locale,
      name: invitation.name,
      company: invitation.company,
      sessions: [],
      invitedFrom: invitation.source,
    },
    registrant: null,
  };
}

/** The `key` of the target a recipient row was written for. */
export const recipientKey = (recipient: StoredRecipient) =>
  recipient.invitationId != null ? `i${recipient.invitationId}` : `r${recipient.registrantId}`;

export function createMessageTargets(deps: { db: Database; store: RegistrationStore }) {
  const { db, store } = deps;

  /** Registrants with their places as the seats feature answers (audiences and `{sessions}` follow them). */
  async function listed(ids?: readonly number[]): Promise<Registrant[]> {
    return withSeatStates(db, store.edition, await store.registrants.list(ids));
  }

  async function candidates(ids?: readonly number[]): Promise<AudienceCandidate[]> {
    const [registrants, marks] = await Promise.all([listed(ids), store.checkins.marksFor(ids)]);
    return registrants.map((registrant) => ({
      registrant,
      checkedInDays: new Set((marks.get(registrant.id) ?? []).map((mark) => mark.day)),
    }));
  }

  /** Everyone a message goes to now: its invitees, or the registrants its filters hold. */
  async function targetsOf(audience: MessageAudience): Promise<Target[]> {
    if (audience.invitation) return (await sentUnregisteredInvitations(db, store.edition)).map(inviteeTarget);
    return (await candidates())
      .filter((candidate) => inAudience(audience, candidate))
      .map((candidate) => registrantTarget(candidate.registrant));
  }

  /** The recipient a preview or a test shows: the one asked for, or the audience's first. */
  async function sampleRecipient(audience: MessageAudience, registrantId: number | null): Promise<Target> {
    if (registrantId !== null) {
      const [registrant] = await listed([registrantId]);
      if (!registrant) throw new AppError('not_found');
      return registrantTarget(registrant);
    }
    const [first] = await targetsOf(audience);
    if (!first) throw new AppError('not_found');
    return first;
  }

  return { listed, candidates, targetsOf, sampleRecipient };
}

export type MessageTargets = ReturnType<typeof createMessageTargets>;

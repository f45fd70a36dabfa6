/**
 * Who decides a new registration's status: the approval feature (the policy, an invitation)
 * plugs in here, so registrations depend on no other feature. It runs inside the registration's
 * transaction, before the insert (the decision) and after it (binding an invitation, queuing the
 * "under review" mail), so a refused invitation stores nothing.
 */
import type { Registration, RegistrationStatus } from '@forum/shared';
import type { QueuedRegistrant } from '../mail';
import type { RegistrationRepos } from './store';

export interface AdmissionDecision {
  status: RegistrationStatus;
  /** Run after the registrant row is written, in the same transaction. */
  afterInsert?: (repos: RegistrationRepos, registrant: QueuedRegistrant, now: Date) => Promise<void>;
}

export interface Admission {
  /** `invitation`: the token the form sent, or null. Throws an AppError to refuse the registration. */
  admit(
    repos: RegistrationRepos,
    registration: Registration,
    invitation: string | null,
    now: Date,
  ): Promise<AdmissionDecision>;
}

/** Without an approval feature: everyone is approved at once (the policy `off`). */
export const APPROVE_EVERYONE: Admission = { admit: async () => ({ status: 'approved' }) };

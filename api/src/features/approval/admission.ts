/**
 * A new registration's status: through an invitation link it is approved whatever the policy
 * (and may hold invitation-only sessions), but only for the invited address: another e-mail is
 * refused (400, field `email`, code `invitation_email`, naming the invited address masked), so a
 * link that was forwarded, leaked or already used registers nobody else, and a cancelled
 * registration leaves it usable by its invitee alone. Otherwise the policy decides, and an
 * invitation-only session is refused. The registration's writer sends the mail of the status.
 */
import { invitationEmailWords, invitationOnlyChoices, maskEmail, needsReview } from '@forum/shared';
import { AppError } from '../../errors';
import { bindInvitation, findInvitationByLink } from '../invitations';
import { hashManageToken } from '../mail';
import { type Admission, registrationEmailKey } from '../registrations';
import { createPolicyRepo } from './policyRepo';

export function createAdmission(): Admission {
  return {
    async admit(repos, registration, invitationToken, now) {
      if (invitationToken !== null) {
        const invitation =
          invitationToken.length <= 100
            ? await findInvitationByLink(repos.knex, repos.edition, hashManageToken(invitationToken), { lock: true })
            : null;
        if (!invitation) throw new AppError('not_found');
        if (invitation.emailKey !== registrationEmailKey(registration.email)) {
          throw new AppError('validation', {
            fields: { email: 'invitation_email' },
            messages: invitationEmailWords(maskEmail(invitation.email)),
          });
        }
        if (invitation.registrationId !== null) throw new AppError('invitation_used');
        return {
          status: 'approved',
          afterInsert: async (inner, registrant) => {
            if (!(await bindInvitation(inner.knex, inner.edition, invitation.id, registrant.id, now))) {
              throw new AppError('invitation_used');
            }
          },
        };
      }
      if (invitationOnlyChoices(registration.sessions).length > 0) {
        throw new AppError('validation', { fields: { attendext: 'invitation_only' } });
      }
      const policy = await createPolicyRepo(repos.knex, repos.edition).read();
      return { status: needsReview(policy, registration.businessType) ? 'pending' : 'approved' };
    },
  };
}

/**
 * A new registration's status: through an invitation link it is approved whatever the policy
 * (and may hold invitation-only sessions); otherwise the policy decides, and an invitation-only
 * session is refused. A registration left pending gets the "under review" mail, with its manage
 * link, in the same transaction.
 */
import { invitationOnlyChoices, manageUrl, needsReview } from '@forum/shared';
import { AppError } from '../../errors';
import { createInvitationRepo } from '../invitations';
import { hashManageToken, newManageToken } from '../mail';
import type { Admission } from '../registrations';
import { type ApprovalMailSettings, pendingMail } from './approvalMail';
import { createPolicyRepo } from './policyRepo';

export function createAdmission(settings: ApprovalMailSettings): Admission {
  return {
    async admit(repos, registration, invitationToken, now) {
      if (invitationToken !== null) {
        const invitations = createInvitationRepo(repos.knex);
        const invitation =
          invitationToken.length <= 100
            ? await invitations.findByTokenHash(hashManageToken(invitationToken), { lock: true })
            : null;
        if (!invitation) throw new AppError('not_found');
        if (invitation.registrationId !== null) throw new AppError('invitation_used');
        return {
          status: 'approved',
          afterInsert: async (inner, registrant) => {
            if (!(await createInvitationRepo(inner.knex).bindRegistration(invitation.id, registrant.id, now))) {
              throw new AppError('invitation_used');
            }
          },
        };
      }
      if (invitationOnlyChoices(registration.sessions).length > 0) {
        throw new AppError('validation', { fields: { attendext: 'invitation_only' } });
      }
      const policy = await createPolicyRepo(repos.knex).read();
      if (!needsReview(policy, registration.businessType)) return { status: 'approved' };
      return {
        status: 'pending',
        afterInsert: async (inner, registrant) => {
          const token = newManageToken();
          await inner.links.insert([{ tokenHash: hashManageToken(token), registrantId: registrant.id, now }]);
          const link = manageUrl(settings.siteUrl, token, registrant.locale);
          await inner.outbox.enqueue([
            {
              registrantId: registrant.id,
              kind: 'message',
              locale: registrant.locale,
              recipient: registrant.email,
              messageId: `<pending-${registrant.id}-${now.getTime()}@${new URL(settings.siteUrl).hostname || 'localhost'}>`,
              model: pendingMail(registrant, link, settings, now),
            },
          ]);
        },
      };
    },
  };
}

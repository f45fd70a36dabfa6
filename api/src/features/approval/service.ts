/**
 * The managers' approval: the policy, and decisions on registrations under review. Approving takes
 * the seats (or places in line) at that moment, through the seats feature, and sends the full
 * confirmation (QR code, calendar file); declining sends the short decline with the organiser's
 * reason in the registrant's language. Each decision is an access-log entry in its transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  type ApprovalDecision,
  type ApprovalPolicy,
  type ApprovalResult,
  type DeclineReason,
  EDITION,
} from '@forum/shared';
import type { Database } from '../../db/database';
import { retryingTransaction } from '../../db/database';
import type { AccessLog, Actor } from '../accessLog';
import type { MailQueue } from '../mail';
import type { RegistrationStore } from '../registrations';
import type { Seats } from '../seats';
import { type ApprovalMailSettings, declinedMail } from './approvalMail';
import { createPolicyRepo } from './policyRepo';

export interface ApprovalServiceDeps {
  db: Database;
  store: RegistrationStore;
  mail: MailQueue;
  seats: Seats;
  accessLog: AccessLog;
  settings: ApprovalMailSettings;
  clock: () => Date;
  onMailQueued: () => void;
}

export function createApprovalService(deps: ApprovalServiceDeps) {
  const { db, store, mail, seats, accessLog, settings, clock, onMailQueued } = deps;
  const host = new URL(settings.siteUrl).hostname || 'localhost';

  return {
    /** The policy of `edition` (default: the current one). */
    policy(edition?: number): Promise<ApprovalPolicy> {
      return createPolicyRepo(db).read(edition);
    },

    async setPolicy(policy: ApprovalPolicy): Promise<ApprovalPolicy> {
      const stored = { mode: policy.mode, biztypes: [...new Set(policy.biztypes)].sort((a, b) => a - b) };
      await retryingTransaction(db, (trx) => createPolicyRepo(trx).write(stored, clock()));
      return stored;
    },

    async decide(
      actor: Actor,
      ids: readonly number[],
      decision: ApprovalDecision,
      reason?: DeclineReason,
    ): Promise<ApprovalResult> {
      const now = clock();
      const result = await accessLog.run(async (trx) => {
        const repos = store.within(trx);
        const outcome: ApprovalResult = { approved: [], declined: [], skipped: [] };
        for (const id of [...new Set(ids)]) {
          const registrant = await repos.registrants.findById(id, { lock: true });
          // A past edition's registrant is not among the current edition's to decide on.
          if (!registrant || (registrant.edition !== undefined && registrant.edition !== EDITION.year)) {
            outcome.skipped.push({ id, code: 'not_found' });
            continue;
          }
          const status = registrant.status ?? 'approved';
          if (status === 'approved') {
            outcome.skipped.push({ id, code: 'already_approved' });
            continue;
          }
          if (decision === 'decline') {
            if (status === 'declined') {
              outcome.skipped.push({ id, code: 'already_declined' });
              continue;
            }
            await repos.registrants.setStatus(id, 'declined', now);
            await repos.outbox.enqueue([
              {
                registrantId: id,
                kind: 'message',
                locale: registrant.locale,
                recipient: registrant.email,
                messageId: `<decline-${randomUUID()}@${host}>`,
                model: declinedMail(registrant, reason, settings, now),
              },
            ]);
            outcome.declined.push(id);
            continue;
          }
          // Approval: seats now, in arrival order of approvals (a full session puts them in line).
          await repos.registrants.setStatus(id, 'approved', now);
          await seats.take(repos.knex, id, registrant.sessions, now);
          const states = (await seats.states(repos.knex, [id])).get(id) ?? {};
          await mail.queue(repos, {
            kind: 'confirmation',
            registrant: { ...registrant, status: 'approved', seats: states },
            now,
            replaceEarlierLinks: true,
          });
          outcome.approved.push(id);
        }
        const entries = [
          ...(outcome.approved.length > 0
            ? [{ actor, action: 'approve' as const, registrantIds: outcome.approved }]
            : []),
          ...(outcome.declined.length > 0
            ? [
                {
                  actor,
                  action: 'decline' as const,
                  registrantIds: outcome.declined,
                  // Whether a reason went with it, never its words (they may name the person).
                  detail: { reason: Boolean(reason?.en?.trim() || reason?.ko?.trim()) },
                },
              ]
            : []),
        ];
        return { result: outcome, entries };
      });
      if (result.approved.length > 0 || result.declined.length > 0) onMailQueued();
      return result;
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

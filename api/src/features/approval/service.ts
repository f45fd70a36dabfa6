/**
 * The managers' approval: the policy, and decisions on registrations under review. Approving takes
 * the seats (or places in line) at that moment, through the seats feature, and sends the full
 * confirmation (QR code, calendar file); declining sends the short decline with the organiser's
 * reason in the registrant's language. Each decision keeps who made it, when, and a decline's
 * reason on the registration (the approval screen's decided view), and is an access-log entry in
 * its transaction.
 *
 * Decisions run in batches (DECISION_BATCH ids per transaction): `decideStatus` settles each
 * registration's status and decline mail, then the batch's approvals take their seats together, so
 * a batch holds its sessions' rows for a few statements, never for the whole bulk.
 */
import type { ApprovalDecision, ApprovalPolicy, ApprovalResult, ApprovalSkipCode, DeclineReason } from '@forum/shared';
import { EDITION, holdsPlaces } from '@forum/shared';
import type { Database } from '../../db/database';
import { retryingTransaction } from '../../db/database';
import type { AccessLog, AccessLogInput, Actor } from '../accessLog';
import type { MailQueue, QueueMailInput } from '../mail';
import type { RegistrationRepos, RegistrationStore, StoredRegistrant } from '../registrations';
import type { Seats } from '../seats';
import { AppError } from '../../errors';
import { editionReadOnlyWords } from '../editions';
import { createPolicyRepo } from './policyRepo';

/** Ids looked up at once for their edition: well under every engine's limit of bound values. */
const EDITION_CHECK_CHUNK = 1000;

/**
 * A decision naming a past edition's registrant is refused whole (`409 edition_ended`, naming the
 * year): that forum's records are read-only, and a silent skip would read as done.
 */
async function assertCurrentEdition(db: Database, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += EDITION_CHECK_CHUNK) {
    const row = (await db('registrants')
      .whereIn('id', ids.slice(start, start + EDITION_CHECK_CHUNK))
      .whereNot('edition', EDITION.year)
      .first('edition')) as { edition: number | string } | undefined;
    if (row) throw new AppError('edition_ended', { messages: editionReadOnlyWords(Number(row.edition)) });
  }
}

/**
 * Registrations decided per transaction: small enough that a batch holds its sessions' rows for
 * tens of milliseconds (bench:approval), large enough that 5,000 at once take seconds, not minutes.
 */
export const DECISION_BATCH = 20;

export interface ApprovalServiceDeps {
  db: Database;
  store: RegistrationStore;
  mail: MailQueue;
  seats: Seats;
  accessLog: AccessLog;
  clock: () => Date;
  onMailQueued: () => void;
}

/** What one decision did to one registration. */
export type DecisionOutcome = { done: 'approved' | 'declined' } | { skipped: ApprovalSkipCode };

/** A decision on several ids and how it went: the access-log entries that record it. */
export function decisionEntries(
  actor: Actor,
  result: ApprovalResult,
  reason: DeclineReason | undefined,
): AccessLogInput[] {
  return [
    ...(result.approved.length > 0 ? [{ actor, action: 'approve' as const, registrantIds: result.approved }] : []),
    ...(result.declined.length > 0
      ? [
          {
            actor,
            action: 'decline' as const,
            registrantIds: result.declined,
            // Whether a reason went with it, never its words (they may name the person).
            detail: { reason: Boolean(reason?.en?.trim() || reason?.ko?.trim()) },
          },
        ]
      : []),
  ];
}

export function createApprovalService(deps: ApprovalServiceDeps) {
  const { db, store, mail, seats, accessLog, clock, onMailQueued } = deps;

  /**
   * Settles registration `id`'s status inside the caller's transaction (`repos`): who and when, a
   * decline's reason and its mail. An approval returns the registrant, whose seats and confirmation
   * the batch then takes with the others'.
   */
  async function decideStatus(
    repos: RegistrationRepos,
    id: number,
    decision: ApprovalDecision,
    reason: DeclineReason | undefined,
    actor: Actor,
    now: Date,
  ): Promise<DecisionOutcome | { toSeat: StoredRegistrant }> {
    const registrant = await repos.registrants.findById(id, { lock: true });
    // A past edition's registrant is not among the current edition's to decide on.
    if (!registrant || (registrant.edition !== undefined && registrant.edition !== EDITION.year))
      return { skipped: 'not_found' };
    // Approval is final: an approved person holds places (and maybe meetings, a badge, a check-in).
    if (holdsPlaces(registrant.status)) return { skipped: 'already_approved' };
    if (decision === 'decline') {
      if (registrant.status === 'declined') return { skipped: 'already_declined' };
      await repos.registrants.setStatus(id, 'declined', now, { by: actor.account, reason: reason ?? null });
      await mail.queue(repos, {
        kind: 'declined',
        registrant: { ...registrant, status: 'declined' },
        now,
        ...(reason ? { declineReason: reason } : {}),
      });
      return { done: 'declined' };
    }
    await repos.registrants.setStatus(id, 'approved', now, { by: actor.account });
    return { toSeat: registrant };
  }

  /** One batch of decisions in one transaction: statuses first, then the seats under their sessions' lock. */
  function decideBatch(
    actor: Actor,
    ids: readonly number[],
    decision: ApprovalDecision,
    reason: DeclineReason | undefined,
  ): Promise<ApprovalResult> {
    const now = clock();
    return accessLog.run(async (trx) => {
      const repos = store.within(trx);
      const outcome: ApprovalResult = { approved: [], declined: [], skipped: [] };
      const toSeat: StoredRegistrant[] = [];
      for (const id of ids) {
        const one = await decideStatus(repos, id, decision, reason, actor, now);
        if ('toSeat' in one) toSeat.push(one.toSeat);
        else if ('skipped' in one) outcome.skipped.push({ id, code: one.skipped });
        else outcome.declined.push(id);
      }
      // Approval: seats now, in the order of the ids (a full session puts them in line), for the
      // whole batch in one locking read, one insert and one counter update per session: the
      // sessions' rows are held for those, the mails and the commit only.
      const taken = await seats.takeMany(
        repos.knex,
        toSeat.map((registrant) => ({ registrantId: registrant.id, sessions: registrant.sessions })),
        now,
      );
      const confirmations: QueueMailInput[] = toSeat.map((registrant, i) => ({
        kind: 'confirmation',
        registrant: { ...registrant, status: 'approved', seats: taken[i]!.states },
        now,
        replaceEarlierLinks: true,
      }));
      outcome.approved.push(...toSeat.map((registrant) => registrant.id));
      if (confirmations.length > 0) await mail.queue(repos, confirmations);
      return { result: outcome, entries: decisionEntries(actor, outcome, reason) };
    });
  }

  return {
    /** The policy of `edition` (default: the store's, the current one). */
    policy(edition?: number): Promise<ApprovalPolicy> {
      return createPolicyRepo(db, store.edition).read(edition);
    },

    async setPolicy(policy: ApprovalPolicy): Promise<ApprovalPolicy> {
      const stored = { mode: policy.mode, biztypes: [...new Set(policy.biztypes)].sort((a, b) => a - b) };
      await retryingTransaction(db, (trx) => createPolicyRepo(trx, store.edition).write(stored, clock()));
      return stored;
    },

    /**
     * Decisions in batches of DECISION_BATCH, each in its own transaction with its access-log
     * entries: a batch holds the rows of the sessions it seats only for its seats (taken together),
     * mails and commit, so registrations waiting on those rows wait for one batch, never the bulk.
     * An error part-way leaves the earlier batches decided (asking again skips them).
     */
    async decide(
      actor: Actor,
      ids: readonly number[],
      decision: ApprovalDecision,
      reason?: DeclineReason,
    ): Promise<ApprovalResult> {
      const outcome: ApprovalResult = { approved: [], declined: [], skipped: [] };
      const unique = [...new Set(ids)];
      await assertCurrentEdition(db, unique);
      for (let start = 0; start < unique.length; start += DECISION_BATCH) {
        const batch = await decideBatch(actor, unique.slice(start, start + DECISION_BATCH), decision, reason);
        outcome.approved.push(...batch.approved);
        outcome.declined.push(...batch.declined);
        outcome.skipped.push(...batch.skipped);
        if (batch.approved.length > 0 || batch.declined.length > 0) onMailQueued();
      }
      return outcome;
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

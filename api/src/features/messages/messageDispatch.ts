/**
 * Sending a due message: claimed under a lease, its mails queued into the outbox in batches at
 * the configured pace, each batch one transaction with its recipient rows (the resume point), and
 * marked sent; a reminder whose day has begun is not sent late.
 */
import type { Database } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import type { AccessLog, Actor } from '../accessLog';
import { createOutbox } from '../mail';
import { MessageNotQueued, errorCodeOf, isPassingFailure } from './messageBounds';
import type { MessageComposer, MessageSettings } from './messageComposing';
import { type MessageTargets, recipientKey } from './messageTargets';
import { reminderDayHasBegun } from './reminder';
import { type StoredMessage, createMessageRepo } from './repo';

/** How many recipients are queued per transaction. */
const QUEUE_BATCH = 50;
/** How long a process holds a message it is queuing; renewed every batch. */
const DISPATCH_LEASE_MS = 60_000;
const SYSTEM: Actor = { adminId: null, account: 'system', address: null };

export function createMessageDispatch(deps: {
  db: Database;
  accessLog: AccessLog;
  settings: MessageSettings;
  clock: () => Date;
  targets: MessageTargets;
  composer: MessageComposer;
  onMailQueued: () => void;
  /** The edition whose due messages are claimed and sent. */
  edition: EditionScope;
}) {
  const { db, accessLog, settings, clock, targets, composer, onMailQueued, edition } = deps;
  const repo = createMessageRepo(db, edition);
  const outbox = createOutbox(db);

  /** Where paced group mail starts: after the last one already waiting its turn. */
  async function pacingStart(): Promise<{ start: number; interval: number }> {
    const interval = 60_000 / settings.mail.ratePerMinute;
    const last = await outbox.lastGroupDue();
    const now = clock().getTime();
    return { start: last ? Math.max(now, last.getTime() + interval) : now, interval };
  }

  /** Queues a claimed message's mails (see queueDue); throws what stopped it. */
  async function queueClaimed(message: StoredMessage, token: string, shouldStop: () => boolean): Promise<number> {
    // Invitees who registered or declined since the message was written are no longer in it.
    const done = new Set((await repo.recipients(message.id)).map(recipientKey));
    const todo = (await targets.targetsOf(message.audience)).filter((target) => !done.has(target.key));
    const { start, interval } = await pacingStart();
    let queued = 0;
    for (let offset = 0; offset < todo.length; offset += QUEUE_BATCH) {
      if (shouldStop()) {
        await repo.releaseLease(message.id, token);
        return queued;
      }
      if (!(await repo.renewLease(message.id, token, new Date(clock().getTime() + DISPATCH_LEASE_MS)))) return queued;
      const batch = todo.slice(offset, offset + QUEUE_BATCH);
      const prepared = batch.map((target, index) =>
        composer.prepare(message, target, new Date(start + (offset + index) * interval)),
      );
      await db.transaction(async (trx) => {
        await createMessageRepo(trx, edition).insertRecipients(
          message.id,
          prepared.map(({ mail, target }) => ({
            registrantId: target.registrantId,
            invitationId: target.invitationId,
            mailMessageId: mail.messageId,
            locale: mail.locale,
          })),
          clock(),
        );
        await composer.storeLinks(trx, prepared);
        await createOutbox(trx).enqueue(prepared.map(({ mail }) => mail));
      });
      queued += batch.length;
      onMailQueued();
    }
    const total = done.size + todo.length;
    if (await repo.markSent(message.id, token, total, clock())) {
      // A manager's send was recorded when they pressed it; the reminder is sent by the system.
      if (message.kind === 'reminder') {
        await accessLog.append({
          actor: SYSTEM,
          action: 'message',
          registrantIds: todo.flatMap((t) => (t.registrantId !== null ? [t.registrantId] : [])),
          registrantCount: total,
          detail: {
            messageId: message.id,
            kind: 'reminder',
            reminderDay: message.reminderDay,
            filter: message.audience,
          },
        });
      }
    }
    return Math.max(queued, 1);
  }

  /**
   * Queues one due message into the outbox, in batches, each batch one transaction with its
   * recipient rows. The recipient rows are the resume point: a process that stops (or dies)
   * midway leaves the batches it committed, and whoever takes the message next queues only the
   * audience members without a row, so each gets exactly one mail in the outbox. `shouldStop` is
   * asked between batches. Returns how many mails it queued (0: nothing was due).
   */
  async function queueDue(shouldStop: () => boolean = () => false): Promise<number> {
    const claimed = await repo.claimDue(clock(), DISPATCH_LEASE_MS);
    if (!claimed) return 0;
    const { message, token } = claimed;
    // A reminder due while its day had already begun (the server was down through its time) is not sent late.
    if (message.kind === 'reminder' && message.reminderDay && reminderDayHasBegun(message.reminderDay, clock())) {
      await repo.markFailed(message.id, token, 'reminder_day_passed');
      throw new MessageNotQueued(message.id, 'reminder_day_passed');
    }
    // What the caller's own question throws is the caller's (a test's crash): not the message's failure.
    let callerThrew = false;
    const askStop = () => {
      try {
        return shouldStop();
      } catch (error) {
        callerThrew = true;
        throw error;
      }
    };
    try {
      return await queueClaimed(message, token, askStop);
    } catch (error) {
      if (callerThrew) throw error;
      // A failure that passes leaves the message to the next pass (the lease runs out, or is
      // given back); any other would fail the same way every pass: the message becomes
      // `failed` with its reason, cancellable, and the dispatcher logs the code.
      if (isPassingFailure(error)) {
        await repo.releaseLease(message.id, token).catch(() => {});
        throw error;
      }
      const code = errorCodeOf(error);
      await repo.markFailed(message.id, token, code);
      throw new MessageNotQueued(message.id, code);
    }
  }

  return { pacingStart, queueDue };
}

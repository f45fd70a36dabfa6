/**
 * How a message's mail went, as the Messages screen shows it: the counts of queued, sent and
 * failed mails, and each recipient with the state of their mail.
 */
import type { MailState, MessageDetail, MessageSummary } from '@forum/shared';
import type { Database } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { invitationsById } from '../invitations';
import { createOutbox } from '../mail';
import type { MessageTargets } from './messageTargets';
import { type StoredMessage, type StoredRecipient, createMessageRepo } from './repo';

export function createMessageDelivery(deps: { db: Database; targets: MessageTargets; edition: EditionScope }) {
  const { db, targets, edition } = deps;
  const repo = createMessageRepo(db, edition);
  const outbox = createOutbox(db);

  async function deliveryOf(recipients: readonly StoredRecipient[]) {
    return outbox.statesByMessageIds(recipients.map((recipient) => recipient.mailMessageId));
  }

  /** The message's line in the list: `audienceSize` counts who it would reach while it is not sent. */
  async function summary(message: StoredMessage, audienceSize: () => Promise<number>): Promise<MessageSummary> {
    const recipients = await repo.recipients(message.id);
    const states = await deliveryOf(recipients);
    const delivery: Record<MailState, number> = { queued: 0, sent: 0, failed: 0 };
    for (const recipient of recipients) delivery[states.get(recipient.mailMessageId)?.state ?? 'queued'] += 1;
    const queuedAll = message.state === 'sent' || message.state === 'sending';
    return {
      id: message.id,
      kind: message.kind,
      reminderDay: message.reminderDay,
      state: message.state,
      subject: message.subject,
      audience: message.audience,
      sendAt: message.sendAt?.toISOString() ?? null,
      createdAt: message.createdAt.toISOString(),
      createdBy: message.createdBy,
      recipients: queuedAll ? (message.recipientCount ?? recipients.length) : await audienceSize(),
      delivery,
      failureReason: message.state === 'failed' ? message.failureReason : null,
    };
  }

  /** Everyone the message was queued for, with their mail's state (a deleted registrant drops out). */
  async function recipientList(messageId: number): Promise<MessageDetail['recipientList']> {
    const recipients = await repo.recipients(messageId);
    const states = await deliveryOf(recipients);
    const registrantIds = recipients.flatMap((r) => (r.registrantId !== null ? [r.registrantId] : []));
    const invitationIds = recipients.flatMap((r) => (r.invitationId != null ? [r.invitationId] : []));
    const people = new Map((await targets.listed(registrantIds)).map((r) => [r.id, r]));
    const invitees = new Map((await invitationsById(db, edition, invitationIds)).map((i) => [i.id, i]));
    return recipients.flatMap((recipient) => {
      const person =
        recipient.invitationId != null
          ? invitees.get(recipient.invitationId)
          : recipient.registrantId !== null
            ? people.get(recipient.registrantId)
            : undefined;
      if (!person) return [];
      const state = states.get(recipient.mailMessageId);
      return [
        {
          registrantId: recipient.registrantId,
          invitationId: recipient.invitationId ?? null,
          name: person.name,
          email: person.email,
          locale: recipient.locale,
          state: state?.state ?? 'queued',
          reason: state?.reason ?? null,
          sentAt: state?.sentAt?.toISOString() ?? null,
        },
      ];
    });
  }

  /** The recipients whose mail failed for good. */
  async function failedRecipients(messageId: number): Promise<StoredRecipient[]> {
    const recipients = await repo.recipients(messageId);
    const states = await deliveryOf(recipients);
    return recipients.filter((r) => states.get(r.mailMessageId)?.state === 'failed');
  }

  return { summary, recipientList, failedRecipients };
}

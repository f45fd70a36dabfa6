/**
 * `messages` and `message_recipients` (Knex only). A message is queued by whichever process holds
 * its lease (`dispatch_token` until `dispatch_until`), taken by one conditional UPDATE, so two
 * processes never queue one message at once and a process that died lets another resume it.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { type ForumDay, type Locale, type MessageAudience, type MessageKind, type MessageState } from '@forum/shared';
import { isDuplicateKeyError, toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';

export interface StoredMessage {
  id: number;
  kind: MessageKind;
  reminderDay: ForumDay | null;
  state: MessageState;
  audience: MessageAudience;
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
  sendAt: Date | null;
  recipientCount: number | null;
  createdBy: string;
  createdAt: Date;
  sentAt: Date | null;
  /** Why it could not be queued (state `failed`): a code, never an error's text. */
  failureReason: string | null;
  /** The edition (year) it belongs to: a past edition's message is read-only. */
  edition: number;
}

export interface NewStoredMessage {
  kind: MessageKind;
  reminderDay?: ForumDay;
  state: MessageState;
  audience: MessageAudience;
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
  sendAt: Date | null;
  createdBy: { adminId: number | null; email: string };
  now: Date;
}

/** A registrant's row, or an invitee's (the audience `invitation`): exactly one of the two ids. */
export interface StoredRecipient {
  registrantId: number | null;
  invitationId?: number | null;
  mailMessageId: string;
  locale: Locale;
}

const COLUMNS = [
  'id',
  'kind',
  'reminder_day',
  'state',
  'audience',
  'subject_en',
  'subject_ko',
  'body_en',
  'body_ko',
  'send_at',
  'recipient_count',
  'created_by_email',
  'created_at',
  'sent_at',
  'failure_reason',
  'edition',
];

interface Row {
  id: number;
  kind: string;
  reminder_day: number | null;
  state: string;
  audience: string;
  subject_en: string;
  subject_ko: string;
  body_en: string;
  body_ko: string;
  send_at: Date | number | null;
  recipient_count: number | null;
  created_by_email: string;
  created_at: Date | number;
  sent_at: Date | number | null;
  failure_reason: string | null;
  edition: number | string;
}

function toMessage(row: Row): StoredMessage {
  return {
    id: Number(row.id),
    kind: row.kind === 'reminder' ? 'reminder' : 'manual',
    reminderDay: row.reminder_day === null ? null : (Number(row.reminder_day) as ForumDay),
    state: row.state as MessageState,
    audience: JSON.parse(row.audience) as MessageAudience,
    subject: { en: row.subject_en, ko: row.subject_ko },
    body: { en: row.body_en, ko: row.body_ko },
    sendAt: row.send_at === null ? null : toDate(row.send_at),
    recipientCount: row.recipient_count === null ? null : Number(row.recipient_count),
    createdBy: row.created_by_email,
    createdAt: toDate(row.created_at),
    sentAt: row.sent_at === null ? null : toDate(row.sent_at),
    failureReason: row.failure_reason ?? null,
    edition: Number(row.edition),
  };
}

/** `scope`: the edition messages are written in, listed by default and sent from. */
export function createMessageRepo(db: Knex, scope: EditionScope) {
  return {
    async insert(message: NewStoredMessage): Promise<number> {
      const [id] = await db('messages').insert({
        kind: message.kind,
        reminder_day: message.reminderDay ?? null,
        state: message.state,
        audience: JSON.stringify(message.audience),
        subject_en: message.subject.en,
        subject_ko: message.subject.ko,
        body_en: message.body.en,
        body_ko: message.body.ko,
        send_at: message.sendAt,
        created_by: message.createdBy.adminId,
        created_by_email: message.createdBy.email.slice(0, 254),
        created_at: message.now,
        // Messages are the current edition's; a past edition's stay as they were (migration 019).
        edition: scope(),
      });
      return Number(id);
    },

    /** Inserts a reminder unless its day has one (any process may get there first). */
    async insertReminderOnce(message: NewStoredMessage): Promise<void> {
      if (await db('messages').select('id').where({ edition: scope(), reminder_day: message.reminderDay }).first())
        return;
      try {
        await this.insert(message);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    async find(id: number): Promise<StoredMessage | null> {
      const row = (await db('messages').select(COLUMNS).where({ id }).first()) as Row | undefined;
      return row ? toMessage(row) : null;
    },

    /** An edition's (default: the scope's), newest first; reminders by their day. */
    async list(edition: number = scope()): Promise<StoredMessage[]> {
      const rows = (await db('messages').select(COLUMNS).where('edition', edition).orderBy('id', 'desc')) as Row[];
      return rows.map(toMessage);
    },

    /** Rewrites a draft (audience, texts, time); false when it is no longer a draft. */
    async updateDraft(
      id: number,
      draft: Pick<NewStoredMessage, 'audience' | 'subject' | 'body' | 'sendAt'>,
    ): Promise<boolean> {
      const changed = await db('messages')
        .where({ id, state: 'draft' })
        .update({
          audience: JSON.stringify(draft.audience),
          subject_en: draft.subject.en,
          subject_ko: draft.subject.ko,
          body_en: draft.body.en,
          body_ko: draft.body.ko,
          send_at: draft.sendAt,
        });
      return changed > 0;
    },

    /** Moves a message from one of `from` to a new state; false when it was in none of them. */
    async transition(
      id: number,
      from: readonly MessageState[],
      patch: { state: MessageState; sendAt?: Date | null },
    ): Promise<boolean> {
      // Leaving `failed` (cancelled, or sent again) forgets why it failed.
      const update: Record<string, unknown> = { state: patch.state, failure_reason: null };
      if (patch.sendAt !== undefined) update.send_at = patch.sendAt;
      return (await db('messages').where({ id }).whereIn('state', from).update(update)) > 0;
    },

    /**
     * Takes the lease of one message due at `now` (scheduled and its time come, or being queued
     * by a process whose lease ran out); null when none is due.
     */
    async claimDue(now: Date, leaseMs: number): Promise<{ message: StoredMessage; token: string } | null> {
      const candidates = (await db('messages')
        .select('id')
        // A past edition's message never goes out: its audience would be read from this edition.
        .where('edition', scope())
        .whereIn('state', ['scheduled', 'sending'])
        .andWhere('send_at', '<=', now)
        .andWhere((query) => query.whereNull('dispatch_until').orWhere('dispatch_until', '<', now))
        .orderBy('send_at')
        .limit(5)) as { id: number }[];
      for (const { id } of candidates) {
        const token = randomBytes(16).toString('hex');
        const taken = await db('messages')
          .where({ id })
          .whereIn('state', ['scheduled', 'sending'])
          .andWhere((query) => query.whereNull('dispatch_until').orWhere('dispatch_until', '<', now))
          .update({ state: 'sending', dispatch_token: token, dispatch_until: new Date(now.getTime() + leaseMs) });
        if (taken > 0) {
          const message = await this.find(Number(id));
          if (message) return { message, token };
        }
      }
      return null;
    },

    /** Extends the lease while queuing goes on; false when it was lost (cancelled, or taken over). */
    async renewLease(id: number, token: string, until: Date): Promise<boolean> {
      return (
        (await db('messages')
          .where({ id, dispatch_token: token, state: 'sending' })
          .update({ dispatch_until: until })) > 0
      );
    },

    /** Gives the lease back at once (a stopping process), so another resumes without waiting. */
    async releaseLease(id: number, token: string): Promise<void> {
      await db('messages').where({ id, dispatch_token: token }).update({ dispatch_token: null, dispatch_until: null });
    },

    async markSent(id: number, token: string, count: number, now: Date): Promise<boolean> {
      return (
        (await db('messages').where({ id, dispatch_token: token, state: 'sending' }).update({
          state: 'sent',
          recipient_count: count,
          sent_at: now,
          dispatch_token: null,
          dispatch_until: null,
        })) > 0
      );
    },

    /**
     * The message could not be queued: `failed`, with why, and its lease given back, so it stays
     * for the manager to cancel or send again instead of being taken up again and again.
     */
    async markFailed(id: number, token: string, reason: string): Promise<boolean> {
      return (
        (await db('messages')
          .where({ id, dispatch_token: token, state: 'sending' })
          .update({
            state: 'failed',
            failure_reason: reason.slice(0, 100),
            dispatch_token: null,
            dispatch_until: null,
          })) > 0
      );
    },

    async recipients(messageId: number): Promise<StoredRecipient[]> {
      const rows = (await db('message_recipients')
        .select('registrant_id', 'invitation_id', 'mail_message_id', 'locale')
        .where({ message_id: messageId })
        .orderBy('id')) as {
        registrant_id: number | null;
        invitation_id: number | null;
        mail_message_id: string;
        locale: string;
      }[];
      return rows.map((row) => ({
        registrantId: row.registrant_id === null ? null : Number(row.registrant_id),
        invitationId: row.invitation_id === null ? null : Number(row.invitation_id),
        mailMessageId: row.mail_message_id,
        locale: row.locale === 'ko' ? 'ko' : 'en',
      }));
    },

    async insertRecipients(messageId: number, recipients: readonly StoredRecipient[], now: Date): Promise<void> {
      if (recipients.length === 0) return;
      await db('message_recipients').insert(
        recipients.map((recipient) => ({
          message_id: messageId,
          registrant_id: recipient.registrantId,
          invitation_id: recipient.invitationId ?? null,
          mail_message_id: recipient.mailMessageId,
          locale: recipient.locale,
          queued_at: now,
        })),
      );
    },

    /** A failed recipient's new outbox message (a retry). */
    async replaceMailMessageId(
      messageId: number,
      who: { registrantId: number } | { invitationId: number },
      mailMessageId: string,
    ): Promise<void> {
      await db('message_recipients')
        .where(
          'registrantId' in who
            ? { message_id: messageId, registrant_id: who.registrantId }
            : { message_id: messageId, invitation_id: who.invitationId },
        )
        .update({ mail_message_id: mailMessageId });
    },
  };
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;

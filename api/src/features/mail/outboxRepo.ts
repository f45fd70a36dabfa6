/**
 * The `mail_outbox` table (Knex only). Messages are written with the change that causes them
 * (pass the transaction's Knex), claimed by senders in any number of processes, and marked.
 *
 * Claiming is safe across processes on one database: on MySQL/MariaDB a READ COMMITTED
 * transaction picks due rows with `FOR UPDATE SKIP LOCKED` (MariaDB 10.6+, MySQL 8), so concurrent
 * senders take different rows without waiting on each other (and without gap locks to deadlock on); on SQLite one UPDATE picks and claims the rows in
 * a single statement, which SQLite runs under its one write lock. A claim stamps a random token
 * and moves `next_attempt_at` to the end of a lease: a sender that dies holding a message delays
 * it by the lease, after which any sender may claim it again.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Locale, RegistrantMail } from '@forum/shared';
import { isMysql, retryingTransaction, toDate } from '../../db/database';
import { type OutboxMailKind, type OutboxMailModel, readOutboxModel, storeOutboxModel } from './content/outboxContent';

export interface NewMail {
  registrantId: number | null;
  kind: OutboxMailKind;
  locale: Locale;
  recipient: string;
  messageId: string;
  model: OutboxMailModel;
  /** When it may first be sent (a paced group message); default at once. */
  dueAt?: Date;
}

/** A group message's delivery as its page shows it, by Message-ID. */
export interface DeliveryState {
  state: 'queued' | 'sent' | 'failed';
  reason: string | null;
  sentAt: Date | null;
}

/** Messages to a group (paced as one queue; see lastGroupDue). */
const GROUP_KINDS = ['message'];

export interface ClaimedMail {
  id: number;
  kind: OutboxMailKind;
  locale: Locale;
  recipient: string;
  messageId: string;
  model: OutboxMailModel;
  /** Tries so far, this one included. */
  attempts: number;
  createdAt: Date;
  claimToken: string;
}

interface ClaimedRow {
  id: number;
  kind: string;
  locale: string;
  recipient: string | null;
  message_id: string;
  content: string | null;
  attempts: number;
  created_at: Date | number;
  claim_token: string;
}

const CLAIMED_COLUMNS = [
  'id',
  'kind',
  'locale',
  'recipient',
  'message_id',
  'content',
  'attempts',
  'created_at',
  'claim_token',
];
const REASON_LENGTH = 500;

function toClaimed(row: ClaimedRow): ClaimedMail | null {
  // Content is only ever cleared together with a final state; a claimed row without it is not sendable.
  if (!row.recipient || !row.content) return null;
  return {
    id: Number(row.id),
    kind: row.kind as OutboxMailKind,
    locale: row.locale === 'ko' ? 'ko' : 'en',
    recipient: row.recipient,
    messageId: row.message_id,
    model: readOutboxModel(row.kind, row.content),
    attempts: Number(row.attempts),
    createdAt: toDate(row.created_at),
    claimToken: row.claim_token,
  };
}

function stateOf(row: { state: string; last_error: string | null }): RegistrantMail {
  if (row.state === 'failed') return { state: 'failed', ...(row.last_error ? { reason: row.last_error } : {}) };
  return { state: row.state === 'sent' ? 'sent' : 'queued' };
}

export function createOutboxRepo(db: Knex) {
  const claimWhere = (query: Knex.QueryBuilder, now: Date) =>
    query.where('state', 'queued').andWhere('next_attempt_at', '<=', now);

  async function claimOnMysql(now: Date, limit: number, leaseUntil: Date, claimToken: string): Promise<ClaimedRow[]> {
    return retryingTransaction(db, async (trx) => {
      const due = (await claimWhere(trx('mail_outbox').select('id'), now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()) as { id: number }[];
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await trx('mail_outbox')
        .whereIn('id', ids)
        .update({ claim_token: claimToken, next_attempt_at: leaseUntil, attempts: trx.raw('attempts + 1') });
      return (await trx('mail_outbox').select(CLAIMED_COLUMNS).whereIn('id', ids).orderBy('id')) as ClaimedRow[];
    });
  }

  async function claimOnSqlite(now: Date, limit: number, leaseUntil: Date, claimToken: string): Promise<ClaimedRow[]> {
    const due = claimWhere(db('mail_outbox').select('id'), now).orderBy('next_attempt_at').limit(limit);
    const claimed = await db('mail_outbox')
      .whereIn('id', due)
      .update({ claim_token: claimToken, next_attempt_at: leaseUntil, attempts: db.raw('attempts + 1') });
    if (claimed === 0) return [];
    return (await db('mail_outbox')
      .select(CLAIMED_COLUMNS)
      .where('claim_token', claimToken)
      .orderBy('id')) as ClaimedRow[];
  }

  /** Updates a row only while the claim that is marking it still holds it. */
  const held = (id: number, claimToken: string) =>
    db('mail_outbox').where({ id, claim_token: claimToken, state: 'queued' });

  return {
    /** Queues messages (one statement for all), each due at once. */
    async enqueue(mails: readonly NewMail[]): Promise<void> {
      if (mails.length === 0) return;
      await db('mail_outbox').insert(
        mails.map((mail) => ({
          registrant_id: mail.registrantId,
          kind: mail.kind,
          state: 'queued',
          locale: mail.locale,
          message_id: mail.messageId,
          recipient: mail.recipient,
          content: storeOutboxModel(mail.model),
          attempts: 0,
          next_attempt_at: mail.dueAt ?? mail.model.now,
          created_at: mail.model.now,
        })),
      );
    },

    /** Claims up to `limit` due messages for `leaseMs`; each comes with the token that marks it. */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const claimToken = randomBytes(16).toString('hex');
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const rows = isMysql(db)
        ? await claimOnMysql(now, limit, leaseUntil, claimToken)
        : await claimOnSqlite(now, limit, leaseUntil, claimToken);
      return rows.map(toClaimed).filter((mail): mail is ClaimedMail => mail !== null);
    },

    /** Delivered: recipient and content are cleared (data minimisation). False when the claim was lost. */
    async markSent(id: number, claimToken: string, now: Date): Promise<boolean> {
      const updated = await held(id, claimToken).update({
        state: 'sent',
        sent_at: now,
        recipient: null,
        content: null,
        claim_token: null,
        last_error: null,
      });
      return updated > 0;
    },

    async markRetry(id: number, claimToken: string, nextAttemptAt: Date, reason: string): Promise<boolean> {
      const updated = await held(id, claimToken).update({
        next_attempt_at: nextAttemptAt,
        claim_token: null,
        last_error: reason.slice(0, REASON_LENGTH),
      });
      return updated > 0;
    },

    /** Gives back a claimed message untouched (a stopping sender that had not started it). */
    async release(id: number, claimToken: string, now: Date): Promise<boolean> {
      const updated = await held(id, claimToken).update({
        next_attempt_at: now,
        claim_token: null,
        attempts: db.raw('attempts - 1'),
      });
      return updated > 0;
    },

    /** Refused for good: the reason stays for the admin list; recipient and content go. */
    async markFailed(id: number, claimToken: string, reason: string): Promise<boolean> {
      const updated = await held(id, claimToken).update({
        state: 'failed',
        recipient: null,
        content: null,
        claim_token: null,
        last_error: reason.slice(0, REASON_LENGTH),
      });
      return updated > 0;
    },

    /**
     * The state of each registrant's latest message of any kind (confirmation, under review,
     * decline, a manager's message...), by registrant id: the last thing sent to them is what the
     * list's mail column speaks of.
     */
    async latestStates(): Promise<Map<number, RegistrantMail>> {
      const latest = db('mail_outbox').max('id as id').whereNotNull('registrant_id').groupBy('registrant_id');
      const rows = (await db('mail_outbox').select('registrant_id', 'state', 'last_error').whereIn('id', latest)) as {
        registrant_id: number;
        state: string;
        last_error: string | null;
      }[];
      return new Map(rows.map((row) => [Number(row.registrant_id), stateOf(row)]));
    },

    async latestState(registrantId: number): Promise<RegistrantMail | null> {
      const row = (await db('mail_outbox')
        .select('state', 'last_error', 'kind')
        .where('registrant_id', registrantId)
        .orderBy('id', 'desc')
        .first()) as { state: string; last_error: string | null; kind: string } | undefined;
      return row ? { ...stateOf(row), kind: row.kind } : null;
    },

    /** Delivery states of messages by their Message-ID (a group message's recipients). */
    async statesByMessageIds(messageIds: readonly string[]): Promise<Map<string, DeliveryState>> {
      const states = new Map<string, DeliveryState>();
      for (let start = 0; start < messageIds.length; start += 500) {
        const rows = (await db('mail_outbox')
          .select('message_id', 'state', 'last_error', 'sent_at')
          .whereIn('message_id', messageIds.slice(start, start + 500))) as {
          message_id: string;
          state: string;
          last_error: string | null;
          sent_at: Date | number | null;
        }[];
        for (const row of rows) {
          const state = row.state === 'sent' || row.state === 'failed' ? row.state : 'queued';
          states.set(row.message_id, {
            state,
            reason: row.last_error,
            sentAt: row.sent_at === null ? null : toDate(row.sent_at),
          });
        }
      }
      return states;
    },

    /** The latest time a queued group message is due: the next one is paced after it. */
    async lastGroupDue(): Promise<Date | null> {
      const row = (await db('mail_outbox')
        .max('next_attempt_at as due')
        .where('state', 'queued')
        .whereIn('kind', GROUP_KINDS)
        // Only mails waiting for their first turn: a claimed one's time is its lease's end, a
        // retried one's its backoff, and neither says when the paced queue moves on.
        .where('attempts', 0)
        .whereNull('claim_token')
        .first()) as { due: Date | number | string | null } | undefined;
      return row?.due ? toDate(row.due) : null;
    },

    /** Forgets every message about a registrant whose data is being deleted. */
    async deleteForRegistrant(registrantId: number): Promise<void> {
      await db('mail_outbox').where('registrant_id', registrantId).delete();
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

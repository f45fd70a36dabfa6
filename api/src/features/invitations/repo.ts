/**
 * The `invitations` table (Knex only). One row per normalised e-mail and edition (migration 019:
 * an address invited in 2025 may be invited again in 2026); the link's token only as its hash.
 * Look-ups, imports and audiences read the current edition's rows only. The state the admin sees is derived from the row's marks and, for a mail the server
 * gave up on, the outbox (`failed`).
 */
import { type InvitationState, type Locale, type SessionCode, isSessionCode } from '@forum/shared';
import type { Knex } from 'knex';
import { toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { createOutbox } from '../mail';

/** An import row, checked (importFile.ts). */
export interface InvitationInput {
  email: string;
  emailKey: string;
  name: string;
  company: string;
  locale: Locale;
  sessions: SessionCode[];
  note: string;
  source: string;
}

export interface StoredInvitation {
  id: number;
  email: string;
  /** The address as registrations compare it (registrationEmailKey): the invitation is for it alone. */
  emailKey: string;
  name: string;
  company: string;
  locale: Locale;
  sessions: SessionCode[];
  note: string;
  source: string;
  sentAt: Date | null;
  messageId: string | null;
  openedAt: Date | null;
  declinedAt: Date | null;
  registrationId: number | null;
  /**
   * When it was used to register; kept after that registration is cancelled (the invitation stays
   * used: only its own invitee may register with it again).
   */
  registeredAt: Date | null;
}

const COLUMNS = [
  'id',
  'email',
  'email_normalized',
  'name',
  'company',
  'locale',
  'sessions',
  'note',
  'source',
  'sent_at',
  'message_id',
  'opened_at',
  'declined_at',
  'registration_id',
  'registered_at',
];

interface Row {
  id: number;
  email: string;
  email_normalized: string;
  name: string;
  company: string;
  locale: string;
  sessions: string;
  note: string;
  source: string;
  sent_at: Date | number | string | null;
  message_id: string | null;
  opened_at: Date | number | string | null;
  declined_at: Date | number | string | null;
  registration_id: number | null;
  registered_at: Date | number | string | null;
}

const dateOrNull = (value: Date | number | string | null) => (value === null ? null : toDate(value));

function toStored(row: Row): StoredInvitation {
  return {
    id: Number(row.id),
    email: row.email,
    emailKey: row.email_normalized,
    name: row.name,
    company: row.company,
    locale: row.locale === 'ko' ? 'ko' : 'en',
    sessions: row.sessions.split('|').filter(isSessionCode),
    note: row.note,
    source: row.source,
    sentAt: dateOrNull(row.sent_at),
    messageId: row.message_id,
    openedAt: dateOrNull(row.opened_at),
    declinedAt: dateOrNull(row.declined_at),
    registrationId: row.registration_id === null ? null : Number(row.registration_id),
    registeredAt: dateOrNull(row.registered_at),
  };
}

/** The furthest the invitee got; a mail the server gave up on shows until they act on another. */
export function invitationState(invitation: StoredInvitation, mailFailed: boolean): InvitationState {
  if (invitation.registrationId !== null) return 'registered';
  if (invitation.declinedAt) return 'declined';
  if (invitation.openedAt) return 'opened';
  if (mailFailed) return 'failed';
  if (invitation.sentAt) return 'sent';
  return 'not_sent';
}

/** Rows per statement: well under SQLite's bound-parameter limit with eleven columns. */
const CHUNK = 400;

function rowOf(input: InvitationInput, now: Date) {
  return {
    email: input.email,
    email_normalized: input.emailKey,
    name: input.name,
    company: input.company,
    locale: input.locale,
    sessions: input.sessions.join('|'),
    note: input.note,
    source: input.source,
    updated_at: now,
  };
}

/** Pass the Knex of a transaction to take part in it; `scope`: the edition imported into and looked up. */
export function createInvitationRepo(db: Knex, scope: EditionScope) {
  return {
    /** Which of these normalised e-mails have a row in the scope's edition already, with its id. */
    async idsByEmailKey(keys: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (let i = 0; i < keys.length; i += CHUNK) {
        const rows = (await db('invitations')
          .select('id', 'email_normalized')
          .where('edition', scope())
          .whereIn('email_normalized', keys.slice(i, i + CHUNK))) as Array<{ id: number; email_normalized: string }>;
        for (const row of rows) found.set(row.email_normalized, Number(row.id));
      }
      return found;
    },

    /** New rows, several per statement. */
    async insertMany(inputs: readonly InvitationInput[], now: Date): Promise<void> {
      for (let i = 0; i < inputs.length; i += CHUNK) {
        await db('invitations').insert(
          inputs.slice(i, i + CHUNK).map((input) => ({ ...rowOf(input, now), created_at: now, edition: scope() })),
        );
      }
    },

    /** A re-imported row: the organiser's latest words replace the earlier ones; the marks stay. */
    async update(id: number, input: InvitationInput, now: Date): Promise<void> {
      await db('invitations').where({ id }).update(rowOf(input, now));
    },

    /**
     * The invitations of `edition` (default: the scope's; null: any edition, for rows named by
     * a message's recipients), all of them or those in `ids`.
     */
    async list(ids?: readonly number[], edition: number | null = scope()): Promise<StoredInvitation[]> {
      const query = db('invitations').select(COLUMNS).orderBy('id', 'asc');
      if (ids) query.whereIn('id', ids);
      if (edition !== null) query.where('edition', edition);
      return ((await query) as Row[]).map(toStored);
    },

    /** The scope's invitation of a link (a past edition's link finds nothing: 404). */
    async findByTokenHash(tokenHash: string, options: { lock?: boolean } = {}): Promise<StoredInvitation | null> {
      const query = db('invitations').select(COLUMNS).where({ token_hash: tokenHash, edition: scope() }).first();
      const row = (await (options.lock && db.client.config.client === 'mysql2' ? query.forUpdate() : query)) as
        Row | undefined;
      return row ? toStored(row) : null;
    },

    /** The message ids whose delivery failed for good, among these. */
    async failedMessageIds(messageIds: readonly string[]): Promise<Set<string>> {
      const states = await createOutbox(db).statesByMessageIds(messageIds);
      return new Set([...states].filter(([, state]) => state.state === 'failed').map(([id]) => id));
    },

    async markSent(id: number, tokenHash: string, messageId: string, now: Date): Promise<void> {
      await db('invitations').where({ id }).update({ token_hash: tokenHash, message_id: messageId, sent_at: now });
    },

    /**
     * A new link for the invitation (a message naming `{inviteLink}` carries it): the previous
     * link stops working. Called in the transaction that queues the mail carrying the new one.
     */
    async replaceLink(id: number, tokenHash: string): Promise<void> {
      await db('invitations').where({ id }).update({ token_hash: tokenHash });
    },

    async markOpened(id: number, now: Date): Promise<void> {
      await db('invitations').where({ id }).whereNull('opened_at').update({ opened_at: now });
    },

    async markDeclined(id: number, now: Date): Promise<void> {
      await db('invitations').where({ id }).update({ declined_at: now });
    },

    /**
     * Ties the invitation to the registration written in the same transaction. Only one
     * registration can: the second finds `registration_id` set (on MySQL the row lock makes it wait
     * for the first to commit) and gets false.
     */
    async bindRegistration(id: number, registrantId: number, now: Date): Promise<boolean> {
      const updated = await db('invitations')
        .where({ id })
        .whereNull('registration_id')
        .update({ registration_id: registrantId, registered_at: now });
      return updated > 0;
    },

    /**
     * Deletes an invitation with its message rows (ON DELETE CASCADE, and explicitly for SQLite)
     * and the mails to the invitee still waiting in the outbox (the invitation, messages to
     * invitees: they hold the name and address; sent ones hold nothing any more).
     */
    async remove(invitation: Pick<StoredInvitation, 'id' | 'email'>): Promise<void> {
      await db('message_recipients').where({ invitation_id: invitation.id }).delete();
      await db('mail_outbox')
        .whereNull('registrant_id')
        .where({ kind: 'message', recipient: invitation.email })
        .delete();
      await db('invitations').where({ id: invitation.id }).delete();
    },

    /** Whether this registration came through an invitation (it may hold invitation-only sessions). */
    async isInvitee(registrantId: number): Promise<boolean> {
      const row = await db('invitations').where({ registration_id: registrantId }).first('id');
      return row !== undefined;
    },

    /**
     * The message audience `invitation: "not_registered"`: invitees who were sent their invitation
     * (so were told where their contact came from) and have neither registered nor declined. One who
     * registered through the public form, not the link, is registered all the same (same e-mail).
     */
    async sentNotRegistered(): Promise<StoredInvitation[]> {
      const rows = (await db('invitations')
        .select(COLUMNS)
        .where('edition', scope())
        .whereNull('registration_id')
        .whereNull('declined_at')
        .whereNotNull('sent_at')
        .orderBy('id', 'asc')) as Array<Row & { email_normalized: string }>;
      // Looked up by value, not joined: the two tables' collations differ on MariaDB.
      const registered = new Set<string>();
      for (let i = 0; i < rows.length; i += CHUNK) {
        // Registered this year: a 2025 registration does not answer a 2026 invitation.
        const found = (await db('registrants')
          .select('email_normalized')
          .where('edition', scope())
          .whereIn(
            'email_normalized',
            rows.slice(i, i + CHUNK).map((row) => row.email_normalized),
          )) as Array<{ email_normalized: string }>;
        for (const row of found) registered.add(row.email_normalized);
      }
      return rows.filter((row) => !registered.has(row.email_normalized)).map(toStored);
    },

    /** E-mails of invitees who have not registered (the message audience `invitation: "not_registered"`). */
    async notRegisteredEmailKeys(): Promise<string[]> {
      const rows = (await db('invitations')
        .select('email_normalized')
        .where('edition', scope())
        .whereNull('registration_id')) as Array<{
        email_normalized: string;
      }>;
      return rows.map((row) => row.email_normalized);
    },
  };
}

export type InvitationRepo = ReturnType<typeof createInvitationRepo>;

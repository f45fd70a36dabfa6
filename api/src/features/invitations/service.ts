/**
 * The invitation list: import (all or nothing), sending the personal links through the outbox,
 * what the link shows and its decline, and the admin's list with each invitee's state. Imports and
 * sends are access-log entries in the same transaction as the work.
 */
import { randomUUID } from 'node:crypto';
import type {
  ImportError,
  InvitationImportResult,
  InvitationLink,
  InvitationRow,
  InvitationState,
  Locale,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import { retryingTransaction } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { createOutbox, hashManageToken, newManageToken } from '../mail';
import { type ImportFormat, readInvitationFile } from './importFile';
import { type InvitationMailSettings, invitationMail, invitationUrl } from './invitationMail';
import { type InvitationInput, type StoredInvitation, createInvitationRepo, invitationState } from './repo';
import { type SuppressionKey, createSuppressionRepo } from './suppression';

export type ImportOutcome = ({ ok: true } & InvitationImportResult) | { ok: false; errors: ImportError[] };

export type SendSelection = { ids: readonly number[] } | { filter: { states?: readonly InvitationState[] } };

export interface InvitationServiceDeps {
  db: Database;
  accessLog: AccessLog;
  settings: InvitationMailSettings;
  clock: () => Date;
  onMailQueued: () => void;
  /** Keys the hashes of addresses removed at their owner's request (suppression.ts). */
  suppressionKey: SuppressionKey;
  /** The edition invitations are imported into, sent and opened in (createServices hands the current one). */
  edition: EditionScope;
}

export function createInvitationService(deps: InvitationServiceDeps) {
  const { db, accessLog, settings, clock, onMailQueued, suppressionKey, edition: scope } = deps;

  async function withStates(invitations: StoredInvitation[], repoDb = db) {
    const messageIds = invitations.flatMap((invitation) => (invitation.messageId ? [invitation.messageId] : []));
    const failed = await createInvitationRepo(repoDb, scope).failedMessageIds(messageIds);
    return invitations.map((invitation) => ({
      invitation,
      state: invitationState(invitation, invitation.messageId !== null && failed.has(invitation.messageId)),
    }));
  }

  async function byToken(token: string): Promise<StoredInvitation> {
    if (token.length > 100) throw new AppError('not_found');
    const invitation = await createInvitationRepo(db, scope).findByTokenHash(hashManageToken(token));
    if (!invitation) throw new AppError('not_found');
    return invitation;
  }

  return {
    /** `dryRun`: checked and counted, nothing stored. */
    async importFile(
      actor: Actor,
      file: Buffer,
      format: ImportFormat,
      locale: Locale,
      dryRun: boolean,
    ): Promise<ImportOutcome> {
      const reading = await readInvitationFile(file, format, locale);
      if (!reading.ok) return reading;
      const { rows, encoding } = reading;
      const now = clock();
      // Addresses removed at their owner's request are skipped, whatever the file says.
      const split = async (trx: Knex) => {
        const repo = createInvitationRepo(trx, scope);
        const keys = rows.map((row) => row.emailKey);
        const [existing, suppressed] = await Promise.all([
          repo.idsByEmailKey(keys),
          createSuppressionRepo(trx, suppressionKey).suppressed(keys),
        ]);
        const fresh: InvitationInput[] = [];
        const known: Array<[number, InvitationInput]> = [];
        for (const row of rows) {
          if (suppressed.has(row.emailKey)) continue;
          const id = existing.get(row.emailKey);
          if (id === undefined) fresh.push(row);
          else known.push([id, row]);
        }
        return { repo, fresh, known, suppressed: rows.length - fresh.length - known.length };
      };
      if (dryRun) {
        const { fresh, known, suppressed } = await split(db);
        return { ok: true, created: fresh.length, updated: known.length, suppressed, encoding };
      }
      return accessLog.run(async (trx) => {
        const { repo, fresh, known, suppressed } = await split(trx);
        await repo.insertMany(fresh, now);
        for (const [id, row] of known) await repo.update(id, row, now);
        const result = { ok: true as const, created: fresh.length, updated: known.length, suppressed, encoding };
        return {
          result,
          entries: [
            {
              actor,
              action: 'invitation_import' as const,
              detail: {
                format,
                ...(encoding ? { encoding } : {}),
                rows: rows.length,
                created: fresh.length,
                updated: known.length,
                suppressed,
              },
            },
          ],
        };
      });
    },

    /**
     * The invitations of `edition` (default: the current one): personal data of people who have
     * not registered, so each read is a `list_view` entry with the count, written before the
     * answer goes out.
     */
    async list(actor: Actor, edition?: number): Promise<InvitationRow[]> {
      return accessLog.run(async (trx) => {
        const rows = await withStates(await createInvitationRepo(trx, scope).list(undefined, edition), trx);
        const result = rows.map(({ invitation, state }) => ({
          id: invitation.id,
          email: invitation.email,
          name: invitation.name,
          company: invitation.company,
          locale: invitation.locale,
          state,
          sentAt: invitation.sentAt ? invitation.sentAt.toISOString() : null,
          registrationId: invitation.registrationId,
        }));
        return {
          result,
          entries: [
            {
              actor,
              action: 'list_view' as const,
              registrantCount: result.length,
              detail: { purpose: 'invitations', ...(edition !== undefined ? { edition } : {}) },
            },
          ],
        };
      });
    },

    /**
     * Removes an invitee at their request: the row and everything of it (its message rows go with
     * it), keeping only the keyed hash of the address so a later import skips it. A registration
     * the invitee made stays (it is theirs to cancel); it no longer counts as invited. An
     * `invitation_delete` entry names the invitation's id, never the address.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      const now = clock();
      await accessLog.run(async (trx) => {
        const repo = createInvitationRepo(trx, scope);
        const [invitation] = await repo.list([id]);
        if (!invitation) throw new AppError('not_found');
        await createSuppressionRepo(trx, suppressionKey).add(invitation.emailKey, now);
        await repo.remove(invitation);
        return {
          result: undefined,
          entries: [
            {
              actor,
              action: 'invitation_delete' as const,
              ...(invitation.registrationId !== null ? { registrantIds: [invitation.registrationId] } : {}),
              detail: { invitation: id },
            },
          ],
        };
      });
    },

    /**
     * Mails each chosen invitee a new personal link (an earlier one stops working). Those who
     * registered or declined are not written to again.
     */
    async send(actor: Actor, selection: SendSelection): Promise<{ sent: number[]; skipped: number[] }> {
      const now = clock();
      const outcome = await accessLog.run(async (trx) => {
        const repo = createInvitationRepo(trx, scope);
        const all = await withStates(await repo.list('ids' in selection ? selection.ids : undefined), trx);
        const wanted =
          'ids' in selection
            ? all
            : all.filter(({ state }) => !selection.filter.states || selection.filter.states.includes(state));
        const sent: number[] = [];
        const skipped: number[] = [];
        const outbox = createOutbox(trx);
        for (const { invitation, state } of wanted) {
          if (state === 'registered' || state === 'declined') {
            skipped.push(invitation.id);
            continue;
          }
          const token = newManageToken();
          const messageId = `<invitation-${randomUUID()}@${new URL(settings.siteUrl).hostname || 'localhost'}>`;
          const model = invitationMail(
            invitation,
            invitationUrl(settings.siteUrl, token, invitation.locale),
            settings,
            now,
          );
          await outbox.enqueue([
            {
              registrantId: null,
              kind: 'message',
              locale: invitation.locale,
              recipient: invitation.email,
              messageId,
              model,
            },
          ]);
          await repo.markSent(invitation.id, hashManageToken(token), messageId, now);
          sent.push(invitation.id);
        }
        if ('ids' in selection) {
          const found = new Set(all.map(({ invitation }) => invitation.id));
          skipped.push(...selection.ids.filter((id) => !found.has(id)));
        }
        return {
          result: { sent, skipped },
          entries: [
            {
              actor,
              action: 'invitation_send' as const,
              registrantCount: sent.length,
              detail: {
                invitations: sent.length <= 100 ? sent : sent.length,
                ...('filter' in selection ? { filter: selection.filter } : {}),
              },
            },
          ],
        };
      });
      if (outcome.sent.length > 0) onMailQueued();
      return outcome;
    },

    /**
     * What the link fills the form with; the first look marks the invitation opened. Once it was
     * declined or used to register, only its state and the invitee's name (to greet them).
     */
    async prefill(token: string): Promise<InvitationLink> {
      const invitation = await byToken(token);
      if (invitation.registeredAt !== null) return { state: 'registered', name: invitation.name };
      if (invitation.declinedAt !== null) return { state: 'declined', name: invitation.name };
      await createInvitationRepo(db, scope).markOpened(invitation.id, clock());
      return {
        email: invitation.email,
        name: invitation.name,
        company: invitation.company,
        locale: invitation.locale,
        sessions: invitation.sessions,
      };
    },

    async decline(token: string): Promise<void> {
      const invitation = await byToken(token);
      if (invitation.registrationId !== null || invitation.registeredAt !== null) throw new AppError('invitation_used');
      await retryingTransaction(db, (trx) => createInvitationRepo(trx, scope).markDeclined(invitation.id, clock()));
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;

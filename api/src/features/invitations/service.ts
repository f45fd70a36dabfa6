/**
 * The invitation list: import (all or nothing), sending the personal links through the outbox,
 * what the link shows and its decline, and the admin's list with each invitee's state. Imports and
 * sends are access-log entries in the same transaction as the work.
 */
import { randomUUID } from 'node:crypto';
import type { ImportError, InvitationPrefill, InvitationRow, InvitationState, Locale } from '@forum/shared';
import type { Database } from '../../db/database';
import { retryingTransaction } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { createOutboxRepo, hashManageToken, newManageToken } from '../mail';
import { type ImportFormat, readInvitationFile } from './importFile';
import { type InvitationMailSettings, invitationMail, invitationUrl } from './invitationMail';
import { type InvitationInput, type StoredInvitation, createInvitationRepo, invitationState } from './repo';

export type ImportOutcome = { ok: true; created: number; updated: number } | { ok: false; errors: ImportError[] };

export type SendSelection = { ids: readonly number[] } | { filter: { states?: readonly InvitationState[] } };

export interface InvitationServiceDeps {
  db: Database;
  accessLog: AccessLog;
  settings: InvitationMailSettings;
  clock: () => Date;
  onMailQueued: () => void;
}

export function createInvitationService(deps: InvitationServiceDeps) {
  const { db, accessLog, settings, clock, onMailQueued } = deps;

  async function withStates(invitations: StoredInvitation[], repoDb = db) {
    const messageIds = invitations.flatMap((invitation) => (invitation.messageId ? [invitation.messageId] : []));
    const failed = await createInvitationRepo(repoDb).failedMessageIds(messageIds);
    return invitations.map((invitation) => ({
      invitation,
      state: invitationState(invitation, invitation.messageId !== null && failed.has(invitation.messageId)),
    }));
  }

  async function byToken(token: string): Promise<StoredInvitation> {
    if (token.length > 100) throw new AppError('not_found');
    const invitation = await createInvitationRepo(db).findByTokenHash(hashManageToken(token));
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
      const rows = reading.rows;
      const now = clock();
      const split = async (repo: ReturnType<typeof createInvitationRepo>) => {
        const existing = await repo.idsByEmailKey(rows.map((row) => row.emailKey));
        const fresh: InvitationInput[] = [];
        const known: Array<[number, InvitationInput]> = [];
        for (const row of rows) {
          const id = existing.get(row.emailKey);
          if (id === undefined) fresh.push(row);
          else known.push([id, row]);
        }
        return { fresh, known };
      };
      if (dryRun) {
        const { fresh, known } = await split(createInvitationRepo(db));
        return { ok: true, created: fresh.length, updated: known.length };
      }
      return accessLog.run(async (trx) => {
        const repo = createInvitationRepo(trx);
        const { fresh, known } = await split(repo);
        await repo.insertMany(fresh, now);
        for (const [id, row] of known) await repo.update(id, row, now);
        const result = { ok: true as const, created: fresh.length, updated: known.length };
        return {
          result,
          entries: [
            {
              actor,
              action: 'invitation_import' as const,
              detail: { format, rows: rows.length, created: fresh.length, updated: known.length },
            },
          ],
        };
      });
    },

    /** The invitations of `edition` (default: the current one). */
    async list(edition?: number): Promise<InvitationRow[]> {
      const rows = await withStates(await createInvitationRepo(db).list(undefined, edition));
      return rows.map(({ invitation, state }) => ({
        id: invitation.id,
        email: invitation.email,
        name: invitation.name,
        company: invitation.company,
        locale: invitation.locale,
        state,
        sentAt: invitation.sentAt ? invitation.sentAt.toISOString() : null,
        registrationId: invitation.registrationId,
      }));
    },

    /**
     * Mails each chosen invitee a new personal link (an earlier one stops working). Those who
     * registered or declined are not written to again.
     */
    async send(actor: Actor, selection: SendSelection): Promise<{ sent: number[]; skipped: number[] }> {
      const now = clock();
      const outcome = await accessLog.run(async (trx) => {
        const repo = createInvitationRepo(trx);
        const all = await withStates(await repo.list('ids' in selection ? selection.ids : undefined), trx);
        const wanted =
          'ids' in selection
            ? all
            : all.filter(({ state }) => !selection.filter.states || selection.filter.states.includes(state));
        const sent: number[] = [];
        const skipped: number[] = [];
        const outbox = createOutboxRepo(trx);
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

    /** What the link fills the form with; the first look marks the invitation opened. */
    async prefill(token: string): Promise<InvitationPrefill> {
      const invitation = await byToken(token);
      await createInvitationRepo(db).markOpened(invitation.id, clock());
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
      if (invitation.registrationId !== null) throw new AppError('already_registered');
      await retryingTransaction(db, (trx) => createInvitationRepo(trx).markDeclined(invitation.id, clock()));
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;

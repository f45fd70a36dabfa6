import {
  type AdminRole,
  EDITION,
  type Registrant,
  type RegistrantMail,
  type Registration,
  type RegistrationResult,
  applyRegistrantEdit,
  fieldToWire,
  holdsPlaces,
} from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { editionReadOnlyWords } from '../editions';
import { type MailQueue, statusMailKind } from '../mail';
import { type Seats, changeSessions, queueSeatMails, readSeatStates } from '../seats';
import type { Admission } from './admission';
import { createRegistrationWriter } from './registrationWriter';
import type { RegistrantRemovalHook, RegistrationRepos, RegistrationStore } from './store';

export interface RegistrationWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

export function isRegistrationOpen(window: RegistrationWindow, now: Date): boolean {
  if (window.opensAt && now < window.opensAt) return false;
  if (window.closesAt && now >= window.closesAt) return false;
  return true;
}

export interface RegistrationServiceDeps {
  store: RegistrationStore;
  /** Null: registrations are stored without a confirmation (the benchmark's baseline only). */
  mail: MailQueue | null;
  /** Told after a commit that queued mail, so the local sender delivers at once. */
  onMailQueued: () => void;
  accessLog: AccessLog;
  window: RegistrationWindow;
  clock: () => Date;
  seats: Seats;
  /** Others to tell when a registrant is deleted (the meetings' other side). */
  onRemoving?: RegistrantRemovalHook;
  /** Decides each new registration's status (approval); default: everyone approved. */
  admission?: Admission;
  /** Throws 403 `registration_closed`, saying so, once the forum has ended. */
  assertNotEnded?: () => void;
}

/**
 * A past edition's registration is read-only for admins too (its seats and mails were that year's);
 * deleting it stays possible (a person's request to erase their data).
 */
function assertCurrentEdition(registrant: Registrant): void {
  if (registrant.edition !== undefined && registrant.edition !== EDITION.year)
    throw new AppError('edition_ended', { messages: editionReadOnlyWords(registrant.edition) });
}

/** Every registrant with the state of their latest e-mail (null: none was ever queued) and their check-ins. */
async function withMailStates(
  repos: RegistrationRepos,
  ids?: readonly number[],
  edition?: number,
): Promise<Registrant[]> {
  const [registrants, states, checkins, seats] = await Promise.all([
    repos.registrants.list(ids, edition),
    repos.outbox.latestStates(),
    repos.checkins.marksFor(ids),
    readSeatStates(repos.knex, repos.edition, ids, edition),
  ]);
  return registrants.map((registrant) => ({
    ...registrant,
    mail: states.get(registrant.id) ?? null,
    checkins: checkins.get(registrant.id) ?? [],
    seats: seats.get(registrant.id) ?? {},
  }));
}

/**
 * Registration, and what admins do with registrants. A registration is stored with its
 * confirmation e-mail in one transaction (registrationWriter.ts). Every admin read or change is
 * recorded in the access log in the same transaction as the work (see accessLog.run): a list view
 * and an export with their row count (and the export's reason), an edit with the names of the
 * fields it changed, a delete with the id.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { store, mail, onMailQueued, accessLog, window, clock, seats } = deps;
  const writer = createRegistrationWriter({
    store,
    mail,
    onMailQueued,
    seats,
    ...(deps.admission ? { admission: deps.admission } : {}),
  });
  return {
    /** Throws 403 outside the registration window, and once the forum has ended. */
    assertOpen(): void {
      deps.assertNotEnded?.();
      if (!isRegistrationOpen(window, clock())) throw new AppError('registration_closed');
    },

    /** `invitation`: the invitation link's token the form sent (approval decides what it allows). */
    async register(registration: Registration, invitation: string | null = null): Promise<RegistrationResult> {
      const now = clock();
      try {
        return await writer.write(registration, now, invitation);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError('already_registered');
        throw error;
      }
    },

    /** `edition`: a year (default: the current edition). */
    list(actor: Actor, edition?: number): Promise<Registrant[]> {
      return accessLog.run(async (trx) => {
        const registrants = await withMailStates(store.within(trx), undefined, edition);
        return { result: registrants, entries: [{ actor, action: 'list_view', registrantCount: registrants.length }] };
      });
    },

    /** The rows of an export (all, or the ids the admin's filter shows), logged with the reason. */
    exportRows(actor: Actor, reason: string, ids?: readonly number[], edition?: number): Promise<Registrant[]> {
      return accessLog.run(async (trx) => {
        const registrants = await withMailStates(store.within(trx), ids, edition);
        const entry = {
          actor,
          action: 'export' as const,
          registrantCount: registrants.length,
          ...(ids ? { registrantIds: registrants.map((r) => r.id) } : {}),
          detail: { reason, scope: ids ? 'selected' : 'all' },
        };
        return { result: registrants, entries: [entry] };
      });
    },

    /**
     * An admin's correction. When it changes what the confirmation says, the registrant gets the
     * updated confirmation (same calendar UIDs, higher SEQUENCE), as after a change of their own.
     */
    async edit(id: number, patch: unknown, actor: Actor, role: AdminRole): Promise<Registrant> {
      const now = clock();
      try {
        const { registrant, queued } = await accessLog.run(async (trx) => {
          const repos = store.within(trx);
          const current = await repos.registrants.findById(id, { lock: true });
          if (!current) throw new AppError('not_found');
          assertCurrentEdition(current);
          const edit = applyRegistrantEdit(current, patch);
          if (!edit.ok) throw new AppError('validation', { fields: edit.fields });
          const emailChanged = edit.changed.includes('email');
          // The e-mail is where the manage link goes: only a manager may move it, and the old
          // address is told (so a registration cannot be taken over quietly).
          if (emailChanged && role !== 'manager') throw new AppError('forbidden');
          let queuedMail = false;
          if (edit.changed.length > 0) {
            const revision = current.revision + 1;
            await repos.registrants.update(id, edit.value, revision, now);
            // Under review or declined: no seat is held and no confirmation has been sent.
            const approved = holdsPlaces(current.status);
            const offers = approved
              ? await changeSessions(repos.knex, seats, id, current.sessions, edit.value.sessions, now)
              : [];
            queuedMail = await queueSeatMails(repos, mail, { offers }, now);
            if (mail && approved) {
              const removedSessions = current.sessions.filter((code) => !edit.value.sessions.includes(code));
              const states = (await readSeatStates(repos.knex, repos.edition, [id])).get(id) ?? {};
              await mail.queue(repos, {
                kind: 'update',
                registrant: { ...current, ...edit.value, revision, seats: states },
                now,
                removedSessions,
              });
              queuedMail = true;
            }
            if (mail && emailChanged) {
              await mail.queue(repos, { kind: 'email_changed', registrant: current, now });
              queuedMail = true;
            }
          }
          const [updated] = await withMailStates(repos, [id]);
          const entries = [
            { actor, action: 'edit' as const, registrantIds: [id], detail: { fields: edit.changed.map(fieldToWire) } },
          ];
          return { result: { registrant: updated!, queued: queuedMail }, entries };
        });
        if (queued) onMailQueued();
        return registrant;
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError('already_registered');
        throw error;
      }
    },

    /** Deletes the registrant, its links and every message about it. */
    async remove(id: number, actor: Actor): Promise<void> {
      const now = clock();
      const queued = await accessLog.run(async (trx) => {
        const repos = store.within(trx);
        await repos.outbox.deleteForRegistrant(id);
        // The seats this person held go to the next people waiting.
        const offers = await seats.release(repos.knex, id, null, now);
        const told = (await deps.onRemoving?.(repos, id, now)) ?? false;
        if (!(await repos.registrants.remove(id, now))) throw new AppError('not_found');
        const mailed = await queueSeatMails(repos, mail, { offers }, now);
        return { result: mailed || told, entries: [{ actor, action: 'delete', registrantIds: [id] }] };
      });
      if (queued) onMailQueued();
    },

    /**
     * Admin: sends the mail of the registration's status now (the confirmation, the "under review"
     * receipt, or the decline with its reason) again, with a new manage link that replaces the old
     * ones (after an e-mail change they would otherwise stay alive in the old mailbox); an
     * access-log entry (`resend`).
     */
    async resendConfirmation(id: number, actor: Actor): Promise<RegistrantMail> {
      if (!mail) throw new AppError('not_found');
      const now = clock();
      await accessLog.run(async (trx) => {
        const repos = store.within(trx);
        const registrant = await repos.registrants.findById(id);
        if (!registrant) throw new AppError('not_found');
        assertCurrentEdition(registrant);
        const statusKind = statusMailKind(registrant.status);
        // Where each session stands now: the calendar file holds the seated ones only.
        const seats = (await readSeatStates(repos.knex, repos.edition, [id])).get(id) ?? {};
        const reason = registrant.decision?.reason;
        await mail.queue(repos, {
          kind: statusKind,
          registrant: { ...registrant, seats },
          now,
          replaceEarlierLinks: true,
          ...(statusKind === 'declined' && reason ? { declineReason: reason } : {}),
        });
        return {
          result: undefined,
          entries: [{ actor, action: 'resend' as const, registrantIds: [id], detail: { mail: statusKind } }],
        };
      });
      onMailQueued();
      return { state: 'queued' };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

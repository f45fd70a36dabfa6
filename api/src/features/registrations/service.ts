import { type Registrant, type Registration, applyRegistrantEdit } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog/accessLog';
import type { RegistrationRepo } from './repo';

export interface RegistrationWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

export function isRegistrationOpen(window: RegistrationWindow, now: Date): boolean {
  if (window.opensAt && now < window.opensAt) return false;
  if (window.closesAt && now >= window.closesAt) return false;
  return true;
}

/**
 * Registration, and what admins do with registrants. Every admin read or change is recorded in the
 * access log in the same transaction as the work (see accessLog.run): a list view and an export with
 * their row count (and the export's reason), an edit with the names of the fields it changed, a
 * delete with the id.
 */
export function createRegistrationService(deps: { repo: RegistrationRepo; accessLog: AccessLog; window: RegistrationWindow; clock: () => Date }) {
  const { repo, accessLog, window, clock } = deps;
  return {
    /** Throws 403 outside the registration window. */
    assertOpen(): void {
      if (!isRegistrationOpen(window, clock())) throw new AppError(403, 'registration_closed');
    },

    async register(registration: Registration): Promise<{ id: number }> {
      try {
        return { id: await repo.insert(registration, clock()) };
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError(409, 'already_registered');
        throw error;
      }
    },

    list(actor: Actor): Promise<Registrant[]> {
      return accessLog.run(async (trx) => {
        const registrants = await repo.list(trx);
        return { result: registrants, entries: [{ actor, action: 'list_view', registrantCount: registrants.length }] };
      });
    },

    /** The rows of an export (all, or the ids the admin's filter shows), logged with the reason. */
    exportRows(actor: Actor, reason: string, ids?: readonly number[]): Promise<Registrant[]> {
      return accessLog.run(async (trx) => {
        const registrants = await repo.list(trx, ids);
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

    async edit(id: number, patch: unknown, actor: Actor): Promise<Registrant> {
      try {
        return await accessLog.run(async (trx) => {
          const current = await repo.findById(trx, id);
          if (!current) throw new AppError(404, 'not_found');
          const edit = applyRegistrantEdit(current, patch);
          if (!edit.ok) throw new AppError(400, 'validation', { fields: edit.fields });
          if (edit.changed.length > 0) await repo.update(trx, id, edit.value);
          const updated = (await repo.findById(trx, id))!;
          return { result: updated, entries: [{ actor, action: 'edit', registrantIds: [id], detail: { fields: edit.changed } }] };
        });
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError(409, 'already_registered');
        throw error;
      }
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await accessLog.run(async (trx) => {
        if (!(await repo.remove(trx, id))) throw new AppError(404, 'not_found');
        return { result: undefined, entries: [{ actor, action: 'delete', registrantIds: [id] }] };
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

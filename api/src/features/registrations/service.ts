import type { Registrant, RegistrantMail, Registration } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { MailQueue } from '../manage/mailQueue';
import { createRegistrationWriter } from './registrationWriter';
import type { RegistrationStore } from './store';

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
  window: RegistrationWindow;
  clock: () => Date;
}

export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { store, mail, onMailQueued, window, clock } = deps;
  const writer = mail ? createRegistrationWriter({ store, mail, onMailQueued }) : null;
  return {
    /** Throws 403 outside the registration window. */
    assertOpen(): void {
      if (!isRegistrationOpen(window, clock())) throw new AppError(403, 'registration_closed');
    },

    /** Stores the registrant and its confirmation e-mail in one transaction (see registrationWriter.ts). */
    async register(registration: Registration): Promise<{ id: number }> {
      const now = clock();
      try {
        return { id: writer ? await writer.write(registration, now) : await store.registrants.insert(registration, now) };
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError(409, 'already_registered');
        throw error;
      }
    },

    /** Every registrant with the state of their latest e-mail (null: none was ever queued). */
    async list(): Promise<Registrant[]> {
      const [registrants, states] = await Promise.all([store.registrants.list(), store.outbox.latestStates()]);
      return registrants.map((registrant) => ({ ...registrant, mail: states.get(registrant.id) ?? null }));
    },

    /** Deletes the registrant, its links and every message about it. */
    async remove(id: number): Promise<void> {
      const removed = await store.transaction(async (repos) => {
        await repos.outbox.deleteForRegistrant(id);
        return repos.registrants.remove(id);
      });
      if (!removed) throw new AppError(404, 'not_found');
    },

    /** Admin: sends the confirmation again, with a new manage link (the old ones keep working). */
    async resendConfirmation(id: number): Promise<RegistrantMail> {
      if (!mail) throw new AppError(404, 'not_found');
      const now = clock();
      await store.transaction(async (repos) => {
        const registrant = await repos.registrants.findById(id);
        if (!registrant) throw new AppError(404, 'not_found');
        await mail.queue(repos, { kind: 'confirmation', registrant, now });
      });
      onMailQueued();
      return { state: 'queued' };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

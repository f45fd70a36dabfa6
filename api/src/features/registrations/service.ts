import type { Registrant, Registration } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
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

export function createRegistrationService(deps: { repo: RegistrationRepo; window: RegistrationWindow; clock: () => Date }) {
  const { repo, window, clock } = deps;
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

    list(): Promise<Registrant[]> {
      return repo.list();
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw new AppError(404, 'not_found');
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

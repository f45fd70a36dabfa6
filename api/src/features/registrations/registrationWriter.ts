/**
 * Writes a new registration together with its confirmation e-mail, in one transaction of its own
 * (api/docs/decisions/0001-one-transaction-per-registration.md says why not a group commit).
 *
 * A duplicate key is either the address (registered already: 409) or, 1 in 2^65 per pair, a
 * check-in code that happened to be taken: the registration is then written again with a fresh
 * code, a few times at most.
 */
import type { Registration } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { MailQueue } from '../mail';
import type { RegistrationStore } from './store';

/** Attempts after a check-in code collision before the error is passed on (it never is in practice). */
const CODE_COLLISION_ATTEMPTS = 3;

export function createRegistrationWriter(deps: {
  store: RegistrationStore;
  mail: MailQueue;
  onMailQueued: () => void;
}) {
  const { store, mail, onMailQueued } = deps;

  async function writeOnce(registration: Registration, now: Date): Promise<number> {
    const id = await store.transaction(async (repos) => {
      const inserted = await repos.registrants.insert(registration, now);
      await mail.queue(repos, {
        kind: 'confirmation',
        registrant: { ...registration, ...inserted, createdAt: now.toISOString(), revision: 0 },
        now,
      });
      return inserted.id;
    });
    onMailQueued();
    return id;
  }

  return {
    /** Resolves with the new registrant's id once it and its confirmation are committed. */
    async write(registration: Registration, now: Date): Promise<number> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await writeOnce(registration, now);
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          const taken = await store.registrants.registeredEmails([registration.email]);
          if (taken.size > 0) throw new AppError(409, 'already_registered');
          if (attempt >= CODE_COLLISION_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type RegistrationWriter = ReturnType<typeof createRegistrationWriter>;

/**
 * Writes a new registration together with its confirmation e-mail, in one transaction of its own
 * (api/docs/decisions/0001-one-transaction-per-registration.md says why not a group commit).
 *
 * A duplicate key is either the address (registered already: 409) or, 1 in 2^65 per pair, a
 * check-in code that happened to be taken: the registration is then written again with a fresh
 * code, a few times at most.
 */
import { type Registration, type RegistrationResult, holdsPlaces } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import { type MailQueue, statusMailKind } from '../mail';
import type { Seats } from '../seats';
import { APPROVE_EVERYONE, type Admission } from './admission';
import type { RegistrationStore } from './store';

/** Attempts after a check-in code collision before the error is passed on (it never is in practice). */
const CODE_COLLISION_ATTEMPTS = 3;

export function createRegistrationWriter(deps: {
  store: RegistrationStore;
  /** Null: stored without a confirmation (the benchmark's baseline only). */
  mail: MailQueue | null;
  onMailQueued: () => void;
  seats: Seats;
  admission?: Admission;
}) {
  const { store, mail, onMailQueued, seats } = deps;
  const admission = deps.admission ?? APPROVE_EVERYONE;

  async function writeOnce(registration: Registration, now: Date, invitation: string | null) {
    const result = await store.transaction(async (repos): Promise<RegistrationResult> => {
      const decision = await admission.admit(repos, registration, invitation, now);
      const inserted = await repos.registrants.insert(registration, now, { status: decision.status });
      const snapshot = {
        ...registration,
        ...inserted,
        createdAt: now.toISOString(),
        revision: 0,
        status: decision.status,
      };
      await decision.afterInsert?.(repos, snapshot, now);
      // A registration under review holds no seat and no place in line (approval takes them later);
      // its mail is the "under review" receipt, with the manage link to change or cancel meanwhile.
      if (!holdsPlaces(decision.status)) {
        if (mail) await mail.queue(repos, { kind: statusMailKind(decision.status), registrant: snapshot, now });
        return { id: inserted.id, status: decision.status, seated: [], waiting: [] };
      }
      // After the insert: on SQLite the transaction holds the write lock from here on.
      const placed = await seats.take(repos.knex, inserted.id, registration.sessions, now);
      if (mail) {
        await mail.queue(repos, {
          kind: 'confirmation',
          registrant: { ...snapshot, seats: placed.states },
          now,
        });
      }
      return { id: inserted.id, status: decision.status, seated: placed.seated, waiting: placed.waiting };
    });
    if (mail) onMailQueued();
    return result;
  }

  return {
    /** Resolves with the new registrant's id and places once they and the confirmation are committed. */
    async write(registration: Registration, now: Date, invitation: string | null = null): Promise<RegistrationResult> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await writeOnce(registration, now, invitation);
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          const taken = await store.registrants.registeredEmails([registration.email]);
          if (taken.size > 0) throw new AppError('already_registered');
          if (attempt >= CODE_COLLISION_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type RegistrationWriter = ReturnType<typeof createRegistrationWriter>;

/**
 * Writes new registrations together with their confirmation e-mails, by group commit: while one
 * transaction is being written, the registrations that arrive meanwhile wait and are then written
 * together in the next one (one BEGIN/COMMIT and one multi-row INSERT per table for the group).
 * An idle server writes a registration at once, alone; a busy one spreads the transaction's cost
 * over many, so storing the e-mail beside each registrant costs little throughput.
 *
 * A duplicate e-mail fails the group's INSERT as a whole: the registered addresses are then looked
 * up, their requests answered 409, and the rest written again. A duplicate key with no registered
 * address among them is a check-in code that happened to be taken (1 in 2^65 per pair): the
 * group is written again with fresh codes, a few times at most.
 */
import type { Registration } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { MailQueue } from '../mail';
import { registrationEmailKey } from './emailKey';
import type { RegistrationStore } from './store';

interface Pending {
  registration: Registration;
  now: Date;
  resolve(id: number): void;
  reject(error: unknown): void;
}

const alreadyRegistered = () => new AppError(409, 'already_registered');

/** Attempts after a check-in code collision before the error is passed on (it never is in practice). */
const CODE_COLLISION_ATTEMPTS = 3;

export function createRegistrationWriter(deps: {
  store: RegistrationStore;
  mail: MailQueue;
  onMailQueued: () => void;
  maxGroup?: number;
}) {
  const { store, mail, onMailQueued } = deps;
  const maxGroup = deps.maxGroup ?? 50;
  const waiting: Pending[] = [];
  let writing = false;

  async function writeGroup(group: readonly Pending[]): Promise<void> {
    const ids = await store.transaction(async (repos) => {
      const inserted = await repos.registrants.insertMany(group);
      await mail.queue(
        repos,
        group.map(({ registration, now }, index) => ({
          kind: 'confirmation' as const,
          registrant: { ...registration, ...inserted[index]!, createdAt: now.toISOString(), revision: 0 },
          now,
        })),
      );
      return inserted;
    });
    group.forEach((pending, index) => pending.resolve(ids[index]!.id));
    onMailQueued();
  }

  async function write(group: Pending[]): Promise<void> {
    // Two requests for one address in the same group: the later is refused like any duplicate.
    const seen = new Set<string>();
    let remaining = group.filter((pending) => {
      const email = registrationEmailKey(pending.registration.email);
      if (!seen.has(email)) return seen.add(email);
      pending.reject(alreadyRegistered());
      return false;
    });
    let codeCollisions = 0;
    while (remaining.length > 0) {
      try {
        await writeGroup(remaining);
        return;
      } catch (error) {
        const taken = isDuplicateKeyError(error)
          ? await store.registrants.registeredEmails(remaining.map((p) => p.registration.email))
          : null;
        if (taken && taken.size === 0 && (codeCollisions += 1) < CODE_COLLISION_ATTEMPTS) continue;
        // Not a duplicate, or none we can find after retries: everyone gets the error.
        if (!taken || taken.size === 0) {
          for (const pending of remaining) pending.reject(error);
          return;
        }
        remaining = remaining.filter((pending) => {
          if (!taken.has(registrationEmailKey(pending.registration.email))) return true;
          pending.reject(alreadyRegistered());
          return false;
        });
      }
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.splice(0, maxGroup);
        await write(group).catch((error: unknown) => {
          for (const pending of group) pending.reject(error);
        });
      }
    } finally {
      writing = false;
    }
  }

  return {
    /** Resolves with the new registrant's id once it and its confirmation are committed. */
    write(registration: Registration, now: Date): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        waiting.push({ registration, now, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

export type RegistrationWriter = ReturnType<typeof createRegistrationWriter>;

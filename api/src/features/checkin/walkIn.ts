/**
 * A walk-in (`POST /api/user/onsite`): staff register a visitor at the venue with the same form
 * and rules as the site, also when pre-registration is closed. In one transaction with its
 * access-log entry, the registrant is stored (on site, with a new check-in code), its
 * confirmation e-mail queued exactly as for a registration on the site, and the check-in made.
 */
import type { OnsiteRegistrationResult, Registration } from '@forum/shared';
import { isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import type { MailQueue } from '../mail';
import type { Seats } from '../seats';
import type { RegistrationStore } from '../registrations';
import { type CheckinInput, checkInWithin } from './service';
import { createRosterRepo } from './rosterRepo';

/** Tries after a duplicate key that is not the e-mail (a check-in code collision, 1 in 2^65). */
const ATTEMPTS = 3;

export function createWalkInService(deps: {
  store: RegistrationStore;
  mail: MailQueue;
  onMailQueued: () => void;
  accessLog: AccessLog;
  clock: () => Date;
  seats: Seats;
  /** Throws 409 `not_forum_day` outside the forum's days: a walk-in is someone at the venue that day. */
  assertForumDay: () => void;
}) {
  const { store, mail, onMailQueued, accessLog, clock, seats } = deps;

  async function attempt(
    registration: Registration,
    where: Omit<CheckinInput, 'code'>,
    actor: Actor,
  ): Promise<OnsiteRegistrationResult> {
    const now = clock();
    return accessLog.run(async (trx) => {
      const repos = store.within(trx);
      // Walk-ins are approved by the desk, whatever the policy.
      const { id, checkinCode } = await repos.registrants.insert(registration, now, {
        onsite: true,
        status: 'approved',
      });
      // A walk-in is in the room already: seated whatever the capacity (shown as over capacity).
      for (const session of registration.sessions) await seats.seatRegardless(repos.knex, id, session, now);
      const states = Object.fromEntries(registration.sessions.map((code) => [code, { status: 'seated' as const }]));
      await mail.queue(repos, {
        kind: 'confirmation',
        registrant: {
          ...registration,
          id,
          checkinCode,
          onsite: true,
          createdAt: now.toISOString(),
          status: 'approved',
          revision: 0,
          seats: states,
        },
        now,
      });
      // In the store's edition, the one the walk-in was just registered in.
      const person = await createRosterRepo(trx, repos.edition).findByCode(checkinCode);
      if (!person) throw new Error('the walk-in just stored is not there');
      const { result, entry } = await checkInWithin(trx, repos.edition, person, where, actor, now);
      const logged = { ...entry, detail: { ...entry.detail, walkIn: true } };
      return { result: { id, checkin: result }, entries: [logged] };
    });
  }

  return {
    async register(
      registration: Registration,
      where: Omit<CheckinInput, 'code'>,
      actor: Actor,
    ): Promise<OnsiteRegistrationResult> {
      deps.assertForumDay();
      for (let tries = 1; ; tries += 1) {
        try {
          const result = await attempt(registration, where, actor);
          onMailQueued();
          return result;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Asked for this one address only: any answer is it, under its registration key.
          const taken = await store.registrants.registeredEmails([registration.email]);
          if (taken.size > 0) throw new AppError('already_registered');
          if (tries >= ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type WalkInService = ReturnType<typeof createWalkInService>;

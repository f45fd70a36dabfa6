/**
 * What a registrant can do with their personal link: see their registration, change it (not the
 * e-mail), cancel it (withdrawing consent: the personal data is deleted), and ask for the link
 * again. A wrong, expired or used-up token is 404 whatever the reason, so a token reveals nothing.
 */
import {
  type ManagedRegistrant,
  type Registration,
  endOfKoreaDay,
  isManageToken,
  validateRegistrationChange,
} from '@forum/shared';
import { AppError } from '../../errors';
import { type MailQueue, hashManageToken } from '../mail';
import type { RegistrationRepos, RegistrationStore, StoredRegistrant } from '../registrations';

export interface ManageServiceDeps {
  store: RegistrationStore;
  mail: MailQueue;
  onMailQueued: () => void;
  /** `YYYY-MM-DD`: links work until the end of this day, Korea time. */
  retentionUntil: string;
  clock: () => Date;
}

const notFound = () => new AppError(404, 'not_found');

function asRegistration(registrant: StoredRegistrant): Registration {
  const { company, name, title, email, phone, biztype, attend, attendext, about, locale } = registrant;
  return { company, name, title, email, phone, biztype, attend, attendext, about, locale, consent: true };
}

function sameRegistration(a: Registration, b: Registration): boolean {
  return (Object.keys(a) as (keyof Registration)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

export function createManageService(deps: ManageServiceDeps) {
  const { store, mail, onMailQueued, clock } = deps;
  const expiresAt = endOfKoreaDay(deps.retentionUntil);

  /** The registrant a live token opens, read (and on MySQL locked) inside `repos`' transaction. */
  async function open(repos: RegistrationRepos, token: string, lock = false): Promise<StoredRegistrant> {
    if (!isManageToken(token) || clock() >= expiresAt) throw notFound();
    const id = await repos.links.registrantIdFor(hashManageToken(token));
    const registrant = id === null ? null : await repos.registrants.findById(id, { lock });
    if (!registrant) throw notFound();
    return registrant;
  }

  async function withMail(registrant: StoredRegistrant): Promise<ManagedRegistrant> {
    const { revision: _revision, ...shown } = registrant;
    return { ...shown, mail: await store.outbox.latestState(registrant.id) };
  }

  return {
    async find(token: string): Promise<ManagedRegistrant> {
      return withMail(await open(store, token));
    },

    /** Applies a change and queues the updated confirmation (same calendar UIDs, higher SEQUENCE). */
    async change(token: string, input: unknown): Promise<ManagedRegistrant> {
      const now = clock();
      const { registrant, queued } = await store.transaction(async (repos) => {
        const current = await open(repos, token, true);
        const result = validateRegistrationChange(asRegistration(current), input);
        if (!result.ok) throw new AppError(400, 'validation', { fields: result.fields });
        // Saving what is already stored changes nothing and sends nothing.
        if (sameRegistration(result.value, asRegistration(current))) return { registrant: current, queued: false };
        const changed: StoredRegistrant = {
          ...current,
          ...result.value,
          email: current.email,
          revision: current.revision + 1,
        };
        await repos.registrants.update(current.id, result.value, changed.revision, now);
        const removedSessions = current.attendext.filter((code) => !changed.attendext.includes(code));
        await mail.queue(repos, { kind: 'update', registrant: changed, now, token, removedSessions });
        return { registrant: changed, queued: true };
      });
      if (queued) onMailQueued();
      return withMail(registrant);
    },

    /** Deletes the registrant (links and earlier messages included) and queues the cancellation. */
    async cancel(token: string): Promise<void> {
      const now = clock();
      await store.transaction(async (repos) => {
        const current = await open(repos, token, true);
        await repos.outbox.deleteForRegistrant(current.id);
        await repos.registrants.remove(current.id, now);
        await mail.queue(repos, {
          kind: 'cancellation',
          registrant: { ...current, revision: current.revision + 1 },
          now,
        });
      });
      onMailQueued();
    },

    /**
     * "Lost your link?": mails a new link, in a short message of its own, to a registered address
     * and does nothing for any other; the new link replaces the earlier ones. The caller answers
     * the same either way; the per-address limit makes timing probes slow.
     */
    async resend(email: string): Promise<void> {
      const now = clock();
      if (now >= expiresAt) return;
      const queued = await store.transaction(async (repos) => {
        const registrant = await repos.registrants.findByEmail(email);
        if (!registrant) return false;
        await mail.queue(repos, { kind: 'link', registrant, now, replaceEarlierLinks: true });
        return true;
      });
      if (queued) onMailQueued();
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;

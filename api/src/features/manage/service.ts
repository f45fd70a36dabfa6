/**
 * What a registrant can do with their personal link: see their registration, change it (not the
 * e-mail), cancel it (withdrawing consent: the personal data is deleted), and ask for the link
 * again. A wrong, expired or used-up token is 404 whatever the reason, so a token reveals nothing.
 */
import {
  type ManagedRegistrant,
  type Registration,
  type SessionCode,
  endOfKoreaDay,
  invitationOnlyChoices,
  isManageToken,
  validateRegistrationChange,
} from '@forum/shared';
import { AppError } from '../../errors';
import { createInvitationRepo } from '../invitations';
import { type MailQueue, hashManageToken } from '../mail';
import {
  type RegistrationRepos,
  type RegistrantRemovalHook,
  type RegistrationStore,
  type StoredRegistrant,
  changeSessions,
  queueOfferMails,
} from '../registrations';
import { type Seats, readSeatStates } from '../seats';

export interface ManageServiceDeps {
  store: RegistrationStore;
  mail: MailQueue;
  onMailQueued: () => void;
  /** `YYYY-MM-DD`: links work until the end of this day, Korea time. */
  retentionUntil: string;
  clock: () => Date;
  seats: Seats;
  /** Others to tell when the registrant cancels (the meetings' other side). */
  onRemoving?: RegistrantRemovalHook;
}

const notFound = () => new AppError(404, 'not_found');

function asRegistration(registrant: StoredRegistrant): Registration {
  const { company, name, title, email, phone, businessType, attend, sessions, about, locale } = registrant;
  return { company, name, title, email, phone, businessType, attend, sessions, about, locale, consent: true };
}

function sameRegistration(a: Registration, b: Registration): boolean {
  return (Object.keys(a) as (keyof Registration)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

export function createManageService(deps: ManageServiceDeps) {
  const { store, mail, onMailQueued, clock, seats } = deps;
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
    const states = (await readSeatStates(store.knex, [registrant.id])).get(registrant.id) ?? {};
    return { ...shown, seats: states, mail: await store.outbox.latestState(registrant.id) };
  }

  /** Offers that ran out pass on before anyone reads or claims a seat (their e-mails queued). */
  async function expireOffers(): Promise<void> {
    const now = clock();
    const queued = await store.transaction(async (repos) =>
      queueOfferMails(repos, mail, await seats.expireOffers(repos.knex, now), now),
    );
    if (queued) onMailQueued();
  }

  return {
    async find(token: string): Promise<ManagedRegistrant> {
      await expireOffers();
      return withMail(await open(store, token));
    },

    /**
     * Takes the seat offered in `session`: `seated` (also when it already was), or `no_offer`, or
     * `offer_expired` (the seat has passed, or now passes, to the next person waiting). A claim
     * sends the updated confirmation, whose calendar file now holds the session.
     */
    async claim(token: string, session: SessionCode): Promise<ManagedRegistrant> {
      await expireOffers();
      const now = clock();
      const { outcome, registrant, queued } = await store.transaction(async (repos) => {
        const current = await open(repos, token, true);
        const result = await seats.claim(repos.knex, current.id, session, now);
        let mailed = await queueOfferMails(repos, mail, result.offers, now);
        let registrant = current;
        if (result.outcome === 'seated') {
          const states = (await readSeatStates(repos.knex, [current.id])).get(current.id) ?? {};
          if (states[session]?.status === 'seated') {
            registrant = { ...current, revision: current.revision + 1 };
            await repos.registrants.update(current.id, asRegistration(current), registrant.revision, now);
            await mail.queue(repos, { kind: 'update', registrant: { ...registrant, seats: states }, now, token });
            mailed = true;
          }
        }
        return { outcome: result.outcome, registrant, queued: mailed };
      });
      if (queued) onMailQueued();
      if (outcome !== 'seated') throw new AppError(409, outcome);
      return withMail(registrant);
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
        // An invitation-only session (the reception) may be added only by an invitee.
        const added = changed.sessions.filter((code) => !current.sessions.includes(code));
        if (
          invitationOnlyChoices(added).length > 0 &&
          !(await createInvitationRepo(repos.knex).isInvitee(current.id))
        ) {
          throw new AppError(400, 'validation', { fields: { attendext: 'invitation_only' } });
        }
        await repos.registrants.update(current.id, result.value, changed.revision, now);
        // Under review: no seat is held and no confirmation sent yet; approval takes the seats then.
        if ((current.status ?? 'approved') !== 'approved') return { registrant: changed, queued: false };
        // A dropped session frees its seat (or leaves its waiting list); an added one follows the same rules as the form.
        const offers = await changeSessions(repos, seats, current.id, current.sessions, changed.sessions, now);
        await queueOfferMails(repos, mail, offers, now);
        const removedSessions = current.sessions.filter((code) => !changed.sessions.includes(code));
        const states = (await readSeatStates(repos.knex, [current.id])).get(current.id) ?? {};
        await mail.queue(repos, {
          kind: 'update',
          registrant: { ...changed, seats: states },
          now,
          token,
          removedSessions,
        });
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
        const states = (await readSeatStates(repos.knex, [current.id])).get(current.id) ?? {};
        const offers = await seats.release(repos.knex, current.id, null, now);
        await deps.onRemoving?.(repos, current.id, now);
        await repos.registrants.remove(current.id, now);
        await queueOfferMails(repos, mail, offers, now);
        await mail.queue(repos, {
          kind: 'cancellation',
          registrant: { ...current, revision: current.revision + 1, seats: states },
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

/**
 * What a registrant can do with their personal link: see their registration, change it (not the
 * e-mail), cancel it (withdrawing consent: the personal data is deleted), and ask for the link
 * again. A wrong, expired or used-up token is 404 whatever the reason, so a token reveals nothing.
 */
import {
  EDITION,
  type ManagedRegistrant,
  type Registration,
  type SessionCode,
  editionOf,
  endOfKoreaDay,
  holdsPlaces,
  invitationOnlyChoices,
  isManageToken,
  validateRegistrationChange,
} from '@forum/shared';
import { AppError } from '../../errors';
import type { RequestLimits } from '../../middleware/requestLimits';
import { editionEndedWords } from '../editions';
import { isInvitee } from '../invitations';
import { type MailQueue, hashManageToken } from '../mail';
import {
  type RegistrationRepos,
  type RegistrantRemovalHook,
  type RegistrationStore,
  type StoredRegistrant,
} from '../registrations';
import { type Seats, type WaitingList, changeSessions, queueSeatMails, readSeatStates } from '../seats';

export interface ManageServiceDeps {
  store: RegistrationStore;
  mail: MailQueue;
  onMailQueued: () => void;
  /** `YYYY-MM-DD`: links work until the end of this day, Korea time. */
  retentionUntil: string;
  clock: () => Date;
  seats: Seats;
  /** The places' owner: claims, rejoins and lapsed offers go through it (with their e-mails). */
  waitingList: WaitingList;
  /** Others to tell when the registrant cancels (the meetings' other side). */
  onRemoving?: RegistrantRemovalHook;
  /** Counts changes that mail the updated confirmation: see CHANGE_LIMITS. */
  changeLimits: RequestLimits<ChangeCounter>;
}

/**
 * A change mails the updated confirmation (anything that mails
 * on a registrant's request is limited): per registration (whatever link it comes through) and per
 * client address. Saving what is already stored mails nothing and counts nothing.
 */
export type ChangeCounter = 'registrant' | 'address';
export const CHANGE_LIMITS: Record<ChangeCounter, { points: number; durationSeconds: number }> = {
  registrant: { points: 20, durationSeconds: 60 * 60 },
  address: { points: 60, durationSeconds: 60 * 60 },
};

const notFound = () => new AppError('not_found');

const DECLINED_READ_ONLY = {
  en: 'This registration was declined, so it can no longer be changed. You may still delete it with your data.',
  ko: '거절된 등록이므로 더 이상 변경할 수 없습니다. 등록과 개인정보를 삭제할 수는 있습니다.',
};

function asRegistration(registrant: StoredRegistrant): Registration {
  const { company, name, title, email, phone, businessType, attend, sessions, about, aboutOther, locale } = registrant;
  return {
    company,
    name,
    title,
    email,
    phone,
    businessType,
    attend,
    sessions,
    about,
    aboutOther,
    locale,
    consent: true,
  };
}

function sameRegistration(a: Registration, b: Registration): boolean {
  return (Object.keys(a) as (keyof Registration)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

export function createManageService(deps: ManageServiceDeps) {
  const { store, mail, onMailQueued, clock, seats, waitingList, changeLimits } = deps;
  // The links stop working after the retention date of the edition current at each call (a publish changes it).
  const expiresAt = () => endOfKoreaDay(deps.retentionUntil);

  /** The registrant a live token opens, read (and on MySQL locked) inside `repos`' transaction. */
  async function open(repos: RegistrationRepos, token: string, lock = false): Promise<StoredRegistrant> {
    if (!isManageToken(token) || clock() >= expiresAt()) throw notFound();
    const id = await repos.links.registrantIdFor(hashManageToken(token));
    const registrant = id === null ? null : await repos.registrants.findById(id, { lock });
    if (!registrant) throw notFound();
    // A past edition's link lives until its own edition's retention date (its consent's promise).
    const edition = editionOf(registrant.edition ?? EDITION.year);
    if (edition && edition.year !== EDITION.year && clock() >= endOfKoreaDay(edition.retentionUntil)) throw notFound();
    return registrant;
  }

  /** As `open`, for a change: a past edition's registration is read-only (409 `edition_ended`). */
  async function openForChange(repos: RegistrationRepos, token: string, lock = false): Promise<StoredRegistrant> {
    const registrant = await open(repos, token, lock);
    const year = registrant.edition ?? EDITION.year;
    if (year !== EDITION.year) throw new AppError('edition_ended', { messages: editionEndedWords(year) });
    return registrant;
  }

  /**
   * The page's registrant: its places and latest mail; a declined one's reason, but never who
   * decided (an organiser's account is not the registrant's to know).
   */
  async function withMail(registrant: StoredRegistrant): Promise<ManagedRegistrant> {
    const { revision: _revision, decision, ...shown } = registrant;
    const states = (await readSeatStates(store.knex, store.edition, [registrant.id])).get(registrant.id) ?? {};
    const reason = registrant.status === 'declined' ? decision?.reason : null;
    return {
      ...shown,
      seats: states,
      mail: await store.outbox.latestState(registrant.id),
      ...(reason ? { declineReason: reason } : {}),
    };
  }

  /** A declined registration is read-only: nothing to change while it stands (it may still be deleted). */
  function assertChangeable(registrant: StoredRegistrant): void {
    if (registrant.status === 'declined') throw new AppError('not_approved', { messages: DECLINED_READ_ONLY });
  }

  /** Offers that ran out pass on before anyone reads, claims or rejoins (their e-mails queued). */
  async function expireOffers(): Promise<void> {
    await waitingList.expireOffers();
  }

  return {
    async find(token: string): Promise<ManagedRegistrant> {
      await expireOffers();
      return withMail(await open(store, token));
    },

    /**
     * Takes the seat offered in `session`: `seated`, or `no_offer`, or `offer_expired` (the offer
     * ran out). A first claim sends the updated confirmation, whose calendar file now holds the
     * session; a claim of a seat already held changes nothing, sends nothing and raises no revision.
     */
    async claim(token: string, session: SessionCode): Promise<ManagedRegistrant> {
      await expireOffers();
      const now = clock();
      const { outcome, registrant, queued } = await store.transaction(async (repos) => {
        const current = await openForChange(repos, token, true);
        const result = await waitingList.claim(repos, current.id, session, now);
        let mailed = result.queued;
        let registrant = current;
        if (result.outcome === 'seated') {
          const states = (await readSeatStates(repos.knex, repos.edition, [current.id])).get(current.id) ?? {};
          registrant = { ...current, revision: current.revision + 1 };
          await repos.registrants.update(current.id, asRegistration(current), registrant.revision, now);
          await mail.queue(repos, {
            kind: 'update',
            registrant: { ...registrant, seats: states },
            now,
            token,
            claimedSession: session,
          });
          mailed = true;
        }
        return { outcome: result.outcome, registrant, queued: mailed };
      });
      if (queued) onMailQueued();
      if (outcome === 'no_offer' || outcome === 'offer_expired') throw new AppError(outcome);
      return withMail(registrant);
    },

    /**
     * After an offer ran out: back on the session's waiting list, at its end, with an e-mail giving
     * the number. A repeat (already waiting) answers the same number and changes nothing.
     */
    async rejoin(token: string, session: SessionCode): Promise<{ waiting: number }> {
      await expireOffers();
      const now = clock();
      const { result, queued } = await store.transaction(async (repos) => {
        const current = await openForChange(repos, token, true);
        const rejoined = await waitingList.rejoin(repos, current.id, session, now, token);
        return { result: rejoined, queued: rejoined.queued };
      });
      if (queued) onMailQueued();
      if (result.outcome === 'nothing_to_rejoin') throw new AppError('nothing_to_rejoin');
      return { waiting: result.number };
    },

    /** Applies a change and queues the updated confirmation (same calendar UIDs, higher SEQUENCE). */
    async change(token: string, input: unknown, address: string): Promise<ManagedRegistrant> {
      const now = clock();
      // Read first: only a change that will mail takes a point (given back if it did not mail after all).
      const before = await openForChange(store, token);
      assertChangeable(before);
      const checked = validateRegistrationChange(asRegistration(before), input);
      const taken =
        checked.ok && !sameRegistration(checked.value, asRegistration(before))
          ? await changeLimits.take({ registrant: String(before.id), address })
          : null;
      const giveBack = async () => {
        if (taken) await changeLimits.giveBack(taken);
      };
      const { registrant, queued } = await store
        .transaction(async (repos) => {
          const current = await openForChange(repos, token, true);
          assertChangeable(current);
          const result = validateRegistrationChange(asRegistration(current), input);
          if (!result.ok) throw new AppError('validation', { fields: result.fields });
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
          if (invitationOnlyChoices(added).length > 0 && !(await isInvitee(repos.knex, repos.edition, current.id))) {
            throw new AppError('validation', { fields: { attendext: 'invitation_only' } });
          }
          await repos.registrants.update(current.id, result.value, changed.revision, now);
          // Under review: no seat is held and no confirmation sent yet; approval takes the seats then.
          if (!holdsPlaces(current.status)) return { registrant: changed, queued: false };
          // A dropped session frees its seat (or leaves its waiting list); an added one follows the same rules as the form.
          const offers = await changeSessions(repos.knex, seats, current.id, current.sessions, changed.sessions, now);
          await queueSeatMails(repos, mail, { offers }, now);
          const removedSessions = current.sessions.filter((code) => !changed.sessions.includes(code));
          const states = (await readSeatStates(repos.knex, repos.edition, [current.id])).get(current.id) ?? {};
          await mail.queue(repos, {
            kind: 'update',
            registrant: { ...changed, seats: states },
            now,
            token,
            removedSessions,
          });
          return { registrant: changed, queued: true };
        })
        .catch(async (error: unknown) => {
          await giveBack();
          throw error;
        });
      if (queued) onMailQueued();
      else await giveBack();
      return withMail(registrant);
    },

    /** Deletes the registrant (links and earlier messages included) and queues the cancellation. */
    async cancel(token: string): Promise<void> {
      const now = clock();
      await store.transaction(async (repos) => {
        const current = await openForChange(repos, token, true);
        await repos.outbox.deleteForRegistrant(current.id);
        const states = (await readSeatStates(repos.knex, repos.edition, [current.id])).get(current.id) ?? {};
        const offers = await seats.release(repos.knex, current.id, null, now);
        await deps.onRemoving?.(repos, current.id, now);
        await repos.registrants.remove(current.id, now);
        await queueSeatMails(repos, mail, { offers }, now);
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
      if (now >= expiresAt()) return;
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

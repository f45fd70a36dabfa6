/**
 * Queues an e-mail about a registration inside the transaction that changes it: issues a manage
 * link when the message needs one and writes the message's model (everything it will say, in the
 * registrant's language) to the outbox. The sender renders and delivers it after the commit.
 */
import { randomUUID } from 'node:crypto';
import {
  type DeclineReason,
  EDITION,
  type Registrant,
  type RegistrationStatus,
  type SessionCode,
  holdsPlaces,
  manageUrl,
} from '@forum/shared';
import type { Config } from '../../config';
import type { ApprovalMailKind } from './content/mailTypes';
import type { MeetingMailPart, RegistrationMailKind, RegistrationMailModel } from './content/registrationMail';
import { hashManageToken, newManageToken } from './manageLinkTokens';
import type { NewMail, OutboxRepo } from './outboxRepo';

/** The registrant a message is about, with its revision (the calendar's SEQUENCE): a stored registrant. */
export type QueuedRegistrant = Registrant & { revision: number };

/** A new manage link's row: the hash of its token and whose registration it opens. */
export interface NewManageLink {
  tokenHash: string;
  registrantId: number;
  now: Date;
}

/**
 * Where a message and its link are written: the registrant store's repositories, on the pool or
 * inside the transaction of the change (declared here so the mail feature depends on no other).
 */
export interface MailQueueRepos {
  links: {
    insert(links: readonly NewManageLink[]): Promise<void>;
    removeForRegistrants(registrantIds: readonly number[]): Promise<void>;
  };
  outbox: Pick<OutboxRepo, 'enqueue'>;
}

export interface QueueMailInput {
  kind: RegistrationMailKind;
  registrant: QueuedRegistrant;
  now: Date;
  /** The link the registrant already holds (a change made through it); otherwise a new one is issued. */
  token?: string;
  /** An update's sessions that the change dropped. */
  removedSessions?: readonly SessionCode[];
  /** An offer's session. */
  offeredSession?: SessionCode;
  /** An update after a claimed offer: the session whose seat is now theirs. */
  claimedSession?: SessionCode;
  /**
   * The new link replaces every earlier one, which stops working: a link sent again (a lost link,
   * an admin's resend) is a new credential, and the old ones, perhaps in a forwarded e-mail, must
   * not stay alive beside it.
   */
  replaceEarlierLinks?: boolean;
  /** A one-to-one meeting message's meeting. */
  meeting?: MeetingMailPart;
  /** A decline's reason (`declined`). */
  declineReason?: DeclineReason;
}

/**
 * The mail that says where a registration stands now: the confirmation (with the QR code and the
 * calendar file) for one that holds places, else the "under review" receipt or the decline.
 */
export function statusMailKind(status: RegistrationStatus): 'confirmation' | ApprovalMailKind {
  if (holdsPlaces(status)) return 'confirmation';
  return status === 'pending' ? 'under_review' : 'declined';
}

export type RegistrantMailSettings = Pick<
  Config,
  'siteUrl' | 'contactEmail' | 'contactPhone' | 'retentionUntil' | 'mail'
>;

export function createMailQueue(settings: RegistrantMailSettings) {
  const host = new URL(settings.siteUrl).hostname || 'localhost';

  /** The message's model and, when it carries a new link, that link's row. */
  function prepare(input: QueueMailInput): {
    mail: NewMail;
    link: NewManageLink | null;
  } {
    const { registrant, kind, now } = input;
    let token: string | null = null;
    let link = null;
    // A cancellation's link no longer works; the old address's notice must not carry one.
    if (kind !== 'cancellation' && kind !== 'email_changed') {
      token = input.token ?? newManageToken();
      if (!input.token) link = { tokenHash: hashManageToken(token), registrantId: registrant.id, now };
    }
    const {
      id,
      company,
      name,
      title,
      email,
      phone,
      businessType,
      sessions,
      about,
      aboutOther,
      locale,
      revision,
      checkinCode,
      seats,
    } = registrant;
    // Nothing is confirmed by an approval message: it carries no code and no places.
    const confirms = kind !== 'under_review' && kind !== 'declined';
    const model: RegistrationMailModel = {
      kind,
      // Only what the message shows: the snapshot is personal data until it is delivered.
      registrant: {
        id,
        company,
        name,
        title,
        email,
        phone,
        businessType,
        sessions,
        about,
        aboutOther,
        locale,
        revision,
        ...(checkinCode && confirms ? { checkinCode } : {}),
        ...(seats && confirms ? { seats } : {}),
      },
      ...(input.removedSessions ? { removedSessions: input.removedSessions } : {}),
      ...(input.offeredSession ? { offeredSession: input.offeredSession } : {}),
      ...(input.claimedSession ? { claimedSession: input.claimedSession } : {}),
      ...(input.meeting ? { meeting: input.meeting } : {}),
      ...(input.declineReason ? { declineReason: input.declineReason } : {}),
      manageUrl: token ? manageUrl(settings.siteUrl, token, registrant.locale) : null,
      siteUrl: settings.siteUrl,
      contactEmail: settings.contactEmail,
      contactPhone: settings.contactPhone,
      retentionUntil: settings.retentionUntil,
      organizer: {
        name: settings.mail.from.name ?? EDITION.name[registrant.locale],
        email: settings.mail.from.address,
      },
      now,
    };
    const mail: NewMail = {
      // A cancellation outlives its registrant, and the old address's notice is not the
      // registrant's mail state in the list: they belong to nobody there.
      registrantId: kind === 'cancellation' || kind === 'email_changed' ? null : registrant.id,
      kind,
      locale: registrant.locale,
      recipient: registrant.email,
      messageId: `<${randomUUID()}@${host}>`,
      model,
    };
    return { mail, link };
  }

  return {
    /** Queues messages (several registrations written together: one statement per table). */
    async queue(repos: MailQueueRepos, inputs: QueueMailInput | readonly QueueMailInput[]): Promise<void> {
      const list: readonly QueueMailInput[] = Array.isArray(inputs) ? inputs : [inputs];
      const prepared = list.map(prepare);
      await repos.links.removeForRegistrants(
        list.filter((input) => input.replaceEarlierLinks && !input.token).map((input) => input.registrant.id),
      );
      await repos.links.insert(prepared.flatMap(({ link }) => (link ? [link] : [])));
      await repos.outbox.enqueue(prepared.map(({ mail }) => mail));
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

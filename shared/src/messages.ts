/**
 * Messages to registrants: the contract of `/api/admin/messages` shared by the API and the admin's
 * Messages screen. A message goes to an audience (the list's filters plus seat status, language,
 * check-in and registration date), each recipient in their own language, with placeholders filled.
 */
import type { RegistrationStatus } from './approval';
import type { ForumDay } from './checkin';
import type { Locale } from './locale';
import type { MailState } from './registrant';
import type { SessionCode } from './sessionCodes';

/** The words a manager may write in braces; each is filled per recipient. */
export const MESSAGE_PLACEHOLDERS = ['name', 'company', 'sessions', 'manageLink', 'checkinCode', 'inviteLink'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** Seat status in a session: `seated` holds a seat, `waiting` is on its waiting list. */
export const AUDIENCE_SEAT_STATUSES = ['seated', 'offered', 'waiting', 'expired'] as const;
export type AudienceSeatStatus = (typeof AUDIENCE_SEAT_STATUSES)[number];

/** Who receives a message: every filter given must hold (absent filters hold for everyone). */
export interface MessageAudience {
  sessions?: SessionCode[];
  status?: AudienceSeatStatus[];
  biztypes?: number[];
  locales?: Locale[];
  /** `value: false`: those not checked in that day (the no-shows). */
  checkedIn?: { day: ForumDay; value: boolean };
  /** ISO-8601: registered strictly after this moment. */
  registeredAfter?: string;
  /** Approval: registrants in these statuses (`pending`: those still under review). */
  approval?: RegistrationStatus[];
  /**
   * `not_registered`: the invitees who were sent an invitation and have neither registered nor
   * declined (a reminder). Not combined with the filters above, which are about registrants.
   */
  invitation?: InvitationAudience;
}

export const INVITATION_AUDIENCES = ['not_registered'] as const;
export type InvitationAudience = (typeof INVITATION_AUDIENCES)[number];

/**
 * What an invitee has of the placeholders: no sessions, no manage link, no check-in code; but an
 * invitation link, minted afresh for each mail that names it (the previous link stops working).
 */
export const INVITEE_PLACEHOLDERS: readonly MessagePlaceholder[] = ['name', 'company', 'inviteLink'];

/** The placeholders only the invitee audience has a value for: a registrant has no invitation link. */
export const INVITEE_ONLY_PLACEHOLDERS: readonly MessagePlaceholder[] = ['inviteLink'];

/** Whether a text names `{placeholder}`. */
export function namesPlaceholder(text: string, placeholder: MessagePlaceholder): boolean {
  return text.includes(`{${placeholder}}`);
}

export type MessageWords = Record<Locale, string>;

/** `POST /api/admin/messages`. */
export interface NewMessage {
  audience: MessageAudience;
  subject: MessageWords;
  body: MessageWords;
  /** ISO-8601; absent: sent when `send` is called. */
  sendAt?: string;
}

/**
 * draft: written, not sent; scheduled: `send` was called (goes at `sendAt`, or now); sending: being
 * handed to the outbox; sent: every recipient's mail is in the outbox; cancelled: never goes;
 * failed: could not be queued (`failureReason` says why); it can be cancelled, or sent again.
 */
export const MESSAGE_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** `manual`: written by a manager; `reminder`: the automatic day-before reminder of a forum day. */
export type MessageKind = 'manual' | 'reminder';

export interface MessageSummary {
  id: number;
  kind: MessageKind;
  /** The forum day a reminder is about. */
  reminderDay: ForumDay | null;
  state: MessageState;
  subject: MessageWords;
  audience: MessageAudience;
  /** ISO-8601; when it goes (scheduled) or went. */
  sendAt: string | null;
  createdAt: string;
  createdBy: string;
  /** How many it went to, once sent; before, how many the audience holds now. */
  recipients: number;
  /** Per-recipient delivery states, once sent. */
  delivery: Record<MailState, number>;
  /**
   * Why a `failed` message could not be queued: `message_too_long`, or the error's code (a
   * database's, such as `ER_LOCK_WAIT_TIMEOUT`); null otherwise.
   */
  failureReason: string | null;
}

/** The most a message's text (subject and body) may be for one recipient once its placeholders are filled. */
export const MESSAGE_TEXT_LIMIT_BYTES = 100 * 1024;

export interface MessageRecipientState {
  /** The registrant, or null for an invitee (then `invitationId`). */
  registrantId: number | null;
  invitationId: number | null;
  name: string;
  email: string;
  locale: Locale;
  state: MailState;
  /** The mail server's reply when it failed (or the last temporary one while queued). */
  reason: string | null;
  sentAt: string | null;
}

/** `GET /api/admin/messages/:id`. */
export interface MessageDetail extends MessageSummary {
  body: MessageWords;
  recipientList: MessageRecipientState[];
}

/** `GET /api/admin/messages/:id/preview?registrantId=` */
export interface MessagePreview {
  /** The registrant shown, or null for an invitee (then `invitationId`). */
  registrantId: number | null;
  invitationId?: number;
  locale: Locale;
  to: string;
  subject: string;
  text: string;
  /** Whether this registrant is in the message's audience now (a preview of anyone else is only a look). */
  inAudience: boolean;
}

/** `POST /api/admin/messages/audience`: how many an audience holds now (the screen's live count). */
export interface AudienceCount {
  recipients: number;
}

/** The placeholders a text names that do not exist (`{nmae}`), in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known: ReadonlySet<string> = new Set(MESSAGE_PLACEHOLDERS);
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

/** The text with each `{placeholder}` replaced by its value. */
export function fillPlaceholders(text: string, values: Record<MessagePlaceholder, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    name in values ? values[name as MessagePlaceholder] : whole,
  );
}

/**
 * `Your sessions: {sessions}` -> `Your sessions:` and the list on the lines below: the list is one
 * session a line, so its first line must not trail the colon (the mail and the preview both apply it).
 */
export function sessionsOnOwnLine(text: string): string {
  return text.replace(/:[ \t]*\{sessions\}/g, ':\n{sessions}');
}

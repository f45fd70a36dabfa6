/**
 * The registrant e-mails' types, in one module every renderer imports and none of them defines:
 * the kinds of message, the model the outbox keeps, and the rendered message nodemailer sends.
 * (The dispatcher, registrationMail.ts, renders every kind; the renderers it dispatches to take
 * their types from here, so no renderer imports the dispatcher back.)
 */
import type { MeetingRole, Registrant, RegistrantField, SeatStates, SessionCode, Wire } from '@forum/shared';

/**
 * `offer`: a seat freed in a session they wait for is held for them until a deadline (the waiting
 * list); `offer_expired`: that deadline passed unclaimed; `rejoined`: back on the list at its end.
 */
export type FullMailKind = 'confirmation' | 'update' | 'cancellation' | 'link' | 'offer' | 'offer_expired' | 'rejoined';
/**
 * Every registrant message: `link` is the short "Lost your link?" message, which carries only a new
 * manage link; `email_changed` a short notice to the old address (emailChangedMail.ts).
 */
export type RegistrationMailKind = FullMailKind | 'email_changed' | MeetingMailKind;

export type MeetingMailKind = 'meeting_request' | 'meeting' | 'meeting_cancel';

/** What a meeting message says, fixed when it is queued. */
export interface MeetingMailPart {
  /** The meeting's id (its calendar UID); the request's id in a request message. */
  id: number;
  /** The other participant, as their profile shows them. */
  other: { role: MeetingRole; organisation: string };
  /** A request's note. */
  note?: string;
  /** Booked and cancelled meetings: when and where. */
  slot?: { day: number; start: string; end: string; table: number };
  /** The calendar's SEQUENCE. */
  revision?: number;
}

/** What a registrant e-mail says about the person: their fields (the shared definition), language and code. */
export interface MailRegistrant
  extends Pick<Registrant, 'id' | RegistrantField | 'locale'>, Partial<Pick<Registrant, 'checkinCode'>> {
  /** Raised by every change and by the cancel: the calendar events' SEQUENCE. */
  revision: number;
  /** Each chosen session's place (seated, waiting with its number...); absent in older outbox rows. */
  seats?: SeatStates;
}

export interface RegistrationMailModel {
  kind: RegistrationMailKind;
  registrant: MailRegistrant;
  /** An update's sessions that the change dropped: their events are cancelled. */
  removedSessions?: readonly SessionCode[];
  /** An offer's session (the seat held for them). */
  offeredSession?: SessionCode;
  /** An update sent because the registrant claimed an offered seat: its session. */
  claimedSession?: SessionCode;
  /** The personal link; null in a cancellation (the link no longer works). */
  manageUrl: string | null;
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  /** `YYYY-MM-DD`: the last day personal data is kept (and the link works). */
  retentionUntil: string;
  /** The calendar events' ORGANIZER: the sender. */
  organizer: { name: string; email: string };
  /** A one-to-one meeting message's meeting (meetingMail.ts). */
  meeting?: MeetingMailPart;
  now: Date;
}

/** The model as the outbox's `content` column keeps it (JSON). */
export type StoredMailModel = Omit<RegistrationMailModel, 'now' | 'registrant'> & {
  now: string;
  registrant: Wire<MailRegistrant>;
};

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
  /** An image the HTML part shows (`<img src="cid:…">`), sent inline in a multipart/related part. */
  cid?: string;
  contentDisposition?: 'inline';
}

/** A rendered message: what nodemailer sends. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/**
 * The e-mails' types, in one module every renderer imports and none of them defines: the kinds of
 * message, the model the outbox keeps, the words' shapes, the prepared and short messages, and the
 * rendered message nodemailer sends.
 * (The dispatcher, registrationMail.ts, renders every kind; the renderers it dispatches to take
 * their types from here, so no renderer imports the dispatcher back.)
 */
import type {
  DeclineReason,
  Locale,
  MeetingRole,
  Registrant,
  RegistrantField,
  SeatStates,
  SessionCode,
  Wire,
} from '@forum/shared';

/**
 * `offer`: a seat freed in a session they wait for is held for them until a deadline (the waiting
 * list); `offer_expired`: that deadline passed unclaimed; `rejoined`: back on the list at its end.
 */
export type FullMailKind = 'confirmation' | 'update' | 'cancellation' | 'link' | 'offer' | 'offer_expired' | 'rejoined';
/**
 * Every registrant message: `link` is the short "Lost your link?" message, which carries only a new
 * manage link; `email_changed` a short notice to the old address (emailChangedMail.ts).
 */
export type RegistrationMailKind = FullMailKind | 'email_changed' | ApprovalMailKind | MeetingMailKind;

/**
 * The two short approval messages (approvalMail.ts): `under_review`, the receipt of a registration
 * that waits for a manager (its manage link, no QR code, no calendar file), and `declined`.
 */
export type ApprovalMailKind = 'under_review' | 'declined';

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
  /** The words of "Other" in how they heard (absent in older outbox rows). */
  aboutOther?: string;
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
  /** A decline's reason as the manager wrote it (the mail shows the registrant's language only). */
  declineReason?: DeclineReason;
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

/** The words of the notice to a registration's old address. */
export interface EmailChangedWords {
  subject: (forum: string) => string;
  greeting: (name: string) => string;
  body: (forum: string) => string;
  notYou: string;
}

/** The words of the two approval messages (approvalMail.ts). */
export interface ApprovalMailWords {
  underReviewSubject: (forum: string) => string;
  underReviewBody: (forum: string) => string;
  underReviewManage: string;
  manageButton: string;
  declinedSubject: (forum: string) => string;
  declinedBody: (forum: string) => string;
  reason: (text: string) => string;
  declinedData: (until: string) => string;
  contact: (email: string, phone: string) => string;
}

/** The words of the one-to-one meeting messages. */
export interface MeetingWords {
  subject: Record<MeetingMailKind, (forum: string) => string>;
  greeting: (name: string) => string;
  body: Record<MeetingMailKind, (other: string) => string>;
  note: string;
  when: string;
  table: (table: number) => string;
  koreaTime: string;
  manage: string;
  summary: (other: string) => string;
}

/** A message rendered before it is queued (preparedMail.ts): its finished parts in the recipient's language. */
export interface PreparedMailModel {
  kind: 'message';
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  /** The check-in code the HTML shows as `<img src="cid:…">`: its QR image is attached inline. */
  qr: { code: string; cid: string } | null;
  now: Date;
}

/** A short notice's content (shortMail.ts): paragraphs, at most one link, small print. */
export interface ShortMail {
  locale: Locale;
  subject: string;
  /** Paragraphs in order; line breaks inside one are kept. */
  paragraphs: readonly string[];
  /** The one call to action (an invitation, the manage link), placed after `linkAfter` paragraphs. */
  link?: { label: string; url: string; linkAfter: number };
  /** Small print under a rule (contact, why they receive it). */
  footer: readonly string[];
}

/** The shape of the one word table (mailText.ts), per language. */
export interface MailText {
  subject: Record<FullMailKind, (forum: string) => string>;
  preheader: Record<FullMailKind, string>;
  heading: Record<FullMailKind, string>;
  greeting: (name: string) => string;
  intro: Record<FullMailKind, (forum: string) => string>;
  /** Reassurance under the intro of a confirmation and an update (the thank-you screen's words). */
  summaryHeading: string;
  labels: Readonly<Record<RegistrantField, string>>;
  sessionsHeading: Record<FullMailKind, string>;
  removedSessionsHeading: string;
  removedCalendarNote: string;
  koreaTime: string;
  room: string;
  calendarNote: Record<FullMailKind, string>;
  /** The check-in code block: what to do with the QR code at the door. */
  checkin: {
    heading: string;
    /** Under the QR code in the HTML part. */
    note: string;
    /** The plain-text part has no picture: the code itself is what to show. */
    textNote: string;
    qrAlt: (code: string) => string;
  };
  eventHeading: string;
  dates: string;
  venue: string;
  manageHeading: string;
  manageButton: string;
  manageNote: (until: string) => string;
  manageFallback: string;
  registerAgain: (siteUrl: string) => string;
  retention: Record<FullMailKind, (until: string) => string>;
  contactHeading: string;
  contactLine: string;
  footer: (siteUrl: string) => string;
  weekdays: readonly string[];
  /** The offer message: which session, and until when the seat is held (Korea time). */
  offerLine: (session: string, until: string) => string;
  /** The lapsed offer's message: which session, and the way back onto its list. */
  expiredLine: (session: string) => string;
  /** The rejoin's message: which session, and the number in line. */
  rejoinedLine: (session: string, number: number) => string;
  /** A confirmation for someone only on waiting lists: no seat yet, so no calendar file. */
  waitingOnly: { subject: (forum: string) => string; preheader: string };
  /** An update's intro after the registrant claimed an offered seat. */
  claimedIntro: (forum: string, session: string) => string;
  /** The short notice to the old address when a manager changes it (emailChangedMail.ts). */
  emailChanged: EmailChangedWords;
  /** The one-to-one meeting messages (meetingMail.ts). */
  meeting: MeetingWords;
  /** The approval messages: under review, declined (approvalMail.ts). */
  approval: ApprovalMailWords;
}

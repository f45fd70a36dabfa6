/**
 * The view of one registrant e-mail: everything its HTML and plain-text renderers show. Its own
 * module, so the renderers and the model that builds the view (registrationMail.ts) depend on it
 * and not on each other.
 */
import type { Locale } from '@forum/shared';
import type { RegistrationMailKind } from './mailText';
import type { SessionLine } from './sessionLines';

/** Everything the HTML and text renderers show, already in the registrant's language. */
export interface MailView {
  locale: Locale;
  kind: RegistrationMailKind;
  subject: string;
  preheader: string;
  /** Forum name and dates, above the heading. */
  brand: string;
  heading: string;
  greeting: string;
  intro: string;
  /** The offer message's line: the session and the deadline. */
  offer: string | null;
  summary: { heading: string; rows: [string, string][] } | null;
  /** Null in the short link message, which carries only the link (no sessions, no calendar). */
  sessions: { heading: string; lines: SessionLine[] } | null;
  removedSessions: { heading: string; lines: SessionLine[]; note: string } | null;
  koreaTime: string;
  roomLabel: string;
  calendarNote: string;
  /** The check-in code (`ABCD-EFGH-JKMNP`) and its QR image; null in a cancellation. */
  checkin: {
    heading: string;
    code: string;
    note: string;
    textNote: string;
    qr: { cid: string; alt: string; size: number };
  } | null;
  event: { heading: string; rows: [string, string][] };
  manage: { heading: string; button: string; url: string; note: string; fallback: string } | null;
  registerAgain: string | null;
  retention: string;
  contact: { heading: string; line: string; email: string; phone: string };
  footer: string;
}

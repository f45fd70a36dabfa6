import type { ApprovalDecisionRecord, DeclineReason, RegistrationStatus } from './approval';
import type { CheckinMark } from './checkin';
import type { RegistrantDetails } from './registrantFields';
import type { SeatStates } from './seats';

/** Where a registrant's latest e-mail (confirmation, update, link) stands in the outbox. */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface RegistrantMail {
  state: MailState;
  /**
   * What the mail was (`confirmation`, `update`, `link`, `offer`, …), on the manage page: it names
   * the mail it speaks of (a seat offer is not a confirmation).
   */
  kind?: string;
  /** Why a message failed for good: the mail server's reply, as it gave it. */
  reason?: string;
}

/** A registrant as `GET /api/user/list` returns it: their details (registrantFields.ts) and the record's own facts. */
export interface Registrant extends RegistrantDetails {
  id: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  /**
   * The latest e-mail to this registrant; null for registrations older than the outbox. Optional
   * so test data and older servers' answers still type-check.
   */
  mail?: RegistrantMail | null;
  /** Event day: the code in the QR of the e-mail and manage page (Crockford base32). */
  checkinCode?: string;
  /** Registered at the venue as a walk-in. */
  onsite?: boolean;
  /** Check-ins so far, at most one per forum day. */
  checkins?: CheckinMark[];
  /** Per chosen session: seated, offered, waiting (with the number) or an expired offer. */
  seats?: SeatStates;
  /** Approval: only `approved` holds places (`holdsPlaces`); `pending` waits for a manager, `declined` was refused. */
  status: RegistrationStatus;
  /** The latest manager's decision on it (the approval screen's decided view); absent when none decided. */
  decision?: ApprovalDecisionRecord;
  /** The edition (year) the registration belongs to; absent in older answers. */
  edition?: number;
  /** The other editions the same e-mail registered for (the admin list's "also 2025"). */
  alsoEditions?: number[];
}

/**
 * `GET /api/registration/:token` and `PATCH` answer: the registrant with its mail state. A declined
 * registration carries the organisers' reason (when they gave one), never who decided.
 */
export interface ManagedRegistrant extends Omit<Registrant, 'decision'> {
  mail: RegistrantMail | null;
  declineReason?: DeclineReason;
}

/** `POST /api/user/login` answer. */
export interface LoginResponse {
  token: string;
  /** ISO-8601 UTC, six hours after login. */
  expiresAt: string;
  /** Present (true) when the account has no authenticator yet: the token is only good for enrolling one. */
  otpEnrolment?: true;
}

/** Admin sessions last six hours from login, as in the original console. */
export const ADMIN_SESSION_LIFETIME_MS = 6 * 60 * 60 * 1000;

/** `GET /api/site-info`: run-time facts the public site shows. */
export interface SiteInfo {
  registration: { open: boolean; opensAt: string | null; closesAt: string | null };
  /**
   * The current forum's life: `ended` from the day after its last forum day (Korea time), with the
   * next edition's year and days once one is published (else null). Absent from an older server.
   */
  forum?: { ended: boolean; next: { year: number; days: string[] } | null };
  contact: { email: string; phone: string };
  /** `YYYY-MM-DD` (RETENTION_UNTIL): the consent notice's retention date, for forms not built with the site (the desk's walk-in). */
  retentionUntil?: string;
}

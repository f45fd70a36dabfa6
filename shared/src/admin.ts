/**
 * The admin console's accountability contract (Personal Information Safety Measures Standard):
 * roles, the one-time-password login steps, the access log's actions and entries, accounts, and
 * the totals that survive the retention purge. Shapes of the API's answers, shared by the API,
 * the admin UI and the tests.
 */
import type { BusinessTypeCode } from './businessTypes';
import type { SessionCode } from './sessions';

/** `manager`: everything, including accounts and the access log. `staff`: list, export, edit, check-in. */
export const ADMIN_ROLES = ['manager', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return value === 'manager' || value === 'staff';
}

/** Default of ADMIN_IDLE_MINUTES: a token unused this long answers `401 session_idle`. */
export const DEFAULT_ADMIN_IDLE_MINUTES = 30;

/** `GET /api/admin/session`: who is logged in and when the session ends (also keeps it alive). */
/** Where the current forum is in its life, for the admin's bar (`GET /api/admin/session`). */
export interface AdminForumState {
  year: number;
  /** The current edition's forum days, `YYYY-MM-DD` (Korea). */
  days: Record<1 | 2, string>;
  /** From the day after its last forum day (Korea time). */
  ended: boolean;
  /** 'The 2025 forum ended on 23 Sept 2025: prepare 2026', in both languages; null before. */
  endedNotice: { en: string; ko: string } | null;
  /** FORUM_CLOCK's starting instant (ISO-8601 UTC) when the server runs on it; null: the real time. */
  clock: string | null;
}

export interface AdminSessionInfo {
  account: { id: number; email: string; role: AdminRole };
  /** ISO-8601 UTC: the absolute end, six hours after login. */
  expiresAt: string;
  /** ISO-8601 UTC: when the session ends if no further call is made. */
  idleExpiresAt: string;
  idleMinutes: number;
  /** True while the token is only good for enrolling an authenticator. */
  otpEnrolment: boolean;
  /** Absent from a server that does not say (an older one). */
  forum?: AdminForumState;
}

/** `POST /api/admin/otp`: what the authenticator app needs (a QR code of the URL, or the key typed). */
export interface OtpEnrolmentStart {
  otpauthUrl: string;
  /** Base32, as authenticator apps expect it when typed. */
  secret: string;
}

/** `POST /api/admin/otp/confirm`: ten single-use codes that stand in for a one-time password. */
export interface OtpEnrolmentDone {
  recoveryCodes: string[];
}

export const RECOVERY_CODE_COUNT = 10;

/** `GET /api/admin/setup`: whether the console still waits for its first administrator. */
export interface AdminSetupState {
  needed: boolean;
}

/** `POST /api/admin/setup/check`: the setup address is good; the authenticator app's secret for the new account. */
export interface AdminSetupCheck extends OtpEnrolmentStart {
  expiresAt: string;
}

/** `POST /api/admin/setup`: the first manager, logged in, and the recovery codes shown this once. */
export interface AdminSetupDone extends OtpEnrolmentDone {
  token: string;
  expiresAt: string;
  account: AdminAccount;
}

/** An admin account as the Accounts screen lists it. */
export interface AdminAccount {
  id: number;
  email: string;
  role: AdminRole;
  /** The authenticator app is set up. */
  enrolled: boolean;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** `POST /api/admin/accounts`: the new account and its initial password, shown this once. */
export interface CreatedAdminAccount {
  account: AdminAccount;
  initialPassword: string;
}

export const ACCESS_LOG_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'list_view',
  'export',
  'edit',
  'delete',
  'checkin',
  'account_change',
  'purge',
  'access_log_view',
  /** An admin sent a registrant's confirmation (and link) again. */
  'resend',
  /** A refused admin call (403), or a check-in code that matched nobody: the path and the reason. */
  'denied',
  /** A manager seated a registrant beyond a session's capacity. */
  'overbook',
  /** A manager changed a session's number of seats. */
  'capacity_change',
  /** Name badges printed (a batch from the list, or one at the desk): ids or the count, layout, sort. */
  'badge',
  /** A message to a group of registrants was sent: its id, the filter, the count. */
  'message',
  /** A manager approved or declined registrations under review: the ids. */
  'approve',
  'decline',
  /** An invitation list imported (the counts) or invitations mailed (the ids or count). */
  'invitation_import',
  'invitation_send',
  /** An invitee removed at their request: the invitation's id (only a keyed hash of the address stays). */
  'invitation_delete',
  /** A picture uploaded for the site: its id, hash, type, size and use (no file name). */
  'media_upload',
  /** An edition created (a draft from another), saved or deleted: its year and what happened. */
  'edition_edit',
  /** An edition published: it became the current one (its year and the previous one's). */
  'edition_publish',
] as const;
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];

export function isAccessLogAction(value: unknown): value is AccessLogAction {
  return typeof value === 'string' && (ACCESS_LOG_ACTIONS as readonly string[]).includes(value);
}

/** One access record (접속기록). Values a registrant typed never appear, only ids, counts and field names. */
export interface AccessLogEntry {
  id: number;
  /** ISO-8601 UTC with milliseconds. */
  time: string;
  /** The admin's e-mail; `system` for the purge schedule, `cli:<command>` for the command line. */
  account: string;
  /** The client address (TRUST_PROXY decides whether X-Forwarded-For counts); null outside HTTP. */
  address: string | null;
  action: AccessLogAction;
  /** The registrants concerned, when they are few enough to name. */
  registrantIds: number[] | null;
  /** How many registrants the action concerned (a list, an export, a purge). */
  registrantCount: number | null;
  /** The export reason, the names of changed fields, the account change, never a value. */
  detail: Record<string, unknown> | null;
  /** SHA-256 over the previous row's hash and this row: `npm run access-log:verify` checks the chain. */
  hash: string;
}

/** `GET /api/admin/access-log`: newest first; pass `nextCursor` as `cursor` for the next page. */
export interface AccessLogPage {
  entries: AccessLogEntry[];
  nextCursor: string | null;
}

/** The monthly "reviewed by ... on ..." mark. */
export interface AccessLogReview {
  /** `YYYY-MM`, the month reviewed. */
  month: string;
  reviewedBy: string;
  reviewedAt: string;
  /** The chain's head when the mark was made: anchors what was reviewed. */
  headHash: string;
  note: string;
}

/** What the admin still shows after the retention purge destroyed the registrants. */
export interface RegistrantTotals {
  purgedAt: string;
  retentionUntil: string;
  total: number;
  sessions: Record<SessionCode, number>;
  noSession: number;
  businessTypes: Record<BusinessTypeCode, number>;
  otherType: number;
}

/** Longest export reason, in characters after trimming. */
export const EXPORT_REASON_MAX = 200;

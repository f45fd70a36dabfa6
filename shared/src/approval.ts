/**
 * Approval and invitations (the brief's section of that name): a registration's status, the
 * managers' approval policy, the decision call, and the invitation list's import, rows and states.
 * The words of each status and of each import error are here once, for the admin, the manage
 * page, the e-mails and the export.
 */
import type { Locale } from './locale';
import type { SessionCode } from './sessionCodes';

export const REGISTRATION_STATUSES = ['approved', 'pending', 'declined'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export function isRegistrationStatus(value: unknown): value is RegistrationStatus {
  return typeof value === 'string' && (REGISTRATION_STATUSES as readonly string[]).includes(value);
}

export const STATUS_WORDS: Record<Locale, Record<RegistrationStatus, string>> = {
  en: { approved: 'Approved', pending: 'Under review', declined: 'Declined' },
  ko: { approved: '승인', pending: '검토 중', declined: '거절' },
};

/** The column's header in the admin table and the export. */
export const STATUS_COLUMN: Record<Locale, string> = { en: 'Status', ko: '상태' };

/** The message audience filter's label (the seat status has its own). */
export const APPROVAL_FILTER_LABEL: Record<Locale, string> = { en: 'Approval', ko: '승인 상태' };

export const APPROVAL_MODES = ['off', 'all', 'biztypes'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export function isApprovalMode(value: unknown): value is ApprovalMode {
  return typeof value === 'string' && (APPROVAL_MODES as readonly string[]).includes(value);
}

/** `GET/PUT /api/admin/approval`: `biztypes` are the business types that need review in mode `biztypes`. */
export interface ApprovalPolicy {
  mode: ApprovalMode;
  biztypes: number[];
}

export const DEFAULT_APPROVAL_POLICY: ApprovalPolicy = { mode: 'off', biztypes: [] };

/** Whether a new registration of this business type waits for review under the policy. */
export function needsReview(policy: ApprovalPolicy, businessType: number): boolean {
  if (policy.mode === 'all') return true;
  if (policy.mode === 'biztypes') return policy.biztypes.includes(businessType);
  return false;
}

export const APPROVAL_DECISIONS = ['approve', 'decline'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Why one id of a decision was left as it was. */
export const APPROVAL_SKIP_CODES = ['not_found', 'already_approved', 'already_declined'] as const;
export type ApprovalSkipCode = (typeof APPROVAL_SKIP_CODES)[number];

/** `POST /api/admin/approvals` answer. */
export interface ApprovalResult {
  approved: number[];
  declined: number[];
  skipped: Array<{ id: number; code: ApprovalSkipCode }>;
}

/** The organiser's reason for a decline, in either or both languages; the mail uses the registrant's. */
export type DeclineReason = Partial<Record<Locale, string>>;

/** A reason's longest text per language. */
export const DECLINE_REASON_MAX = 500;

export const APPROVAL_SKIP_WORDS: Record<Locale, Record<ApprovalSkipCode, string>> = {
  en: { not_found: 'not found', already_approved: 'already approved', already_declined: 'already declined' },
  ko: { not_found: '찾을 수 없음', already_approved: '이미 승인됨', already_declined: '이미 거절됨' },
};

// --- Invitations ---

export const INVITATION_STATES = ['not_sent', 'sent', 'opened', 'registered', 'declined', 'failed'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATE_WORDS: Record<Locale, Record<InvitationState, string>> = {
  en: {
    not_sent: 'Not sent',
    sent: 'Sent',
    opened: 'Opened',
    registered: 'Registered',
    declined: 'Declined',
    failed: 'Failed',
  },
  ko: { not_sent: '미발송', sent: '발송', opened: '열람', registered: '등록', declined: '불참', failed: '발송 실패' },
};

/** `GET /api/admin/invitations` row. */
export interface InvitationRow {
  id: number;
  email: string;
  name: string;
  company: string;
  locale: Locale;
  state: InvitationState;
  /** ISO-8601 UTC; null before the first send. */
  sentAt: string | null;
  registrationId: number | null;
}

/** `GET /api/invitations/:token`: what the invitation link fills the form with. */
export interface InvitationPrefill {
  email: string;
  name: string;
  company: string;
  locale: Locale;
  /** The sessions the organiser suggested (invitation-only ones among them). */
  sessions: SessionCode[];
}

/** The import file's columns, in the order of the template; the header may be English or Korean. */
export const INVITATION_COLUMNS = ['email', 'name', 'company', 'language', 'sessions', 'note', 'source'] as const;
export type InvitationColumn = (typeof INVITATION_COLUMNS)[number];

/** Header words accepted for each column (compared case-insensitively, spaces and hyphens ignored). */
export const INVITATION_HEADERS: Record<InvitationColumn, readonly string[]> = {
  email: ['email', 'e-mail', 'mail', '이메일'],
  name: ['name', '성명', '이름'],
  company: ['company', '소속', '회사'],
  language: ['language', 'locale', 'lang', '언어'],
  sessions: ['sessions', 'session', '세션', '참가 세션'],
  note: ['note', '메모', '비고'],
  source: ['source', '출처', '수집 출처'],
};

export const INVITATION_LIMITS = { email: 254, name: 60, company: 100, note: 500, source: 200 } as const;

export const IMPORT_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_language',
  'invalid_session',
  'duplicate_email',
  'control_characters',
  'missing_column',
  'unreadable_file',
  'empty_file',
  'too_many_rows',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** One refused cell: `row` counts the file's lines (the header is row 1); 0 and null column for the whole file. */
export interface ImportError {
  row: number;
  column: InvitationColumn | null;
  code: ImportErrorCode;
  message: string;
}

/** The most rows one import takes. */
export const INVITATION_IMPORT_MAX_ROWS = 20_000;

export const IMPORT_ERROR_WORDS: Record<Locale, Record<ImportErrorCode, string>> = {
  en: {
    required: 'This column is required',
    too_long: 'This entry is too long',
    invalid_email: 'Not a valid e-mail address',
    invalid_language: 'Use en or ko',
    invalid_session: 'Unknown session code',
    duplicate_email: 'This e-mail address is already in an earlier row of the file',
    control_characters: 'Remove line breaks, tabs and invisible characters',
    missing_column: 'The header row lacks this column',
    unreadable_file: 'The file could not be read: send a .csv (UTF-8) or .xlsx file',
    empty_file: 'The file has no rows below its header',
    too_many_rows: 'The file has too many rows (at most 20,000)',
  },
  ko: {
    required: '필수 항목입니다',
    too_long: '입력한 내용이 너무 깁니다',
    invalid_email: '올바른 이메일 주소가 아닙니다',
    invalid_language: 'en 또는 ko로 입력해 주세요',
    invalid_session: '알 수 없는 세션 코드입니다',
    duplicate_email: '파일의 앞 행에 같은 이메일 주소가 있습니다',
    control_characters: '줄바꿈, 탭, 보이지 않는 문자를 지워 주세요',
    missing_column: '머리글 행에 이 열이 없습니다',
    unreadable_file: '파일을 읽을 수 없습니다. .csv(UTF-8) 또는 .xlsx 파일을 보내 주세요',
    empty_file: '머리글 아래에 행이 없습니다',
    too_many_rows: '행이 너무 많습니다 (최대 20,000행)',
  },
};

/** `POST /api/admin/invitations/send`: the ids, or a filter over the list. */
export type InvitationSendRequest = { ids: number[] } | { filter: { states?: InvitationState[] } };

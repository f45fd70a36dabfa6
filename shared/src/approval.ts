/**
 * Approval and invitations: a registration's status, the
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

/**
 * The one rule of what a status means: only an approved registration holds places (a seat, an
 * offer, a place in line) and what comes with them (seat mails, a badge, meetings, check-in at the
 * desk). A registration under review (`pending`) or `declined` holds nothing. Every reader asks
 * this function rather than naming statuses itself, so a new reader cannot forget the rule.
 */
export function holdsPlaces(status: RegistrationStatus): boolean {
  return status === 'approved';
}

/** The statuses that hold places (today `approved` alone), for filters written as a list. */
export const PLACE_HOLDING_STATUSES: readonly RegistrationStatus[] = REGISTRATION_STATUSES.filter(holdsPlaces);

/**
 * A status read from storage or the wire: one of the three, or an error (a row or an answer with
 * another value is a fault to find, never something to read as approved).
 */
export function registrationStatusOf(value: unknown): RegistrationStatus {
  if (isRegistrationStatus(value)) return value;
  throw new Error(`not a registration status: ${JSON.stringify(value)}`);
}

/**
 * The statuses a message audience reaches: those its `approval` filter names, else those holding
 * places (a message "to everyone" is to everyone attending, never to people under review or declined).
 */
export function audienceStatuses(approval: readonly RegistrationStatus[] | undefined): readonly RegistrationStatus[] {
  return approval && approval.length > 0 ? approval : PLACE_HOLDING_STATUSES;
}

/** Whether an audience reaches someone who holds no places (then seat words and codes mean nothing to them). */
export function audienceReachesNonHolders(approval: readonly RegistrationStatus[] | undefined): boolean {
  return audienceStatuses(approval).some((status) => !holdsPlaces(status));
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

/**
 * The latest decision on a registration, as the approval screen shows it: what was decided, the
 * reason given with a decline, by which account and when. Absent for a registration no manager
 * decided on (approved at once, through an invitation, or at the desk).
 */
export interface ApprovalDecisionRecord {
  decision: ApprovalDecision;
  /** Only with a decline, and only the languages the manager wrote. */
  reason: DeclineReason | null;
  /** The manager's account (their e-mail). */
  by: string;
  /** ISO-8601 UTC. */
  at: string;
}

/** A reason's longest text per language. */
export const DECLINE_REASON_MAX = 500;

export const APPROVAL_SKIP_WORDS: Record<Locale, Record<ApprovalSkipCode, string>> = {
  en: { not_found: 'not found', already_approved: 'already approved', already_declined: 'already declined' },
  ko: { not_found: '찾을 수 없음', already_approved: '이미 승인됨', already_declined: '이미 거절됨' },
};

// --- Invitations ---

/**
 * An address shown to someone who may not own it (a registration through another person's
 * invitation): its first character, then `***`, then the domain (`k***@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email.slice(0, at))[0] ?? ''}***${email.slice(at)}`;
}

/** The words of a registration refused because the invitation is for another address (masked). */
export function invitationEmailWords(maskedEmail: string): Record<Locale, string> {
  return {
    en: `This invitation is for ${maskedEmail}. Please register with that address, or register without the invitation on the forum's site.`,
    ko: `이 초청은 ${maskedEmail} 주소로 보낸 것입니다. 해당 주소로 등록하시거나, 초청 없이 포럼 사이트에서 등록해 주세요.`,
  };
}

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

/**
 * `GET /api/invitations/:token` once the invitation was declined or used to register: only its
 * state and the invitee's name (to greet them), never the address or company, so a forwarded or
 * leaked link tells nothing more once it has served.
 */
export interface InvitationClosed {
  state: Extract<InvitationState, 'declined' | 'registered'>;
  name: string;
}

/** What `GET /api/invitations/:token` answers: the form's prefill while open, else its state. */
export type InvitationLink = InvitationPrefill | InvitationClosed;

export function isInvitationClosed(link: InvitationLink): link is InvitationClosed {
  return 'state' in link;
}

/** `DELETE /api/admin/invitations/:id` leaves this much of the invitee: nothing but a keyed hash. */
export interface InvitationImportResult {
  created: number;
  updated: number;
  /** Rows skipped because the address was removed at the invitee's request. */
  suppressed: number;
  /** The text encoding a CSV was read in (found from its bytes); null for an .xlsx. */
  encoding: CsvEncoding | null;
}

/** The encodings a CSV import reads: what Excel saves as "CSV UTF-8", "Unicode text" and Korean "CSV". */
export const CSV_ENCODINGS = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'cp949'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** How an import's report names the encoding read. */
export const CSV_ENCODING_WORDS: Record<Locale, Record<CsvEncoding, string>> = {
  en: {
    'utf-8': 'UTF-8',
    'utf-8-bom': 'UTF-8 (with BOM)',
    'utf-16le': 'UTF-16 LE',
    'utf-16be': 'UTF-16 BE',
    cp949: 'CP949 / EUC-KR (Korean Excel)',
  },
  ko: {
    'utf-8': 'UTF-8',
    'utf-8-bom': 'UTF-8(BOM 포함)',
    'utf-16le': 'UTF-16 LE',
    'utf-16be': 'UTF-16 BE',
    cp949: 'CP949 / EUC-KR(한글 엑셀)',
  },
};

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
  'too_large',
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
    unreadable_file:
      "The file could not be read: send a .csv (UTF-8, UTF-16 or Korean Excel's CP949/EUC-KR) or .xlsx file",
    empty_file: 'The file has no rows below its header',
    too_many_rows: 'The file has too many rows (at most 20,000)',
    too_large: 'The file is too large to read (over 200 MB unpacked): keep only the list, or save it as .csv',
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
    unreadable_file:
      '파일을 읽을 수 없습니다. .csv(UTF-8, UTF-16, 한글 엑셀의 CP949/EUC-KR) 또는 .xlsx 파일을 보내 주세요',
    empty_file: '머리글 아래에 행이 없습니다',
    too_many_rows: '행이 너무 많습니다 (최대 20,000행)',
    too_large: '파일이 너무 커서 읽을 수 없습니다 (압축을 풀면 200MB 초과). 명단만 남기거나 .csv로 저장해 보내 주세요',
  },
};

/** `POST /api/admin/invitations/send`: the ids, or a filter over the list. */
export type InvitationSendRequest = { ids: number[] } | { filter: { states?: InvitationState[] } };

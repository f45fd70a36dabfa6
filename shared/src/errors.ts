import type { Locale } from './locale';

/**
 * Machine codes the API sends in `{"error": {"code", "message", "fields"}}`. Clients turn codes
 * into text in the visitor's language with `errorMessage`; the API's own `message` is only a
 * fallback for clients that do not know a code.
 */
export const API_ERROR_CODES = [
  'validation',
  'invalid_json',
  'already_registered',
  'registration_closed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'invalid_credentials',
  'too_many_attempts',
  'unauthorized',
  'otp_required',
  'invalid_otp',
  'otp_enrolment_required',
  'otp_not_started',
  'session_idle',
  'ip_not_allowed',
  'forbidden',
  'account_exists',
  'last_manager',
  'checkin_undo_expired',
  'no_offer',
  'offer_expired',
  /** A rejoin for a session the person did not choose, or holds a seat or an offer in. */
  'nothing_to_rejoin',
  /** A message already sent (or being sent) cannot be changed or cancelled. */
  'message_already_sent',
  /** No meeting slot is free for both people (and a table), or the slot asked for is taken. */
  'meeting_slot_unavailable',
  /** A meeting request that was declined, cancelled or withdrawn cannot be accepted. */
  'meeting_request_closed',
  /** The meeting calls need the caller's meeting profile first. */
  'meeting_profile_required',
  /** New meeting slots or tables that would leave a booked meeting off the grid (overlapping the new slots). */
  'meeting_slots_in_use',
  /** A badge batch for more registrants than one PDF may hold (2,000): the organiser narrows the filter. */
  'too_many_badges',
  /** The desk: a registration under review or declined is not checked in. */
  'not_approved',
  /** An invitation link already used for a registration. */
  'invitation_used',
  /** The desk: a check-in code of a past edition's registration (the answer names its year). */
  'past_edition',
  /** A past edition's registration: read-only through its manage link (the answer names its year). */
  'edition_ended',
  /** Publishing an edition older than the current one: editions are published forward only. */
  'edition_older',
  /** Publishing while the current edition's last forum day is still ahead (Korea time). */
  'edition_not_ended',
  /** The desk: check-ins and walk-ins are taken on the forum's days only (Korea time). */
  'not_forum_day',
  /** A day-before reminder whose forum day has begun or passed: "see you tomorrow" would be wrong. */
  'reminder_day_passed',
  /** An upload that is not a PNG, JPEG, WebP or SVG by its bytes (whatever its name), or an SVG that cannot be made safe. */
  'unsupported_media',
  /** First-run setup: an administrator account exists already (the setup address no longer applies). */
  'setup_done',
  /** First-run setup: no such setup address (mistyped, or replaced by a newer start). */
  'setup_code_invalid',
  /** First-run setup: the address was issued more than an hour ago. */
  'setup_code_expired',
  /** First-run setup: the address has been used once already. */
  'setup_code_used',
  'not_found',
  'method_not_allowed',
  'service_unavailable',
  'internal_error',
  'network_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The statuses the API's error answers use. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 501 | 503;

/** Per-field codes inside `fields` of a `validation` error. */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_choice',
  'session_required',
  'invalid_session',
  'consent_required',
  'control_characters',
  /** A change through the manage link tried to change the e-mail address (it identifies the registration). */
  'email_unchangeable',
  /** A new admin password shorter than 12 characters. */
  'password_too_short',
  /** A message's subject or body names a placeholder that does not exist (`{nmae}`). */
  'unknown_placeholder',
  /** A message whose text for some recipient would be over 100 KB once its placeholders are filled. */
  'message_too_long',
  /** A session only invitees may choose, chosen without an invitation. */
  'invitation_only',
  /** A message to invitees names `{sessions}`, `{manageLink}` or `{checkinCode}`: an invitee has none. */
  'not_for_invitees',
  /** A message to registrants names `{inviteLink}`: only invitees who have not registered have one. */
  'invitees_only',
  /** The invitee audience combined with a registrant filter: invitees are not registrants. */
  'invitees_alone',
  /** A registration through an invitation link with another e-mail than the invited one. */
  'invitation_email',
  /**
   * A message to people under review or declined names `{sessions}` or `{checkinCode}`, or filters
   * by seat status: they hold no places and have no code to use.
   */
  'not_for_status',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, FieldErrorCode>;
  };
}

/**
 * Each code's HTTP status and its words in both languages, in one table, so no screen or mail words a code its own way: the API
 * answers an `AppError(code)` with this status and these words (unless the error brings more precise
 * ones), and the site and the admin console show the words. `network_error` is the clients' own
 * (the server was not reached), so it has no status.
 */
export const API_ERRORS: Record<ApiErrorCode, { status: ApiErrorStatus | null; words: Record<Locale, string> }> = {
  validation: {
    status: 400,
    words: {
      en: 'Please check the highlighted fields.',
      ko: '입력 항목을 확인해 주세요.',
    },
  },
  invalid_json: {
    status: 400,
    words: {
      en: 'The request could not be read. Please try again.',
      ko: '요청을 읽을 수 없습니다. 다시 시도해 주세요.',
    },
  },
  already_registered: {
    status: 409,
    words: {
      en: 'This e-mail address is already registered.',
      ko: '이미 등록된 이메일 주소입니다.',
    },
  },
  registration_closed: {
    status: 403,
    words: {
      en: 'Pre-registration is closed. On-site registration is available at the venue.',
      ko: '사전등록이 마감되었습니다. 현장 등록은 가능합니다.',
    },
  },
  payload_too_large: {
    status: 413,
    words: {
      en: 'The request is too large.',
      ko: '요청이 너무 큽니다.',
    },
  },
  unsupported_media: {
    status: 415,
    words: {
      en: 'This file is not a picture the site can show: upload a PNG, JPEG, WebP or SVG.',
      ko: '누리집에 올릴 수 없는 파일입니다. PNG, JPEG, WebP, SVG 그림을 올려 주세요.',
    },
  },
  unsupported_media_type: {
    status: 415,
    words: {
      en: 'The request must be sent as JSON.',
      ko: '요청은 JSON 형식이어야 합니다.',
    },
  },
  too_many_requests: {
    status: 429,
    words: {
      en: 'Too many attempts. Please wait a few minutes and try again.',
      ko: '요청이 너무 많습니다. 몇 분 후 다시 시도해 주세요.',
    },
  },
  invalid_credentials: {
    status: 401,
    words: {
      en: 'The admin ID or password is incorrect.',
      ko: '로그인 정보가 올바르지 않습니다.',
    },
  },
  too_many_attempts: {
    status: 429,
    words: {
      en: 'Too many failed logins. Please try again later.',
      ko: '로그인 실패가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    },
  },
  unauthorized: {
    status: 401,
    words: {
      en: 'Your session has ended. Please log in again.',
      ko: '세션이 만료되었습니다. 다시 로그인해 주세요.',
    },
  },
  otp_required: {
    status: 401,
    words: {
      en: 'Please enter the one-time code from your authenticator app.',
      ko: '인증 앱의 일회용 비밀번호를 입력해 주세요.',
    },
  },
  invalid_otp: {
    status: 401,
    words: {
      en: 'The one-time code is incorrect or has expired.',
      ko: '일회용 비밀번호가 올바르지 않거나 만료되었습니다.',
    },
  },
  otp_enrolment_required: {
    status: 403,
    words: {
      en: 'Please set up your authenticator app first.',
      ko: '먼저 인증 앱을 등록해 주세요.',
    },
  },
  otp_not_started: {
    status: 409,
    words: {
      en: 'Start the authenticator set-up again.',
      ko: '인증 앱 등록을 처음부터 다시 시작해 주세요.',
    },
  },
  session_idle: {
    status: 401,
    words: {
      en: 'You were logged out because the session was idle for too long. Please log in again.',
      ko: '오랫동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.',
    },
  },
  ip_not_allowed: {
    status: 403,
    words: {
      en: 'Admin access is not allowed from this network address.',
      ko: '이 네트워크 주소에서는 관리자 접속이 허용되지 않습니다.',
    },
  },
  forbidden: {
    status: 403,
    words: {
      en: 'Your role does not allow this.',
      ko: '이 작업을 할 권한이 없습니다.',
    },
  },
  account_exists: {
    status: 409,
    words: {
      en: 'An admin account with this e-mail already exists.',
      ko: '이 이메일의 관리자 계정이 이미 있습니다.',
    },
  },
  last_manager: {
    status: 409,
    words: {
      en: 'At least one active manager must remain.',
      ko: '활성 상태의 관리 책임자가 한 명 이상 있어야 합니다.',
    },
  },
  checkin_undo_expired: {
    status: 409,
    words: {
      en: 'A check-in can only be undone within a minute.',
      ko: '체크인 취소는 1분 안에만 할 수 있습니다.',
    },
  },
  no_offer: {
    status: 409,
    words: {
      en: 'There is no seat offer for you in this session.',
      ko: '이 세션에 대한 좌석 제안이 없습니다.',
    },
  },
  offer_expired: {
    status: 409,
    words: {
      en: 'The seat offer has expired. You can join the waiting list again from your registration page, at the end of the line.',
      ko: '좌석 제안 기한이 지났습니다. 등록 관리 페이지에서 대기자 명단 맨 끝에 다시 등록하실 수 있습니다.',
    },
  },
  nothing_to_rejoin: {
    status: 409,
    words: {
      en: 'There is no expired seat offer in this session to rejoin the waiting list from.',
      ko: '이 세션에는 대기자 명단에 다시 등록할 만료된 좌석 제안이 없습니다.',
    },
  },
  message_already_sent: {
    status: 409,
    words: {
      en: 'This message has already been sent and can no longer be changed or cancelled.',
      ko: '이미 발송된 메시지는 변경하거나 취소할 수 없습니다.',
    },
  },
  meeting_slot_unavailable: {
    status: 409,
    words: {
      en: 'No meeting slot is free for both of you. Please contact the organisers.',
      ko: '두 분 모두 가능한 미팅 시간이 없습니다. 운영 사무국에 문의해 주세요.',
    },
  },
  meeting_request_closed: {
    status: 409,
    words: {
      en: 'This meeting request is no longer open.',
      ko: '이미 종료된 미팅 요청입니다.',
    },
  },
  meeting_profile_required: {
    status: 403,
    words: {
      en: 'Please join the meetings with your profile first.',
      ko: '먼저 프로필을 등록하고 미팅에 참여해 주세요.',
    },
  },
  meeting_slots_in_use: {
    status: 409,
    words: {
      en: 'Some booked meetings would not fit the new slots or tables. Move or cancel those meetings first, then change the slots.',
      ko: '예약된 미팅 중 일부가 새 시간대나 테이블에 맞지 않습니다. 해당 미팅을 먼저 옮기거나 취소한 뒤 시간대를 바꿔 주세요.',
    },
  },
  too_many_badges: {
    status: 413,
    words: {
      en: 'One PDF holds at most 2,000 badges. Narrow the list with a filter (a session, a business type or a search) and print the badges in parts.',
      ko: 'PDF 한 개에는 명찰을 2,000개까지 만들 수 있습니다. 세션, 업종, 검색으로 목록을 좁혀 나누어 출력해 주세요.',
    },
  },
  not_approved: {
    status: 409,
    words: {
      en: 'This registration is not approved (under review or declined): do not check in.',
      ko: '승인되지 않은 등록입니다(검토 중 또는 거절). 체크인할 수 없습니다.',
    },
  },
  setup_done: {
    status: 409,
    words: {
      en: 'The console is already set up: log in with your administrator account.',
      ko: '관리자 계정이 이미 있습니다. 그 계정으로 로그인하세요.',
    },
  },
  setup_code_invalid: {
    status: 404,
    words: {
      en: 'This setup address is not valid. Use the latest one the server printed when it started.',
      ko: '올바르지 않은 설정 주소입니다. 서버를 시작할 때 마지막으로 표시된 주소를 사용하세요.',
    },
  },
  setup_code_expired: {
    status: 410,
    words: {
      en: 'This setup address has expired (it is valid for one hour). Restart the server for a new one.',
      ko: '설정 주소의 유효 시간(1시간)이 지났습니다. 서버를 다시 시작하면 새 주소가 표시됩니다.',
    },
  },
  setup_code_used: {
    status: 410,
    words: {
      en: 'This setup address has already been used. Log in with the account created with it.',
      ko: '이미 사용된 설정 주소입니다. 이 주소로 만든 계정으로 로그인하세요.',
    },
  },
  invitation_used: {
    status: 409,
    words: {
      en: 'This invitation has already been used to register.',
      ko: '이미 등록에 사용된 초청 링크입니다.',
    },
  },
  past_edition: {
    status: 409,
    words: {
      en: 'This code is registered for a past year’s forum: do not check in.',
      ko: '지난 포럼에 등록된 코드입니다. 체크인할 수 없습니다.',
    },
  },
  edition_ended: {
    status: 409,
    words: {
      en: 'This forum has ended: the registration can no longer be changed.',
      ko: '종료된 포럼입니다. 등록 내용을 더 이상 변경할 수 없습니다.',
    },
  },
  edition_older: {
    status: 409,
    words: {
      en: 'This year is older than the current forum’s: forums are published forward only.',
      ko: '현재 포럼보다 이전 연도입니다. 포럼은 다음 연도로만 공개할 수 있습니다.',
    },
  },
  edition_not_ended: {
    status: 409,
    words: {
      en: 'The current forum has not ended yet: the next one can be published from the day after its last day.',
      ko: '현재 포럼이 아직 끝나지 않았습니다. 다음 포럼은 현재 포럼의 마지막 날 다음 날부터 공개할 수 있습니다.',
    },
  },
  not_forum_day: {
    status: 409,
    words: {
      en: 'Today is not a forum day: the desk checks people in on the forum’s days only.',
      ko: '오늘은 포럼 기간이 아닙니다. 체크인은 포럼 당일에만 할 수 있습니다.',
    },
  },
  reminder_day_passed: {
    status: 409,
    words: {
      en: 'This reminder’s forum day has begun or passed: it can no longer be sent.',
      ko: '이 안내 메일의 포럼 날짜가 이미 시작되었거나 지났습니다. 더 이상 보낼 수 없습니다.',
    },
  },
  not_found: {
    status: 404,
    words: {
      en: 'Not found.',
      ko: '찾을 수 없습니다.',
    },
  },
  method_not_allowed: {
    status: 405,
    words: {
      en: 'This method is not allowed here.',
      ko: '허용되지 않는 요청 방식입니다.',
    },
  },
  service_unavailable: {
    status: 503,
    words: {
      en: 'The service is temporarily unavailable. Please try again shortly.',
      ko: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    },
  },
  internal_error: {
    status: 500,
    words: {
      en: 'An error occurred. Please try again.',
      ko: '오류가 발생했습니다. 다시 시도해 주세요.',
    },
  },
  network_error: {
    status: null,
    words: {
      en: 'Could not reach the server. Please check your connection and try again.',
      ko: '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
    },
  },
};

const FIELD_MESSAGES: Record<Locale, Record<FieldErrorCode, string>> = {
  en: {
    required: 'Please enter required fields',
    too_long: 'This entry is too long',
    invalid_email: 'Please enter a valid e-mail address',
    invalid_phone: 'Please enter a valid phone number (digits, spaces, + - ( ) only)',
    invalid_choice: 'Please enter required fields',
    session_required: 'Please select at least one session to attend',
    invalid_session: 'Please select sessions from the list',
    consent_required: 'Please agree to the collection and use of personal information',
    control_characters: 'Please remove line breaks, tabs and invisible characters from this entry',
    email_unchangeable:
      'The e-mail address cannot be changed. To use another address, cancel this registration and register again',
    password_too_short: 'The new password must be at least 12 characters',
    unknown_placeholder:
      'Use only the placeholders {name}, {company}, {sessions}, {manageLink}, {checkinCode} and (to invitees) {inviteLink}',
    message_too_long:
      'With its placeholders filled, this message would be over 100 KB for some recipients. Please shorten it',
    invitation_only: 'This session is by invitation only',
    not_for_invitees:
      'Invitees who have not registered have no sessions, manage link or check-in code: use only {name}, {company} and {inviteLink}',
    invitees_only:
      '{inviteLink} is for invitees who have not registered: choose that audience, or use {manageLink} for registrants',
    invitees_alone: 'Invitees who have not registered cannot be combined with other filters',
    invitation_email: 'This invitation is for another e-mail address',
    not_for_status:
      'People under review or declined hold no seat and have no check-in code: leave out {sessions}, {checkinCode} and the seat status',
  },
  ko: {
    required: '필수 항목을 입력해 주세요',
    too_long: '입력한 내용이 너무 깁니다',
    invalid_email: '올바른 이메일 주소를 입력해 주세요',
    invalid_phone: '올바른 연락처를 입력해 주세요 (숫자, 공백, + - ( ) 만 가능)',
    invalid_choice: '필수 항목을 입력해 주세요',
    session_required: '참가할 세션을 하나 이상 선택해 주세요',
    invalid_session: '목록에 있는 세션을 선택해 주세요',
    consent_required: '개인정보 수집 및 이용에 동의해 주세요',
    control_characters: '입력 내용에서 줄바꿈, 탭, 보이지 않는 문자를 지워 주세요',
    email_unchangeable:
      '이메일 주소는 변경할 수 없습니다. 다른 주소로 등록하려면 이 등록을 취소한 뒤 다시 등록해 주세요',
    password_too_short: '새 비밀번호는 12자 이상이어야 합니다',
    unknown_placeholder:
      '치환 문구는 {name}, {company}, {sessions}, {manageLink}, {checkinCode}, (미등록 초청자에게) {inviteLink}만 쓸 수 있습니다',
    message_too_long: '치환 문구를 채우면 일부 수신자에게 100KB를 넘는 메시지가 됩니다. 내용을 줄여 주세요',
    invitation_only: '초청자만 신청할 수 있는 세션입니다',
    not_for_invitees:
      '미등록 초청자에게는 세션, 등록 확인 링크, 체크인 코드가 없습니다. {name}, {company}, {inviteLink}만 쓸 수 있습니다',
    invitees_only:
      '{inviteLink}는 미등록 초청자에게 보내는 메시지에만 쓸 수 있습니다. 등록자에게는 {manageLink}를 써 주세요',
    invitees_alone: '미등록 초청자는 다른 조건과 함께 고를 수 없습니다',
    invitation_email: '다른 이메일 주소로 보낸 초청입니다',
    not_for_status:
      '검토 중이거나 거절된 등록자에게는 좌석과 체크인 코드가 없습니다. {sessions}, {checkinCode}, 좌석 상태 조건은 빼 주세요',
  },
};

export function errorMessage(code: ApiErrorCode, locale: Locale): string {
  return API_ERRORS[code].words[locale];
}

/** The codes the API itself answers with: every code but the clients' own `network_error`. */
export type ServerErrorCode = Exclude<ApiErrorCode, 'network_error'>;

/** The HTTP status the API answers a code with (the table above). */
export function errorStatus(code: ServerErrorCode): ApiErrorStatus {
  const { status } = API_ERRORS[code];
  if (status === null) throw new Error(`${code} is not an answer of the API`);
  return status;
}

/**
 * The words of a `429 too_many_requests` that came with `Retry-After`: how long to wait, in whole
 * minutes (hours from two hours on), so the reader knows when to try again.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number, locale: Locale): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes >= 120) {
    const hours = Math.ceil(minutes / 60);
    return locale === 'ko'
      ? `요청이 너무 많습니다. ${hours}시간 후 다시 시도해 주세요.`
      : `Too many requests. Please try again in ${hours} hours.`;
  }
  return locale === 'ko'
    ? `요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`
    : `Too many requests. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function fieldErrorMessage(code: FieldErrorCode, locale: Locale): string {
  return FIELD_MESSAGES[locale][code];
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

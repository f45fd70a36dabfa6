/**
 * The admin calls of the API. Like the registration client it never throws: every outcome, a dead
 * network included, comes back as a typed result the screens turn into text in the page's
 * language. Requests go through the shared helper (`@forum/shared/http`: base URL, timeout, error
 * body, Retry-After). Every answered call made with a token counts as activity for the idle
 * cut-off (`onActivity`), as it does on the server.
 */
import type {
  AccessLogEntry,
  AccessLogPage,
  AccessLogReview,
  AdminAccount,
  AdminRole,
  AdminSessionInfo,
  CreatedAdminAccount,
  LoginResponse,
  OtpEnrolmentDone,
  OtpEnrolmentStart,
  Registrant,
  RegistrationStats,
  SessionCode,
  SessionSeatsSummary,
  RegistrantMail,
  RegistrantTotals,
} from '@forum/shared';
import { type Wire, fieldKeysFromWire, fromWire, toWire } from '@forum/shared';
import { type ApiFailure, type ApiRequest, createApiClient } from '@forum/shared/http';

export type { ApiFailure } from '@forum/shared/http';

export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

// 100,000 registrants are about 30 MB of JSON: give a slow connection time to bring them.
const LIST_TIMEOUT_MS = 120_000;

/** Admin refusals without a readable body: a 429 here is the login throttle. */
const ADMIN_STATUS_CODES = { 429: 'too_many_attempts' } as const;

export interface AccessLogQuery {
  from?: string;
  to?: string;
  account?: string;
  action?: string;
  cursor?: string;
  limit?: number;
}

export interface AdminApi {
  login(email: string, password: string, otp?: string): Promise<ApiResult<LoginResponse>>;
  /** Revokes the token on the server; the outcome does not matter to the caller. */
  logout(token: string): Promise<void>;
  sessionInfo(token: string): Promise<ApiResult<AdminSessionInfo>>;
  startOtpEnrolment(token: string): Promise<ApiResult<OtpEnrolmentStart>>;
  confirmOtpEnrolment(token: string, otp: string): Promise<ApiResult<OtpEnrolmentDone>>;
  /** The admin's own password; the server ends the admin's other sessions. */
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<ApiResult<null>>;
  listRegistrants(token: string, signal?: AbortSignal): Promise<ApiResult<Registrant[]>>;
  /** The rows to write to the workbook; the server records the reason. */
  exportRegistrants(token: string, reason: string, ids?: readonly number[]): Promise<ApiResult<Registrant[]>>;
  editRegistrant(token: string, id: number, patch: Record<string, unknown>): Promise<ApiResult<Registrant>>;
  deleteRegistrant(token: string, id: number): Promise<ApiResult<null>>;
  /** Queues the registrant's confirmation e-mail again (with a new manage link). */
  resendConfirmation(token: string, id: number): Promise<ApiResult<RegistrantMail>>;
  totals(token: string): Promise<ApiResult<RegistrantTotals | null>>;
  listAccounts(token: string): Promise<ApiResult<AdminAccount[]>>;
  createAccount(token: string, email: string, role: AdminRole): Promise<ApiResult<CreatedAdminAccount>>;
  updateAccount(
    token: string,
    id: number,
    change: { role?: AdminRole; disabled?: boolean },
  ): Promise<ApiResult<AdminAccount>>;
  resetAccountOtp(token: string, id: number): Promise<ApiResult<AdminAccount>>;
  accessLog(token: string, query: AccessLogQuery): Promise<ApiResult<AccessLogPage>>;
  accessLogExport(token: string, query: AccessLogQuery): Promise<ApiResult<AccessLogEntry[]>>;
  reviews(token: string): Promise<ApiResult<AccessLogReview[]>>;
  markReviewed(token: string, month: string, note: string): Promise<ApiResult<AccessLogReview>>;
  /** The Sessions screen: seats per session and the registration figures. */
  registrationStats(token: string): Promise<ApiResult<RegistrationStats>>;
  setSessionCapacity(
    token: string,
    code: SessionCode,
    capacity: number | null,
  ): Promise<ApiResult<SessionSeatsSummary>>;
  seatBeyondCapacity(token: string, code: SessionCode, registrantId: number): Promise<ApiResult<SessionSeatsSummary>>;
}

export interface AdminApiOptions {
  /** An authenticated call was answered (not 401): the server counted it as use of the session. */
  onActivity?: () => void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function queryString(query: AccessLogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createAdminApi(apiBase: string, options: AdminApiOptions = {}): AdminApi {
  const call = createApiClient({ baseUrl: apiBase });

  /** An authenticated call whose body `read` checks; anything unreadable is internal_error. */
  async function authed<T>(
    path: string,
    token: string,
    request: ApiRequest,
    read: (body: unknown) => T | undefined,
  ): Promise<ApiResult<T>> {
    const result = await call(path, { token, statusCodes: ADMIN_STATUS_CODES, ...request });
    if (result.status !== 401 && result.status !== 0) options.onActivity?.();
    // An edit's refused fields come back under the wire's names (`biztype`, `attendext`).
    if (!result.ok) return result.fields ? { ...result, fields: fieldKeysFromWire(result.fields) } : result;
    const value = read(result.body);
    return value === undefined ? { ok: false, code: 'internal_error', status: result.status } : { ok: true, value };
  }
  const array = <T>(body: unknown) => (Array.isArray(body) ? (body as T[]) : undefined);
  const object = <T>(body: unknown) => (isObject(body) ? (body as T) : undefined);
  const id = (value: number) => encodeURIComponent(String(value));
  const registrants = (body: unknown) =>
    array<Wire<Registrant>>(body)?.map((registrant) => fromWire(registrant) as Registrant);

  return {
    async login(email, password, otp) {
      const result = await call('/api/user/login', {
        method: 'POST',
        json: { email, password, ...(otp ? { otp } : {}) },
        statusCodes: { ...ADMIN_STATUS_CODES, 401: 'invalid_credentials' },
      });
      if (!result.ok) return result;
      const { token, expiresAt, otpEnrolment } = (isObject(result.body) ? result.body : {}) as Partial<LoginResponse>;
      // The original console logged in on any truthy answer; here only a usable session counts.
      if (typeof token !== 'string' || !token || typeof expiresAt !== 'string') {
        return { ok: false, code: 'internal_error', status: result.status };
      }
      return { ok: true, value: otpEnrolment === true ? { token, expiresAt, otpEnrolment } : { token, expiresAt } };
    },

    async logout(token) {
      await call('/api/user/logout', { method: 'POST', token });
    },

    sessionInfo: (token) => authed('/api/admin/session', token, {}, (body) => object<AdminSessionInfo>(body)),
    startOtpEnrolment: (token) =>
      authed('/api/admin/otp', token, { method: 'POST' }, (body) => object<OtpEnrolmentStart>(body)),
    confirmOtpEnrolment: (token, otp) =>
      authed('/api/admin/otp/confirm', token, { method: 'POST', json: { otp } }, (body) =>
        object<OtpEnrolmentDone>(body),
      ),

    changePassword: (token, currentPassword, newPassword) =>
      authed('/api/admin/password', token, { method: 'POST', json: { currentPassword, newPassword } }, () => null),

    listRegistrants: (token, signal) =>
      authed('/api/user/list', token, { timeoutMs: LIST_TIMEOUT_MS, ...(signal ? { signal } : {}) }, (body) =>
        registrants(body),
      ),
    exportRegistrants: (token, reason, ids) =>
      authed(
        '/api/user/export',
        token,
        { method: 'POST', json: { reason, ...(ids ? { ids } : {}) }, timeoutMs: LIST_TIMEOUT_MS },
        (body) => registrants(body),
      ),
    editRegistrant: (token, registrantId, patch) =>
      authed(`/api/user/${id(registrantId)}`, token, { method: 'PATCH', json: toWire(patch) }, (body) => {
        const registrant = object<Wire<Registrant>>(body);
        return registrant && (fromWire(registrant) as Registrant);
      }),
    deleteRegistrant: (token, registrantId) =>
      authed(`/api/user/${id(registrantId)}`, token, { method: 'DELETE' }, () => null),
    resendConfirmation: (token, registrantId) =>
      authed(`/api/user/${id(registrantId)}/resend-confirmation`, token, { method: 'POST' }, (body) =>
        isObject(body) && isObject(body.mail) ? (body.mail as unknown as RegistrantMail) : { state: 'queued' as const },
      ),
    totals: (token) =>
      authed('/api/admin/totals', token, {}, (body) =>
        isObject(body) ? ((body.totals ?? null) as RegistrantTotals | null) : undefined,
      ),

    listAccounts: (token) => authed('/api/admin/accounts', token, {}, (body) => array<AdminAccount>(body)),
    createAccount: (token, email, role) =>
      authed('/api/admin/accounts', token, { method: 'POST', json: { email, role } }, (body) =>
        object<CreatedAdminAccount>(body),
      ),
    updateAccount: (token, accountId, change) =>
      authed(`/api/admin/accounts/${id(accountId)}`, token, { method: 'PATCH', json: change }, (body) =>
        object<AdminAccount>(body),
      ),
    resetAccountOtp: (token, accountId) =>
      authed(`/api/admin/accounts/${id(accountId)}/reset-otp`, token, { method: 'POST' }, (body) =>
        object<AdminAccount>(body),
      ),

    accessLog: (token, query) =>
      authed(`/api/admin/access-log${queryString(query)}`, token, {}, (body) => object<AccessLogPage>(body)),
    accessLogExport: (token, query) =>
      authed(`/api/admin/access-log/export${queryString(query)}`, token, { timeoutMs: LIST_TIMEOUT_MS }, (body) =>
        isObject(body) && Array.isArray(body.entries) ? (body.entries as AccessLogEntry[]) : undefined,
      ),
    reviews: (token) => authed('/api/admin/access-log/reviews', token, {}, (body) => array<AccessLogReview>(body)),
    registrationStats: (token) => authed('/api/admin/stats', token, {}, (body) => object<RegistrationStats>(body)),
    setSessionCapacity: (token, code, capacity) =>
      authed(`/api/admin/sessions/${encodeURIComponent(code)}`, token, { method: 'PUT', json: { capacity } }, (body) =>
        object<SessionSeatsSummary>(body),
      ),
    seatBeyondCapacity: (token, code, registrantId) =>
      authed(
        `/api/admin/sessions/${encodeURIComponent(code)}/seat`,
        token,
        { method: 'POST', json: { registrantId } },
        (body) => object<SessionSeatsSummary>(body),
      ),
    markReviewed: (token, month, note) =>
      authed('/api/admin/access-log/reviews', token, { method: 'POST', json: { month, note } }, (body) =>
        object<AccessLogReview>(body),
      ),
  };
}

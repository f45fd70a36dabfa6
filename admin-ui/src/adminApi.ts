/**
 * The admin calls of the API: login, logout, the registrant list and delete. Like the registration
 * client it never throws: every outcome, a dead network included, comes back as a typed result the
 * screens turn into text in the page's language. Requests go through the shared helper
 * (`@forum/shared/http`: base URL, timeout, error body, Retry-After).
 */
import type { LoginResponse, Registrant, RegistrantMail } from '@forum/shared';
import { type ApiFailure, createApiClient } from '@forum/shared/http';

export type { ApiFailure } from '@forum/shared/http';

export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

// 100,000 registrants are about 30 MB of JSON: give a slow connection time to bring them.
const LIST_TIMEOUT_MS = 120_000;

/** Admin refusals without a readable body: a 429 here is the login throttle. */
const ADMIN_STATUS_CODES = { 429: 'too_many_attempts' } as const;

export interface AdminApi {
  login(email: string, password: string): Promise<ApiResult<LoginResponse>>;
  /** Revokes the token on the server; the outcome does not matter to the caller. */
  logout(token: string): Promise<void>;
  listRegistrants(token: string, signal?: AbortSignal): Promise<ApiResult<Registrant[]>>;
  deleteRegistrant(token: string, id: number): Promise<ApiResult<null>>;
  /** Queues the registrant's confirmation e-mail again (with a new manage link). */
  resendConfirmation(token: string, id: number): Promise<ApiResult<RegistrantMail>>;
}

export function createAdminApi(apiBase: string): AdminApi {
  const call = createApiClient({ baseUrl: apiBase });

  return {
    async login(email, password) {
      const result = await call('/api/user/login', {
        method: 'POST',
        json: { email, password },
        statusCodes: { ...ADMIN_STATUS_CODES, 401: 'invalid_credentials' },
      });
      if (!result.ok) return result;
      const { token, expiresAt } = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Partial<LoginResponse>;
      // The original console logged in on any truthy answer; here only a usable session counts.
      if (typeof token !== 'string' || !token || typeof expiresAt !== 'string') {
        return { ok: false, code: 'internal_error', status: result.status };
      }
      return { ok: true, value: { token, expiresAt } };
    },

    async logout(token) {
      await call('/api/user/logout', { method: 'POST', token });
    },

    async listRegistrants(token, signal) {
      const result = await call('/api/user/list', { token, timeoutMs: LIST_TIMEOUT_MS, statusCodes: ADMIN_STATUS_CODES, ...(signal ? { signal } : {}) });
      if (!result.ok) return result;
      if (!Array.isArray(result.body)) return { ok: false, code: 'internal_error', status: result.status };
      return { ok: true, value: result.body as Registrant[] };
    },

    async deleteRegistrant(token, id) {
      const result = await call(`/api/user/${encodeURIComponent(String(id))}`, { method: 'DELETE', token, statusCodes: ADMIN_STATUS_CODES });
      if (!result.ok) return result;
      return { ok: true, value: null };
    },

    async resendConfirmation(token, id) {
      const result = await call(`/api/user/${encodeURIComponent(String(id))}/resend-confirmation`, { method: 'POST', token, statusCodes: ADMIN_STATUS_CODES });
      if (!result.ok) return result;
      const mail = (result.body as { mail?: RegistrantMail } | undefined)?.mail;
      return { ok: true, value: mail ?? { state: 'queued' } };
    },
  };
}

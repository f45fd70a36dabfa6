/**
 * The admin calls of the API: login, logout, the registrant list and delete. Like the registration
 * client it never throws: every outcome, a dead network included, comes back as a typed result the
 * screens turn into text in the page's language.
 */
import { type ApiErrorCode, type LoginResponse, type Registrant, isApiErrorCode } from '@forum/shared';
import { parseRetryAfter } from '../api/registrationClient';

export type ApiFailure = {
  ok: false;
  code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** From `Retry-After` on a 429. */
  retryAfterSeconds?: number;
};

export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

const TIMEOUT_MS = 20_000;
// 100,000 registrants are about 30 MB of JSON: give a slow connection time to bring them.
const LIST_TIMEOUT_MS = 120_000;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function fallbackCode(status: number, unauthorized: ApiErrorCode): ApiErrorCode {
  // A Response with status 0 is a network error some fetch implementations return instead of throwing.
  if (status === 0) return 'network_error';
  if (status === 401) return unauthorized;
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_attempts';
  if (status === 503) return 'service_unavailable';
  if (status === 400) return 'validation';
  return 'internal_error';
}

async function readFailure(response: Response, unauthorized: ApiErrorCode): Promise<ApiFailure> {
  const body = await readJson(response);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const declared = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const code = isApiErrorCode(declared) ? declared : fallbackCode(response.status, unauthorized);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return { ok: false, code, status: response.status, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
}

export interface AdminApi {
  login(email: string, password: string): Promise<ApiResult<LoginResponse>>;
  /** Revokes the token on the server; the outcome does not matter to the caller. */
  logout(token: string): Promise<void>;
  listRegistrants(token: string, signal?: AbortSignal): Promise<ApiResult<Registrant[]>>;
  deleteRegistrant(token: string, id: number): Promise<ApiResult<null>>;
}

export function createAdminApi(apiBase: string): AdminApi {
  const base = apiBase.replace(/\/+$/, '');

  async function call(
    path: string,
    init: RequestInit & { token?: string; timeoutMs?: number },
  ): Promise<Response | ApiFailure> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? TIMEOUT_MS);
    const outer = init.signal;
    const onOuterAbort = () => controller.abort();
    outer?.addEventListener('abort', onOuterAbort);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    try {
      return await fetch(`${base}${path}`, { method: init.method, body: init.body, headers, signal: controller.signal });
    } catch {
      return { ok: false, code: 'network_error', status: 0 };
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  const isFailure = (value: Response | ApiFailure): value is ApiFailure => !(value instanceof Response);

  return {
    async login(email, password) {
      const response = await call('/api/user/login', { method: 'POST', body: JSON.stringify({ email, password }) });
      if (isFailure(response)) return response;
      if (!response.ok) return readFailure(response, 'invalid_credentials');
      const body = await readJson(response);
      const { token, expiresAt } = (typeof body === 'object' && body !== null ? body : {}) as Partial<LoginResponse>;
      // The original console logged in on any truthy answer; here only a usable session counts.
      if (typeof token !== 'string' || !token || typeof expiresAt !== 'string') {
        return { ok: false, code: 'internal_error', status: response.status };
      }
      return { ok: true, value: { token, expiresAt } };
    },

    async logout(token) {
      await call('/api/user/logout', { method: 'POST', token });
    },

    async listRegistrants(token, signal) {
      const response = await call('/api/user/list', { method: 'GET', token, timeoutMs: LIST_TIMEOUT_MS, ...(signal ? { signal } : {}) });
      if (isFailure(response)) return response;
      if (!response.ok) return readFailure(response, 'unauthorized');
      const body = await readJson(response);
      if (!Array.isArray(body)) return { ok: false, code: 'internal_error', status: response.status };
      return { ok: true, value: body as Registrant[] };
    },

    async deleteRegistrant(token, id) {
      const response = await call(`/api/user/${encodeURIComponent(String(id))}`, { method: 'DELETE', token });
      if (isFailure(response)) return response;
      if (!response.ok) return readFailure(response, 'unauthorized');
      return { ok: true, value: null };
    },
  };
}

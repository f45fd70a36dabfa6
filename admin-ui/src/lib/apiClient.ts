/**
 * The console's one API client. Every feature's `xxxApi.ts` keeps its own endpoints and sits on
 * this: it never throws (a dead network, a 503, an unreadable body all come back as a typed
 * failure whose code the screens turn into words, `errorMessage`), a token makes the call
 * authenticated, every answered authenticated call counts as activity for the idle cut-off (as on
 * the server), and a 401 is handed to the screen (useAdminFailure ends the session).
 *
 * The viewed edition lives here too: a console put in a past edition passes `?edition=YYYY` on the
 * calls that list, count or export (the endpoint says so with `inEdition`); the current edition
 * sends nothing, the server's default.
 */
import { type Locale, fieldKeysFromWire } from '@forum/shared';
import { type ApiCall, type ApiFailure, type ApiRequest, createApiClient } from '@forum/shared/http';

export type { ApiFailure } from '@forum/shared/http';

export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

/** Admin refusals without a readable body: a 429 here is the login throttle. */
const ADMIN_STATUS_CODES = { 429: 'too_many_attempts' } as const;

export interface AdminClientOptions {
  /** An authenticated call was answered (not 401): the server counted it as use of the session. */
  onActivity?: () => void;
  /** The past edition the console is viewing; null or absent is the current one. */
  edition?: number | null;
}

export interface AdminClient {
  readonly apiBase: string;
  /** The past edition viewed, or null for the current one. */
  readonly edition: number | null;
  /** A call without a token (login, the public site information). */
  readonly call: ApiCall;
  /** An authenticated JSON call whose body `read` checks; anything unreadable is internal_error. */
  authed<T>(
    path: string,
    token: string,
    request: ApiRequest,
    read: (body: unknown) => T | undefined,
  ): Promise<ApiResult<T>>;
  /** An authenticated call answering a file (a PDF): its bytes, never empty. */
  bytes(path: string, token: string, request?: ApiRequest): Promise<ApiResult<Uint8Array>>;
  /** A file's bytes as the body (an import); the answer's JSON body whatever its status, for the caller to read. */
  upload(
    path: string,
    token: string,
    file: { bytes: ArrayBuffer; type: string; language?: Locale },
  ): Promise<{ ok: true; status: number; body: Record<string, unknown> | null } | ApiFailure>;
  /** `path` in the viewed edition: `edition=YYYY` added for a past one. */
  inEdition(path: string): string;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
export const asObject = <T>(body: unknown) => (isObject(body) ? (body as T) : undefined);
export const asArray = <T>(body: unknown) => (Array.isArray(body) ? (body as T[]) : undefined);
/** An id or code as one path segment. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

export function createAdminClient(apiBase: string, options: AdminClientOptions = {}): AdminClient {
  const call = createApiClient({ baseUrl: apiBase });
  const edition = options.edition ?? null;
  const answered = (status: number) => {
    if (status !== 401 && status !== 0) options.onActivity?.();
  };

  return {
    apiBase,
    edition,
    call,
    async authed(path, token, request, read) {
      const result = await call(path, { token, statusCodes: ADMIN_STATUS_CODES, ...request });
      answered(result.status);
      // An edit's or a walk-in's refused fields come back under the wire's names (`biztype`).
      if (!result.ok) return result.fields ? { ...result, fields: fieldKeysFromWire(result.fields) } : result;
      const value = read(result.body);
      return value === undefined ? { ok: false, code: 'internal_error', status: result.status } : { ok: true, value };
    },
    async bytes(path, token, request = {}) {
      const result = await call(path, { token, binary: true, ...request });
      answered(result.status);
      if (!result.ok) return result;
      return result.body instanceof Uint8Array && result.body.length > 0
        ? { ok: true, value: result.body }
        : { ok: false, code: 'internal_error', status: result.status };
    },
    async upload(path, token, file) {
      try {
        const response = await fetch(`${apiBase.replace(/\/+$/, '')}${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': file.type,
            Accept: 'application/json',
            // The refusal's words in the organiser's language (a picture too large, not a picture).
            ...(file.language ? { 'Accept-Language': file.language } : {}),
          },
          body: file.bytes,
        });
        answered(response.status);
        const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        return { ok: true, status: response.status, body: isObject(body) ? body : null };
      } catch {
        return { ok: false, status: 0, code: 'network_error' };
      }
    },
    inEdition(path) {
      if (edition === null) return path;
      return `${path}${path.includes('?') ? '&' : '?'}edition=${edition}`;
    },
  };
}

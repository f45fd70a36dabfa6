/**
 * The one way our browser code calls the API: base URL, JSON, bearer token, a timeout that also
 * follows the caller's AbortSignal, and the API's error body (`{"error": {code, fields}}`) or, when
 * that cannot be read, a code chosen from the status. It never throws: a dead network is a result
 * like any other, so every screen can answer it in the reader's language.
 *
 * Platform-neutral (only `fetch`, `AbortController` and `Response`, which browsers and Node share),
 * which is why it lives in shared/ beside the error codes it produces. The public site's clients
 * (registration, site info) and the admin console's client (admin-ui) all sit on it.
 */
import { type ApiErrorCode, type FieldErrorCode, isApiErrorCode, isFieldErrorCode } from '../errors';

/**
 * One problem of a refused document (`422 {problems}`): where it is (a dotted path such as
 * `sessions.2.start`), a machine code, and a sentence in the language the request asked for.
 */
export interface ApiProblem {
  path: string;
  code: string;
  message: string;
}

export interface ApiFailure {
  ok: false;
  code: ApiErrorCode;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** Per-field codes of a `validation` answer. */
  fields?: Partial<Record<string, FieldErrorCode>>;
  /** From `Retry-After`, when the server sent one. */
  retryAfterSeconds?: number;
  /** The problems of a refused document, when the answer lists them. */
  problems?: ApiProblem[];
}

/**
 * A 2xx answer; `body` is the parsed JSON, or undefined when there was none or it was unreadable
 * (with `binary`: the bytes, as a Uint8Array).
 */
export interface ApiSuccess {
  ok: true;
  status: number;
  body: unknown;
}

export interface ApiRequest {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  token?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Codes for failures whose body names none, by status; merged over the defaults below. */
  statusCodes?: Partial<Record<number, ApiErrorCode>>;
  /** A file is expected (a PDF): a success's `body` is its bytes; failures are still the JSON error body. */
  binary?: boolean;
  /** Sent as Accept-Language: the language the answer's sentences (problems) are wanted in. */
  language?: string;
}

export interface ApiClientOptions {
  /** Origin (and path prefix) of the API, '' for the page's own origin; read at every call. */
  baseUrl: string | (() => string);
  defaultTimeoutMs?: number;
}

export type ApiCall = (path: string, request?: ApiRequest) => Promise<ApiSuccess | ApiFailure>;

export const DEFAULT_TIMEOUT_MS = 20_000;

// Answers whose body could not be read (a proxy's HTML page, an empty 502) still say something.
const DEFAULT_STATUS_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: 'validation',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  // A document refused with its problems listed, whatever code the body names.
  422: 'validation',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

async function readBytes(response: Response): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return undefined;
  }
}

function readFields(value: unknown): Partial<Record<string, FieldErrorCode>> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  for (const [field, code] of Object.entries(value)) {
    if (isFieldErrorCode(code)) fields[field] = code;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** `problems` at the top of the body or inside its `error`; entries that are not problems are left out. */
function readProblems(body: unknown, error: unknown): ApiProblem[] | undefined {
  const listed = [body, error]
    .map((holder) =>
      typeof holder === 'object' && holder !== null ? (holder as { problems?: unknown }).problems : undefined,
    )
    .find(Array.isArray);
  if (!listed) return undefined;
  return listed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, code, message } = entry as Record<string, unknown>;
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    return [{ path, code: typeof code === 'string' ? code : '', message }];
  });
}

async function readFailure(
  response: Response,
  statusCodes: Partial<Record<number, ApiErrorCode>>,
): Promise<ApiFailure> {
  const body = await readJson(response);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const declared =
    typeof error === 'object' && error !== null ? (error as { code?: unknown; fields?: unknown }) : undefined;
  // A Response with status 0 is a network error some fetch implementations return instead of throwing.
  const code: ApiErrorCode =
    declared && isApiErrorCode(declared.code)
      ? declared.code
      : response.status === 0
        ? 'network_error'
        : (statusCodes[response.status] ?? 'internal_error');
  const fields = readFields(declared?.fields);
  const problems = readProblems(body, error);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return {
    ok: false,
    code,
    status: response.status,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    ...(problems ? { problems } : {}),
  };
}

export function createApiClient(options: ApiClientOptions): ApiCall {
  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  return async (path, request = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(),
      request.timeoutMs ?? options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const outer = request.signal;
    const onOuterAbort = () => controller.abort();
    if (outer?.aborted) controller.abort();
    outer?.addEventListener('abort', onOuterAbort);
    const headers: Record<string, string> = { Accept: request.binary ? '*/*' : 'application/json' };
    if (request.json !== undefined) headers['Content-Type'] = 'application/json';
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    if (request.language) headers['Accept-Language'] = request.language;
    try {
      let response: Response;
      try {
        response = await fetch(`${base()}${path}`, {
          method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
          headers,
          ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
          signal: controller.signal,
        });
      } catch {
        return { ok: false, code: 'network_error', status: 0 };
      }
      if (!response.ok) return await readFailure(response, { ...DEFAULT_STATUS_CODES, ...request.statusCodes });
      if (request.binary) return { ok: true, status: response.status, body: await readBytes(response) };
      return { ok: true, status: response.status, body: await readJson(response) };
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };
}

export function isApiFailure(result: ApiSuccess | ApiFailure): result is ApiFailure {
  return !result.ok;
}

/**
 * The site's client for `POST /api/user`. It never throws: every outcome, including a dead network
 * or an unreadable server error, comes back as a typed result so the form can answer it in the
 * visitor's language.
 */
import {
  type ApiErrorCode,
  type FieldErrorCode,
  type RegistrationRequest,
  isApiErrorCode,
  isFieldErrorCode,
} from '@forum/shared';

export type RegistrationResult =
  | { ok: true; id: number | null }
  | {
      ok: false;
      code: ApiErrorCode;
      /** Per-field codes of a `validation` answer. */
      fields?: Partial<Record<string, FieldErrorCode>>;
      /** From `Retry-After` on a 429, when the server sent one. */
      retryAfterSeconds?: number;
    };

export interface RegistrationRequestOptions {
  /** Gives up and reports `network_error` after this long. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

// Answers whose body could not be read still say something through their status.
const STATUS_CODES: Partial<Record<number, ApiErrorCode>> = {
  400: 'validation',
  403: 'registration_closed',
  409: 'already_registered',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

function apiBase(): string {
  const base: unknown = import.meta.env.VITE_API_BASE;
  return typeof base === 'string' ? base.replace(/\/+$/, '') : '';
}

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
    return await response.json();
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

async function readFailure(response: Response): Promise<RegistrationResult & { ok: false }> {
  const body = await readJson(response);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const declared =
    typeof error === 'object' && error !== null ? (error as { code?: unknown; fields?: unknown }) : undefined;

  let code: ApiErrorCode;
  if (declared && isApiErrorCode(declared.code)) code = declared.code;
  else if (response.status >= 500) code = 'internal_error';
  else code = STATUS_CODES[response.status] ?? 'internal_error';

  const fields = readFields(declared?.fields);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return {
    ok: false,
    code,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
}

export async function postRegistration(
  body: RegistrationRequest & Record<string, unknown>,
  options: RegistrationRequestOptions = {},
): Promise<RegistrationResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(`${apiBase()}/api/user`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      return { ok: false, code: 'network_error' };
    }
    if (!response.ok) return await readFailure(response);
    // A 2xx means the registration is stored, even if its body cannot be read: never report it as
    // a failure, or the visitor's retry would meet 409.
    const created = await readJson(response);
    const id = typeof created === 'object' && created !== null ? (created as { id?: unknown }).id : undefined;
    return { ok: true, id: typeof id === 'number' ? id : null };
  } finally {
    clearTimeout(timer);
  }
}

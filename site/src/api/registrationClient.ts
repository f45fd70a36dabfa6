/**
 * The site's client for `POST /api/user`. It never throws: every outcome, including a dead network
 * or an unreadable server error, comes back as a typed result so the form can answer it in the
 * visitor's language.
 */
import type { ApiErrorCode, FieldErrorCode, RegistrationRequest } from '@forum/shared';
import { callApi } from './apiClient';

export { parseRetryAfter } from '@forum/shared/http';

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

// What an unreadable refusal of a registration most likely was.
const REGISTRATION_STATUS_CODES: Partial<Record<number, ApiErrorCode>> = {
  403: 'registration_closed',
  409: 'already_registered',
};

export async function postRegistration(
  body: RegistrationRequest & Record<string, unknown>,
  options: RegistrationRequestOptions = {},
): Promise<RegistrationResult> {
  const result = await callApi('/api/user', {
    method: 'POST',
    json: body,
    statusCodes: REGISTRATION_STATUS_CODES,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  if (!result.ok) {
    const { code, fields, retryAfterSeconds } = result;
    return {
      ok: false,
      code,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  }
  // A 2xx means the registration is stored, even if its body cannot be read: never report it as
  // a failure, or the visitor's retry would meet 409.
  const id = typeof result.body === 'object' && result.body !== null ? (result.body as { id?: unknown }).id : undefined;
  return { ok: true, id: typeof id === 'number' ? id : null };
}

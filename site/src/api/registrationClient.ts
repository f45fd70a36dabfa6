/**
 * The site's client for `POST /api/user`. It never throws: every outcome, including a dead network
 * or an unreadable server error, comes back as a typed result so the form can answer it in the
 * visitor's language.
 */
import {
  type ApiErrorCode,
  type FieldErrorCode,
  type RegistrationRequest,
  SESSION_CODES,
  type SessionCode,
  fieldKeysFromWire,
  toWire,
} from '@forum/shared';
import { callApi } from './apiClient';

export { parseRetryAfter } from '@forum/shared/http';

export type RegistrationResult =
  /** `waiting`: the chosen sessions that were full, where the visitor is on the waiting list. */
  /** `pending`: the registration waits for the organisers' review (approval). */
  | { ok: true; id: number | null; waiting: SessionCode[]; pending: boolean }
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
    json: toWire(body),
    statusCodes: REGISTRATION_STATUS_CODES,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  if (!result.ok) {
    const { code, fields, retryAfterSeconds } = result;
    return {
      ok: false,
      code,
      ...(fields ? { fields: fieldKeysFromWire(fields) } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    };
  }
  // A 2xx means the registration is stored, even if its body cannot be read: never report it as
  // a failure, or the visitor's retry would meet 409.
  const answer =
    typeof result.body === 'object' && result.body !== null ? (result.body as Record<string, unknown>) : {};
  const waiting = Array.isArray(answer.waiting) ? answer.waiting : [];
  return {
    ok: true,
    id: typeof answer.id === 'number' ? answer.id : null,
    waiting: SESSION_CODES.filter((code) => waiting.includes(code)),
    pending: answer.status === 'pending',
  };
}

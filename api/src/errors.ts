import type { ApiErrorCode, FieldErrorCode } from '@forum/shared';

/**
 * The one error type the API throws on purpose. The error middleware turns it into
 * `{"error": {"code", "message", "fields"}}` with the message in the client's language.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly options: { fields?: Record<string, FieldErrorCode>; retryAfterSeconds?: number } = {},
  ) {
    super(code);
  }
}

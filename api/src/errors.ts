import type { ApiErrorCode, FieldErrorCode, Locale } from '@forum/shared';

/**
 * The one error type the API throws on purpose. The error middleware turns it into
 * `{"error": {"code", "message", "fields"}}` with the message in the client's language.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly options: {
      fields?: Record<string, FieldErrorCode>;
      retryAfterSeconds?: number;
      /** A message more precise than the code's usual one (an unknown check-in code rather than "Not found."). */
      messages?: Record<Locale, string>;
    } = {},
  ) {
    super(code);
  }
}

import { type FieldErrorCode, type Locale, type ServerErrorCode, errorStatus } from '@forum/shared';

/**
 * The one error type the API throws on purpose. The error middleware turns it into
 * `{"error": {"code", "message", "fields"}}` with the message in the client's language. The HTTP
 * status comes from the code (shared's API_ERRORS, beside its words), so no call site restates it.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ServerErrorCode,
    readonly options: {
      fields?: Record<string, FieldErrorCode>;
      retryAfterSeconds?: number;
      /** A message more precise than the code's usual one (an unknown check-in code rather than "Not found."). */
      messages?: Record<Locale, string>;
      /**
       * Another status than the code's, where the contract gives one: a wrong code while enrolling
       * the authenticator is a 400 (the login's is a 401), the router's 501 reads as method_not_allowed.
       */
      status?: number;
    } = {},
  ) {
    super(code);
    this.status = options.status ?? errorStatus(code);
  }
}

import type { Middleware } from 'koa';
import { type ApiErrorCode, type ApiErrorBody, type Locale, errorMessage } from '@forum/shared';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { loggablePath } from './requestLog';

interface Classified {
  status: number;
  code: ApiErrorCode;
  fields?: ApiErrorBody['error']['fields'];
  retryAfterSeconds?: number;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR']);

// Errors thrown by Koa, the router and the body parser carry an HTTP status (http-errors).
const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'invalid_json',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  501: 'method_not_allowed',
};

function classify(error: unknown): Classified {
  if (error instanceof AppError) return { status: error.status, code: error.code, ...error.options };
  const err = error as { status?: unknown; expose?: unknown; code?: unknown; name?: unknown };
  if (typeof err?.status === 'number' && err.expose !== false) {
    const code = STATUS_CODES[err.status];
    if (code) return { status: err.status === 501 ? 405 : err.status, code };
    if (err.status >= 400 && err.status < 500) return { status: 400, code: 'invalid_json' };
  }
  if ((typeof err?.code === 'string' && CONNECTION_ERRORS.has(err.code)) || err?.name === 'KnexTimeoutError') {
    return { status: 503, code: 'service_unavailable' };
  }
  return { status: 500, code: 'internal_error' };
}

/** Error messages follow the client's Accept-Language; codes are what clients should rely on. */
function preferredLocale(acceptsLanguages: (...langs: string[]) => string | false): Locale {
  return acceptsLanguages('en', 'ko') === 'ko' ? 'ko' : 'en';
}

/**
 * The one place errors become responses. Unexpected errors are logged without their message,
 * because database driver messages can quote the values of the failing query.
 */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api')) throw new AppError(404, 'not_found');
    } catch (error) {
      const classified = classify(error);
      if (classified.status >= 500) {
        const err = error as { name?: string; code?: string; stack?: string };
        log.error({
          msg: 'request failed',
          method: ctx.method,
          path: loggablePath(ctx.path),
          error: err?.name,
          code: err?.code,
          stack: err?.stack?.split('\n').slice(1, 8).join('\n'),
        });
      }
      const locale = preferredLocale(ctx.acceptsLanguages.bind(ctx));
      const body: ApiErrorBody = {
        error: {
          code: classified.code,
          message: errorMessage(classified.code, locale),
          ...(classified.fields ? { fields: classified.fields } : {}),
        },
      };
      ctx.status = classified.status;
      ctx.body = body;
      if (classified.retryAfterSeconds) ctx.set('Retry-After', String(classified.retryAfterSeconds));
      if (classified.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
    }
  };
}

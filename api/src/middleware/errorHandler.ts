import type { Middleware } from 'koa';
import { type ApiErrorCode, type ApiErrorBody, type Locale, type ServerErrorCode, errorMessage } from '@forum/shared';
import { RETRY_AFTER_UNAVAILABLE_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { loggablePath } from './requestLog';

interface Classified {
  status: number;
  code: ApiErrorCode;
  fields?: ApiErrorBody['error']['fields'];
  retryAfterSeconds?: number;
  messages?: Record<Locale, string>;
}

// Statuses set or thrown by Koa, the router and the body parser (http-errors), and their codes.
const STATUS_CODES: Record<number, ServerErrorCode> = {
  400: 'invalid_json',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  501: 'method_not_allowed',
  503: 'service_unavailable',
};

function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

function classify(error: unknown): Classified {
  if (error instanceof AppError) return { ...error.options, status: error.status, code: error.code };
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'service_unavailable' };
  const status = httpStatusOf(error);
  if (status !== undefined) {
    const code = STATUS_CODES[status];
    if (code) return { status, code };
    if (status < 500) return { status: 400, code: 'invalid_json' };
  }
  return { status: 500, code: 'internal_error' };
}

/** Error messages follow the client's Accept-Language; codes are what clients should rely on. */
function preferredLocale(acceptsLanguages: (...langs: string[]) => string | false): Locale {
  return acceptsLanguages('en', 'ko') === 'ko' ? 'ko' : 'en';
}

function logFailure(log: Logger, ctx: { method: string; path: string }, error: unknown, classified: Classified): void {
  const err = error as { name?: string; code?: string; stack?: string } | null;
  if (classified.status === 503) {
    // A dependency is down: one line an operator can count, no stack (it is not a bug).
    log.error({
      msg: 'service unavailable',
      method: ctx.method,
      path: loggablePath(ctx.path),
      error: err?.name,
      code: err?.code,
    });
    return;
  }
  log.error({
    msg: 'request failed',
    method: ctx.method,
    path: loggablePath(ctx.path),
    error: err?.name,
    code: err?.code,
    stack: err?.stack?.split('\n').slice(1, 8).join('\n'),
  });
}

/**
 * The one place errors become responses. Unexpected errors are logged without their message,
 * because database driver messages can quote the values of the failing query. Every 503 carries
 * Retry-After.
 */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // The router answers 405 and 501 by status alone (keeping its Allow header); an unknown
      // path under /api is a 404. All of them get the API's error body.
      if (ctx.body == null && ctx.status >= 400 && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) {
        throw new AppError(STATUS_CODES[ctx.status] ?? 'not_found', { status: ctx.status });
      }
    } catch (error) {
      const classified = classify(error);
      if (classified.status >= 500 && classified.status !== 501) logFailure(log, ctx, error, classified);
      const locale = preferredLocale(ctx.acceptsLanguages.bind(ctx));
      const body: ApiErrorBody = {
        error: {
          code: classified.code,
          message: classified.messages?.[locale] ?? errorMessage(classified.code, locale),
          ...(classified.fields ? { fields: classified.fields } : {}),
        },
      };
      ctx.status = classified.status;
      ctx.body = body;
      const retryAfter =
        classified.retryAfterSeconds ?? (classified.status === 503 ? RETRY_AFTER_UNAVAILABLE_SECONDS : undefined);
      if (retryAfter) ctx.set('Retry-After', String(retryAfter));
      if (classified.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
    }
  };
}

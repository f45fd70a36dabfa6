import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/** A manage-link token in a path is a credential: logs show where it was used, never the token. */
export function loggablePath(path: string): string {
  return path.replace(/(\/registration\/)(?!resend(?:\/|$))[^/]+/, '$1:token');
}

/**
 * One line per request: method, path (never the query string, the body or a manage-link token),
 * status and duration.
 * It runs outside the error handler so the status it records is the one the client received.
 */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log.info({
        msg: 'request',
        method: ctx.method,
        path: loggablePath(ctx.path),
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

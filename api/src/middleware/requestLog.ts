import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/**
 * One line per request: method, path (never the query string or body), status and duration.
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
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/**
 * Whatever follows `/registration/` (or an invitation's `/invite/`, `/invitations/`) in any case
 * (the routes are case-sensitive; a probe is not).
 */
const MANAGE_PATH = /(\/(?:registration|invite|invitations)\/)(?!resend(?:\/|$)|import(?:\/|$)|send(?:\/|$))[^/]+/i;
/**
 * A run of base64url characters as long as a credential (a manage token is 43, a session token
 * longer), wherever it stands: a token pasted into another path, or behind percent-escapes, is
 * masked too. No page or asset name of the site is this long.
 */
const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;

/** A manage-link token in a path is a credential: logs show where it was used, never the token. */
export function loggablePath(path: string): string {
  return path.replace(MANAGE_PATH, '$1:token').replace(TOKEN_LIKE, ':token');
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

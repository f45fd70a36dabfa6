import type { Middleware } from 'koa';
import { AppError } from '../errors';

/** Every method some route of the API or the site answers; the router sorts out which where (405). */
const IMPLEMENTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What a path of the site (or a path nothing routes) answers: its pages, or the not-found page. */
export const SITE_METHODS = 'GET, HEAD';

/**
 * PROPFIND, TRACE, MKCOL and the like are served nowhere: `405` with the path's `Allow` on every
 * path, answered here with the API's error body before any router sees them. Not `501`: a 5xx
 * says the server is at fault, and a scanner's odd methods (2.5 % of fuzzed requests) would hide
 * real faults from whoever watches the 5xx rate. `allowFor` answers the methods a path does serve.
 */
export function rejectUnimplementedMethods(allowFor: (path: string) => string): Middleware {
  return (ctx, next) => {
    if (IMPLEMENTED_METHODS.has(ctx.method)) return next();
    // The error handler keeps headers set before the throw.
    ctx.set('Allow', allowFor(ctx.path));
    throw new AppError('method_not_allowed');
  };
}

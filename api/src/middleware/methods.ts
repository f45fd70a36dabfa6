import type { Middleware } from 'koa';
import { AppError } from '../errors';

/** Every method some route of the API or the site answers; the router sorts out which where (405). */
const IMPLEMENTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * PROPFIND, TRACE, MKCOL and the like are implemented nowhere: 501 on every path, answered here
 * with the API's error body before any router sees them (the router's own 501 is an http-errors
 * 5xx that used to fall through to a 500 and a logged stack trace).
 */
export const rejectUnimplementedMethods: Middleware = (ctx, next) => {
  if (!IMPLEMENTED_METHODS.has(ctx.method)) throw new AppError(501, 'method_not_allowed');
  return next();
};

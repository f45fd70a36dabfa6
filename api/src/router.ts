/**
 * Every router of the API is made here, case-sensitive: the contract's paths (docs/api.md) are written in lower
 * case, and `/api/Registration/<token>` answering like `/api/registration/<token>` gave the manage
 * link spellings that every log mask and proxy rule would have to know. @koa/router takes the
 * option from the router a route is declared on (not from the one it is mounted in), so each
 * feature's router must be made with it; routesAreCaseSensitive.test.ts probes every route.
 */
import Router from '@koa/router';

export function createRouter(options: { prefix?: string } = {}): Router {
  return new Router({ ...options, sensitive: true });
}

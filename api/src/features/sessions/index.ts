/** Sessions' seats as the form and the organisers see them (availability, capacity, overbooking, figures). */
import type Router from '@koa/router';
import type { RequireAdmin } from '../../middleware/requireAdmin';
import { sessionsRouter as routes } from './router';
import { type SessionsServiceDeps, createSessionsService } from './service';

export { type SessionsService, createSessionsService } from './service';

/** The routes over a service built from `deps`. */
export function sessionsRouter(deps: SessionsServiceDeps & { requireAdmin: RequireAdmin }): Router {
  return routes({ service: createSessionsService(deps), requireAdmin: deps.requireAdmin });
}

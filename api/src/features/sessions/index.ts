/** Sessions' seats as the form and the organisers see them (availability, capacity, overbooking, figures). */
import type Router from '@koa/router';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { RequireAdmin } from '../../middleware/requireAdmin';
import { createAccessLog } from '../accessLog';
import { createMailQueue } from '../mail';
import { createRegistrationStore } from '../registrations';
import { createSeats } from '../seats';
import { type OfferExpiryJob, startOfferExpiryJob as startJob } from './offerExpiryJob';
import { sessionsRouter as routes } from './router';
import { type SessionsServiceDeps, createSessionsService } from './service';

export { type SessionsService, createSessionsService } from './service';
export { type OfferExpiryJob, OFFER_EXPIRY_INTERVAL_MS } from './offerExpiryJob';

/** The routes over a service built from `deps`. */
export function sessionsRouter(deps: SessionsServiceDeps & { requireAdmin: RequireAdmin }): Router {
  return routes({ service: createSessionsService(deps), requireAdmin: deps.requireAdmin });
}

/** The job that passes lapsed offers on, over the same service the routes use (server.ts). */
export function startOfferExpiryJob(deps: {
  config: Config;
  db: Database;
  log: Logger;
  onMailQueued: () => void;
  clock?: () => Date;
  intervalMs?: number;
}): OfferExpiryJob {
  const clock = deps.clock ?? (() => new Date());
  const service = createSessionsService({
    store: createRegistrationStore(deps.db),
    seats: createSeats({ offerHours: deps.config.waitlistOfferHours, lock: deps.config.seatLock }),
    mail: createMailQueue(deps.config),
    onMailQueued: deps.onMailQueued,
    accessLog: createAccessLog(deps.db, clock, deps.config.accessLogKey),
    clock,
  });
  return startJob({
    expireOffers: service.expireOffers,
    log: deps.log,
    ...(deps.intervalMs ? { intervalMs: deps.intervalMs } : {}),
  });
}

import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import type { Config } from './config';
import type { Database } from './db/database';
import { createRateLimiter } from './db/rateLimiter';
import { type Lifecycle, RUNNING } from './lifecycle';
import { type Logger, createJsonLogger } from './logger';
import { closeConnectionsWhenDraining } from './middleware/draining';
import { errorHandler } from './middleware/errorHandler';
import { rejectUnimplementedMethods } from './middleware/methods';
import { requestLog } from './middleware/requestLog';
import { corsForConfiguredOrigins, securityHeaders } from './middleware/security';
import { staticSite } from './middleware/staticSite';
import { createAuthRepo } from './features/auth/repo';
import { createLoginThrottle } from './features/auth/loginThrottle';
import { DEFAULT_PASSWORD_COST } from './features/auth/passwords';
import { authRouter, requireAdmin } from './features/auth/router';
import { createAuthService } from './features/auth/service';
import { healthRouter } from './features/health/router';
import { siteInfoRouter } from './features/siteInfo/router';
import { createRegistrationRepo } from './features/registrations/repo';
import { registrationRouter } from './features/registrations/router';
import { createRegistrationService } from './features/registrations/service';

export interface AppDeps {
  config: Config;
  db: Database;
  log?: Logger;
  /** Injected so tests can move time (session expiry, registration window). */
  clock?: () => Date;
  passwordCost?: number;
  /** server.ts passes its own, to drain on SIGTERM; default: never draining. */
  lifecycle?: Lifecycle;
}

const REGISTRATION_WINDOW_SECONDS = 10 * 60;

/** Builds the Koa app; never listens (server.ts does, tests call `app.callback()`). */
export function createApp(deps: AppDeps): Koa {
  const { config, db } = deps;
  const log = deps.log ?? createJsonLogger();
  const clock = deps.clock ?? (() => new Date());
  const lifecycle = deps.lifecycle ?? RUNNING;

  const auth = createAuthService({
    repo: createAuthRepo(db),
    throttle: createLoginThrottle(db),
    clock,
    passwordCost: deps.passwordCost ?? DEFAULT_PASSWORD_COST,
  });
  const registrations = createRegistrationService({
    repo: createRegistrationRepo(db),
    window: { opensAt: config.registrationOpensAt, closesAt: config.registrationClosesAt },
    clock,
  });
  const registrationLimiter =
    config.registrationRateLimit > 0
      ? createRateLimiter(db, {
          keyPrefix: 'registration_ip',
          points: config.registrationRateLimit,
          durationSeconds: REGISTRATION_WINDOW_SECONDS,
        })
      : null;

  const api = new Router({ prefix: '/api' });
  for (const router of [
    healthRouter(db, lifecycle),
    siteInfoRouter(config, clock),
    authRouter(auth),
    registrationRouter({ service: registrations, requireAdmin: requireAdmin(auth), limiter: registrationLimiter }),
  ]) {
    // Without `throw`, the router answers 405 by status with its Allow header; the error handler adds the body.
    api.use(router.routes(), router.allowedMethods());
  }

  const app = new Koa({ proxy: config.trustProxy });
  app.use(closeConnectionsWhenDraining(lifecycle));
  // The request log wraps the error handler so it records the status the client actually got.
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(securityHeaders(config));
  app.use(corsForConfiguredOrigins(config));
  app.use(rejectUnimplementedMethods);
  // Only reads carry bodies worth compressing (the registrant list, the site); skipping the
  // negotiation on writes keeps POST /api/user lean.
  const compressReads = compress();
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? compressReads(ctx, next) : next()));
  app.use(api.routes());
  app.use(api.allowedMethods());
  const site = staticSite(config.siteDist);
  if (site) app.use(site);
  // Koa would print every error itself; the error handler has already answered and logged.
  app.silent = true;
  return app;
}

import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import type { Config } from './config';
import type { Database } from './db/database';
import { createRateLimiter } from './db/rateLimiter';
import { type Logger, createJsonLogger } from './logger';
import { errorHandler } from './middleware/errorHandler';
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
import { registrationRouter } from './features/registrations/router';
import { createRegistrationService } from './features/registrations/service';
import { createRegistrationStore } from './features/registrations/store';
import { createMailQueue } from './features/manage/mailQueue';
import { manageRouter } from './features/manage/router';
import { createManageService } from './features/manage/service';

export interface AppDeps {
  config: Config;
  db: Database;
  log?: Logger;
  /** Injected so tests can move time (session expiry, registration window). */
  clock?: () => Date;
  passwordCost?: number;
  /** Told after a commit that queued mail, so the local sender delivers it at once (server.ts wires the sender's wake). */
  onMailQueued?: () => void;
  /** Benchmark baseline only: store registrations without their confirmation e-mail. */
  withoutConfirmationMail?: boolean;
}

const REGISTRATION_WINDOW_SECONDS = 10 * 60;
/** "Lost your link?": per client address per 10 minutes, and per e-mail address per hour. */
const RESEND_LIMITS = { perClient: { points: 5, durationSeconds: 10 * 60 }, perEmail: { points: 3, durationSeconds: 60 * 60 } };

/** Builds the Koa app; never listens (server.ts does, tests call `app.callback()`). */
export function createApp(deps: AppDeps): Koa {
  const { config, db } = deps;
  const log = deps.log ?? createJsonLogger();
  const clock = deps.clock ?? (() => new Date());

  const auth = createAuthService({
    repo: createAuthRepo(db),
    throttle: createLoginThrottle(db),
    clock,
    passwordCost: deps.passwordCost ?? DEFAULT_PASSWORD_COST,
  });
  const store = createRegistrationStore(db);
  const mail = createMailQueue(config);
  const onMailQueued = deps.onMailQueued ?? (() => {});
  const registrations = createRegistrationService({
    store,
    mail: deps.withoutConfirmationMail ? null : mail,
    onMailQueued,
    window: { opensAt: config.registrationOpensAt, closesAt: config.registrationClosesAt },
    clock,
  });
  const manage = createManageService({ store, mail, onMailQueued, retentionUntil: config.retentionUntil, clock });
  const resendLimits = {
    perClient: createRateLimiter(db, { keyPrefix: 'resend_ip', ...RESEND_LIMITS.perClient }),
    perEmail: createRateLimiter(db, { keyPrefix: 'resend_email', ...RESEND_LIMITS.perEmail }),
  };
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
    healthRouter(db),
    siteInfoRouter(config, clock),
    authRouter(auth),
    registrationRouter({ service: registrations, requireAdmin: requireAdmin(auth), limiter: registrationLimiter }),
    manageRouter({ service: manage, resendLimits }),
  ]) {
    api.use(router.routes(), router.allowedMethods({ throw: true }));
  }

  const app = new Koa({ proxy: config.trustProxy });
  // The request log wraps the error handler so it records the status the client actually got.
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(securityHeaders(config));
  app.use(corsForConfiguredOrigins(config));
  // Only reads carry bodies worth compressing (the registrant list, the site); skipping the
  // negotiation on writes keeps POST /api/user lean.
  const compressReads = compress();
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? compressReads(ctx, next) : next()));
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));
  const site = staticSite(config.siteDist);
  if (site) app.use(site);
  // Koa would print every error itself; the error handler has already answered and logged.
  app.silent = true;
  return app;
}

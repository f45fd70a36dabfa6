import Koa from 'koa';
import type Router from '@koa/router';
import compress from 'koa-compress';
import { createRateLimiter } from './db/rateLimiter';
import { type Lifecycle, RUNNING } from './lifecycle';
import { type Logger, createJsonLogger } from './logger';
import { closeConnectionsWhenDraining } from './middleware/draining';
import { errorHandler } from './middleware/errorHandler';
import { SITE_METHODS, rejectUnimplementedMethods } from './middleware/methods';
import { requestLog } from './middleware/requestLog';
import { createRouter } from './router';
import { corsForConfiguredOrigins, securityHeaders } from './middleware/security';
import { staticSite } from './middleware/staticSite';
import { requireAdminFactory } from './middleware/requireAdmin';
import { accessLogRouter, createAccessLogAdmin } from './features/accessLog';
import { accountsRouter } from './features/accounts';
import { authRouter } from './features/auth';
import { checkinRouter } from './features/checkin';
import { badgesRouter } from './features/badges';
import { purgedTotals, retentionRouter } from './features/retention';
import { healthRouter } from './features/health';
import { siteInfoRouter } from './features/siteInfo';
import { registrationRouter } from './features/registrations';
import { manageRouter } from './features/manage';
import { sessionsRouter } from './features/sessions';
import { messagesRouter } from './features/messages';
import { adminMeetingsRouter, participantMeetingsRouter } from './features/meetings';
import { approvalRouter } from './features/approval';
import { invitationsRouter } from './features/invitations';
import { editionsRouter } from './features/editions';
import { mediaFilesRouter, mediaUploadRouter } from './features/media';
import { setupRouter } from './features/setup';
import { type PreviewLookup, previewPages } from './features/sitePages';
import type { Services } from './services';

export interface AppDeps {
  /** createServices(config, db, clock): the same ones server.ts runs its background jobs on. */
  services: Services;
  log?: Logger;
  /** server.ts passes its own, to drain on SIGTERM; default: never draining. */
  lifecycle?: Lifecycle;
  /** A draft's preview link: its token to the draft it shows; default: the editions feature's preview links. */
  previewLookup?: PreviewLookup;
}

const REGISTRATION_WINDOW_SECONDS = 10 * 60;
/** The methods a path serves, for the `Allow` of a 405: its API routes', or the site's. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
function allowedMethods(api: Router, path: string): string {
  if (path !== '/api' && !path.startsWith('/api/')) return SITE_METHODS;
  const routed = new Set(api.match(path, 'GET').path.flatMap((layer) => layer.methods));
  const methods = METHOD_ORDER.filter((method) => routed.has(method));
  return methods.length > 0 ? methods.join(', ') : SITE_METHODS;
}

/** The API router of each app, so its route table can be read (docs/api.md is checked against it). */
const API_ROUTERS = new WeakMap<Koa, Router>();

export interface ApiRoute {
  method: string;
  path: string;
}

/** Every method and path the app's API answers (HEAD left out: it follows GET). */
export function apiRouteTable(app: Koa): ApiRoute[] {
  const api = API_ROUTERS.get(app);
  if (!api) throw new Error('not an app made by createApp');
  const routes = new Map<string, ApiRoute>();
  for (const layer of api.stack)
    for (const method of layer.methods)
      if (method !== 'HEAD') routes.set(`${method} ${layer.path}`, { method, path: String(layer.path) });
  return [...routes.values()];
}

/** Builds the Koa app; never listens (server.ts does, tests call `app.callback()`). */
export function createApp(deps: AppDeps): Koa {
  const { services } = deps;
  const { config, db, accessLog, allowList, clock, store, seats, waitingList, mail } = services;
  const log = deps.log ?? createJsonLogger();
  const lifecycle = deps.lifecycle ?? RUNNING;
  const requireAdmin = requireAdminFactory(services.auth, allowList, accessLog);
  const registrationLimiter =
    config.registrationRateLimit > 0
      ? createRateLimiter(db, {
          keyPrefix: 'registration_ip',
          points: config.registrationRateLimit,
          durationSeconds: REGISTRATION_WINDOW_SECONDS,
        })
      : null;

  const api = createRouter({ prefix: '/api' });
  for (const router of [
    healthRouter(db, lifecycle),
    siteInfoRouter(config, clock, services.forum),
    authRouter(services.auth, requireAdmin, allowList, accessLog),
    setupRouter(services.setup, allowList, accessLog),
    registrationRouter({ service: services.registrations, requireAdmin, limiter: registrationLimiter }),
    manageRouter({
      service: services.manage,
      resendLimits: services.resendLimits,
      rejoinLimits: services.rejoinLimits,
    }),
    accountsRouter(services.accounts, requireAdmin),
    accessLogRouter({ reads: createAccessLogAdmin(db, accessLog), requireAdmin, clock: services.realClock }),
    retentionRouter((edition) => purgedTotals(db, edition), requireAdmin),
    checkinRouter({ service: services.checkins, walkIns: services.walkIns, requireAdmin }),
    sessionsRouter({
      store,
      seats,
      waitingList,
      mail,
      onMailQueued: services.mailQueued.notify,
      accessLog,
      requireAdmin,
      clock,
    }),
    badgesRouter({ service: services.badges, requireAdmin }),
    messagesRouter({
      service: services.messages,
      requireAdmin,
      onMessageScheduled: services.messageScheduled.notify,
    }),
    participantMeetingsRouter(services.meetings.participants),
    adminMeetingsRouter(services.meetings.organiser, requireAdmin),
    approvalRouter({ service: services.approval, requireAdmin }),
    invitationsRouter({ service: services.invitations, requireAdmin, limits: services.invitationLimits }),
    editionsRouter(services.editions, requireAdmin),
    mediaUploadRouter(services.media, requireAdmin),
  ]) {
    // Without `throw`, the router answers 405 by status with its Allow header; the error handler adds the body.
    api.use(router.routes(), router.allowedMethods());
  }

  // Behind the proxy, only the entry it added (the right-most) is its own observation: anything to
  // the left came from the client and can be forged (maxIpsCount keeps the last one).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  API_ROUTERS.set(app, api);
  app.use(closeConnectionsWhenDraining(lifecycle));
  // The request log wraps the error handler so it records the status the client actually got.
  app.use(requestLog(log));
  app.use(errorHandler(log));
  app.use(securityHeaders(config));
  app.use(corsForConfiguredOrigins(config));
  app.use(rejectUnimplementedMethods((path) => allowedMethods(api, path)));
  // Only reads carry bodies worth compressing (the registrant list, the site); skipping the
  // negotiation on writes keeps POST /api/user lean.
  const compressReads = compress();
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? compressReads(ctx, next) : next()));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(previewPages(services.sitePages, deps.previewLookup ?? ((token) => services.editions.previewFiles(token))));
  // The site's pictures, outside /api: the pages name them at /media/<hash>.<ext>.
  const media = mediaFilesRouter(services.media);
  app.use(media.routes());
  app.use(media.allowedMethods());
  // The public pages as rendered for the current edition (the database's), else the built files.
  const site = staticSite(config.siteDist, services.sitePages);
  if (site) app.use(site);
  // Koa would print every error itself; the error handler has already answered and logged.
  app.silent = true;
  return app;
}

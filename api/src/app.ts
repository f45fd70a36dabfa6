import Koa from 'koa';
import type Router from '@koa/router';
import compress from 'koa-compress';
import type { Config } from './config';
import type { Database } from './db/database';
import { createRateLimiter } from './db/rateLimiter';
import { createRequestLimits } from './middleware/requestLimits';
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
import { accessLogRouter, createAbsentAccessLogForBenchmarks, createAccessLog } from './features/accessLog';
import { accountsRouter, createAccountsRepo, createAccountsService } from './features/accounts';
import { createIpAllowList } from './features/adminAccess';
import {
  DEFAULT_PASSWORD_COST,
  authRouter,
  createAuthRepo,
  createAuthService,
  createLoginThrottle,
} from './features/auth';
import { checkinRouter, createCheckinService, createWalkInService } from './features/checkin';
import { badgesRouter, createBadgeService } from './features/badges';
import { retentionRouter } from './features/retention';
import { healthRouter } from './features/health';
import { siteInfoRouter } from './features/siteInfo';
import { createRegistrationService, createRegistrationStore, registrationRouter } from './features/registrations';
import { createMailQueue } from './features/mail';
import { CHANGE_LIMITS, createManageService, manageRouter } from './features/manage';
import { createSeats, createWaitingList } from './features/seats';
import { sessionsRouter } from './features/sessions';
import { createMessageService, messagesRouter } from './features/messages';
import { adminMeetingsRouter, createMeetingServices, participantMeetingsRouter } from './features/meetings';
import { approvalRouter, createAdmission, createApprovalService } from './features/approval';
import { createInvitationService, invitationsRouter } from './features/invitations';
import { editionsRouter } from './features/editions';

export interface AppDeps {
  config: Config;
  db: Database;
  log?: Logger;
  /** Injected so tests can move time (session expiry, registration window). */
  clock?: () => Date;
  passwordCost?: number;
  /** server.ts passes its own, to drain on SIGTERM; default: never draining. */
  lifecycle?: Lifecycle;
  /**
   * Benchmarks only: run admin actions without writing the access log, to print its cost beside
   * the figures with it. The server never sets this.
   */
  withoutAccessLogForBenchmarks?: boolean;
  /** Told after a commit that queued mail, so the local sender delivers it at once (server.ts wires the sender's wake). */
  onMailQueued?: () => void;
  /** Benchmark baseline only: store registrations without their confirmation e-mail. */
  withoutConfirmationMail?: boolean;
  /** Told when a manager sends a message, so the local dispatcher queues it at once (server.ts wires it). */
  onMessageScheduled?: () => void;
}

/** What the authenticator app shows beside the account: the site's host tells staging from production. */
export function otpIssuer(siteUrl: string): string {
  // No colon: it separates issuer and account in the otpauth:// label.
  return `Investor Forum (${new URL(siteUrl).hostname.replaceAll(':', '')})`;
}

const REGISTRATION_WINDOW_SECONDS = 10 * 60;
/** "Lost your link?": per client address per 10 minutes, and per e-mail address per hour. */
const RESEND_LIMITS = {
  address: { points: 5, durationSeconds: 10 * 60 },
  email: { points: 3, durationSeconds: 60 * 60 },
};

/** Rejoining a waiting list (each may mail): per manage link per 10 minutes, and per client address. */
const REJOIN_LIMITS = {
  token: { points: 5, durationSeconds: 10 * 60 },
  address: { points: 20, durationSeconds: 10 * 60 },
};

/** The methods a path serves, for the `Allow` of a 405: its API routes', or the site's. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
function allowedMethods(api: Router, path: string): string {
  if (path !== '/api' && !path.startsWith('/api/')) return SITE_METHODS;
  const routed = new Set(api.match(path, 'GET').path.flatMap((layer) => layer.methods));
  const methods = METHOD_ORDER.filter((method) => routed.has(method));
  return methods.length > 0 ? methods.join(', ') : SITE_METHODS;
}

/** Builds the Koa app; never listens (server.ts does, tests call `app.callback()`). */
export function createApp(deps: AppDeps): Koa {
  const { config, db } = deps;
  const log = deps.log ?? createJsonLogger();
  const clock = deps.clock ?? (() => new Date());
  const lifecycle = deps.lifecycle ?? RUNNING;

  const passwordCost = deps.passwordCost ?? DEFAULT_PASSWORD_COST;
  const accessLog = deps.withoutAccessLogForBenchmarks
    ? createAbsentAccessLogForBenchmarks(db)
    : createAccessLog(db, clock, config.accessLogKey);
  const allowList = createIpAllowList(config.adminAllowedIps);
  const auth = createAuthService({
    repo: createAuthRepo(db),
    throttle: createLoginThrottle(db),
    accessLog,
    clock,
    passwordCost,
    idleMinutes: config.adminIdleMinutes,
    otpIssuer: otpIssuer(config.siteUrl),
  });
  const requireAdmin = requireAdminFactory(auth, allowList, accessLog);
  const store = createRegistrationStore(db);
  const mail = createMailQueue(config);
  const onMailQueued = deps.onMailQueued ?? (() => {});
  const seats = createSeats({ offerHours: config.waitlistOfferHours, lock: config.seatLock });
  const waitingList = createWaitingList({
    seats,
    db,
    transaction: (work) => store.transaction(work),
    mail,
    onMailQueued,
    clock,
  });
  const meetings = createMeetingServices({
    db,
    store,
    mail,
    accessLog,
    onMailQueued,
    retentionUntil: config.retentionUntil,
    clock,
  });
  // A deleted registrant's meetings are cancelled and the other side told.
  const onRemoving = meetings.participants.registrantRemoved;
  const noticeSettings = {
    siteUrl: config.siteUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    retentionUntil: config.retentionUntil,
  };
  const registrations = createRegistrationService({
    admission: createAdmission(noticeSettings),
    store,
    mail: deps.withoutConfirmationMail ? null : mail,
    onMailQueued,
    accessLog,
    window: { opensAt: config.registrationOpensAt, closesAt: config.registrationClosesAt },
    clock,
    seats,
    onRemoving,
  });
  const checkins = createCheckinService({ db, accessLog, clock });
  const walkIns = createWalkInService({ store, mail, onMailQueued, accessLog, clock, seats });
  const manage = createManageService({
    store,
    mail,
    onMailQueued,
    retentionUntil: config.retentionUntil,
    clock,
    seats,
    waitingList,
    onRemoving,
    changeLimits: createRequestLimits(db, 'registration_change', CHANGE_LIMITS),
  });
  const resendLimits = createRequestLimits(db, 'resend', RESEND_LIMITS);
  const rejoinLimits = createRequestLimits(db, 'rejoin', REJOIN_LIMITS);
  const messages = createMessageService({ db, store, accessLog, settings: config, clock, onMailQueued });
  const approval = createApprovalService({
    db,
    store,
    mail,
    seats,
    accessLog,
    settings: noticeSettings,
    clock,
    onMailQueued,
  });
  const invitations = createInvitationService({ db, accessLog, settings: noticeSettings, clock, onMailQueued });
  const accounts = createAccountsService({ db, repo: createAccountsRepo(db), accessLog, clock, passwordCost });
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
    siteInfoRouter(config, clock),
    authRouter(auth, requireAdmin, allowList, accessLog),
    registrationRouter({ service: registrations, requireAdmin, limiter: registrationLimiter }),
    manageRouter({ service: manage, resendLimits, rejoinLimits }),
    accountsRouter(accounts, requireAdmin),
    accessLogRouter({ db, accessLog, requireAdmin, clock }),
    retentionRouter(db, requireAdmin),
    checkinRouter({ service: checkins, walkIns, requireAdmin }),
    sessionsRouter({ store, seats, waitingList, mail, onMailQueued, accessLog, requireAdmin, clock }),
    badgesRouter({ service: createBadgeService({ db, accessLog }), requireAdmin }),
    messagesRouter({ service: messages, requireAdmin, onMessageScheduled: deps.onMessageScheduled ?? (() => {}) }),
    participantMeetingsRouter(meetings.participants),
    adminMeetingsRouter(meetings.organiser, requireAdmin),
    approvalRouter({ service: approval, requireAdmin }),
    invitationsRouter({ service: invitations, requireAdmin }),
    editionsRouter(db, requireAdmin),
  ]) {
    // Without `throw`, the router answers 405 by status with its Allow header; the error handler adds the body.
    api.use(router.routes(), router.allowedMethods());
  }

  // Behind the proxy, only the entry it added (the right-most) is its own observation: anything to
  // the left came from the client and can be forged (maxIpsCount keeps the last one).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
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
  const site = staticSite(config.siteDist);
  if (site) app.use(site);
  // Koa would print every error itself; the error handler has already answered and logged.
  app.silent = true;
  return app;
}

/**
 * The one place that builds the API's services (so no test or process ever holds a second copy of one): the registrant store, the seats
 * and waiting list, the mail queue, the access log and every feature service on them. app.ts
 * serves requests with them and server.ts runs its background jobs on the same ones, so a job never
 * holds a second store, a second seat owner or an access log with another clock.
 *
 * `variants` is for tests and benchmarks only (the harness in testing/ and api/bench pass it):
 * production calls `createServices(config, db, clock)` and gets the real parts.
 */
import { EDITION, type Edition } from '@forum/shared';
import type { Config } from './config';
import { createForumTime } from './forumTime';
import type { Database } from './db/database';
import type { EditionScope } from './db/editionScope';
import { createRequestLimits } from './middleware/requestLimits';
import { type AccessLog, createAccessLog } from './features/accessLog';
import { createAccountsService } from './features/accounts';
import { createIpAllowList } from './features/adminAccess';
import { DEFAULT_PASSWORD_COST, createAuthService, createLoginThrottle } from './features/auth';
import { createCheckinService, createWalkInService } from './features/checkin';
import { createBadgeService } from './features/badges';
import { createRegistrationService, createRegistrationStore } from './features/registrations';
import { createMailQueue } from './features/mail';
import { CHANGE_LIMITS, createManageService } from './features/manage';
import { createSeats, createWaitingList } from './features/seats';
import { createMessageService } from './features/messages';
import { createMeetingServices } from './features/meetings';
import { createAdmission, createApprovalService } from './features/approval';
import { createMediaService } from './features/media';
import { createEditionService } from './features/editions';
import {
  INVITATION_DECLINE_LIMITS,
  INVITATION_VIEW_LIMITS,
  createInvitationService,
  suppressionKeyFrom,
} from './features/invitations';
import { createSetupService } from './features/setup';
import { createSitePagesService, loadSiteRenderer } from './features/sitePages';

/** What tests and benchmarks may swap; production passes none of it. */
export interface ServiceVariants {
  /** The bcrypt cost of new passwords; tests use the lowest. */
  passwordCost?: number;
  /** Benchmarks: an access log that writes nothing, to print its cost beside the figures with it. */
  accessLog?: AccessLog;
  /** Benchmark baseline: `false` stores registrations without their confirmation e-mail. */
  confirmationMail?: boolean;
}

/**
 * A wake-up told after a commit: the mail queued or the message scheduled is picked up at once
 * by whoever listens (server.ts wires the mail sender and the messages job to it).
 */
export interface Signal {
  notify(): void;
  listen(listener: () => void): void;
}

function createSignal(): Signal {
  const listeners: Array<() => void> = [];
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    listen: (listener) => {
      listeners.push(listener);
    },
  };
}

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

export type Services = ReturnType<typeof createServices>;

/**
 * `currentEdition`: the edition the forum's rules read (default: the shipped current one), asked
 * for at each use; every repository scopes to its year.
 */
export function createServices(
  config: Config,
  db: Database,
  clock: () => Date,
  variants: ServiceVariants = {},
  currentEdition: () => Edition = () => EDITION,
) {
  const forum = createForumTime(currentEdition, clock, config.forumClock);
  // The one scope of every repository: asked at each call, so a publish moves them all at once.
  const editionYear: EditionScope = () => currentEdition().year;
  const mailQueued = createSignal();
  const messageScheduled = createSignal();
  const onMailQueued = mailQueued.notify;
  const passwordCost = variants.passwordCost ?? DEFAULT_PASSWORD_COST;
  // What staff do, and their sessions, run on the real time whatever FORUM_CLOCK says: the access
  // log records when a person's data was really touched, the admin's browser judges a session's
  // expiry and an authenticator app shows its codes by the real time.
  const realClock = config.forumClock ? () => new Date() : clock;
  const accessLog = variants.accessLog ?? createAccessLog(db, realClock, config.accessLogKey);
  const allowList = createIpAllowList(config.adminAllowedIps);
  const auth = createAuthService({
    db,
    throttle: createLoginThrottle(db),
    accessLog,
    clock: realClock,
    passwordCost,
    idleMinutes: config.adminIdleMinutes,
    otpIssuer: otpIssuer(config.siteUrl),
    forumState: forum.state,
  });
  const store = createRegistrationStore(db, editionYear);
  const mail = createMailQueue(config);
  // The public pages, rendered from the site's bundle for the current edition and kept in the database.
  const sitePages = createSitePagesService({ db, renderer: loadSiteRenderer(config.siteDist, config.siteUrl), clock });
  const seats = createSeats({ offerHours: config.waitlistOfferHours, lock: config.seatLock, edition: editionYear });
  const waitingList = createWaitingList({
    seats,
    db,
    transaction: (work) => store.transaction(work),
    mail,
    onMailQueued,
    clock,
    edition: editionYear,
  });
  const meetings = createMeetingServices({
    db,
    store,
    mail,
    accessLog,
    onMailQueued,
    get retentionUntil() {
      return config.retentionUntil;
    },
    clock,
  });
  // A deleted registrant's meetings are cancelled and the other side told.
  const onRemoving = meetings.participants.registrantRemoved;
  const registrations = createRegistrationService({
    admission: createAdmission(),
    store,
    mail: variants.confirmationMail === false ? null : mail,
    onMailQueued,
    accessLog,
    window: {
      get opensAt() {
        return config.registrationOpensAt;
      },
      get closesAt() {
        return config.registrationClosesAt;
      },
    },
    clock,
    seats,
    onRemoving,
    assertNotEnded: forum.assertNotEnded,
  });
  const manage = createManageService({
    store,
    mail,
    onMailQueued,
    get retentionUntil() {
      return config.retentionUntil;
    },
    clock,
    seats,
    waitingList,
    onRemoving,
    changeLimits: createRequestLimits(db, 'registration_change', CHANGE_LIMITS),
  });
  return {
    config,
    db,
    clock,
    realClock,
    /** The current edition's life on this clock: ended, forum days. */
    forum,
    /** Told after a commit that queued mail. */
    mailQueued,
    /** Told when a manager sends a message. */
    messageScheduled,
    accessLog,
    allowList,
    auth,
    store,
    mail,
    seats,
    waitingList,
    meetings,
    registrations,
    manage,
    resendLimits: createRequestLimits(db, 'resend', RESEND_LIMITS),
    rejoinLimits: createRequestLimits(db, 'rejoin', REJOIN_LIMITS),
    checkins: createCheckinService({
      db,
      accessLog,
      clock,
      assertForumDay: forum.assertForumDay,
      edition: editionYear,
    }),
    walkIns: createWalkInService({
      store,
      mail,
      onMailQueued,
      accessLog,
      clock,
      seats,
      assertForumDay: forum.assertForumDay,
    }),
    messages: createMessageService({ db, store, accessLog, settings: config, clock, onMailQueued }),
    approval: createApprovalService({
      db,
      store,
      mail,
      seats,
      accessLog,
      clock,
      onMailQueued,
    }),
    invitations: createInvitationService({
      db,
      accessLog,
      // The config itself: its contact and retention date follow the published edition.
      settings: config,
      clock,
      onMailQueued,
      suppressionKey: suppressionKeyFrom(config.accessLogKey),
      edition: editionYear,
    }),
    invitationLimits: {
      view: createRequestLimits(db, 'invitation_view', INVITATION_VIEW_LIMITS),
      decline: createRequestLimits(db, 'invitation_decline', INVITATION_DECLINE_LIMITS),
    },
    accounts: createAccountsService({ db, accessLog, clock: realClock, passwordCost }),
    setup: createSetupService({
      db,
      accessLog,
      clock: realClock,
      passwordCost,
      otpIssuer: otpIssuer(config.siteUrl),
    }),
    badges: createBadgeService({ db, accessLog, edition: editionYear }),
    media: createMediaService(db, accessLog, clock),
    editions: createEditionService({
      db,
      accessLog,
      clock,
      siteUrl: config.siteUrl,
      // The published edition's pages, rendered once and kept for every process.
      onPublished: (files) => sitePages.renderAndStore(files),
    }),
    sitePages,
  };
}

/** What the authenticator app shows beside the account: the site's host tells staging from production. */
export function otpIssuer(siteUrl: string): string {
  // No colon: it separates issuer and account in the otpauth:// label.
  return `Investor Forum (${new URL(siteUrl).hostname.replaceAll(':', '')})`;
}

/**
 * Runs the real app on a real port over a test database, so every test goes through HTTP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EDITION, type Edition } from '@forum/shared';
import { type Config, loadConfig } from '../config';
import { type Clock, runningClockFrom } from '../forumClock';
import type { Database } from '../db/database';
import type { EditionScope } from '../db/editionScope';
import { type AppDeps, createApp } from '../app';
import { type ServiceVariants, type Services, createServices } from '../services';
import type { Logger } from '../logger';
import { TEST_ACCESS_LOG_KEY_TEXT } from './testAccessLogKey';
import { type MailSender, type MailSenderOptions, startMailSender } from '../features/mail';
import { type MessageDispatcher, startMessagesJob } from '../features/messages';

/** The lowest bcrypt cost: the suite checks behaviour, not hashing strength. */
export const TEST_PASSWORD_COST = 4;

export interface TestServer {
  url: string;
  /** The app's clock (the injected one, or forumDayClock's). */
  now(): Date;
  /** The time staff sessions, one-time passwords and the access log run on: the real time on FORUM_CLOCK, else `now()`. */
  staffNow(): Date;
  /** Every log line the app wrote, as JSON text (unless a `log` was passed in). */
  logs: string[];
  /** fetch() against the server; JSON bodies are sent as JSON. */
  request(
    path: string,
    init?: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The sender started with `mailSender`, or null. */
  mailSender: MailSender | null;
  /** The messages job started with `messages`, or null. */
  messages: MessageDispatcher | null;
  /**
   * Resolves once the messages job (when started) has no message due and the sender (when started)
   * has no mail due: what could go out has gone. A test awaits it, rather than a fixed sleep, before
   * asserting that nothing more arrived.
   */
  settled(): Promise<void>;
  /** The services the app serves with (createServices), for a test that runs a background job on them. */
  services: Services;
  /**
   * Lets the next login of `email` use a code of a step already used (see loginAdmin): the server
   * refuses a one-time password the second time, and tests log in more often than every 30 s.
   */
  forgetOtpUse(email: string): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  /** The environment the configuration is read from before `config` applies; default: no site, no rate limit. */
  env?: NodeJS.ProcessEnv;
  clock?: () => Date;
  passwordCost?: number;
  /** Default: collected into `logs`. */
  log?: Logger;
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  host?: string;
  /**
   * Parts swapped for a test or a benchmark (an access log that writes nothing, registrations
   * without their confirmation mail); the server never swaps them.
   */
  variants?: Omit<ServiceVariants, 'passwordCost'>;
  /**
   * Runs a mail sender beside the app, as server.ts does (over `config.mail`: set `smtpUrl` to a
   * test SMTP server's url). Default: none, so queued mail simply stays in the outbox.
   */
  mailSender?:
    | boolean
    | Partial<
        Pick<
          MailSenderOptions,
          'pollIntervalMs' | 'batchSize' | 'concurrency' | 'leaseMs' | 'clock' | 'timers' | 'stopGraceMs'
        >
      >;
  /** Shorthand for `config.mail.smtpUrl`: deliver to this (test) SMTP server. */
  smtpUrl?: string;
  /** A draft preview link's lookup (createApp's previewLookup). Default: none. */
  previewLookup?: AppDeps['previewLookup'];
  /** Runs the messages job beside the app (on the server's clock), as server.ts does. Default: none. */
  messages?: boolean | { pollIntervalMs?: number };
}

export { TEST_ACCESS_LOG_KEY, TEST_ACCESS_LOG_KEY_TEXT } from './testAccessLogKey';

/**
 * The scope the harness's services give their repositories (createServices' default edition):
 * for a test or a bench that reads the seat tables itself, as the server it started does.
 */
export const currentEditionYear: EditionScope = () => EDITION.year;

/** Tests never write .eml files into the repository's data/ folder. */
const TEST_MAIL_DIR = path.join(os.tmpdir(), `forum-test-mail-${process.pid}`);

/**
 * The harness's time unless a test brings its own clock: the current edition's first forum day at
 * 08:00 Korea time, running on. The real date may be after the forum (an ended forum refuses
 * registrations and closes its desk), so a test forum is in session unless a test says otherwise.
 */
export function forumDayClock(edition: Edition = EDITION, koreaTime = '08:00'): Clock {
  return runningClockFrom(forumDayStart(edition, koreaTime));
}

function forumDayStart(edition: Edition = EDITION, koreaTime = '08:00'): Date {
  return new Date(`${edition.days[1]}T${koreaTime}:00+09:00`);
}

/**
 * `config` with `changes` over it, keeping the rest as loadConfig made it: what follows the
 * published edition (the contact, the retention date, the window) stays live unless a test sets it.
 */
function withConfig(config: Config, changes: Partial<Config>): Config {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(config)) as Config;
  for (const [key, value] of Object.entries(changes))
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export function testConfig(overrides: Partial<Config> = {}, env?: NodeJS.ProcessEnv): Config {
  const base = env
    ? loadConfig({ ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT, ...env })
    : withConfig(loadConfig({ SITE_DIST: 'does-not-exist', ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT }), {
        registrationRateLimit: 0,
      });
  const mail = env?.MAIL_DIR ? base.mail : { ...base.mail, dir: TEST_MAIL_DIR };
  return withConfig(base, { mail, ...overrides });
}

export async function startTestServer(db: Database, options: TestServerOptions = {}): Promise<TestServer> {
  const logs: string[] = [];
  const log: Logger = options.log ?? {
    info: (fields) => logs.push(JSON.stringify(fields)),
    error: (fields) => logs.push(JSON.stringify(fields)),
  };
  // Without a clock of its own the server runs as on FORUM_CLOCK at a forum day's morning: one-time
  // passwords then follow the real time, as a real start on FORUM_CLOCK checks them.
  const defaultStart = options.clock ? null : forumDayStart();
  const configured = testConfig(
    defaultStart ? { forumClock: defaultStart, ...options.config } : options.config,
    options.env,
  );
  const config = options.smtpUrl
    ? withConfig(configured, { mail: { ...configured.mail, smtpUrl: options.smtpUrl } })
    : configured;
  const clock = options.clock ?? (defaultStart ? runningClockFrom(defaultStart) : forumDayClock());
  const services = createServices(config, db, clock, {
    ...options.variants,
    passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
  });
  const mailSender = options.mailSender
    ? startMailSender({ config, db, log, clock, ...(typeof options.mailSender === 'object' ? options.mailSender : {}) })
    : null;
  if (mailSender) services.mailQueued.listen(mailSender.wake);
  const messages = options.messages
    ? startMessagesJob({
        service: services.messages,
        log,
        pollIntervalMs: typeof options.messages === 'object' ? (options.messages.pollIntervalMs ?? 200) : 200,
      })
    : null;
  if (messages) services.messageScheduled.listen(messages.wake);
  const app = createApp({ services, log, ...(options.previewLookup ? { previewLookup: options.previewLookup } : {}) });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    now: clock,
    staffNow: () => (config.forumClock ? new Date() : clock()),
    logs,
    request: (path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers };
      let body = init.body;
      if (init.json !== undefined) {
        headers['Content-Type'] ??= 'application/json';
        body = JSON.stringify(init.json);
      }
      return fetch(url + path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
    },
    mailSender,
    messages,
    settled: async () => {
      await messages?.idle();
      await mailSender?.idle();
    },
    services,
    forgetOtpUse: async (email) => {
      await db('admins').where({ email }).update({ otp_last_step: null });
    },
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      });
      await messages?.stop();
      await mailSender?.stop();
    },
  };
}

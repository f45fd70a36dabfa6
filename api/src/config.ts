/**
 * Every setting the API reads from the environment, parsed and checked once at start-up. The rest
 * of the code receives a `Config` and never touches `process.env`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { type SiteSettings, SiteSettingsError, readSiteSettings } from '@forum/shared/site-settings';
import { DEFAULT_ADMIN_IDLE_MINUTES, EDITION } from '@forum/shared';
import { parseCidrList } from './cidrList';
import { type AccessLogKey, parseAccessLogKey, readOrCreateKeyFile } from './accessLogKey';

// Set to true by the production build (api/scripts/build.ts); absent under tsx (`npm start`, tests).
declare const __FORUM_PRODUCTION_BUILD__: boolean | undefined;

/**
 * Production mode: the compiled server and tools (`npm run start:prod`, api/dist/*.js), or
 * NODE_ENV=production (set by deploy/systemd). There, secrets must be given; the embedded default
 * (`npm start`) makes what it lacks under data/ instead.
 */
export const PRODUCTION_BUILD = typeof __FORUM_PRODUCTION_BUILD__ !== 'undefined' && __FORUM_PRODUCTION_BUILD__;

// Two levels up from this file, and from the production bundles in api/dist/ (build.ts keeps them
// flat there so this holds for both).
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type DatabaseConfig = { client: 'mysql'; url: string } | { client: 'sqlite'; filename: string };

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; null writes each message to `dir` as an .eml file instead. */
  smtpUrl: string | null;
  /** The sender: `noreply@forum.example` or `Forum <noreply@forum.example>`. */
  from: { address: string; name: string | null };
  replyTo: string | null;
  /** Where messages are written without SMTP_URL (default data/mail). */
  dir: string;
  /** MAIL_RATE_PER_MINUTE: a message to a group is paced at most this fast (default 300). */
  ratePerMinute: number;
}

export interface Config {
  port: number;
  host: string;
  /**
   * KEEP_ALIVE_TIMEOUT_SECONDS: how long an idle kept-alive connection stays open (default 5). Keep it
   * longer than the proxy's upstream `keepalive_timeout` (deploy/nginx: 4 s), so the proxy closes first.
   */
  keepAliveTimeoutMs: number;
  database: DatabaseConfig;
  corsOrigins: string[];
  siteUrl: string;
  trustProxy: boolean;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  /** Registrations per client address per 10 minutes; 0 turns the limit off. */
  registrationRateLimit: number;
  contactEmail: string;
  contactPhone: string;
  /** `YYYY-MM-DD`, the last day personal data is kept (the consent notice's promise). */
  retentionUntil: string;
  /** Built site served in single-process mode when it exists. */
  siteDist: string;
  /** Apply pending migrations on start (the default); off where a release step runs them once. */
  migrateOnStart: boolean;
  /** A session unused this long ends (`401 session_idle`); the six-hour limit stays. */
  adminIdleMinutes: number;
  /** CIDR ranges admin calls (login included) may come from; empty: any address. */
  adminAllowedIps: string[];
  /** Access-log rows younger than this are never deleted (the Standard: 1 year, 2 above 50,000 people). */
  accessLogRetentionDays: number;
  /** ACCESS_LOG_KEY (or, outside production, data/access-log.key): the access-log chain's HMAC key. */
  accessLogKey: AccessLogKey;
  mail: MailConfig;
  /** WAITLIST_OFFER_HOURS: how long a seat offered from the waiting list is held (decimals allowed). */
  waitlistOfferHours: number;
  /**
   * Always true but in the seat race test (SEAT_LOCK_OFF_FOR_TESTS=1, refused in production), which
   * shows that registrations oversell a session without the lock on its row.
   */
  seatLock: boolean;
  /**
   * FORUM_CLOCK: for tests and rehearsals, the instant the server's clock starts at (it runs on
   * from there); null: the real time. Said loudly at start and in the admin's bar.
   */
  forumClock: Date | null;
}

/** The Standard's floor for access records: one year. */
export const MIN_ACCESS_LOG_RETENTION_DAYS = 365;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO-8601 date-time, e.g. 2025-09-21T23:59:59+09:00' });
      return z.NEVER;
    }
    return date;
  });

function editionWindowDate(value: string | null): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new ConfigError(`Invalid edition file: registrationWindow date '${value}' is not ISO-8601`);
  return date;
}

/** An instant written with its offset (`Z` or `+09:00`), so it means one moment wherever it is read. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const forumClock = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(value);
    if (!ISO_WITH_OFFSET.test(value) || Number.isNaN(date.getTime())) {
      ctx.addIssue({
        code: 'custom',
        message: `'${value}' is not an ISO-8601 date-time with its offset, e.g. 2025-09-24T10:00:00+09:00`,
      });
      return z.NEVER;
    }
    return date;
  });

const booleanFlag = z
  .enum(['', '0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Like booleanFlag, but unset (or empty) means true. */
const booleanFlagDefaultTrue = z
  .enum(['', '0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be true or false' })
  .optional()
  .transform((value) => !(value === '0' || value === 'false' || value === 'no'));
/** `NAME=` in an env file means the default, as for the variables parsed in shared. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().trim().optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://example.com` });
        }
      }
      return origins;
    }),
  TRUST_PROXY: booleanFlag,
  REGISTRATION_OPENS_AT: optionalDate,
  REGISTRATION_CLOSES_AT: optionalDate,
  REGISTRATION_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(20),
  SITE_DIST: z.string().trim().optional(),
  MIGRATE_ON_START: booleanFlagDefaultTrue,
  ADMIN_IDLE_MINUTES: blankAsUnset(
    z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .int({ error: 'must be a whole number of minutes' })
      .min(1, { error: 'must be between 1 and 360 minutes' })
      .max(360, { error: 'must be between 1 and 360 minutes' })
      .default(DEFAULT_ADMIN_IDLE_MINUTES),
  ),
  ADMIN_ALLOWED_IPS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseCidrList(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  ACCESS_LOG_RETENTION_DAYS: blankAsUnset(
    z.coerce
      .number({ error: 'must be a whole number of days' })
      .int({ error: 'must be a whole number of days' })
      .min(MIN_ACCESS_LOG_RETENTION_DAYS, {
        error: 'must be at least 365 days (the Standard keeps access records one year at least)',
      })
      .default(730),
  ),
  ACCESS_LOG_KEY: z.string().optional(),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      let url: URL | null = null;
      try {
        url = new URL(value);
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
        // Never echo the value: it holds the SMTP password.
        ctx.addIssue({
          code: 'custom',
          message: 'must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
        });
        return z.NEVER;
      }
      return value;
    }),
  MAIL_FROM: z.string().trim().optional(),
  MAIL_REPLY_TO: z.string().trim().optional(),
  MAIL_DIR: z.string().trim().optional(),
  WAITLIST_OFFER_HOURS: blankAsUnset(
    z.coerce
      .number({ error: 'must be a number of hours, e.g. 24 or 0.5' })
      .positive({ error: 'must be more than 0 hours' })
      .max(24 * 60, { error: 'must be at most 1440 hours' })
      .default(24),
  ),
  SEAT_LOCK_OFF_FOR_TESTS: booleanFlag,
  FORUM_CLOCK: forumClock,
  KEEP_ALIVE_TIMEOUT_SECONDS: blankAsUnset(
    z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int({ error: 'must be a whole number of seconds' })
      .min(1, { error: 'must be at least 1 second' })
      .max(600, { error: 'must be at most 600 seconds' })
      .default(5),
  ),
  MAIL_RATE_PER_MINUTE: blankAsUnset(
    z.coerce
      .number({ error: 'must be a whole number of messages per minute' })
      .int({ error: 'must be a whole number of messages per minute' })
      .min(1, { error: 'must be at least 1 message per minute' })
      .default(300),
  ),
});

/** One mailbox, `a@b.c` or `Name <a@b.c>`; null when the text is not exactly that. */
export function parseMailbox(text: string): { address: string; name: string | null } | null {
  const parsed = addressparser(text);
  const [first] = parsed;
  if (parsed.length !== 1 || !first || first.group || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(first.address)) return null;
  return { address: first.address, name: first.name || null };
}

function parseDatabaseUrl(url: string | undefined): DatabaseConfig {
  if (!url) return { client: 'sqlite', filename: path.join(REPO_ROOT, 'data', 'forum.sqlite') };
  if (/^(mysql|mariadb):\/\//.test(url)) return { client: 'mysql', url };
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!filename) throw new ConfigError('DATABASE_URL: sqlite: needs a file name, e.g. sqlite:data/forum.sqlite');
    return { client: 'sqlite', filename: filename === ':memory:' ? filename : path.resolve(REPO_ROOT, filename) };
  }
  throw new ConfigError('DATABASE_URL: must start with mysql:// (or mariadb://) or sqlite:');
}

/** SITE_URL and the contact details: parsed by the same shared code as the site's build. */
function siteSettings(env: NodeJS.ProcessEnv): { settings: SiteSettings | null; problems: string[] } {
  try {
    // The current edition is the published one in the database (already read at start), never the environment's.
    return { settings: readSiteSettings(env), problems: [] };
  } catch (error) {
    if (error instanceof SiteSettingsError) return { settings: null, problems: [error.message] };
    throw error;
  }
}

export interface LoadConfigOptions {
  /** Default: PRODUCTION_BUILD or NODE_ENV=production. */
  production?: boolean;
  /** Where the embedded default keeps its access-log key (default data/access-log.key). */
  accessLogKeyFile?: string;
}

/** The access-log key: ACCESS_LOG_KEY, required in production, else the one kept under data/. */
function accessLogKey(value: string | undefined, production: boolean, keyFile: string): AccessLogKey | string {
  if (value !== undefined && value.trim() !== '') {
    const parsed = parseAccessLogKey(value);
    return Buffer.isBuffer(parsed) ? parsed : `ACCESS_LOG_KEY: ${parsed.problem}`;
  }
  if (production)
    return 'ACCESS_LOG_KEY: required in production (32+ random bytes, e.g. `openssl rand -base64 48`); keep it outside the database and its backups';
  return readOrCreateKeyFile(keyFile);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  const site = siteSettings(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...site.problems,
  ];
  if (!parsed.success || !site.settings) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = options.production ?? (PRODUCTION_BUILD || env.NODE_ENV === 'production');
  const key = accessLogKey(
    e.ACCESS_LOG_KEY,
    production,
    options.accessLogKeyFile ?? path.join(REPO_ROOT, 'data', 'access-log.key'),
  );
  if (typeof key === 'string') throw new ConfigError(`Invalid configuration:\n  ${key}`);
  if (production && e.SEAT_LOCK_OFF_FOR_TESTS)
    throw new ConfigError('Invalid configuration:\n  SEAT_LOCK_OFF_FOR_TESTS: a test switch, never set in production');
  // Without MAIL_FROM the organisers' contact address sends (fine for .eml files and a local relay).
  const from = parseMailbox(e.MAIL_FROM || site.settings.contactEmail);
  if (!from)
    throw new ConfigError(
      `Invalid configuration:\n  MAIL_FROM: must be an address like noreply@forum.example or "Forum <noreply@forum.example>"`,
    );
  const replyTo = e.MAIL_REPLY_TO ? parseMailbox(e.MAIL_REPLY_TO) : null;
  if (e.MAIL_REPLY_TO && !replyTo)
    throw new ConfigError('Invalid configuration:\n  MAIL_REPLY_TO: must be one e-mail address');
  // Unset means the edition file's default window (open from the start, never closing, unless it says otherwise).
  const registrationOpensAt = e.REGISTRATION_OPENS_AT ?? editionWindowDate(EDITION.registrationWindow.opensAt);
  const registrationClosesAt = e.REGISTRATION_CLOSES_AT ?? editionWindowDate(EDITION.registrationWindow.closesAt);
  if (registrationOpensAt && registrationClosesAt && registrationOpensAt >= registrationClosesAt) {
    throw new ConfigError('Invalid configuration:\n  REGISTRATION_OPENS_AT must be before REGISTRATION_CLOSES_AT');
  }
  const config: Config = {
    port: e.PORT,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    host: e.HOST,
    database: parseDatabaseUrl(e.DATABASE_URL),
    corsOrigins: e.CORS_ORIGINS,
    siteUrl: site.settings.siteUrl,
    trustProxy: e.TRUST_PROXY,
    registrationOpensAt,
    registrationClosesAt,
    registrationRateLimit: e.REGISTRATION_RATE_LIMIT,
    contactEmail: site.settings.contactEmail,
    contactPhone: site.settings.contactPhone,
    retentionUntil: site.settings.retentionUntil,
    siteDist: e.SITE_DIST ? path.resolve(REPO_ROOT, e.SITE_DIST) : path.join(REPO_ROOT, 'site', 'dist'),
    migrateOnStart: e.MIGRATE_ON_START,
    adminIdleMinutes: e.ADMIN_IDLE_MINUTES,
    adminAllowedIps: e.ADMIN_ALLOWED_IPS,
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    accessLogKey: key,
    mail: {
      smtpUrl: e.SMTP_URL,
      from,
      replyTo: replyTo ? replyTo.address : null,
      dir: e.MAIL_DIR ? path.resolve(REPO_ROOT, e.MAIL_DIR) : path.join(REPO_ROOT, 'data', 'mail'),
      ratePerMinute: e.MAIL_RATE_PER_MINUTE,
    },
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    seatLock: !e.SEAT_LOCK_OFF_FOR_TESTS,
    forumClock: e.FORUM_CLOCK,
  };
  return followingTheEdition(config, {
    contactEmail: env.CONTACT_EMAIL?.trim() || null,
    contactPhone: env.CONTACT_PHONE?.trim() || null,
    opensAt: e.REGISTRATION_OPENS_AT,
    closesAt: e.REGISTRATION_CLOSES_AT,
  });
}

/**
 * What comes from the current edition unless a variable says otherwise (the contact, the retention
 * date its consent notice promises, the registration window) is read from the edition at each use,
 * not copied at start: a publish in the admin changes the current edition while the server runs,
 * and a 2026 registrant's mail must promise 2026's retention date, and the purge must keep 2026's
 * records until it, without a restart. Spreading the config takes the values of that moment.
 */
function followingTheEdition(
  config: Config,
  set: { contactEmail: string | null; contactPhone: string | null; opensAt?: Date | null; closesAt?: Date | null },
): Config {
  const live = (get: () => unknown) => ({ get, enumerable: true, configurable: true });
  return Object.defineProperties(config, {
    contactEmail: live(() => set.contactEmail ?? EDITION.contact.email),
    contactPhone: live(() => set.contactPhone ?? EDITION.contact.phone),
    // RETENTION_UNTIL may only repeat the edition's date (siteSettings refuses another).
    retentionUntil: live(() => EDITION.retentionUntil),
    registrationOpensAt: live(() => set.opensAt ?? editionWindowDate(EDITION.registrationWindow.opensAt)),
    registrationClosesAt: live(() => set.closesAt ?? editionWindowDate(EDITION.registrationWindow.closesAt)),
  });
}

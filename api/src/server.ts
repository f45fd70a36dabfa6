import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { pendingMigrations } from './db/migrate';
import { createApp } from './app';
import { type BackgroundJob, createLifecycle } from './lifecycle';
import { type Logger, createJsonLogger } from './logger';
import { type SetupService } from './features/setup';
import { SHUTDOWN_LIMIT_MS, drainAndStop } from './shutdown';
import { createServices } from './services';
import { forumClockNotice, forumClockOf } from './forumClock';
import { AccessLogRefusedError, prepareAccessLog } from './features/accessLog';
import { startRetentionJob } from './features/retention';
import { startMailSender } from './features/mail';
import { startMessagesJob } from './features/messages';
import { startOfferExpiryJob } from './features/seats';
import { EDITION, EDITION_PROGRAMME, EDITION_SITE } from '@forum/shared';
import { EditionStartError, startCurrentEdition, watchCurrentEdition } from './features/editions';

/**
 * While no admin account exists: a new first-run setup address on each start. The code goes to
 * stderr as a plain line for whoever started the server, never into the JSON log a collector keeps.
 */
async function printSetupAddress(setup: SetupService, siteUrl: string, log: Logger): Promise<void> {
  try {
    const issued = await setup.issueIfNeeded();
    if (!issued) return;
    log.info({ msg: 'first-run setup address issued (no admin account yet)', expiresAt: issued.expiresAt });
    const address = new URL(`/admin/setup#${issued.code}`, siteUrl).toString();
    process.stderr.write(
      `investor-forum: no administrator yet: open ${address} to create the first manager (valid for 1 hour, once; or run npm run admin:create)\n`,
    );
  } catch (error) {
    log.error({ msg: 'could not issue a first-run setup address', error: String(error) });
  }
}

async function main(): Promise<void> {
  const log = createJsonLogger();
  let config = loadConfig();
  const db = createDatabase(config.database);
  if (!config.migrateOnStart) {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      throw new ConfigError(
        `The database lacks migrations ${pending.join(', ')}: run the release's migrate step first (MIGRATE_ON_START is off)`,
      );
    }
  }
  // Migrates (nothing is pending when MIGRATE_ON_START is off), seals an upgraded access log, and
  // refuses to start with another ACCESS_LOG_KEY than the log's: one log never mixes two keys.
  const { applied, problem } = await prepareAccessLog(db, config.accessLogKey);
  if (applied.length > 0) log.info({ msg: 'migrations applied', migrations: applied });
  // A head changed without the key: the site still serves, every admin action refuses to write.
  if (problem) log.error({ msg: 'access log cannot be written', field: problem.field, problem: problem.problem });
  // The published edition becomes the product's (a database without editions is seeded from the
  // shipped file); an invalid one stops the start here, naming each problem.
  const { addedSessions, seeded, year } = await startCurrentEdition(db);
  if (seeded.length > 0) log.info({ msg: 'editions seeded from the shipped files', editions: seeded });
  if (addedSessions.length > 0) log.info({ msg: 'edition sessions added', sessions: addedSessions });
  // The settings that default from the edition (retention date, registration window) follow the published one.
  config = loadConfig();

  const lifecycle = createLifecycle();
  // The real time, or FORUM_CLOCK's instant running on (tests, rehearsals): never silently.
  const clock = forumClockOf(config);
  // One set of services for the requests and the background jobs alike.
  const services = createServices(config, db, clock);
  const startNotices = [
    ...(config.forumClock ? [forumClockNotice(config.forumClock)] : []),
    ...(services.forum.ended() ? [services.forum.state().endedNotice?.en ?? ''] : []),
  ];
  for (const notice of startNotices) log.error({ msg: notice });
  // The public pages of the current edition, rendered by this build unless they already are. A
  // failure leaves the pages stored before (or the built files): the API still starts.
  try {
    const pages = await services.sitePages.ensureRendered({
      edition: EDITION,
      programme: EDITION_PROGRAMME,
      site: EDITION_SITE,
    });
    if (pages === 'rendered') log.info({ msg: 'site pages rendered', edition: EDITION.year });
    if (pages === 'no_bundle') log.info({ msg: 'site pages served from the build', reason: 'no rendering bundle' });
  } catch (error) {
    log.error({ msg: 'site pages not rendered', reason: error instanceof Error ? error.message : String(error) });
  }
  // Background jobs, started here and stopped (after their current unit of work) before the pool closes.
  const mailSender = startMailSender({ config, db, log, clock });
  services.mailQueued.listen(mailSender.wake);
  // Stopped before the sender: the mails it queued last are still delivered or left for the next process.
  const messagesJob = startMessagesJob({ service: services.messages, log });
  services.messageScheduled.listen(messagesJob.wake);
  // A publish in another process: this one runs the new current edition within seconds.
  const editionWatch = watchCurrentEdition(db, {
    onChange: (current) => {
      log.info({ msg: 'current edition changed', edition: current });
      // The publishing process rendered the pages; this keeps them if so and renders them if not.
      void services.sitePages
        .ensureRendered({ edition: EDITION, programme: EDITION_PROGRAMME, site: EDITION_SITE })
        .catch((error: unknown) =>
          log.error({ msg: 'site pages not rendered', reason: error instanceof Error ? error.message : String(error) }),
        );
    },
    onError: () => log.error({ msg: 'current edition could not be read' }),
  });
  const jobs: BackgroundJob[] = [
    editionWatch,
    messagesJob,
    // Before the sender too: the offer mails it queues last are delivered by this process or the next.
    startOfferExpiryJob({ waitingList: services.waitingList, log }),
    mailSender,
    startRetentionJob({
      db,
      accessLog: services.accessLog,
      // The config itself: its retention date follows the published edition.
      settings: config,
      clock,
      log,
    }),
  ];

  const server = http.createServer(createApp({ services, log, lifecycle }).callback());
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.listen(config.port, config.host, () => {
    const where = config.database.client === 'mysql' ? 'MySQL' : config.database.filename;
    // The bound port, which differs from PORT when that is 0 (tests).
    const { port } = server.address() as AddressInfo;
    // The start-up line repeats what is unusual about this start (FORUM_CLOCK, an ended forum).
    const msg = [`listening on http://localhost:${port}`, ...startNotices].join(' · ');
    log.info({
      msg,
      port,
      database: where,
      pid: process.pid,
      edition: year,
      ...(config.forumClock ? { forumClock: config.forumClock.toISOString() } : {}),
      ...(services.forum.ended() ? { forum: 'ended' } : {}),
    });
    void printSetupAddress(services.setup, config.siteUrl, log);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ msg: 'shutting down', signal });
    // The promise to whoever sent the signal: gone within 10 s, whatever hangs.
    setTimeout(() => {
      log.error({ msg: 'shutdown limit reached, exiting' });
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS - 200).unref();
    void drainAndStop({ server, lifecycle, jobs, db, log }).then((clean) => {
      log.info({ msg: 'stopped', clean });
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AccessLogRefusedError || error instanceof EditionStartError)
    console.error(error.message);
  else console.error('Could not start the server:', error);
  process.exit(1);
});

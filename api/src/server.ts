import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { pendingMigrations } from './db/migrate';
import { createApp } from './app';
import { type BackgroundJob, createLifecycle } from './lifecycle';
import { createJsonLogger } from './logger';
import { SHUTDOWN_LIMIT_MS, drainAndStop } from './shutdown';
import { createServices } from './services';
import { AccessLogRefusedError, prepareAccessLog } from './features/accessLog';
import { startRetentionJob } from './features/retention';
import { startMailSender } from './features/mail';
import { startMessagesJob } from './features/messages';
import { startOfferExpiryJob } from './features/seats';
import { startCurrentEdition } from './features/editions';

async function main(): Promise<void> {
  const log = createJsonLogger();
  const config = loadConfig();
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
  const { addedSessions } = await startCurrentEdition(db);
  if (addedSessions.length > 0) log.info({ msg: 'edition sessions added', sessions: addedSessions });

  const lifecycle = createLifecycle();
  const clock = () => new Date();
  // One set of services for the requests and the background jobs alike.
  const services = createServices(config, db, clock);
  // Background jobs, started here and stopped (after their current unit of work) before the pool closes.
  const mailSender = startMailSender({ config, db, log });
  services.mailQueued.listen(mailSender.wake);
  // Stopped before the sender: the mails it queued last are still delivered or left for the next process.
  const messagesJob = startMessagesJob({ service: services.messages, log });
  services.messageScheduled.listen(messagesJob.wake);
  const jobs: BackgroundJob[] = [
    messagesJob,
    // Before the sender too: the offer mails it queues last are delivered by this process or the next.
    startOfferExpiryJob({ waitingList: services.waitingList, log }),
    mailSender,
    startRetentionJob({
      db,
      accessLog: services.accessLog,
      settings: { retentionUntil: config.retentionUntil, accessLogRetentionDays: config.accessLogRetentionDays },
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
    log.info({ msg: `listening on http://localhost:${port}`, port, database: where, pid: process.pid });
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
  if (error instanceof ConfigError || error instanceof AccessLogRefusedError) console.error(error.message);
  else console.error('Could not start the server:', error);
  process.exit(1);
});

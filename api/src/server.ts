import http from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateLatest } from './db/migrate';
import { createApp } from './app';
import { createJsonLogger } from './logger';
import { startMailSender } from './features/mail';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const log = createJsonLogger();
  const config = loadConfig();
  const db = createDatabase(config.database);
  const applied = await migrateLatest(db);
  if (applied.length > 0) log.info({ msg: 'migrations applied', migrations: applied });

  // Background jobs: each finishes its unit of work on stop(), before the pool closes.
  const mailSender = startMailSender({ config, db, log });
  const jobs = [mailSender];

  const server = http.createServer(createApp({ config, db, log, onMailQueued: mailSender.wake }).callback());
  server.listen(config.port, config.host, () => {
    const where = config.database.client === 'mysql' ? 'MySQL' : config.database.filename;
    log.info({ msg: `listening on http://localhost:${config.port}`, database: where });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ msg: 'shutting down', signal });
    // Stop accepting, let in-flight requests finish, then close the pool.
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    const jobsStopped = Promise.all(jobs.map((job) => job.stop()));
    server.close(async () => {
      await jobsStopped;
      await db.destroy();
      log.info({ msg: 'stopped' });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Could not start the server:', error);
  process.exit(1);
});

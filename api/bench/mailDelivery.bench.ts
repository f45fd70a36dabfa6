/**
 * `npm run bench:mail --workspace api` (part of `npm run bench:api`): how fast one API process's
 * mail sender drains the outbox into a local SMTP server.
 *
 * BENCH_MAIL_MESSAGES registrations (default 2,000) are made through POST /api/user on a throwaway
 * MariaDB database with no sender running, so their confirmations wait in the outbox; then a sender
 * (as server.ts starts it: pooled nodemailer over SMTP) delivers them to an smtp-server in a child
 * process (this file again, with --smtp), and the time until the last is marked sent is measured.
 * Figures, not a pass/fail test.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  createTestDatabase,
  silentLogger,
  startMailSender,
  startTestServer,
  startTestSmtpServer,
  testConfig,
  validRegistration,
} from '../src/testing';

const MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 2_000);
const MYSQL_URL = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';

/** Child: the SMTP server, counting what it accepts. */
async function serveSmtp(): Promise<void> {
  const smtp = await startTestSmtpServer();
  // Keep no message bodies: only the count matters here.
  setInterval(() => {
    if (smtp.messages.length > 0) {
      process.send?.({ received: smtp.messages.length });
      for (const message of smtp.messages) message.raw = Buffer.alloc(0);
    }
  }, 100).unref();
  process.on('disconnect', () => void smtp.close().finally(() => process.exit(0)));
  process.send?.({ port: smtp.port });
}

function startSmtpChild(): Promise<{ child: ChildProcess; url: string; received: () => number }> {
  const child = fork(fileURLToPath(import.meta.url), ['--smtp'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let received = 0;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: { port?: number; received?: number }) => {
      if (message.received !== undefined) received = message.received;
      if (message.port) resolve({ child, url: `smtp://127.0.0.1:${message.port}`, received: () => received });
    });
  });
}

async function main(): Promise<void> {
  const database = await createTestDatabase({
    kind: 'mysql',
    mysqlServerUrl: MYSQL_URL,
    namePrefix: 'forum_bench_mail',
  });
  const smtp = await startSmtpChild();
  try {
    console.log(`Queuing ${MESSAGES} confirmations through POST /api/user (MariaDB, no sender running) ...`);
    const app = await startTestServer(database.db, { config: { registrationRateLimit: 0 }, log: silentLogger });
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < MESSAGES) {
          next += 1;
          const res = await app.request('/api/user', {
            json: validRegistration({ email: `mail.bench.${next}@example.com` }),
          });
          if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
        }
      }),
    );
    await app.close();

    const config = testConfig({});
    const started = performance.now();
    const sender = startMailSender({
      config: { ...config, mail: { ...config.mail, smtpUrl: smtp.url } },
      db: database.db,
      log: silentLogger,
    });
    let sent = 0;
    while (sent < MESSAGES) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = (await database.db('mail_outbox').where('state', 'sent').count({ n: '*' })) as { n: number }[];
      sent = Number(row?.n ?? 0);
      if (performance.now() - started > 10 * 60_000)
        throw new Error(`only ${sent} of ${MESSAGES} sent after 10 minutes`);
    }
    const seconds = (performance.now() - started) / 1000;
    await sender.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(`\nSender delivery to a local SMTP server (one process, pooled SMTP, 4 connections, batches of 10):`);
    console.log(
      `  ${MESSAGES} messages in ${seconds.toFixed(1)} s = ${(MESSAGES / seconds).toFixed(0)} messages/s (received by the server: ${smtp.received()})`,
    );
  } finally {
    smtp.child.disconnect();
    await database.drop();
  }
}

if (process.argv[2] === '--smtp') {
  serveSmtp().catch((error: unknown) => {
    console.error('smtp server failed:', error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error('Benchmark failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

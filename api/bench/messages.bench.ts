/**
 * `npm run bench:messages --workspace api` (part of `npm run bench`): a message to 2,000
 * registrants, sent through one API process (its messages job and mail sender, as server.ts runs
 * them) to a local SMTP server in a child process (this file again, with --smtp), on MariaDB.
 * Prints messages per second from "send" to the last one accepted by the server, and the p99 of
 * POST /api/user with and without the send in progress. MAIL_RATE_PER_MINUTE is set far above
 * what the machine can do (BENCH_MESSAGES_RATE, default 1,000,000) so the figure is the pipeline's
 * own speed; at the default 300 a minute, 2,000 messages take 6 min 40 s by design.
 * Figures, not a pass/fail test.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  bearer,
  loginToken,
  prepareTestDatabase,
  silentLogger,
  startTestServer,
  startTestSmtpServer,
  testConfig,
  validRegistration,
} from '../src/testing';

const RECIPIENTS = Number(process.env.BENCH_MESSAGES_RECIPIENTS ?? 2_000);
const RATE = Number(process.env.BENCH_MESSAGES_RATE ?? 1_000_000);
const MYSQL_URL = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';
const LATENCY_SAMPLES = 300;

async function serveSmtp(): Promise<void> {
  const smtp = await startTestSmtpServer();
  setInterval(() => {
    if (smtp.messages.length > 0) {
      process.send?.({ received: smtp.messages.length });
      for (const message of smtp.messages) message.raw = Buffer.alloc(0);
    }
  }, 50).unref();
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

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

/** POST /api/user latencies, two clients at a time, while `going()` holds (or `count` of them). */
async function registrationLatencies(
  request: (path: string, init: { json: unknown }) => Promise<Response>,
  tag: string,
  count: number,
): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < count) {
        next += 1;
        const started = performance.now();
        const res = await request('/api/user', { json: validRegistration({ email: `${tag}.${next}@example.com` }) });
        samples.push(performance.now() - started);
        if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
      }
    }),
  );
  return samples;
}

async function main(): Promise<void> {
  const { database, admin } = await prepareTestDatabase({
    database: { kind: 'mysql', mysqlServerUrl: MYSQL_URL, namePrefix: 'forum_bench_messages' },
  });
  const smtp = await startSmtpChild();
  try {
    // The idle latency sample registers LATENCY_SAMPLES more: together they are the audience.
    console.log(`Registering ${RECIPIENTS - LATENCY_SAMPLES} people through POST /api/user (MariaDB) ...`);
    const loader = await startTestServer(database.db, { log: silentLogger });
    await registrationLatencies(loader.request, 'recipient', RECIPIENTS - LATENCY_SAMPLES);
    await loader.close();
    // Their confirmations are not part of this figure.
    await database.db('mail_outbox').delete();

    const config = testConfig();
    const app = await startTestServer(database.db, {
      log: silentLogger,
      config: { mail: { ...config.mail, smtpUrl: smtp.url, ratePerMinute: RATE } },
      mailSender: true,
      messages: { pollIntervalMs: 1_000 },
    });
    try {
      const idle = await registrationLatencies(app.request, 'idle', LATENCY_SAMPLES);
      const token = await loginToken(app, admin!);
      const created = await app.request('/api/admin/messages', {
        headers: bearer(token),
        json: {
          audience: {},
          subject: { en: 'Note for {name}', ko: '{name} 님 안내' },
          body: { en: 'Hello {name} of {company}: {sessions}', ko: '{company} {name} 님: {sessions}' },
        },
      });
      const { id, recipients } = (await created.json()) as { id: number; recipients: number };
      const before = smtp.received();
      const started = performance.now();
      await app.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(token) });
      const duringPromise = registrationLatencies(app.request, 'during', LATENCY_SAMPLES);
      // Every recipient's mail accepted by the server (the latency clients' confirmations come on top).
      while (smtp.received() - before < recipients) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (performance.now() - started > 15 * 60_000) throw new Error('not sent within 15 minutes');
      }
      const seconds = (performance.now() - started) / 1000;
      const during = await duringPromise;
      console.log(
        `\nA message to ${recipients} registrants through one API process (MariaDB, pooled SMTP, 4 connections):`,
      );
      console.log(
        `  sent in ${seconds.toFixed(1)} s = ${(recipients / seconds).toFixed(0)} messages/s (MAIL_RATE_PER_MINUTE=${RATE})`,
      );
      console.log(
        `  POST /api/user p99 without a send: ${p99(idle).toFixed(1)} ms (${idle.length} requests, 2 clients)`,
      );
      console.log(
        `  POST /api/user p99 during the send: ${p99(during).toFixed(1)} ms (${during.length} requests, 2 clients)`,
      );
    } finally {
      await app.close();
    }
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

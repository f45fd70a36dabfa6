/**
 * `npm run bench:api`: how close POST /api/user comes to what MariaDB itself can insert, and what
 * the confirmation e-mail's outbox costs it.
 *
 * Four measurements against a throwaway database, each for BENCH_SECONDS (default 10) after a
 * one-second warm-up, all over loopback, each from empty tables:
 *   - a bare Koa app that parses JSON and answers 201 (the HTTP + Koa ceiling),
 *   - the real app's POST /api/user without the outbox (registrant row only: the baseline),
 *   - the real app's POST /api/user as shipped: registrant, manage link and rendered confirmation
 *     e-mail (HTML, text, .ics) in one transaction,
 *   - a raw mysql2 pool running the registrant INSERT from 50 concurrent workers (the database ceiling).
 *
 * The HTTP servers run in a child process (this file again, with --serve) so the load generator
 * does not share their event loop. Targets: API >= 60 % of the raw INSERT rate, API p99 < 50 ms,
 * the outbox costs at most 15 % of the throughput without it. The sender's delivery rate is
 * measured by mailDelivery.bench.ts.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import mysql from 'mysql2/promise';
import { jsonBody } from '../src/middleware/jsonBody';
import {
  type Database,
  createTestDatabase,
  newCheckinCode,
  openDatabase,
  silentLogger,
  startTestServer,
  testConfig,
  validRegistration,
} from '../src/testing';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 1;
const TARGET_SHARE_OF_RAW = 0.6;
const TARGET_P99_MS = 50;
const TARGET_OUTBOX_COST = 0.15;

// ---- minimal typing for autocannon, which ships no types ----------------------------------------

interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
}
interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: CannonRequest[];
  warmup?: { connections: number; duration: number };
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// ---- child: the servers under test --------------------------------------------------------------

type ServerKind = 'api' | 'api-without-mail' | 'bare';

function bareKoa(): Koa {
  const app = new Koa();
  app.use(jsonBody);
  app.use((ctx) => {
    ctx.status = 201;
    ctx.body = { id: 0 };
  });
  return app;
}

/**
 * Waits (up to 5 s) for queries still running for requests autocannon stopped waiting for, so
 * destroying the pool does not abort them and fill the output with knex's complaints.
 */
async function drain(db: Database): Promise<void> {
  const pool = db.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined;
  for (let waited = 0; pool && waited < 5_000 && pool.numUsed() + pool.numPendingAcquires() > 0; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs in the child: starts one server on a free loopback port and reports the port. */
async function serve(kind: ServerKind, databaseUrl: string): Promise<void> {
  if (kind === 'api' || kind === 'api-without-mail') {
    const db = openDatabase(testConfig({}, { DATABASE_URL: databaseUrl, SITE_DIST: 'does-not-exist' }).database);
    const server = await startTestServer(db, {
      config: { registrationRateLimit: 0 },
      log: silentLogger,
      variants: { confirmationMail: kind !== 'api-without-mail' },
    });
    // The parent going away, for whatever reason, ends the child too.
    process.on('disconnect', () => {
      void server
        .close()
        .then(() => drain(db))
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    process.send?.({ port: Number(new URL(server.url).port) });
    return;
  }
  const server = http.createServer(bareKoa().callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('disconnect', () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
  process.send?.({ port: (server.address() as AddressInfo).port });
}

// ---- parent: the measurements -------------------------------------------------------------------

interface Row {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: string;
}

function startServer(kind: ServerKind, databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  // fork() reuses this process's execArgv, so the child runs under tsx like the parent.
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
    child.once('message', (message) =>
      resolve({ child, url: `http://127.0.0.1:${(message as { port: number }).port}` }),
    );
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.connected) child.disconnect();
  else child.kill();
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(force);
}

let emailCounter = 0;
const runId = randomBytes(3).toString('hex');
/** Unique per call, so no request or INSERT is a duplicate. */
const nextEmail = () => `bench.${runId}.${(emailCounter += 1)}@example.com`;

async function cannon(label: string, url: string): Promise<Row> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    requests: [
      {
        method: 'POST',
        path: '/api/user',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(validRegistration({ email: nextEmail() })) }),
      },
    ],
  });
  const others = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2'));
  const failures = [
    ...others.map(([status, { count }]) => `${count}x${status}`),
    ...(result.errors ? [`${result.errors} errors`] : []),
    ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
  ];
  return {
    label,
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures.join(', ') || '0',
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The same INSERT the registration repo makes, straight through a mysql2 pool. */
async function rawInserts(pool: mysql.Pool, seconds: number): Promise<Row> {
  const base = validRegistration();
  const sql =
    'INSERT INTO registrants (company, name, title, email, email_normalized, phone, biztype, attend, attendext, about, locale, consent_at, created_at, changed_at, checkin_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const email = nextEmail();
      const now = new Date();
      const at = performance.now();
      try {
        await pool.query(sql, [
          base.company,
          base.name,
          base.title,
          email,
          email,
          base.phone,
          base.biztype,
          base.attend,
          'day11|day22',
          base.about,
          base.locale,
          now,
          now,
          now,
          newCheckinCode(),
        ]);
        latencies.push(performance.now() - at);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label: `raw mysql2 INSERT (${CONNECTIONS} workers)`,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: String(failures),
  };
}

function serverUrl(): URL {
  const fromEnv = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(
    (url) => url && /^(mysql|mariadb):\/\//.test(url),
  );
  return new URL(fromEnv ?? 'mysql://root@127.0.0.1:3306/test');
}

function printTable(rows: Row[], header: string): void {
  const fmt = (n: number, digits: number) =>
    Number.isFinite(n)
      ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
      : '-';
  const lines = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors'],
    ...rows.map((row) => [row.label, fmt(row.perSecond, 0), fmt(row.p50, 1), fmt(row.p99, 1), row.failures]),
  ];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  console.log(`\n${header}\n`);
  for (const line of lines)
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('   '),
    );
}

/** Stops the servers and drops the database; set once there is something to clean up. */
let cleanUp: (() => Promise<void>) | null = null;

async function main(): Promise<number> {
  if (!(SECONDS > 0))
    throw new Error(`BENCH_SECONDS must be a positive number of seconds, not "${process.env.BENCH_SECONDS}"`);
  const url = serverUrl();
  const admin = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  const database = await createTestDatabase({
    kind: 'mysql',
    mysqlServerUrl: url.toString(),
    namePrefix: 'forum_bench',
  });
  const dbUrl = new URL(database.url);
  const name = dbUrl.pathname.slice(1);
  // Only the server processes use the database; this process keeps its own connections below.
  await database.db.destroy();
  const children: ChildProcess[] = [];
  let pool: mysql.Pool | undefined;
  cleanUp = async () => {
    cleanUp = null;
    await Promise.all(children.map(stopServer));
    await pool?.end();
    await admin.end();
    await database.drop();
  };
  try {
    const [[version]] = (await admin.query('SELECT VERSION() AS v')) as unknown as [[{ v: string }]];
    console.log(
      `Database ${name} on ${version.v} at ${url.host}; ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up`,
    );

    // Each measurement starts from empty tables, so table size does not favour one over another.
    const emptyTables = async () => {
      await admin.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const table of ['registration_links', 'mail_outbox', 'registrants'])
        await admin.query(`TRUNCATE \`${name}\`.${table}`);
      await admin.query('SET FOREIGN_KEY_CHECKS = 1');
    };
    const count = async (table: string) =>
      Number(
        ((await admin.query(`SELECT COUNT(*) AS n FROM \`${name}\`.${table}`)) as unknown as [[{ n: number }]])[0][0].n,
      );

    const rows: Row[] = [];
    let apiRows = 0;
    let outboxRows = 0;
    const runs = [
      ['bare', 'bare Koa, JSON -> 201'],
      ['api-without-mail', 'API POST /api/user, no outbox'],
      ['api', 'API POST /api/user with outbox'],
    ] as const;
    for (const [kind, label] of runs) {
      console.log(`measuring ${label} ...`);
      const { child, url: target } = await startServer(kind, database.url);
      children.push(child);
      rows.push(await cannon(label, target));
      await stopServer(child);
      if (kind === 'api') [apiRows, outboxRows] = [await count('registrants'), await count('mail_outbox')];
      await emptyTables();
    }

    console.log('measuring raw INSERT ...');
    pool = mysql.createPool({
      host: dbUrl.hostname,
      port: Number(dbUrl.port || 3306),
      user: decodeURIComponent(dbUrl.username),
      password: decodeURIComponent(dbUrl.password),
      database: name,
      charset: 'utf8mb4',
      timezone: 'Z',
      connectionLimit: CONNECTIONS,
    });
    await rawInserts(pool, WARMUP_SECONDS);
    await emptyTables();
    const raw = await rawInserts(pool, SECONDS);
    rows.push(raw);

    const baseline = rows[1]!;
    const api = rows[2]!;
    printTable(rows, 'POST /api/user against MariaDB, loopback only');
    const cost = 1 - api.perSecond / baseline.perSecond;
    console.log(
      `\nOutbox cost: ${api.perSecond.toFixed(0)} vs ${baseline.perSecond.toFixed(0)} req/s = ${Math.abs(cost * 100).toFixed(1)}% ${cost >= 0 ? 'fewer' : 'more (registrations are written in groups)'}, p99 ${api.p99.toFixed(1)} vs ${baseline.p99.toFixed(1)} ms   (target <= ${TARGET_OUTBOX_COST * 100}%: ${cost <= TARGET_OUTBOX_COST ? 'met' : 'NOT met'})`,
    );
    const share = api.perSecond / raw.perSecond;
    const shareMet = share >= TARGET_SHARE_OF_RAW;
    const p99Met = api.p99 < TARGET_P99_MS;
    console.log(
      `\nAPI / raw INSERT = ${Math.round(share * 100)}%   (target >= ${TARGET_SHARE_OF_RAW * 100}%: ${shareMet ? 'met' : 'NOT met'})`,
    );
    console.log(`API p99 = ${api.p99.toFixed(1)} ms   (target < ${TARGET_P99_MS} ms: ${p99Met ? 'met' : 'NOT met'})`);
    console.log(
      `Rows stored by the API run with the outbox (warm-up included): ${apiRows} registrants, ${outboxRows} queued e-mails`,
    );
    return 0;
  } finally {
    await cleanUp?.();
  }
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3] as ServerKind, process.argv[4] ?? '').catch((error: unknown) => {
    console.error('bench server failed:', error);
    process.exit(1);
  });
} else {
  // Bounded: four runs plus warm-ups, with a generous allowance for set-up and tear-down.
  const limitMs = (4 * (SECONDS + 2 * WARMUP_SECONDS) + 60) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`Benchmark still running after ${limitMs / 1000} s; giving up.`);
    const giveUp = new Promise((resolve) => setTimeout(resolve, 10_000));
    void Promise.race([cleanUp?.(), giveUp]).finally(() => process.exit(1));
  }, limitMs);
  main().then(
    (code) => {
      clearTimeout(watchdog);
      process.exitCode = code;
    },
    (error: unknown) => {
      clearTimeout(watchdog);
      console.error('Benchmark failed:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

/**
 * `npm run bench:rush --workspace api`: the opening-of-registration rush with seat limits on,
 * beside the same rush without limits, on a throwaway SQLite file and, when TEST_DATABASE_URL (or
 * BENCH_MYSQL_URL) names a server, a throwaway MariaDB/MySQL database.
 *
 * BENCH_RUSH_REGISTRATIONS (default 2000) registrations from 50 concurrent clients through HTTP,
 * each choosing two of the six sessions (the first session always, so one row is contended by
 * every registration). With limits, every session has BENCH_RUSH_SEATS seats (default 300): the
 * first comers are seated, the rest wait. Printed: registrations per second, p50 and p99, and the
 * sessions oversold (must be 0). Target: with limits, at least half the rate without.
 * The load comes from this process (as the checkin bench's desks do), over keep-alive connections.
 */
import http from 'node:http';
import { PUBLIC_SESSIONS } from '@forum/shared';
import { type TestDatabaseOptions, silentLogger, startTestForum, validRegistration } from '../src/testing';
import { onEachDatabase } from './eachDatabase';

/** The sessions the public form offers (an invitation-only one would be refused without an invitation). */
const SESSION_CODES = PUBLIC_SESSIONS.map((session) => session.code);

const REGISTRATIONS = Number(process.env.BENCH_RUSH_REGISTRATIONS ?? 2000);
const SEATS = Number(process.env.BENCH_RUSH_SEATS ?? 300);
const CLIENTS = 50;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

function post(agent: http.Agent, url: string, body: unknown): Promise<{ status: number; ms: number }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

interface RushResult {
  label: string;
  limits: boolean;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  waiting: number;
  oversold: number;
}

async function rush(label: string, database: TestDatabaseOptions, limits: boolean): Promise<RushResult> {
  const forum = await startTestForum({ database, admin: null, log: silentLogger });
  try {
    if (limits) await forum.db('session_capacity').update({ capacity: SEATS, capacity_set: true });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const times: number[] = [];
    let failed = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < REGISTRATIONS; i = next++) {
          const other = SESSION_CODES[1 + (i % (SESSION_CODES.length - 1))]!;
          const answer = await post(agent, `${forum.url}/api/user`, {
            ...validRegistration({ email: `rush.${i}@example.com`, attendext: [SESSION_CODES[0], other] }),
          });
          if (answer.status === 201) times.push(answer.ms);
          else failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const rows = (await forum
      .db('session_places')
      .select('session', 'status')
      .count({ n: '*' })
      .groupBy('session', 'status')) as Array<{
      session: string;
      status: string;
      n: number | string;
    }>;
    const taken = new Map<string, number>();
    let waiting = 0;
    for (const row of rows) {
      if (row.status === 'seated' || row.status === 'offered')
        taken.set(row.session, (taken.get(row.session) ?? 0) + Number(row.n));
      if (row.status === 'waiting') waiting += Number(row.n);
    }
    const oversold = limits ? [...taken.values()].filter((count) => count > SEATS).length : 0;
    return {
      label,
      limits,
      perSecond: times.length / seconds,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      failed,
      waiting,
      oversold,
    };
  } finally {
    await forum.close();
  }
}

const { results, notes } = await onEachDatabase(MYSQL_URL, async (label, database) => [
  await rush(label, database, false),
  await rush(label, database, true),
]);

console.log(
  `Registration rush: ${REGISTRATIONS} registrations, ${CLIENTS} clients, ${SEATS} seats per session with limits`,
);
for (const [without, withLimits] of results) {
  for (const run of [without!, withLimits!]) {
    console.log(
      `  ${run.label.padEnd(16)} ${run.limits ? 'limits   ' : 'no limits'}  ${run.perSecond.toFixed(0).padStart(5)} regs/s` +
        `  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  failed ${run.failed}  waiting ${run.waiting}  oversold sessions ${run.oversold}`,
    );
  }
  const share = withLimits!.perSecond / without!.perSecond;
  console.log(
    `  ${without!.label}: with limits ${(share * 100).toFixed(0)} % of the rate without (target >= 50 %)${share >= 0.5 ? '' : '  BELOW TARGET'}; oversold ${withLimits!.oversold === 0 ? '0' : `${withLimits!.oversold} SESSIONS`}`,
  );
}
for (const note of notes) console.log(`  ${note}`);

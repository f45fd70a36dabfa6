/**
 * `npm run bench:availability --workspace api`: the public seats (`GET /api/sessions`) with
 * BENCH_AVAILABILITY_REGISTRANTS (default 100,000) registrants and their places (one session full,
 * thousands waiting), through HTTP on the real app, on a throwaway SQLite file and, when
 * TEST_DATABASE_URL (or BENCH_MYSQL_URL) names a server, a throwaway MariaDB/MySQL database:
 *   - `GET /api/sessions` alone: p50/p99 (the brief: p50 under 10 ms; figures cached at most 1 s);
 *   - registration (`POST /api/user`) p50/p99 alone, and again while BENCH_AVAILABILITY_POLLERS
 *     (default 20) visitors poll `GET /api/sessions`, each pausing BENCH_AVAILABILITY_POLL_PAUSE_MS
 *     (default 50; 0 polls as fast as answers come) between polls, with that polling's p50/p99 beside it.
 * Figures, not a pass/fail test.
 */
import http from 'node:http';
import { SESSION_CODES } from '@forum/shared';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import {
  type Database,
  type TestDatabaseOptions,
  silentLogger,
  startTestForum,
  validRegistration,
  registrantRow,
} from '../src/testing';
import { recountPlaces } from '../src/features/seats';
import { onEachDatabase } from './eachDatabase';

const REGISTRANTS = Number(process.env.BENCH_AVAILABILITY_REGISTRANTS ?? 100_000);
const READS = Number(process.env.BENCH_AVAILABILITY_READS ?? 1_000);
const REGISTRATIONS = Number(process.env.BENCH_AVAILABILITY_REGISTRATIONS ?? 300);
const POLLERS = Number(process.env.BENCH_AVAILABILITY_POLLERS ?? 20);
/** Each visitor's pause between two polls (0: as fast as answers come, the worst case). */
const POLL_PAUSE_MS = Number(process.env.BENCH_AVAILABILITY_POLL_PAUSE_MS ?? 50);
/** day11's seats: the first this many who chose it are seated, the rest wait. */
const DAY11_CAPACITY = 5_000;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** Registrants and their places written directly: the registration's own path is what is timed. */
async function fill(db: Database, count: number): Promise<void> {
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 400;
  const registrants = generateRegistrants(count);
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += BATCH)
      await trx('registrants').insert(registrants.slice(start, start + BATCH).map(registrantRow));
  });
  const rows = (await db('registrants').select('id', 'attendext').orderBy('id')) as Array<{
    id: number;
    attendext: string;
  }>;
  let day11 = 0;
  const now = new Date();
  const places = rows.flatMap((row) =>
    row.attendext
      .split('|')
      .filter((code) => (SESSION_CODES as readonly string[]).includes(code))
      .map((session) => {
        const seated = session !== 'day11' || (day11 += 1) <= DAY11_CAPACITY;
        return { registrant_id: row.id, session, status: seated ? 'seated' : 'waiting', created_at: now };
      }),
  );
  await db.transaction(async (trx) => {
    for (let start = 0; start < places.length; start += BATCH)
      await trx('session_places').insert(places.slice(start, start + BATCH));
  });
  await db('session_capacity').where({ code: 'day11' }).update({ capacity: DAY11_CAPACITY, capacity_set: true });
  // The places were written directly: the counts kept beside them are counted once.
  await recountPlaces(db);
}

function call(agent: http.Agent, url: string, json?: unknown): Promise<{ status: number; ms: number }> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'Content-Type': 'application/json' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function registrations(url: string, count: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true });
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await call(agent, `${url}/api/user`, validRegistration({ attendext: ['day11', 'day22'] }));
    if (answer.status !== 201) throw new Error(`registration answered ${answer.status}`);
    times.push(answer.ms);
  }
  agent.destroy();
  return times;
}

async function benchTarget(label: string, database: TestDatabaseOptions): Promise<string[][]> {
  const forum = await startTestForum({ database, log: silentLogger, seed: (db) => fill(db, REGISTRANTS) });
  try {
    const name = forum.database.kind === 'mysql' ? `MariaDB (${label})` : label;
    const agent = new http.Agent({ keepAlive: true });
    const [{ n: places } = { n: 0 }] = (await forum.db('session_places').count({ n: '*' })) as Array<{
      n: number | string;
    }>;

    const alone: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const answer = await call(agent, `${forum.url}/api/sessions`);
      if (answer.status !== 200) throw new Error(`GET /api/sessions answered ${answer.status}`);
      alone.push(answer.ms);
    }
    // The first reading of each second pays the counts; time one uncached, by waiting the cache out.
    const uncached: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      uncached.push((await call(agent, `${forum.url}/api/sessions`)).ms);
    }

    const quiet = await registrations(forum.url, REGISTRATIONS);

    let polling = true;
    const polled: number[] = [];
    const pollers = Array.from({ length: POLLERS }, async () => {
      const own = new http.Agent({ keepAlive: true });
      while (polling) {
        polled.push((await call(own, `${forum.url}/api/sessions`)).ms);
        if (POLL_PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));
      }
      own.destroy();
    });
    const busy = await registrations(forum.url, REGISTRATIONS);
    polling = false;
    await Promise.all(pollers);
    agent.destroy();

    return [
      [
        name,
        `${REGISTRANTS.toLocaleString('en-US')} / ${Number(places).toLocaleString('en-US')}`,
        ms(percentile(alone, 50)),
        ms(percentile(alone, 99)),
        ms(percentile(uncached, 50)),
        ms(percentile(quiet, 50)),
        ms(percentile(quiet, 99)),
        ms(percentile(busy, 50)),
        ms(percentile(busy, 99)),
        ms(percentile(polled, 50)),
        ms(percentile(polled, 99)),
        polled.length.toLocaleString('en-US'),
      ],
    ];
  } finally {
    await forum.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Public seats (GET /api/sessions) with ${REGISTRANTS.toLocaleString('en-US')} registrants; registration p50/p99 alone and while ${POLLERS} visitors poll the seats (${POLL_PAUSE_MS} ms between a visitor's polls)\n`,
  );
  const { results, notes } = await onEachDatabase(MYSQL_URL, benchTarget);
  const rows = [
    [
      'database',
      'registrants / places',
      'sessions p50',
      'sessions p99',
      'uncached',
      'register p50',
      'register p99',
      'register p50 (polled)',
      'register p99 (polled)',
      'sessions p50 (polled)',
      'sessions p99 (polled)',
      'polls',
    ],
    ...results.flat(),
  ];
  console.log(benchTable(rows, 1));
  for (const note of notes) console.log(`\n${note}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

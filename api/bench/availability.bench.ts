/**
 * `npm run bench:availability`: the public seats (`GET /api/sessions`) with
 * BENCH_AVAILABILITY_REGISTRANTS (default 100,000) registrants and their places (one session full,
 * thousands waiting), measured from outside: two API processes (the real server in child
 * processes) on a throwaway SQLite file and, when TEST_DATABASE_URL (or BENCH_MYSQL_URL) names a
 * server, a throwaway MariaDB database, with BENCH_AVAILABILITY_POLLERS (default 16) visitors
 * polling as fast as answers come, half on each process:
 *   - for BENCH_AVAILABILITY_SECONDS (default 5) alone: the polls' p50/p99;
 *   - as long again while two clients register (`POST /api/user`): the polls' p50/p99, the
 *     registrations' p50/p99, and how old the figures each process served were at worst: a served
 *     figure is as old as the time since the database last held no more places than it shows
 *     (sampled every 50 ms, so it reads up to 50 ms high);
 *   - the same pollers on a bare Node server answering the same bytes: the machine's floor now.
 * Figures, not a pass/fail test.
 */
import http from 'node:http';
import { PUBLIC_SESSIONS, type SessionAvailability } from '@forum/shared';
import { type Database, type TestDatabaseOptions, prepareTestDatabase, validRegistration } from '../src/testing';
import { call, ms, percentile, rush, seedRegistrants, startBareServer, startProcesses } from './benchProcesses';
import { onEachDatabase } from './eachDatabase';

const REGISTRANTS = Number(process.env.BENCH_AVAILABILITY_REGISTRANTS ?? 100_000);
const POLLERS = Number(process.env.BENCH_AVAILABILITY_POLLERS ?? 16);
const SECONDS = Number(process.env.BENCH_AVAILABILITY_SECONDS ?? 5);
const SAMPLE_MS = 50;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';
const runTag = Date.now().toString(36);

interface Served {
  process: number;
  at: number;
  places: number;
}

const placesIn = (figures: readonly SessionAvailability[]) =>
  figures.reduce((sum, session) => sum + session.seated + session.offered + session.waiting, 0);

/** Polls until `stop` resolves: every answer's time and what it showed. */
async function poll(urls: readonly string[], stop: Promise<unknown>) {
  let polling = true;
  void stop.then(() => {
    polling = false;
  });
  const times: number[] = [];
  const served: Served[] = [];
  const failures = new Map<number, number>();
  await Promise.all(
    Array.from({ length: POLLERS }, async (_, poller) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const target = poller % urls.length;
      while (polling) {
        const answer = await call(agent, `${urls[target]}/api/sessions`);
        if (answer.status !== 200) {
          failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
          continue;
        }
        times.push(answer.ms);
        served.push({
          process: target,
          at: performance.now(),
          places: placesIn(JSON.parse(answer.body) as SessionAvailability[]),
        });
      }
      agent.destroy();
    }),
  );
  return { times, served, failures };
}

/** The database's own count of places, every SAMPLE_MS until `stop` resolves. */
async function sampleDatabase(db: Database, stop: Promise<unknown>) {
  let sampling = true;
  void stop.then(() => {
    sampling = false;
  });
  const samples: Array<{ at: number; places: number }> = [];
  while (sampling) {
    const at = performance.now();
    const [row] = (await db('session_capacity').sum({ n: db.raw('seated + offered + waiting') })) as Array<{
      n: number | string | null;
    }>;
    samples.push({ at, places: Number(row?.n ?? 0) });
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  return samples;
}

/** The oldest figure each process served: since when the database had moved past it (places only grow here). */
function worstAge(
  served: readonly Served[],
  samples: ReadonlyArray<{ at: number; places: number }>,
  processes: number,
) {
  const worst = Array.from({ length: processes }, () => 0);
  for (const answer of served) {
    let heldUntil = -Infinity;
    for (const sample of samples) if (sample.at <= answer.at && sample.places <= answer.places) heldUntil = sample.at;
    const latest = samples.filter((sample) => sample.at <= answer.at).at(-1);
    if (!latest || latest.places <= answer.places) continue;
    worst[answer.process] = Math.max(worst[answer.process]!, answer.at - heldUntil);
  }
  return worst;
}

const after = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function bench(label: string, options: TestDatabaseOptions): Promise<string> {
  const { database } = await prepareTestDatabase({
    database: options,
    admin: null,
    seed: (db) => seedRegistrants(db, REGISTRANTS, { limited: { session: PUBLIC_SESSIONS[0]!.code, seats: 5_000 } }),
  });
  const processes = await startProcesses(database.url, 2).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const name = database.kind === 'mysql' ? `MariaDB (${label})` : label;
    // Each process's start-up work is over before anything is timed.
    await poll(processes.urls, after(1));
    const alone = await poll(processes.urls, after(SECONDS));

    const registering = after(SECONDS);
    const [busy, registrations, samples] = await Promise.all([
      poll(processes.urls, registering),
      rush({
        urls: processes.urls,
        count: 1_000_000,
        clients: 2,
        request: (i) => ({ path: '/api/user', json: validRegistration({ email: `poll.${runTag}.${i}@example.org` }) }),
        expect: 201,
        until: registering,
      }),
      sampleDatabase(database.db, registering),
    ]);
    const ages = worstAge(busy.served, samples, processes.urls.length);
    // The machine's floor: the same pollers on a bare server answering the same bytes.
    const sample = (await call(new http.Agent(), `${processes.urls[0]}/api/sessions`)).body;
    const bare = await startBareServer(sample);
    const floor = await poll([bare.url, bare.url], after(SECONDS)).finally(() => bare.close());
    const failed = [...alone.failures, ...busy.failures, ...registrations.failures].map(([s, n]) => `${n}x${s}`);
    return (
      `${name}, ${REGISTRANTS.toLocaleString('en-US')} registrants, ${POLLERS} pollers on 2 processes: ` +
      `GET /api/sessions p50/p99 alone ${ms(percentile(alone.times, 50))} / ${ms(percentile(alone.times, 99))} ` +
      `(${alone.times.length.toLocaleString('en-US')} polls), while 2 clients register ${ms(percentile(busy.times, 50))} / ${ms(percentile(busy.times, 99))}; ` +
      `registration p50/p99 ${ms(percentile(registrations.times, 50))} / ${ms(percentile(registrations.times, 99))} (${registrations.times.length}); ` +
      `oldest figure served ${ages.map((age, i) => `process ${i + 1} ${ms(age)}`).join(', ')}; ` +
      `a bare server with the same bytes ${ms(percentile(floor.times, 50))} / ${ms(percentile(floor.times, 99))}; failed ${failed.join(', ') || 'none'}`
    );
  } catch (error) {
    console.error(processes.tails());
    throw error;
  } finally {
    await processes.close();
    await database.drop();
  }
}

const { results, notes } = await onEachDatabase(MYSQL_URL, bench);
console.log(results.join('\n'));
for (const note of notes) console.log(note);

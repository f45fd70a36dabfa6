/**
 * `npm run bench:registration`: a registration into a session with room beside one into a session
 * with BENCH_WAITING (default 100,000) people waiting, in one run, through two API processes (the
 * real server in child processes) on a throwaway SQLite file and, when TEST_DATABASE_URL (or
 * BENCH_MYSQL_URL) names a server, a throwaway MariaDB database:
 *   - one client, BENCH_WAITING_SINGLES (default 60) registrations of each kind, alternating: p50/p99;
 *   - a rush of BENCH_WAITING_RUSH (default 1,000) registrations from 20 clients over both processes,
 *     all into the session with room, then all into the one with the long line: registrations/s, p99.
 * Each single registration waits until the mail before it was delivered (nothing else under way).
 * A registration's waiting number must come out the same either way (the line's length), so the
 * bench also checks the last one's number. Figures, not a pass/fail test.
 */
import http from 'node:http';
import { PUBLIC_SESSIONS, type RegistrationResult } from '@forum/shared';
import { type TestDatabaseOptions, prepareTestDatabase, validRegistration } from '../src/testing';
import { call, failuresText, ms, percentile, rush, seedRegistrants, startProcesses } from './benchProcesses';
import { onEachDatabase } from './eachDatabase';

const WAITING = Number(process.env.BENCH_WAITING ?? 100_000);
const SINGLES = Number(process.env.BENCH_WAITING_SINGLES ?? 60);
const RUSH = Number(process.env.BENCH_WAITING_RUSH ?? 1_000);
const CLIENTS = 20;
const SEATS = 1_000;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';

/** The long line forms in the first public session; the other sessions have room (no limit). */
const LONG = PUBLIC_SESSIONS[0]!.code;
const ROOMY = PUBLIC_SESSIONS[PUBLIC_SESSIONS.length - 1]!.code;
const runTag = Date.now().toString(36);

async function bench(label: string, options: TestDatabaseOptions): Promise<string> {
  const { database } = await prepareTestDatabase({
    database: options,
    admin: null,
    seed: (db) =>
      seedRegistrants(db, WAITING + SEATS, { limited: { session: LONG, seats: SEATS, everyoneChooses: true } }),
  });
  const processes = await startProcesses(database.url, 2).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const name = database.kind === 'mysql' ? `MariaDB (${label})` : label;
    const register = (kind: string, i: number, session: string) => ({
      path: '/api/user',
      json: validRegistration({ email: `${kind}.${runTag}.${i}@example.org`, attendext: [session] }),
    });
    const agent = new http.Agent({ keepAlive: true });
    // Each process's start-up work (the first jobs' runs) is over before anything is timed.
    for (const [i, url] of processes.urls.entries())
      for (let attempt = 1; ; attempt += 1) {
        const { path, json } = register('warm-up', i, ROOMY);
        const answer = await call(agent, `${url}${path}`, { json });
        if (answer.status === 201) break;
        if (attempt >= 20) throw new Error(`the warm-up registration answered ${answer.status}: ${answer.body}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    // Each timed registration starts with nothing else under way: its process's sender has
    // delivered the one before (a confirmation being rendered beside it would be timed with it).
    const settled = async () => {
      for (let waited = 0; waited < 10_000; waited += 10) {
        const [row] = (await database.db('mail_outbox').where({ state: 'queued' }).count({ n: '*' })) as Array<{
          n: number | string;
        }>;
        if (Number(row?.n ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const roomy: number[] = [];
    const long: number[] = [];
    let lastNumber = 0;
    let lastLong = 0;
    const singleFailures = new Map<number, number>();
    for (let i = 0; i < SINGLES; i += 1) {
      for (const [session, times] of [
        [ROOMY, roomy],
        [LONG, long],
      ] as const) {
        const { path, json } = register(`single-${session}`, i, session);
        await settled();
        const answer = await call(agent, `${processes.urls[i % 2]}${path}`, { json }).catch(() => ({
          status: 0,
          ms: 0,
          body: '',
        }));
        if (answer.status !== 201) {
          singleFailures.set(answer.status, (singleFailures.get(answer.status) ?? 0) + 1);
          continue;
        }
        times.push(answer.ms);
        if (session === LONG) lastLong = (JSON.parse(answer.body) as RegistrationResult).id;
      }
    }
    agent.destroy();
    {
      const place = (await database
        .db('session_places')
        .where({ registrant_id: lastLong, session: LONG })
        .first('id')) as { id: number } | undefined;
      const [row] = (await database
        .db('session_places')
        .where({ session: LONG, status: 'waiting' })
        .andWhere('id', '<=', place?.id ?? 0)
        .count({ n: '*' })) as Array<{ n: number | string }>;
      lastNumber = Number(row?.n ?? 0);
    }
    const roomyRush = await rush({
      urls: processes.urls,
      count: RUSH,
      clients: CLIENTS,
      request: (i) => register('rush-room', i, ROOMY),
      expect: 201,
    });
    const longRush = await rush({
      urls: processes.urls,
      count: RUSH,
      clients: CLIENTS,
      request: (i) => register('rush-long', i, LONG),
      expect: 201,
    });
    const rate = (result: { times: number[]; seconds: number }) => (result.times.length / result.seconds).toFixed(0);
    return (
      `${name}: one registration p50/p99 into a session with room ${ms(percentile(roomy, 50))} / ${ms(percentile(roomy, 99))}, ` +
      `into one with ${WAITING.toLocaleString('en-US')} waiting ${ms(percentile(long, 50))} / ${ms(percentile(long, 99))} ` +
      `(last waiting number ${lastNumber.toLocaleString('en-US')}); ` +
      `rush of ${RUSH.toLocaleString('en-US')} (${CLIENTS} clients, 2 processes): room ${rate(roomyRush)}/s p99 ${ms(percentile(roomyRush.times, 99))} ` +
      `in ${roomyRush.seconds.toFixed(1)} s, long line ${rate(longRush)}/s p99 ${ms(percentile(longRush.times, 99))} in ${longRush.seconds.toFixed(1)} s; ` +
      `failed ${failuresText(new Map([...roomyRush.failures, ...longRush.failures]))} in the rushes, ${failuresText(singleFailures)} alone`
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

/**
 * `npm run bench:approval`: registrations beside a bulk approval, on two API processes (the real
 * server in child processes) on a throwaway MariaDB database (TEST_DATABASE_URL or BENCH_MYSQL_URL),
 * with BENCH_APPROVAL_REGISTRANTS (default 100,000) registrants and their places already there and
 * BENCH_APPROVAL_PENDING (default 1,000) registrations under review:
 *   - 20 clients register (BENCH_APPROVAL_REGISTRATIONS, default 400, over both processes): p50/p99 alone;
 *   - the same clients keep registering while a manager approves every pending registration, half
 *     through each process (`POST /api/admin/approvals`, one request each, at once): registration
 *     p50/p99 during the approvals, and how long the approvals took.
 * Figures, not a pass/fail test.
 */
import { type ApprovalResult, PUBLIC_SESSIONS } from '@forum/shared';
import { DEFAULT_TEST_ADMIN, loginToken, prepareTestDatabase, validRegistration } from '../src/testing';
import { call, failuresText, ms, percentile, rush, seedRegistrants, startProcesses } from './benchProcesses';
import http from 'node:http';

const REGISTRANTS = Number(process.env.BENCH_APPROVAL_REGISTRANTS ?? 100_000);
const PENDING = Number(process.env.BENCH_APPROVAL_PENDING ?? 1_000);
const REGISTRATIONS = Number(process.env.BENCH_APPROVAL_REGISTRATIONS ?? 400);
const CLIENTS = 20;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';
const runTag = Date.now().toString(36);

async function main(): Promise<void> {
  if (!MYSQL_URL) {
    console.log('bench:approval runs on MariaDB: set TEST_DATABASE_URL or BENCH_MYSQL_URL');
    return;
  }
  const { database } = await prepareTestDatabase({
    database: { kind: 'mysql', mysqlServerUrl: MYSQL_URL, namePrefix: 'forum_bench' },
    seed: async (db) => {
      await seedRegistrants(db, REGISTRANTS, { limited: { session: PUBLIC_SESSIONS[0]!.code, seats: 5_000 } });
      await seedRegistrants(db, PENDING, { status: 'pending', seed: 7, emailTag: `pending.${runTag}` });
    },
  });
  const processes = await startProcesses(database.url, 2).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const token = await loginToken(processes.urls[0]!, DEFAULT_TEST_ADMIN);
    const pending = (await database
      .db('registrants')
      .where({ status: 'pending' })
      .orderBy('id')
      .pluck('id')) as number[];
    const register = (tag: string) => (i: number) => ({
      path: '/api/user',
      json: validRegistration({ email: `${tag}.${runTag}.${i}@example.org` }),
    });
    // Each process's start-up work (its first jobs' runs over 100,000 registrants) is over before
    // anything is timed: untimed registrations until a round of them answers within a second.
    for (let round = 0; round < 10; round += 1) {
      const warm = await rush({
        urls: processes.urls,
        count: 40,
        clients: CLIENTS,
        request: register(`warm${round}`),
        expect: 201,
      });
      if (Math.max(...warm.times) < 1_000) break;
    }
    const alone = await rush({
      urls: processes.urls,
      count: REGISTRATIONS,
      clients: CLIENTS,
      request: register('alone'),
      expect: 201,
    });

    const started = performance.now();
    const halves = [pending.filter((_, i) => i % 2 === 0), pending.filter((_, i) => i % 2 === 1)];
    const approvals = Promise.all(
      halves.map(async (ids, i) => {
        const agent = new http.Agent({ keepAlive: false });
        const answer = await call(agent, `${processes.urls[i]}/api/admin/approvals`, {
          json: { ids, decision: 'approve' },
          headers: { Authorization: `Bearer ${token}` },
        });
        if (answer.status !== 200) throw new Error(`approvals answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        return (JSON.parse(answer.body) as ApprovalResult).approved.length;
      }),
    ).then((counts) => ({
      approved: counts.reduce((a, b) => a + b, 0),
      seconds: (performance.now() - started) / 1000,
    }));
    const during = await rush({
      urls: processes.urls,
      // Registrations go on until the approvals are done (at most this many).
      count: 1_000_000,
      clients: CLIENTS,
      request: register('during'),
      expect: 201,
      until: approvals,
    });
    const { approved, seconds } = await approvals;
    console.log(
      `MariaDB (${new URL(MYSQL_URL).host}), ${REGISTRANTS.toLocaleString('en-US')} registrants, ${CLIENTS} clients on 2 processes: ` +
        `registration p50/p99 alone ${ms(percentile(alone.times, 50))} / ${ms(percentile(alone.times, 99))}; ` +
        `while ${approved.toLocaleString('en-US')} of ${pending.length.toLocaleString('en-US')} are approved on 2 processes ` +
        `${ms(percentile(during.times, 50))} / ${ms(percentile(during.times, 99))} (max ${ms(Math.max(...during.times))}, ` +
        `${during.times.length} registrations); approvals took ${seconds.toFixed(1)} s; ` +
        `failed ${failuresText(new Map([...alone.failures, ...during.failures]))}`,
    );
  } catch (error) {
    console.error(processes.tails());
    throw error;
  } finally {
    await processes.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

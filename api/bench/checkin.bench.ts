/**
 * `npm run bench:checkin --workspace api`: the event day's calls through HTTP on the real app with
 * 10,000 registrants, on a throwaway SQLite file and, when TEST_DATABASE_URL (or BENCH_MYSQL_URL)
 * names a server, a throwaway MariaDB/MySQL database:
 *   - looking one code up (`GET /api/checkin/registrant/:code`), p50/p99;
 *   - the desk's roster (`GET /api/checkin/roster`): time and size, gzip as a browser asks;
 *   - ten desks, each scanning one code a second for BENCH_CHECKIN_SECONDS (default 120), some
 *     codes scanned again by the same or another desk, after all ten loaded their roster at once,
 *     while each desk also polls the counts and its roster's changes (`?since=`) every 5 s:
 *     p50/p99 of `POST /api/checkin` and of the polls, and the double check-ins
 *     (must be 0), checked in the database: rows per (registrant, day), rows against first answers.
 * Figures, not a pass/fail test.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { CheckinResult, CheckinRoster } from '@forum/shared';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import {
  type Database,
  type TestDatabaseOptions,
  type TestForum,
  createTestAdmin,
  loginToken,
  silentLogger,
  startTestForum,
  registrantRow,
} from '../src/testing';
import { onEachDatabase } from './eachDatabase';

const REGISTRANTS = Number(process.env.BENCH_CHECKIN_REGISTRANTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_CHECKIN_SECONDS ?? 120);
const DESKS = 10;
const LOOKUPS = 500;
const ROSTER_RUNS = 5;
const POLL_MS = 5_000;
/** Share of scans that take a code scanned before (a second scan, a companion's ticket, another desk's queue). */
const REPEAT_SHARE = 0.2;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

async function fill(db: Database, count: number): Promise<void> {
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 400;
  const registrants = generateRegistrants(count);
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += BATCH) {
      await trx('registrants').insert(registrants.slice(start, start + BATCH).map(registrantRow));
    }
  });
  for (let desk = 1; desk <= DESKS; desk += 1)
    await createTestAdmin(db, `desk${desk}@forum.test`, `desk ${desk} password`, undefined, { role: 'staff' });
}

interface Answer {
  status: number;
  ms: number;
  wireBytes: number;
  text: string;
}

/** One request on a kept-alive connection of the desk's own (a desk is one browser). */
function call(
  agent: http.Agent,
  url: string,
  token: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Answer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers: {
          Authorization: `Bearer ${token}`,
          'Accept-Encoding': 'gzip',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, wireBytes: wire.length, text });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, msToWait)));

async function desks(forum: TestForum, tokens: string[], codes: string[]) {
  const scanned: string[] = [];
  const checkins: number[] = [];
  const polls: number[] = [];
  const firsts: Array<{ id: number; day: number }> = [];
  let failures = 0;
  // The desks open together, each loading the whole roster, then scanning starts.
  const agents = tokens.map(() => new http.Agent({ keepAlive: true }));
  const opened = await Promise.all(
    tokens.map((token, index) => call(agents[index]!, `${forum.url}/api/checkin/roster`, token)),
  );
  if (opened.some((answer) => answer.status !== 200)) throw new Error('a desk could not load its roster');
  const openMs = opened.map((answer) => answer.ms);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, index) => {
      const agent = agents[index]!;
      const desk = `Desk ${index + 1}`;
      let since = (JSON.parse(opened[index]!.text) as CheckinRoster).asOf;
      const poll = (async () => {
        await sleep(Math.random() * POLL_MS);
        while (performance.now() < deadline) {
          const at = performance.now();
          const counts = await call(agent, `${forum.url}/api/checkin/counts`, token);
          const changes = await call(
            agent,
            `${forum.url}/api/checkin/roster?since=${encodeURIComponent(since)}`,
            token,
          );
          if (counts.status !== 200 || changes.status !== 200) failures += 1;
          else since = (JSON.parse(changes.text) as CheckinRoster).asOf;
          polls.push(counts.ms, changes.ms);
          await sleep(at + POLL_MS - performance.now());
        }
      })();
      // Desks start out of step, as people do, then scan once a second.
      let next = started + Math.random() * 1000;
      for (;;) {
        await sleep(next - performance.now());
        if (performance.now() >= deadline) break;
        const code =
          scanned.length > 0 && Math.random() < REPEAT_SHARE
            ? scanned[Math.floor(Math.random() * scanned.length)]!
            : codes[Math.floor(Math.random() * codes.length)]!;
        scanned.push(code);
        const answer = await call(agent, `${forum.url}/api/checkin`, token, { json: { code, day: 1, desk } });
        checkins.push(answer.ms);
        if (answer.status !== 200) failures += 1;
        else {
          const result = JSON.parse(answer.text) as CheckinResult;
          if (result.first) firsts.push({ id: result.registrant.id, day: 1 });
        }
        next = Math.max(next + 1000, performance.now());
      }
      await poll;
      agent.destroy();
    }),
  );
  return {
    openMs,
    checkins,
    polls,
    firsts,
    failures,
    scans: scanned.length,
    seconds: (performance.now() - started) / 1000,
  };
}

async function benchTarget(label: string, database: TestDatabaseOptions): Promise<string[][]> {
  const forum = await startTestForum({ database, log: silentLogger, seed: (db) => fill(db, REGISTRANTS) });
  try {
    const tokens: string[] = [];
    for (let desk = 1; desk <= DESKS; desk += 1)
      tokens.push(
        await loginToken(forum, {
          email: `desk${desk}@forum.test`,
          password: `desk ${desk} password`,
          otpSecret: forum.admin.otpSecret!,
        }),
      );
    const codes = ((await forum.db('registrants').select('checkin_code')) as Array<{ checkin_code: string }>).map(
      (row) => row.checkin_code,
    );
    const agent = new http.Agent({ keepAlive: true });
    const name = forum.database.kind === 'mysql' ? `MariaDB (${label})` : label;

    const lookups: number[] = [];
    for (let i = 0; i < LOOKUPS; i += 1) {
      const answer = await call(
        agent,
        `${forum.url}/api/checkin/registrant/${codes[Math.floor(Math.random() * codes.length)]}`,
        tokens[0]!,
      );
      if (answer.status !== 200) throw new Error(`lookup answered ${answer.status}`);
      lookups.push(answer.ms);
    }

    await call(agent, `${forum.url}/api/checkin/roster`, tokens[0]!); // warm-up
    const rosters: Answer[] = [];
    for (let run = 0; run < ROSTER_RUNS; run += 1)
      rosters.push(await call(agent, `${forum.url}/api/checkin/roster`, tokens[0]!));
    const roster = JSON.parse(rosters[0]!.text) as CheckinRoster;
    if (roster.registrants.length !== REGISTRANTS) throw new Error(`roster had ${roster.registrants.length} entries`);
    agent.destroy();

    const run = await desks(forum, tokens, codes);
    const [{ rows }] = (await forum.db('checkins').count({ rows: '*' })) as [{ rows: number | string }];
    const doubled = (await forum
      .db('checkins')
      .select('registrant_id', 'day')
      .count({ n: '*' })
      .groupBy('registrant_id', 'day')
      .having(forum.db.raw('COUNT(*) > 1'))) as unknown[];
    const firstKeys = run.firsts.map((first) => `${first.id}/${first.day}`);
    const doubleFirsts = firstKeys.length - new Set(firstKeys).size;
    const doubles = doubled.length + doubleFirsts + Math.abs(Number(rows) - run.firsts.length);

    return [
      [
        name,
        'GET /api/checkin/registrant/:code',
        `${LOOKUPS} sequential`,
        ms(percentile(lookups, 50)),
        ms(percentile(lookups, 99)),
        '',
      ],
      [
        name,
        'GET /api/checkin/roster (full)',
        `${REGISTRANTS.toLocaleString('en-US')} entries`,
        ms(
          percentile(
            rosters.map((r) => r.ms),
            50,
          ),
        ),
        ms(Math.max(...rosters.map((r) => r.ms))),
        `${kb(rosters[0]!.wireBytes)} gzip, ${kb(Buffer.byteLength(rosters[0]!.text))} JSON`,
      ],
      [
        name,
        `${DESKS} desks open at once: full roster each`,
        `${DESKS} loads`,
        ms(percentile(run.openMs, 50)),
        ms(Math.max(...run.openMs)),
        '',
      ],
      [
        name,
        `POST /api/checkin, ${DESKS} desks x 1/s`,
        `${run.scans} scans in ${run.seconds.toFixed(0)} s`,
        ms(percentile(run.checkins, 50)),
        ms(percentile(run.checkins, 99)),
        `first ${run.firsts.length}, rows ${Number(rows)}, double check-ins ${doubles}, failures ${run.failures}`,
      ],
      [
        name,
        'GET counts + roster?since= (each desk every 5 s)',
        `${run.polls.length} calls`,
        ms(percentile(run.polls, 50)),
        ms(percentile(run.polls, 99)),
        '',
      ],
    ];
  } finally {
    await forum.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Event-day check-in with ${REGISTRANTS.toLocaleString('en-US')} registrants, ${DESKS} desks for ${SECONDS} s (real app over loopback), Node ${process.version}\n`,
  );
  const rows: string[][] = [['database', 'call', 'sample', 'p50', 'p99 (roster rows: max)', 'notes']];
  const { results, notes } = await onEachDatabase(MYSQL_URL, benchTarget);
  rows.push(...results.flat());
  console.log(benchTable(rows, 2));
  console.log(
    `\nDouble check-ins: rows sharing a (registrant, day), plus first answers given twice for one, plus the difference between check-in rows and first answers; 0 is the target.${notes.length ? `\n${notes.join('\n')}` : ''}`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `bench:checkin failed: ${message.length > 500 ? `${message.slice(0, 250)} … ${message.slice(-250)}` : message}`,
  );
  process.exitCode = 1;
});

/**
 * `npm run bench:access-log --workspace api`: what the access log costs and how its screen scales.
 *
 * 1. Login, the registrant list and the export (POST /api/user/export) with the access log written
 *    in the same transaction, beside the same app with it switched off (benchmarks only), in the
 *    same run on the same database, interleaved request by request.
 * 2. GET /api/admin/access-log over 100,000 entries (a valid chain, 60 days, 8 accounts): the
 *    first page, each filter, a deep page, and the whole-log verification (`access-log:verify`).
 *    Target: every filter < 200 ms.
 *
 * SQLite (a file) and MariaDB (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306/test; "" skips).
 * Env: BENCH_REGISTRANTS (default 10000), BENCH_LOG_ROWS (100000), BENCH_RUNS (25).
 */
import type { AccessLogAction } from '@forum/shared';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import {
  type Database,
  type TestDatabaseOptions,
  loginAdmin,
  loginToken,
  otpCode,
  silentLogger,
  startTestForum,
  startTestServer,
  TEST_ACCESS_LOG_KEY,
  registrantRow,
} from '../src/testing';
import { onEachDatabase } from './eachDatabase';
import { type AccessLog, headMac, rowHash, verifyAccessLog } from '../src/features/accessLog';

const REGISTRANTS = Number(process.env.BENCH_REGISTRANTS ?? 10_000);
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const TARGET_FILTER_MS = 200;

/**
 * The cost of the log beside its absence: the action runs as it would without a log, outside any
 * transaction, and nothing is recorded. Handed to the test server as a service variant.
 */
function absentAccessLog(db: Database): AccessLog {
  return {
    async run(work) {
      return (await work(db)).result;
    },
    async append() {},
    async setAnchor() {},
  };
}
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

async function fillRegistrants(db: Database, count: number): Promise<void> {
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 400;
  const registrants = generateRegistrants(count);
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += BATCH) {
      await trx('registrants').insert(registrants.slice(start, start + BATCH).map(registrantRow));
    }
  });
}

const ACCOUNTS = Array.from({ length: 8 }, (_, i) => `staff${i + 1}@forum.test`);
const ACTIONS: AccessLogAction[] = [
  'login',
  'list_view',
  'list_view',
  'list_view',
  'export',
  'edit',
  'logout',
  'login_failed',
];
const LOG_START = Date.parse('2025-08-01T00:00:00.000Z');
const DAY = 86_400_000;

/** LOG_ROWS entries over 60 days, chained exactly as the app chains them, after what is there. */
async function fillLog(db: Database, count: number): Promise<void> {
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 80;
  await db.transaction(async (trx) => {
    const head = await trx('access_log_head').where({ id: 1 }).first();
    let prev = String(head.last_hash);
    let id = Number(head.last_id);
    // The harness's own rows are younger; these go before them in time but after them in the chain.
    for (let start = 0; start < count; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
        id += 1;
        const action = ACTIONS[i % ACTIONS.length]!;
        const at = new Date(LOG_START + Math.floor((i / count) * 60 * DAY));
        const stored = {
          id,
          at: at.toISOString(),
          adminId: (i % ACCOUNTS.length) + 2,
          account: ACCOUNTS[i % ACCOUNTS.length]!,
          address: `203.0.113.${i % 250}`,
          action,
          registrantIds: action === 'edit' ? String((i % 9000) + 1) : null,
          registrantCount: action === 'list_view' || action === 'export' ? 10_000 : action === 'edit' ? 1 : null,
          detail:
            action === 'export'
              ? JSON.stringify({ reason: 'Badges for the venue' })
              : action === 'edit'
                ? JSON.stringify({ fields: ['phone'] })
                : null,
        };
        const hash = rowHash(TEST_ACCESS_LOG_KEY, prev, stored);
        rows.push({
          id,
          at,
          admin_id: stored.adminId,
          account: stored.account,
          address: stored.address,
          action,
          registrant_ids: stored.registrantIds,
          registrant_count: stored.registrantCount,
          detail: stored.detail,
          prev_hash: prev,
          hash,
        });
        prev = hash;
      }
      await trx('access_log').insert(rows);
    }
    // The head's MAC over its new last row, as an append renews it (migration 016's seal).
    const sealed = {
      lastId: id,
      lastHash: prev,
      anchorId: Number(head.anchor_id),
      anchorHash: String(head.anchor_hash),
      keyedFromId: Number(head.keyed_from_id),
    };
    await trx('access_log_head')
      .where({ id: 1 })
      .update({ last_id: id, last_hash: prev, head_mac: headMac(TEST_ACCESS_LOG_KEY, sealed) });
  });
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`answered ${res.status}`);
  return performance.now() - started;
}

async function benchTarget(
  label: string,
  database: TestDatabaseOptions,
): Promise<{ cost: string[][]; log: string[][] }> {
  const forum = await startTestForum({ database, log: silentLogger, seed: (db) => fillRegistrants(db, REGISTRANTS) });
  const without = await startTestServer(forum.db, {
    log: silentLogger,
    variants: { accessLog: absentAccessLog(forum.db) },
  });
  const name = forum.database.kind === 'mysql' ? `MariaDB (${label})` : label;
  try {
    const servers = { on: forum, off: without };
    const tokens = { on: await loginToken(forum, forum.admin), off: await loginToken(without, forum.admin) };
    const samples: Record<string, { on: number[]; off: number[] }> = {
      login: { on: [], off: [] },
      list: { on: [], off: [] },
      export: { on: [], off: [] },
    };
    for (let run = -2; run < RUNS; run += 1) {
      // Alternate which goes first, so neither always meets a warmer cache.
      for (const mode of run % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        const server = servers[mode];
        const auth = { Authorization: `Bearer ${tokens[mode]}` };
        // A one-time password is accepted once (a replay is refused): forget the last use before
        // each timed login, outside the timing, as the harness's loginAdmin does.
        await forum.forgetOtpUse(forum.admin.email);
        const login = await timed(() =>
          server.request('/api/user/login', {
            json: { email: forum.admin.email, password: forum.admin.password, otp: otpCode(forum.admin.otpSecret) },
          }),
        );
        const list = await timed(() =>
          server.request('/api/user/list', { headers: { ...auth, 'Accept-Encoding': 'identity' } }),
        );
        const exported = await timed(() =>
          server.request('/api/user/export', {
            json: { reason: 'benchmark' },
            headers: { ...auth, 'Accept-Encoding': 'identity' },
          }),
        );
        if (run < 0) continue; // warm-up
        samples.login![mode].push(login);
        samples.list![mode].push(list);
        samples.export![mode].push(exported);
      }
    }
    const cost = Object.entries(samples).map(([what, { on, off }]) => [
      name,
      what === 'login'
        ? 'POST /api/user/login (+ OTP)'
        : what === 'list'
          ? `GET /api/user/list (${REGISTRANTS.toLocaleString('en-US')})`
          : `POST /api/user/export (${REGISTRANTS.toLocaleString('en-US')})`,
      `${ms(median(on))} ms`,
      `${ms(median(off))} ms`,
      `${ms(median(on) - median(off))} ms`,
      `${ms(p95(on))} ms`,
      `${ms(p95(off))} ms`,
    ]);

    let fillMs = performance.now();
    await fillLog(forum.db, LOG_ROWS);
    fillMs = performance.now() - fillMs;
    const token = (await loginAdmin(forum, forum.admin)).token;
    const auth = { Authorization: `Bearer ${token}` };
    const mid = Math.floor(LOG_ROWS / 2);
    const queries: Array<[string, string]> = [
      ['first page (100, no filter)', ''],
      ['action=export', 'action=export'],
      ['account=staff3@…', `account=${ACCOUNTS[2]}`],
      ['from/to: one day', 'from=2025-09-01&to=2025-09-01'],
      ['from/to + account + action', `from=2025-08-10&to=2025-08-20&account=${ACCOUNTS[4]}&action=edit`],
      ['action=purge (no match)', 'action=purge'],
      ['deep page (cursor mid-log)', `cursor=${mid}`],
      ['1,000 per page, action=list_view', 'action=list_view&limit=1000'],
    ];
    const log: string[][] = [];
    for (const [what, query] of queries) {
      const times: number[] = [];
      for (let run = -1; run < 9; run += 1) {
        const elapsed = await timed(() => forum.request(`/api/admin/access-log?${query}`, { headers: auth }));
        if (run >= 0) times.push(elapsed);
      }
      log.push([
        name,
        what,
        `${ms(median(times))} ms`,
        `${ms(Math.max(...times))} ms`,
        median(times) < TARGET_FILTER_MS ? 'yes' : 'NO',
      ]);
    }
    const verifyStarted = performance.now();
    const verified = await verifyAccessLog(forum.db, TEST_ACCESS_LOG_KEY);
    if (!verified.ok) throw new Error(`chain broken: ${verified.problem}`);
    log.push([
      name,
      `verify ${verified.rows.toLocaleString('en-US')} rows (access-log:verify)`,
      `${ms(performance.now() - verifyStarted)} ms`,
      '',
      '',
    ]);
    log.push([
      name,
      `(inserting ${LOG_ROWS.toLocaleString('en-US')} chained rows)`,
      `${(fillMs / 1000).toFixed(1)} s`,
      '',
      '',
    ]);
    return { cost, log };
  } finally {
    await without.close();
    await forum.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Access log: cost per request and the log screen's queries (real app over loopback), Node ${process.version}\n`,
  );
  const cost: string[][] = [
    ['database', 'request', 'log on (median)', 'log off (median)', 'difference', 'log on (p95)', 'log off (p95)'],
  ];
  const log: string[][] = [
    [
      'database',
      `GET /api/admin/access-log, ${LOG_ROWS.toLocaleString('en-US')} entries`,
      'median',
      'max',
      `< ${TARGET_FILTER_MS} ms`,
    ],
  ];
  const { results, notes } = await onEachDatabase(MYSQL_URL, benchTarget);
  for (const result of results) {
    cost.push(...result.cost);
    log.push(...result.log);
  }
  console.log(benchTable(cost, 2));
  console.log(
    `\n${RUNS} runs each after a warm-up, on and off interleaved. Login uses the test bcrypt cost (4), so the log's share is shown at its largest; at the production cost (12) a login takes ~200 ms more either way.\n`,
  );
  console.log(benchTable(log, 2));
  console.log(
    `\nEach log query includes writing its own access_log_view entry (same transaction).${notes.length ? `\n${notes.join('\n')}` : ''}`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `bench:access-log failed: ${message.length > 500 ? `${message.slice(0, 250)} … ${message.slice(-250)}` : message}`,
  );
  process.exitCode = 1;
});

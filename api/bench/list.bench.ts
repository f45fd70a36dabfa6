/**
 * `npm run bench:list --workspace api`: GET /api/user/list with 100,000 registrants from the real
 * app on a throwaway SQLite file and a throwaway MariaDB database: time to the last byte and bytes
 * on the wire, gzip and identity, plus the JSON.parse the admin page then does. Figures, not a
 * pass/fail test.
 *
 * Env: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/test; "" skips MariaDB), BENCH_LIST_ROWS (100000).
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import {
  type Database,
  type TestDatabaseOptions,
  loginToken,
  silentLogger,
  startTestForum,
  registrantRow,
} from '../src/testing';
import { onEachDatabase } from './eachDatabase';

const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const LIST_RUNS = 5;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;

/** The registrants table as the repo writes it, with each one's delivered confirmation, in one transaction of multi-row INSERTs. */
async function fill(db: Database, count: number): Promise<void> {
  const registrants = generateRegistrants(count);
  // Knex writes a multi-row insert on SQLite as a compound SELECT, which SQLite caps at 500 terms.
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 400;
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += BATCH) {
      await trx('registrants').insert(registrants.slice(start, start + BATCH).map(registrantRow));
    }
    // Each registrant's confirmation, delivered (as after a normal registration): the list joins
    // every registrant's latest e-mail state.
    const ids = (await trx('registrants').select('id')) as { id: number }[];
    const now = new Date();
    for (let start = 0; start < ids.length; start += BATCH) {
      await trx('mail_outbox').insert(
        ids.slice(start, start + BATCH).map(({ id }) => ({
          registrant_id: id,
          kind: 'confirmation',
          state: 'sent',
          locale: 'en',
          message_id: `<bench-${id}@localhost>`,
          attempts: 1,
          next_attempt_at: now,
          created_at: now,
          sent_at: now,
        })),
      );
    }
  });
}

interface Fetched {
  ms: number;
  wireBytes: number;
  jsonBytes: number;
  parseMs: number;
  rows: number;
}

/** One GET with a raw HTTP client, so the bytes counted are the bytes on the wire. */
function getList(base: string, token: string, encoding: 'gzip' | 'identity'): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${base}/api/user/list`,
      { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': encoding, Accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200)
            return reject(new Error(`GET /api/user/list answered ${response.statusCode}`));
          const wire = Buffer.concat(chunks);
          const parseStarted = performance.now();
          const json = response.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
          const rows = (JSON.parse(json.toString('utf8')) as unknown[]).length;
          resolve({
            ms: elapsed,
            wireBytes: wire.length,
            jsonBytes: json.length,
            parseMs: performance.now() - parseStarted,
            rows,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function benchTarget(label: string, database: TestDatabaseOptions): Promise<string[][]> {
  let fillMs = 0;
  const forum = await startTestForum({
    database,
    log: silentLogger,
    seed: async (db) => {
      const started = performance.now();
      await fill(db, LIST_ROWS);
      fillMs = performance.now() - started;
    },
  });
  try {
    const token = await loginToken(forum, forum.admin);
    const rows: string[][] = [];
    for (const encoding of ['gzip', 'identity'] as const) {
      await getList(forum.url, token, encoding); // warm-up: query plan, JIT
      const runs: Fetched[] = [];
      for (let run = 0; run < LIST_RUNS; run += 1) runs.push(await getList(forum.url, token, encoding));
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const first = runs[0]!;
      if (first.rows !== LIST_ROWS) throw new Error(`expected ${LIST_ROWS} rows, got ${first.rows}`);
      rows.push([
        forum.database.kind === 'mysql' ? `MariaDB (${label})` : label,
        encoding,
        first.rows.toLocaleString('en-US'),
        `${ms(times[Math.floor(times.length / 2)]!)} ms`,
        `${ms(times[0]!)} ms`,
        kb(first.wireBytes),
        kb(first.jsonBytes),
        `${ms(runs.map((run) => run.parseMs).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!)} ms`,
        `${(fillMs / 1000).toFixed(1)} s`,
      ]);
    }
    return rows;
  } finally {
    await forum.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `GET /api/user/list with ${LIST_ROWS.toLocaleString('en-US')} registrants (real app over loopback; median / min of ${LIST_RUNS} after a warm-up), Node ${process.version}\n`,
  );
  const rows: string[][] = [
    [
      'database',
      'encoding',
      'rows',
      'time median',
      'time min',
      'on the wire',
      'JSON',
      'gunzip + JSON.parse',
      'insert (1 tx)',
    ],
  ];
  const { results, notes } = await onEachDatabase(MYSQL_URL, benchTarget);
  rows.push(...results.flat());
  console.log(benchTable(rows, 2));
  console.log(
    `\nTime is request to last byte, as a browser on the same machine would wait for it (server and client share this process).${notes.length ? `\n${notes.join('\n')}` : ''}`,
  );
}

main().catch((error: unknown) => {
  // Knex puts the whole failed statement in the message: 100,000 rows of it.
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `bench:list failed: ${message.length > 500 ? `${message.slice(0, 250)} … ${message.slice(-250)}` : message}`,
  );
  process.exitCode = 1;
});

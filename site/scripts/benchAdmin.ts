/**
 * `npm run bench:admin:page`: what the admin page costs with big lists. Figures, not a pass/fail
 * test (the filter target is marked, nothing exits non-zero on a slow machine).
 *
 *   1. Search + filters + sort + counts over 10,000 (and 100,000) generated registrants with the
 *      page's own functions, in Node (tsx) and in Chromium (target: under 100 ms per keystroke).
 *   2. GET /api/user/list with 100,000 registrants from the real app (createApp) on a throwaway
 *      SQLite file and a throwaway MariaDB database: time to the last byte and bytes on the wire,
 *      gzip and identity, plus the JSON.parse the page then does.
 *
 * Env: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/test; "" skips MariaDB),
 * CHROMIUM_PATH (default /usr/bin/chromium; skipped when missing), BENCH_LIST_ROWS (100000).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import knex from 'knex';
import { build } from 'vite';
import { createApp } from '../../api/src/app';
import { type DatabaseConfig, loadConfig } from '../../api/src/config';
import { type Database, createDatabase } from '../../api/src/db/database';
import { migrateLatest } from '../../api/src/db/migrate';
import { createAdminAccounts } from '../../api/src/features/auth/admins';
import { createAuthRepo } from '../../api/src/features/auth/repo';
import { silentLogger } from '../../api/src/logger';
import { type FilterBenchResult, measureFilterScenarios } from './adminFilterBench';
import { generateRegistrants } from '@forum/shared/testing';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const FILTER_TARGET_MS = 100;
const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const LIST_RUNS = 5;
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const ADMIN = { email: 'bench-admin@forum.test', password: 'bench admin password' };

function table(rows: readonly (readonly string[])[], leftColumns = 1): string {
  const widths = rows[0]!.map((_cell, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: readonly string[]) =>
    row.map((cell, c) => (c < leftColumns ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;

// ---- 1. filtering ---------------------------------------------------------------------------------

async function chromiumFilterResults(count: number): Promise<FilterBenchResult[] | string> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return `skipped: no Chromium at ${executablePath}`;
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(scriptsDir, '..'),
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(scriptsDir, 'adminFilterBench.browser.ts'), formats: ['iife'], name: 'adminFilterBenchBundle' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs.flatMap((result) => ('output' in result ? result.output : [])).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') return 'skipped: the browser bundle was not built';
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="ko"><body></body></html>');
    await page.addScriptTag({ content: chunk.code });
    return await page.evaluate(
      (n) => (globalThis as unknown as { adminFilterBench: (count: number) => FilterBenchResult[] }).adminFilterBench(n),
      count,
    );
  } finally {
    await browser.close();
  }
}

async function benchFiltering(): Promise<void> {
  console.log('1. Search + filters + sort + counts (the page’s functions; median / max of 25 runs, 7 for cold rows)\n');
  const rows: string[][] = [['registrants', 'scenario', 'rows', 'Node median', 'Node max', 'Chromium median', 'Chromium max']];
  const verdicts: string[] = [];
  for (const count of [10_000, 100_000]) {
    const node = measureFilterScenarios(count);
    const browser = await chromiumFilterResults(count).catch((error: unknown) => `skipped: ${String(error)}`);
    node.forEach((result, i) => {
      const inBrowser = typeof browser === 'string' ? undefined : browser[i];
      rows.push([
        count.toLocaleString('en-US'),
        result.scenario,
        result.rows.toLocaleString('en-US'),
        `${ms(result.medianMs)} ms`,
        `${ms(result.maxMs)} ms`,
        inBrowser ? `${ms(inBrowser.medianMs)} ms` : '-',
        inBrowser ? `${ms(inBrowser.maxMs)} ms` : '-',
      ]);
    });
    if (typeof browser === 'string') verdicts.push(`Chromium (${count}): ${browser}`);
    if (count === 10_000) {
      const worst = Math.max(...node.map((r) => r.maxMs), ...(typeof browser === 'string' ? [] : browser.map((r) => r.maxMs)));
      verdicts.push(`10,000 registrants: slowest run ${ms(worst)} ms, target < ${FILTER_TARGET_MS} ms: ${worst < FILTER_TARGET_MS ? 'met' : 'MISSED'}`);
    }
  }
  console.log(table(rows, 2));
  console.log(`\n${verdicts.join('\n')}\n`);
}

// ---- 2. GET /api/user/list --------------------------------------------------------------------------

interface Target {
  label: string;
  config: DatabaseConfig;
  cleanup: () => Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-'));
  return {
    label: 'SQLite',
    config: { client: 'sqlite', filename: path.join(dir, 'bench.sqlite') },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function mariadbTarget(): Promise<Target | string> {
  if (!MYSQL_URL) return 'skipped: BENCH_MYSQL_URL is empty';
  const url = new URL(MYSQL_URL);
  const server = knex({
    client: 'mysql2',
    connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
    pool: { min: 0, max: 1 },
  });
  const name = `forum_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await server.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } catch (error) {
    await server.destroy();
    return `skipped: ${(error as Error).message}`;
  }
  url.pathname = `/${name}`;
  const [version] = (await server.raw('SELECT VERSION() AS v'))[0] as { v: string }[];
  return {
    label: `MariaDB ${version?.v.split('-')[0] ?? ''}`.trim(),
    config: { client: 'mysql', url: url.toString() },
    cleanup: async () => {
      await server.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.destroy();
    },
  };
}

/** The registrants table as the repo writes it, in one transaction of multi-row INSERTs. */
async function fill(db: Database, count: number): Promise<void> {
  const registrants = generateRegistrants(count);
  // Knex writes a multi-row insert on SQLite as a compound SELECT, which SQLite caps at 500 terms.
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 400;
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += BATCH) {
      await trx('registrants').insert(
        registrants.slice(start, start + BATCH).map((r) => ({
          company: r.company,
          name: r.name,
          title: r.title,
          email: r.email,
          email_normalized: r.email.toLowerCase(),
          phone: r.phone,
          biztype: r.biztype,
          attend: r.attend,
          attendext: r.attendext.join('|'),
          about: r.about,
          locale: r.locale,
          consent_at: new Date(r.createdAt),
          created_at: new Date(r.createdAt),
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
          if (response.statusCode !== 200) return reject(new Error(`GET /api/user/list answered ${response.statusCode}`));
          const wire = Buffer.concat(chunks);
          const parseStarted = performance.now();
          const json = response.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
          const rows = (JSON.parse(json.toString('utf8')) as unknown[]).length;
          resolve({ ms: elapsed, wireBytes: wire.length, jsonBytes: json.length, parseMs: performance.now() - parseStarted, rows });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function benchTarget(target: Target): Promise<string[][]> {
  const db = createDatabase(target.config);
  const server = http.createServer();
  try {
    await migrateLatest(db);
    const fillStarted = performance.now();
    await fill(db, LIST_ROWS);
    const fillMs = performance.now() - fillStarted;
    await createAdminAccounts({ repo: createAuthRepo(db), clock: () => new Date(), passwordCost: 4 }).create(ADMIN.email, ADMIN.password);

    const config = { ...loadConfig({ SITE_DIST: 'does-not-exist' }), registrationRateLimit: 0 };
    server.on('request', createApp({ config, db, log: silentLogger, passwordCost: 4 }).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };

    const rows: string[][] = [];
    for (const encoding of ['gzip', 'identity'] as const) {
      await getList(base, token, encoding); // warm-up: query plan, JIT
      const runs: Fetched[] = [];
      for (let run = 0; run < LIST_RUNS; run += 1) runs.push(await getList(base, token, encoding));
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const first = runs[0]!;
      if (first.rows !== LIST_ROWS) throw new Error(`expected ${LIST_ROWS} rows, got ${first.rows}`);
      rows.push([
        target.label,
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
    server.close();
    server.closeAllConnections();
    await db.destroy();
    await target.cleanup();
  }
}

async function benchList(): Promise<void> {
  console.log(`2. GET /api/user/list with ${LIST_ROWS.toLocaleString('en-US')} registrants (real app over loopback; median / min of ${LIST_RUNS} after a warm-up)\n`);
  const rows: string[][] = [['database', 'encoding', 'rows', 'time median', 'time min', 'on the wire', 'JSON', 'gunzip + JSON.parse', 'insert (1 tx)']];
  const notes: string[] = [];
  const targets: (Target | string)[] = [await sqliteTarget(), await mariadbTarget()];
  for (const target of targets) {
    if (typeof target === 'string') notes.push(`MariaDB ${target}`);
    else rows.push(...(await benchTarget(target)));
  }
  console.log(table(rows, 2));
  console.log(
    `\nTime is request to last byte, as a browser on the same machine would wait for it (server and client share this process).${notes.length ? `\n${notes.join('\n')}` : ''}`,
  );
}

console.log(`Admin page benchmark, Node ${process.version}\n`);
try {
  await benchFiltering();
  await benchList();
} catch (error) {
  // Knex puts the whole failed statement in the message: 100,000 rows of it.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`bench:admin:page failed: ${message.length > 500 ? `${message.slice(0, 250)} … ${message.slice(-250)}` : message}`);
  process.exitCode = 1;
}

/**
 * Part of `npm run bench:api`: POST /api/user throughput of the production setup, in one run on
 * one MariaDB database:
 *   - one compiled server process, straight (HTTP, kept-alive connections),
 *   - nginx (HTTPS, the shipped config) in front of that one process,
 *   - nginx in front of two processes (the deploy guide's setup).
 * Each for BENCH_SECONDS (default 10) after a one-second warm-up, with 50 clients each on its own
 * kept-alive connection; the load generator runs in this process. Figures are printed, not judged.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { prepareTestDatabase } from '@forum/api/testing';
import { type BuiltServer, startBuiltServer } from '../test/support/builtServer';
import { registrationLoad, summarise } from '../test/support/load';
import { type Nginx, freePort, startNginx } from '../test/support/nginx';
import { REPO_ROOT } from '../test/support/paths';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 1;
const CLIENTS = 50;

interface Row {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function measure(label: string, url: string, ca?: Buffer): Promise<Row> {
  const load = registrationLoad({ url, concurrency: CLIENTS, ...(ca ? { ca } : {}) });
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  const from = Date.now();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const elapsed = (performance.now() - started) / 1000;
  const until = Date.now();
  const outcomes = (await load.stop()).filter((outcome) => outcome.at >= from && outcome.at + outcome.ms <= until);
  const created = outcomes.filter((outcome) => outcome.status === 201);
  const latencies = created.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const failures = Object.entries(summarise(outcomes)).filter(([key]) => key !== '201');
  return {
    label,
    perSecond: created.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: failures.map(([key, count]) => `${count}x${key}`).join(', ') || '0',
  };
}

function printTable(rows: Row[]): void {
  const fmt = (n: number, digits: number) =>
    Number.isFinite(n)
      ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
      : '-';
  const lines = [
    ['', 'registrations/s', 'p50 ms', 'p99 ms', 'failed'],
    ...rows.map((row) => [row.label, fmt(row.perSecond, 0), fmt(row.p50, 1), fmt(row.p99, 1), row.failures]),
  ];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  console.log(`\nPOST /api/user, production build on MariaDB, ${CLIENTS} kept-alive clients, ${SECONDS} s each\n`);
  for (const line of lines)
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('   '),
    );
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';
  console.log('building the API (api/dist) and the site');
  execFileSync('npm', ['run', 'build', '--workspace', 'api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const { database } = await prepareTestDatabase({
    database: { kind: 'mysql', mysqlServerUrl: serverUrl, namePrefix: 'forum_bench' },
    admin: null,
  });
  const servers: BuiltServer[] = [];
  const proxies: Nginx[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    const env = (port: number) => ({
      PORT: String(port),
      DATABASE_URL: database.url,
      TRUST_PROXY: 'true',
      MIGRATE_ON_START: 'false',
      REGISTRATION_RATE_LIMIT: '0',
    });
    for (const port of ports) servers.push(await startBuiltServer(env(port)));
    const two = await startNginx({ apiPorts: ports });
    const one = await startNginx({ apiPorts: [ports[0]!] });
    proxies.push(two, one);

    const rows = [
      await measure('one process, direct (HTTP)', servers[0]!.url),
      await measure('nginx (HTTPS) -> one process', one.httpsUrl, one.ca),
      await measure('nginx (HTTPS) -> two processes', two.httpsUrl, two.ca),
    ];
    printTable(rows);
    const [direct, , both] = rows;
    console.log(
      `\ntwo processes behind nginx: ${((both!.perSecond / direct!.perSecond) * 100).toFixed(0)} % of one process direct`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await database.drop();
  }
}

await main();

/**
 * `npm run bench:import`: two spreadsheets sent to `POST /api/admin/invitations/import?dryRun=1`
 * on an API process of its own (the real server in a child process, on a throwaway SQLite file),
 * measured from outside:
 *   - a zip bomb: a 1 GB sheet packed in about 1 MB;
 *   - a sheet of BENCH_IMPORT_ROWS (default 650,000) invitees, shared strings after the sheet as
 *     Excel writes them (cells without their references, to stay under the 10 MB upload limit); then the same file three times in a row.
 * For each: the answer and its time, the server process's memory (resident, from /proc: before,
 * and the peak during the call), and `GET /api/health` polled meanwhile (how often it answered
 * and its slowest answer). Figures, not a pass/fail test. Linux only (/proc).
 */
import fs from 'node:fs';
import http from 'node:http';
import { DEFAULT_TEST_ADMIN, inlineRow, loginToken, prepareTestDatabase, sharedRow, writeXlsx } from '../src/testing';
import { call, ms, startProcesses } from './benchProcesses';
import os from 'node:os';
import path from 'node:path';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 650_000);
const BOMB_BYTES = Number(process.env.BENCH_IMPORT_BOMB_BYTES ?? 1024 ** 3);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header, one invitee, then BOMB_BYTES of blank space between rows (XML allows it): what packs tightest. */
function* bombRows(): Generator<string> {
  yield inlineRow(['email', 'name', 'source']);
  yield inlineRow(['someone@example.com', 'Someone', 'a list']);
  const blank = ' '.repeat(1 << 20);
  for (let size = 0; size < BOMB_BYTES; size += blank.length) yield blank;
}

/** Shared strings: 0..2 the header, 3 the source, 4..5003 names, then one e-mail per row. */
const NAMES = 5_000;
function* manyRows(): Generator<string> {
  yield sharedRow(1, [0, 1, 2]);
  for (let i = 0; i < ROWS; i += 1) yield sharedRow(i + 2, [4 + NAMES + i, 4 + (i % NAMES), 3], false);
}
function* manyStrings(): Generator<string> {
  yield* ['email', 'name', 'source', '2024 forum attendee list'];
  for (let i = 0; i < NAMES; i += 1) yield `Investor ${i}`;
  for (let i = 0; i < ROWS; i += 1) yield `investor.${i}@example.com`;
}

const kib = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB`;
const mib = (kbytes: number) => `${(kbytes / 1024).toFixed(0)} MB`;

/** VmRSS and VmHWM (the peak since the last reset) of a process, in kB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-import-'));
  const { database } = await prepareTestDatabase({
    database: { kind: 'sqlite', sqliteFile: path.join(dir, 'db.sqlite') },
  });
  const processes = await startProcesses(database.url, 1);
  try {
    const [url] = processes.urls as [string];
    const pid = processes.pids[0]!;
    const token = await loginToken(url, DEFAULT_TEST_ADMIN);
    let started = performance.now();
    const bomb = await writeXlsx({ rows: bombRows() });
    const bombMade = (performance.now() - started) / 1000;
    started = performance.now();
    const many = await writeXlsx({ rows: manyRows(), sharedStrings: manyStrings(), sharedCount: 4 + NAMES + ROWS });
    const manyMade = (performance.now() - started) / 1000;

    const upload = async (file: Buffer, times = 1) => {
      // The peak resident size from here on (Linux: writing 5 to clear_refs resets VmHWM).
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const before = memoryOf(pid);
      let importing = true;
      const health: number[] = [];
      let healthFailures = 0;
      const healthAgent = new http.Agent({ keepAlive: true });
      const polling = (async () => {
        while (importing) {
          const answer = await call(healthAgent, `${url}/api/health`).catch(() => ({ status: 0, ms: 0 }));
          if (answer.status === 200) health.push(answer.ms);
          else healthFailures += 1;
        }
      })();
      const begun = performance.now();
      const answers: Array<{ status: number; code: string }> = [];
      for (let i = 0; i < times; i += 1) {
        try {
          const res = await fetch(`${url}/api/admin/invitations/import?dryRun=1`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': XLSX_TYPE },
            body: new Uint8Array(file),
          });
          const body = (await res.json()) as { errors?: Array<{ code: string }>; error?: { code: string } };
          answers.push({ status: res.status, code: body.errors?.[0]?.code ?? body.error?.code ?? 'ok' });
        } catch (error) {
          const tail = processes.tails().split('\n').slice(-2).join(' ');
          answers.push({ status: 0, code: `failed (${String(error)}; the server's last lines: ${tail})` });
        }
      }
      const seconds = (performance.now() - begun) / 1000;
      importing = false;
      await polling;
      healthAgent.destroy();
      const after = memoryOf(pid);
      const answered = [...new Set(answers.map((answer) => `${answer.status} ${answer.code}`))].join(', ');
      return (
        `${answered} in ${seconds.toFixed(2)} s; server memory ${mib(before.rss)} before, peak ${mib(after.peak)} ` +
        `(+${mib(after.peak - before.rss)}); /api/health answered ${health.length} times meanwhile, slowest ${ms(Math.max(0, ...health))}` +
        (healthFailures > 0 ? `, ${healthFailures} failed` : '')
      );
    };
    console.log(
      `1 GB sheet in a ${kib(bomb.length)} zip (made in ${bombMade.toFixed(1)} s): ${await upload(bomb)}\n` +
        `${ROWS.toLocaleString('en-US')} rows in ${kib(many.length)} (made in ${manyMade.toFixed(1)} s): ${await upload(many)}\n` +
        `the same, three in a row: ${await upload(many, 3)}`,
    );
  } catch (error) {
    console.error(processes.tails());
    throw error;
  } finally {
    await processes.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

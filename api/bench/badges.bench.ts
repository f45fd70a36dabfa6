/**
 * `npm run bench:badges --workspace api`: badges for 2,000 registrants (BENCH_BADGE_REGISTRANTS,
 * at most the 2,000 one request may print), Korean and Latin names with one in five in Hanja,
 * Japanese, Chinese or with an emoji, through HTTP on the real app (`POST /api/admin/badges`, no
 * filter) on a throwaway SQLite file, served by the real server (server.ts) in a child process
 * started afresh for each layout: seconds to the last byte, badges per second, the server's memory
 * (its resident size when idle before the layout, and its peak, VmHWM, after both orders' runs) and
 * the PDF's size, per layout and order, each the median of three runs; on MariaDB too when TEST_DATABASE_URL (or BENCH_MYSQL_URL) names one. BENCH_BADGE_OUT=<dir> also keeps the PDFs there, to look at.
 * Figures, not a pass/fail test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import { BADGE_LAYOUTS, BADGE_SORTS } from '@forum/shared';
import os from 'node:os';
import {
  type Database,
  bearer,
  loginToken,
  pdfInfo,
  silentLogger,
  startServerProcess,
  startTestForum,
  registrantRow,
} from '../src/testing';
import { onEachDatabase } from './eachDatabase';

const REGISTRANTS = Number(process.env.BENCH_BADGE_REGISTRANTS ?? 2_000);
const RUNS = 3;
const OUT = process.env.BENCH_BADGE_OUT ?? '';
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';

/** Names in the other scripts a badge must print (one registrant in five gets one). */
const OTHER_SCRIPTS = [
  '金正勳',
  '渡辺 さくら',
  '简体中文',
  '繁體中文',
  'Zoë Ångström',
  'Alex 👩‍💻 Kim',
  '寿限無寿限無五劫の擦り切れ海砂利水魚',
];

async function fill(db: Database, count: number): Promise<void> {
  const registrants = generateRegistrants(count).map((r, i) =>
    i % 5 === 4 ? { ...r, name: OTHER_SCRIPTS[((i / 5) % OTHER_SCRIPTS.length) | 0]! } : r,
  );
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += 400) {
      await trx('registrants').insert(registrants.slice(start, start + 400).map(registrantRow));
    }
  });
}

/** A process's resident memory now and its peak so far (VmHWM), in MB, from Linux's /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { results, notes } = await onEachDatabase(MYSQL_URL, async (label, database) => {
    const forum = await startTestForum({ database, log: silentLogger, seed: (db) => fill(db, REGISTRANTS) });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-badges-'));
    try {
      const token = await loginToken(forum, forum.admin);
      const rows: string[][] = [];
      for (const layout of BADGE_LAYOUTS) {
        const server = await startServerProcess({ DATABASE_URL: forum.database.url, SITE_DIST: dir, MAIL_DIR: dir });
        const idle = memoryOf(server.child.pid!).rss;
        const layoutRows: string[][] = [];
        for (const sort of BADGE_SORTS) {
          const seconds: number[] = [];
          let pdf = Buffer.alloc(0);
          for (let run = 0; run < RUNS; run += 1) {
            const started = performance.now();
            const res = await fetch(`${server.url}/api/admin/badges`, {
              method: 'POST',
              headers: { ...bearer(token), 'Content-Type': 'application/json' },
              body: JSON.stringify({ layout, sort }),
            });
            pdf = Buffer.from(await res.arrayBuffer());
            seconds.push((performance.now() - started) / 1000);
            if (res.status !== 200) throw new Error(`badges answered ${res.status}: ${pdf.toString().slice(0, 200)}`);
          }
          if (OUT) {
            fs.mkdirSync(OUT, { recursive: true });
            fs.writeFileSync(path.join(OUT, `badges-${layout}-${sort}.pdf`), pdf);
          }
          const { pages } = pdfInfo(pdf);
          layoutRows.push([
            label,
            layout,
            sort,
            String(pages),
            `${median(seconds).toFixed(2)} s`,
            `${Math.round(REGISTRANTS / median(seconds))}/s`,
            `${idle} MB`,
            'PEAK',
            `${(pdf.length / 1024 / 1024).toFixed(2)} MB`,
            `${(pdf.length / REGISTRANTS / 1024).toFixed(2)} KB`,
          ]);
        }
        const peak = memoryOf(server.child.pid!).peak;
        server.child.kill('SIGKILL');
        rows.push(...layoutRows.map((row) => row.map((cell) => (cell === 'PEAK' ? `${peak} MB` : cell))));
      }
      return rows;
    } finally {
      await forum.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  console.log(
    `Badges for ${REGISTRANTS.toLocaleString('en-US')} registrants (median of ${RUNS} runs, HTTP to last byte)\n`,
  );
  console.log(
    benchTable(
      [
        [
          'database',
          'layout',
          'sort',
          'pages',
          'time',
          'badges/s',
          'server idle',
          'server peak',
          'PDF size',
          'per badge',
        ],
        ...results.flat(),
      ],
      3,
    ),
  );
  for (const note of notes) console.log(note);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

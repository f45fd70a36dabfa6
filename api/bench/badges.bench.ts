/**
 * `npm run bench:badges --workspace api`: badges for 2,000 registrants (BENCH_BADGE_REGISTRANTS),
 * a mix of Korean and Latin names, through HTTP on the real app (`POST /api/admin/badges`, no
 * filter) on a throwaway SQLite file: seconds to the last byte and the PDF's size, per layout and
 * order, each the median of three runs; on MariaDB too when TEST_DATABASE_URL (or BENCH_MYSQL_URL) names one. BENCH_BADGE_OUT=<dir> also keeps the PDFs there, to look at.
 * Figures, not a pass/fail test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import { BADGE_LAYOUTS, BADGE_SORTS } from '@forum/shared';
import { type Database, bearer, loginToken, pdfInfo, silentLogger, startTestForum } from '../src/testing';
import { onEachDatabase } from './eachDatabase';
import { registrantRow } from './registrantRow';

const REGISTRANTS = Number(process.env.BENCH_BADGE_REGISTRANTS ?? 2_000);
const RUNS = 3;
const OUT = process.env.BENCH_BADGE_OUT ?? '';
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';

async function fill(db: Database, count: number): Promise<void> {
  const registrants = generateRegistrants(count);
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += 400) {
      await trx('registrants').insert(registrants.slice(start, start + 400).map(registrantRow));
    }
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { results, notes } = await onEachDatabase(MYSQL_URL, async (label, database) => {
    const forum = await startTestForum({ database, log: silentLogger, seed: (db) => fill(db, REGISTRANTS) });
    try {
      const token = await loginToken(forum, forum.admin);
      const rows: string[][] = [];
      for (const layout of BADGE_LAYOUTS) {
        for (const sort of BADGE_SORTS) {
          const seconds: number[] = [];
          let pdf = Buffer.alloc(0);
          for (let run = 0; run < RUNS; run += 1) {
            const started = performance.now();
            const res = await forum.request('/api/admin/badges', { json: { layout, sort }, headers: bearer(token) });
            pdf = Buffer.from(await res.arrayBuffer());
            seconds.push((performance.now() - started) / 1000);
            if (res.status !== 200) throw new Error(`badges answered ${res.status}: ${pdf.toString().slice(0, 200)}`);
          }
          if (OUT) {
            fs.mkdirSync(OUT, { recursive: true });
            fs.writeFileSync(path.join(OUT, `badges-${layout}-${sort}.pdf`), pdf);
          }
          const { pages } = pdfInfo(pdf);
          rows.push([
            label,
            layout,
            sort,
            String(pages),
            `${median(seconds).toFixed(2)} s`,
            `${(pdf.length / 1024 / 1024).toFixed(2)} MB`,
            `${(pdf.length / REGISTRANTS / 1024).toFixed(2)} KB`,
          ]);
        }
      }
      return rows;
    } finally {
      await forum.close();
    }
  });
  console.log(
    `Badges for ${REGISTRANTS.toLocaleString('en-US')} registrants (median of ${RUNS} runs, HTTP to last byte)\n`,
  );
  console.log(
    benchTable([['database', 'layout', 'sort', 'pages', 'time', 'PDF size', 'per badge'], ...results.flat()], 3),
  );
  for (const note of notes) console.log(note);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

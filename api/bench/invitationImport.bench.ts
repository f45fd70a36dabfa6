/**
 * `npm run bench:invitations --workspace api`: importing an invitation list of
 * BENCH_INVITATION_ROWS rows (default 5,000) through HTTP on the real app, as CSV and as .xlsx: the
 * dry run, the first import (all new) and the re-import (all updates), on a throwaway SQLite file
 * and, when TEST_DATABASE_URL (or BENCH_MYSQL_URL) names a server, a throwaway MariaDB database.
 * Figures, not a pass/fail test.
 */
import { buildTableWorkbook } from '@forum/shared/spreadsheet';
import { type TestDatabaseOptions, loginToken, silentLogger, startTestForum } from '../src/testing';
import { onEachDatabase } from './eachDatabase';

const ROWS = Number(process.env.BENCH_INVITATION_ROWS ?? 5_000);
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.TEST_DATABASE_URL ?? '';
const HEADER = ['email', 'name', 'company', 'language', 'sessions', 'note', 'source'];

function rows(tag: string): string[][] {
  return Array.from({ length: ROWS }, (_, i) => [
    `${tag}.investor.${i}@example.com`,
    i % 2 === 0 ? `투자자 ${i}` : `Investor ${i}`,
    `Sample Capital ${i % 300}`,
    i % 2 === 0 ? 'ko' : 'en',
    i % 5 === 0 ? 'day11|day14' : 'day12',
    i % 7 === 0 ? 'VIP' : '',
    '2024 forum attendee list',
  ]);
}

const csvOf = (table: string[][]) => [HEADER, ...table].map((row) => row.join(',')).join('\n');

async function bench(label: string, database: TestDatabaseOptions) {
  const forum = await startTestForum({ database, log: silentLogger });
  try {
    const token = await loginToken(forum, forum.admin);
    const timed = async (what: string, type: string, body: Uint8Array | string, query = '') => {
      const started = performance.now();
      const res = await fetch(`${forum.url}/api/admin/invitations/import${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
        body,
      });
      const answer = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${what}: ${res.status} ${answer.slice(0, 200)}`);
      return `${what.padEnd(22)} ${(ms / 1000).toFixed(2)} s  ${answer}`;
    };
    const csv = csvOf(rows('csv'));
    const xlsx = buildTableWorkbook('Sheet1', HEADER, rows('xlsx'));
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const lines = [
      await timed('CSV dry run', 'text/csv', csv, '?dryRun=1'),
      await timed('CSV import', 'text/csv', csv),
      await timed('CSV re-import', 'text/csv', csv),
      await timed('xlsx dry run', xlsxType, xlsx, '?dryRun=1'),
      await timed('xlsx import', xlsxType, xlsx),
      await timed('xlsx re-import', xlsxType, xlsx),
    ];
    return `${label}: ${ROWS} rows (CSV ${(csv.length / 1024).toFixed(0)} KB, xlsx ${(xlsx.length / 1024).toFixed(0)} KB)\n  ${lines.join('\n  ')}`;
  } finally {
    await forum.close();
  }
}

const { results, notes } = await onEachDatabase(MYSQL_URL, bench);
console.log(results.join('\n'));
for (const note of notes) console.log(note);

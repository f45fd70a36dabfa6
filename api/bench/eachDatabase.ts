/**
 * The benches' two databases: a throwaway SQLite file always, and a throwaway database on the MySQL
 * server at `mysqlUrl` when one is given. A MySQL that cannot be reached is a note, not a failure,
 * so a machine without one still prints the SQLite figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestDatabaseOptions } from '../src/testing';

export async function onEachDatabase<T>(
  mysqlUrl: string,
  bench: (label: string, database: TestDatabaseOptions) => Promise<T>,
): Promise<{ results: T[]; notes: string[] }> {
  const results: T[] = [];
  const notes: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-'));
  try {
    results.push(await bench('SQLite', { kind: 'sqlite', sqliteFile: path.join(dir, 'bench.sqlite') }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!mysqlUrl) notes.push('MariaDB skipped: set TEST_DATABASE_URL or BENCH_MYSQL_URL to include it');
  else {
    try {
      results.push(
        await bench(new URL(mysqlUrl).host, { kind: 'mysql', mysqlServerUrl: mysqlUrl, namePrefix: 'forum_bench' }),
      );
    } catch (error) {
      notes.push(`MariaDB skipped: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
    }
  }
  return { results, notes };
}

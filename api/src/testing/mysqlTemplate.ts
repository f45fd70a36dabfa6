/**
 * A MySQL/MariaDB test database copied from a migrated one instead of migrated afresh. Running the
 * migrations' 29 steps (each ALTER rebuilds a table) took seconds per database, and the suite makes
 * hundreds; the copy replays each table's final definition, foreign keys included, and its rows.
 *
 * The template is named after a hash of the code that shapes it (the migrations and the access
 * log's sealing, with the test key), so a change to either builds a new one; one process builds it
 * while the others wait on a named lock, and a template only counts once its marker table exists,
 * so one left half-built by a killed process is built again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { REPO_ROOT } from '../config';
import { createDatabase } from '../db/database';
import { prepareAccessLog } from '../features/accessLog';
import { TEST_ACCESS_LOG_KEY } from './testAccessLogKey';

const TEMPLATE_PREFIX = 'forum_template_';
const READY_MARKER = 'template_ready';
const SHAPING_CODE = ['api/src/db/migrations', 'api/src/db/migrate.ts', 'api/src/features/accessLog'];

function sourceFiles(entry: string): string[] {
  const full = path.join(REPO_ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(full, name));
}

let templateNameOfThisProcess: string | undefined;

/** Read once per process: the files do not change during a run, and a run creates hundreds of databases. */
function templateName(): string {
  if (templateNameOfThisProcess) return templateNameOfThisProcess;
  const hash = createHash('sha256').update(TEST_ACCESS_LOG_KEY);
  for (const file of SHAPING_CODE.flatMap(sourceFiles)) hash.update(file).update(fs.readFileSync(file));
  templateNameOfThisProcess = `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
  return templateNameOfThisProcess;
}

function createEmptyDatabase(trx: Knex, name: string) {
  return trx.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
}

type Rows<T> = [T[], unknown];

async function schemaTables(trx: Knex, schema: string): Promise<string[]> {
  const [rows] = (await trx.raw(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [schema],
  )) as Rows<{ name: string }>;
  return rows.map((row) => row.name);
}

/** What a copy of tables and rows would miss: the migrations create none of these on MySQL. */
async function assertNothingElse(trx: Knex, schema: string): Promise<void> {
  const [rows] = (await trx.raw(
    `SELECT (SELECT COUNT(*) FROM information_schema.triggers WHERE trigger_schema = ?)
          + (SELECT COUNT(*) FROM information_schema.views WHERE table_schema = ?)
          + (SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = ?)
          + (SELECT COUNT(*) FROM information_schema.events WHERE event_schema = ?) AS n`,
    [schema, schema, schema, schema],
  )) as Rows<{ n: number | string }>;
  if (Number(rows[0]?.n) !== 0)
    throw new Error(`${schema} has triggers, views, routines or events: the test database copy does not carry them`);
}

async function buildTemplate(trx: Knex, name: string, serverUrl: string): Promise<void> {
  const [stale] = (await trx.raw(
    'SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE ?',
    [`${TEMPLATE_PREFIX}%`],
  )) as Rows<{ name: string }>;
  // Older templates belong to code that has changed since; a half-built one of this code goes too.
  for (const { name: old } of stale) await trx.raw(`DROP DATABASE \`${old}\``);
  await createEmptyDatabase(trx, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ client: 'mysql', url: url.toString() });
  try {
    await prepareAccessLog(db, TEST_ACCESS_LOG_KEY);
    await assertNothingElse(db, name);
    await db.schema.createTable(READY_MARKER, (table) => table.integer('id'));
  } finally {
    await db.destroy();
  }
}

/** Creates database `target` (not existing yet) as a copy of the migrated template, building that first when needed. */
export async function createFromTemplate(server: Knex, target: string, serverUrl: string): Promise<void> {
  const template = templateName();
  // One connection throughout: the named lock, USE and FOREIGN_KEY_CHECKS belong to it.
  await server.transaction(async (trx) => {
    const [locked] = (await trx.raw("SELECT GET_LOCK('forum_test_template', 180) AS got")) as Rows<{ got: number }>;
    if (Number(locked[0]?.got) !== 1) throw new Error('Timed out waiting for another process to build the template');
    try {
      if (!(await schemaTables(trx, template)).includes(READY_MARKER)) await buildTemplate(trx, template, serverUrl);
    } finally {
      await trx.raw("SELECT RELEASE_LOCK('forum_test_template')");
    }
    await createEmptyDatabase(trx, target);
    await trx.raw(`USE \`${target}\``);
    // Tables come in name order, some before the ones they refer to: the checks wait for the rows.
    await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
    try {
      for (const table of await schemaTables(trx, template)) {
        if (table === READY_MARKER) continue;
        const [shown] = (await trx.raw(`SHOW CREATE TABLE \`${template}\`.\`${table}\``)) as Rows<
          Record<string, string>
        >;
        await trx.raw(shown[0]!['Create Table']!);
        await trx.raw(`INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
      }
    } finally {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
    }
  });
}

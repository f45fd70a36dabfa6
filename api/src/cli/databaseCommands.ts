/**
 * `migrate`, `backup --out FILE [--builtin]` and `restore FILE [--force]`: the commands that act on
 * the database as a whole. Backup and restore open their own connection (a dump tool, the SQLite
 * backup API), so they take the database's settings rather than the pool. See src/backup/index.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, restoreDatabase } from '../backup';
import { ConfigError, type DatabaseConfig } from '../config';
import type { Database } from '../db/database';
import { type AccessLogKey, prepareAccessLog } from '../features/accessLog';
import { EXIT_OK, EXIT_USAGE } from './adminCommands';

export interface DatabaseCommandDeps {
  database: () => DatabaseConfig;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where the operator typed the command: relative file names are theirs (npm moves the cwd). */
  cwd: string;
}

/** Where the migrations went, without the password that a MySQL URL may carry. */
function describeDatabase(database: DatabaseConfig): string {
  if (database.client === 'sqlite') return `SQLite ${database.filename}`;
  const url = new URL(database.url);
  return `MySQL ${url.pathname.replace(/^\//, '')} on ${url.host}`;
}

/**
 * `npm run migrate`: applies pending migrations to the database named by DATABASE_URL. The server
 * does this on start too; this is for deploys that migrate before switching traffic over.
 */
export async function runMigrateCli(deps: {
  db: Database;
  database: DatabaseConfig;
  /** The access log's head is sealed with it when this run applies migration 016. */
  accessLogKey: AccessLogKey;
  out: (line: string) => void;
}) {
  const { applied } = await prepareAccessLog(deps.db, deps.accessLogKey);
  const where = describeDatabase(deps.database);
  if (applied.length === 0) deps.out(`${where}: already up to date`);
  else deps.out(`${where}: applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`);
  return EXIT_OK;
}

export const migrateFailure = (error: unknown) =>
  error instanceof ConfigError ? error.message : `Migration failed: ${messageOf(error)}`;

const BACKUP_USAGE = `Usage: backup --out FILE [--builtin]
  --out FILE   where to write the backup (.gz compresses it)
  --builtin    MySQL: use the built-in dump even when mysqldump/mariadb-dump is installed`;

/** A consistent backup of the database DATABASE_URL names, written atomically (gzip-compressed for .gz). */
export async function runBackupCli(argv: string[], deps: DatabaseCommandDeps): Promise<number> {
  let values: { out?: string; builtin?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, builtin: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    deps.err(`error: ${messageOf(error)}\n${BACKUP_USAGE}`);
    return EXIT_USAGE;
  }
  if (values.help) {
    deps.out(BACKUP_USAGE);
    return EXIT_OK;
  }
  if (!values.out) {
    deps.err(`error: --out is required\n${BACKUP_USAGE}`);
    return EXIT_USAGE;
  }
  const out = path.resolve(deps.cwd, values.out);
  const database = deps.database();
  const started = Date.now();
  const method = await backupDatabase(database, out, { builtin: values.builtin ?? false });
  deps.out(`backup written to ${out} (${method}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return EXIT_OK;
}

export const backupFailure = (error: unknown) =>
  error instanceof ConfigError ? error.message : `backup failed: ${messageOf(error)}`;

const RESTORE_USAGE = `Usage: restore FILE [--force]
  FILE      a backup written by the backup command (.gz or not)
  --force   replace a database that already has tables (everything in it is dropped first)`;

/**
 * Replaces the database DATABASE_URL names with a backup made by `backup`. Stop the API processes
 * first. Without --force it refuses a database that already has tables.
 */
export async function runRestoreCli(argv: string[], deps: DatabaseCommandDeps): Promise<number> {
  let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    deps.err(`error: ${messageOf(error)}\n${RESTORE_USAGE}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help) {
    deps.out(RESTORE_USAGE);
    return EXIT_OK;
  }
  const [name] = parsed.positionals;
  if (parsed.positionals.length !== 1 || name === undefined) {
    deps.err(`error: name one backup file\n${RESTORE_USAGE}`);
    return EXIT_USAGE;
  }
  const file = path.resolve(deps.cwd, name);
  const database = deps.database();
  const started = Date.now();
  await restoreDatabase(database, file, { force: parsed.values.force ?? false });
  deps.out(
    `restored ${file} (${((Date.now() - started) / 1000).toFixed(1)} s); run the migrate step if this release has newer migrations`,
  );
  return EXIT_OK;
}

export const restoreFailure = (error: unknown) =>
  error instanceof ConfigError || error instanceof BackupError
    ? `error: ${error.message}`
    : `restore failed: ${messageOf(error)}`;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

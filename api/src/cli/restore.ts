/**
 * `npm run restore -- FILE [--force]` (production: `node api/dist/restore.js FILE`): replaces the
 * database DATABASE_URL names with a backup made by `backup`. Stop the API processes first.
 * Without --force it refuses a database that already has tables.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreDatabase } from '../backup';

const USAGE = `Usage: restore FILE [--force]
  FILE      a backup written by the backup command (.gz or not)
  --force   replace a database that already has tables (everything in it is dropped first)`;

async function main(): Promise<number> {
  let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (parsed.positionals.length !== 1) {
    console.error(`error: name one backup file\n${USAGE}`);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]!);
  const config = loadConfig();
  const started = Date.now();
  await restoreDatabase(config.database, file, { force: parsed.values.force ?? false });
  console.log(
    `restored ${file} (${((Date.now() - started) / 1000).toFixed(1)} s); run the migrate step if this release has newer migrations`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(`error: ${error.message}`);
    else console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

/**
 * `npm run backup -- --out FILE [--builtin]` (production: `node api/dist/backup.js --out FILE`):
 * a consistent backup of the database DATABASE_URL names, written atomically to FILE
 * (gzip-compressed when FILE ends in .gz). See src/backup/index.ts.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { backupDatabase } from '../backup';

const USAGE = `Usage: backup --out FILE [--builtin]
  --out FILE   where to write the backup (.gz compresses it)
  --builtin    MySQL: use the built-in dump even when mysqldump/mariadb-dump is installed`;

async function main(): Promise<number> {
  let values: { out?: string; builtin?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { out: { type: 'string' }, builtin: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.out) {
    console.error(`error: --out is required\n${USAGE}`);
    return 2;
  }
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const config = loadConfig();
  const started = Date.now();
  const method = await backupDatabase(config.database, out, { builtin: values.builtin ?? false });
  console.log(`backup written to ${out} (${method}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `backup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);

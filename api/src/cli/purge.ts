/** `npm run purge [-- --dry-run]`: wires the real database and settings to runPurgeCli. */
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { EXIT_FAILED } from './adminCommands';
import { runPurgeCli } from './retentionCommands';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    return await runPurgeCli(process.argv.slice(2), {
      db,
      accessLogKey: config.accessLogKey,
      settings: { retentionUntil: config.retentionUntil, accessLogRetentionDays: config.accessLogRetentionDays },
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('error:', error instanceof Error ? error.message : error);
    process.exitCode = EXIT_FAILED;
  },
);

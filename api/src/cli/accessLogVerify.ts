/** `npm run access-log:verify`: checks the access log's hash chain; exits 1 naming the first bad row. */
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { EXIT_FAILED } from './adminCommands';
import { runVerifyCli } from './retentionCommands';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    return await runVerifyCli({
      db,
      accessLogKey: config.accessLogKey,
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

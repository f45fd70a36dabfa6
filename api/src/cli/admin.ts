/**
 * `npm run admin:create -- --email you@example.com` and friends: wires the real database, terminal
 * and environment to runAdminCli (adminCommands.ts), where the commands themselves live.
 */
import password from '@inquirer/password';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { EXIT_FAILED, runAdminCli } from './adminCommands';

async function main(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    return await runAdminCli(process.argv.slice(2), {
      db,
      accessLogKey: config.accessLogKey,
      env: process.env,
      // Only a terminal can type a hidden password; piped input gets a clear error instead.
      prompt: process.stdin.isTTY ? (message) => password({ message, mask: true }) : null,
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
    // Ctrl+C at the prompt.
    else if (error instanceof Error && error.name === 'ExitPromptError') console.error('error: cancelled');
    else console.error('error:', error instanceof Error ? error.message : error);
    process.exitCode = EXIT_FAILED;
  },
);

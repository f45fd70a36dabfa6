/**
 * The one command line: `tsx src/cli/main.ts <command> [options]`, compiled to
 * `node api/dist/cli.js <command> [options]`; the npm scripts (`npm run migrate`, `admin:create`,
 * `backup`, `restore`, `purge`, `access-log:verify` and their `:prod` twins) call it. It does the
 * bootstrap every command shares once: the configuration and the database pool (each made only
 * when the command asks for it, so `--help` works without either), output, the pool closed at the
 * end, a clear line instead of a stack trace when something fails, and the exit code.
 */
import password from '@inquirer/password';
import { ConfigError, type Config, loadConfig } from '../config';
import { type Database, createDatabase } from '../db/database';
import { forumClockNotice, forumClockOf } from '../forumClock';
import { EXIT_FAILED, EXIT_USAGE, runAdminCli } from './adminCommands';
import {
  backupFailure,
  migrateFailure,
  restoreFailure,
  runBackupCli,
  runMigrateCli,
  runRestoreCli,
} from './databaseCommands';
import { runPurgeCli, runVerifyCli } from './retentionCommands';

interface CommandContext {
  config: () => Config;
  database: () => Database;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Command {
  summary: string;
  run(argv: string[], context: CommandContext): Promise<number>;
  /** How an error the command did not handle reads; undefined (or no function): `error: <message>`. */
  failure?: (error: unknown) => string | undefined;
}

const COMMANDS: Record<string, Command> = {
  migrate: {
    summary: 'apply pending database migrations',
    run: (_argv, { config, database, out }) =>
      runMigrateCli({ db: database(), database: config().database, accessLogKey: config().accessLogKey, out }),
    failure: migrateFailure,
  },
  admin: {
    summary: 'admin accounts: create, list, remove, reset-password, set-role, reset-otp (admin --help)',
    run: (argv, { config, database, out, err }) =>
      runAdminCli(argv, {
        db: database(),
        accessLogKey: config().accessLogKey,
        env: process.env,
        // Only a terminal can type a hidden password; piped input gets a clear error instead.
        prompt: process.stdin.isTTY ? (message) => password({ message, mask: true }) : null,
        out,
        err,
      }),
    // Ctrl+C at the password prompt.
    failure: (error) => (error instanceof Error && error.name === 'ExitPromptError' ? 'error: cancelled' : undefined),
  },
  backup: {
    summary: 'backup --out FILE [--builtin]: a consistent backup of the database',
    run: (argv, { config, out, err }) =>
      runBackupCli(argv, { database: () => config().database, out, err, cwd: operatorCwd() }),
    failure: backupFailure,
  },
  restore: {
    summary: 'restore FILE [--force]: replace the database with a backup',
    run: (argv, { config, out, err }) =>
      runRestoreCli(argv, { database: () => config().database, out, err, cwd: operatorCwd() }),
    failure: restoreFailure,
  },
  purge: {
    summary: 'purge [--dry-run]: destroy personal data after RETENTION_UNTIL, prune old access-log rows',
    run: (argv, { config, database, out, err }) => {
      const { retentionUntil, accessLogRetentionDays, accessLogKey, forumClock } = config();
      // The purge decides by the date: with FORUM_CLOCK it decides by that clock, and says so.
      if (forumClock) err(forumClockNotice(forumClock));
      return runPurgeCli(argv, {
        db: database(),
        accessLogKey,
        settings: { retentionUntil, accessLogRetentionDays },
        out,
        err,
        clock: forumClockOf(config()),
      });
    },
  },
  'access-log-verify': {
    summary: "check the access log's hash chain",
    run: (_argv, { config, database, out, err }) =>
      runVerifyCli({ db: database(), accessLogKey: config().accessLogKey, out, err }),
  },
};

const USAGE = `Usage: cli <command> [options]   (npm run <script>, or node api/dist/cli.js <command> in production)

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(18)} ${command.summary}`)
  .join('\n')}`;

/** npm runs a workspace's script in that workspace's folder; INIT_CWD is where the operator was. */
function operatorCwd(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runCli(argv: readonly string[]): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const err = (line: string) => process.stderr.write(`${line}\n`);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    (name === undefined ? err : out)(USAGE);
    return name === undefined ? EXIT_USAGE : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    err(`error: unknown command "${name}"\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  let config: Config | undefined;
  let db: Database | undefined;
  const context: CommandContext = {
    config: () => (config ??= loadConfig()),
    database: () => (db ??= createDatabase(context.config().database)),
    out,
    err,
  };
  try {
    return await command.run(rest, context);
  } catch (error) {
    err(command.failure?.(error) ?? (error instanceof ConfigError ? error.message : `error: ${messageOf(error)}`));
    return EXIT_FAILED;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await runCli(process.argv.slice(2));

/**
 * The admin account commands, apart from process wiring (admin.ts) so tests can run them against
 * a test database with a fake prompt and captured output.
 */
import { parseArgs } from 'node:util';
import { normaliseEmail } from '@forum/shared';
import type { Database } from '../db/database';
import { migrateLatest } from '../db/migrate';
import { AdminAccountError, createAdminAccounts } from '../features/auth/admins';
import { DEFAULT_PASSWORD_COST, passwordProblem } from '../features/auth/passwords';
import { createAuthRepo } from '../features/auth/repo';

export interface AdminCliDeps {
  db: Database;
  env: Record<string, string | undefined>;
  /** Asks for a password without echoing it; null when nobody can answer (stdin is not a terminal). */
  prompt: ((message: string) => Promise<string>) | null;
  out: (line: string) => void;
  err: (line: string) => void;
  /** bcrypt cost for new hashes; tests lower it. */
  passwordCost?: number;
  clock?: () => Date;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export const ADMIN_USAGE = `Usage: npm run admin:<command> -- [options]
   or: npm run admin --workspace api -- <command> [options]

Commands:
  create --email E           add an admin
  list                       show every admin's e-mail and creation date
  remove --email E           delete an admin and end their sessions
  reset-password --email E   set a new password and end the admin's sessions

The password is read from ADMIN_PASSWORD, otherwise asked for twice at a hidden prompt.
It must be at least 12 characters. Without a terminal, ADMIN_PASSWORD is required.
The database comes from DATABASE_URL (default: SQLite at data/forum.sqlite).`;

type Command = 'create' | 'list' | 'remove' | 'reset-password';
const COMMANDS: readonly Command[] = ['create', 'list', 'remove', 'reset-password'];

type Parsed = { help: true } | { help: false; command: Command; email: string | undefined } | { error: string };

function parse(argv: string[]): Parsed {
  let values: { email?: string | undefined; help?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help || positionals[0] === 'help') return { help: true };

  const [name, ...extra] = positionals;
  if (!name) return { error: 'no command given' };
  if (!COMMANDS.includes(name as Command)) return { error: `unknown command "${name}"` };
  if (extra.length > 0) return { error: `unexpected argument "${extra[0]}"` };
  const command = name as Command;
  if (command === 'list' && values.email !== undefined) return { error: 'list takes no --email' };
  if (command !== 'list' && !values.email?.trim()) return { error: `${command} needs --email` };
  return { help: false, command, email: values.email };
}

/** Thrown for an operator mistake that should end the command with `error: ...` and exit code 1. */
class CliFailure extends Error {}

/**
 * The new password: ADMIN_PASSWORD when set, otherwise typed twice. There is never a default, so
 * an unattended run without ADMIN_PASSWORD fails instead of creating a guessable account.
 */
async function readNewPassword(deps: AdminCliDeps, email: string): Promise<string> {
  const fromEnv = deps.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!deps.prompt) {
    throw new CliFailure('no password: set ADMIN_PASSWORD, or run this in a terminal to be asked for one');
  }
  const password = await deps.prompt(`New password for ${email}:`);
  // Checked before asking again, so a too-short password is not typed twice for nothing.
  const problem = passwordProblem(password);
  if (problem) throw new CliFailure(`The password ${problem}`);
  if ((await deps.prompt('Repeat the password:')) !== password) throw new CliFailure('The passwords do not match');
  return password;
}

/** Runs one admin command and returns the process exit code. */
export async function runAdminCli(argv: string[], deps: AdminCliDeps): Promise<number> {
  const parsed = parse(argv);
  if ('error' in parsed) {
    deps.err(`error: ${parsed.error}\n\n${ADMIN_USAGE}`);
    return EXIT_USAGE;
  }
  if (parsed.help) {
    deps.out(ADMIN_USAGE);
    return EXIT_OK;
  }

  // A fresh database has no admins table yet; the first `create` is often the first command run.
  await migrateLatest(deps.db);
  const repo = createAuthRepo(deps.db);
  const accounts = createAdminAccounts({
    repo,
    clock: deps.clock ?? (() => new Date()),
    passwordCost: deps.passwordCost ?? DEFAULT_PASSWORD_COST,
  });
  // Looked up before asking for a password, so nobody types one only to learn the e-mail is wrong.
  const exists = async (email: string) => (await repo.listAdmins()).some((admin) => admin.email === normaliseEmail(email));

  try {
    switch (parsed.command) {
      case 'list': {
        const admins = await accounts.list();
        if (admins.length === 0) {
          deps.out('No admins yet. Add one with: npm run admin:create -- --email you@example.com');
          break;
        }
        for (const admin of admins) deps.out(`${admin.email}  (created ${admin.createdAt})`);
        break;
      }
      case 'create': {
        const email = parsed.email ?? '';
        if (await exists(email)) throw new AdminAccountError(`An admin ${normaliseEmail(email)} already exists`);
        const created = await accounts.create(email, await readNewPassword(deps, normaliseEmail(email)));
        deps.out(`Created admin ${created}`);
        break;
      }
      case 'remove': {
        const removed = await accounts.remove(parsed.email ?? '');
        deps.out(`Removed admin ${removed}; their sessions have ended`);
        break;
      }
      case 'reset-password': {
        const email = parsed.email ?? '';
        if (!(await exists(email))) throw new AdminAccountError(`No admin ${normaliseEmail(email)}`);
        const updated = await accounts.resetPassword(email, await readNewPassword(deps, normaliseEmail(email)));
        deps.out(`Changed the password of ${updated}; their existing sessions have ended`);
        break;
      }
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof AdminAccountError || error instanceof CliFailure) {
      deps.err(`error: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

/**
 * The admin account commands, apart from process wiring (main.ts) so tests can run them against
 * a test database with a fake prompt and captured output. Every change is an access-log entry
 * (`account_change`, account `cli:<user>`), like a change made on the Accounts screen.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type AdminRole, isAdminRole, normaliseEmail } from '@forum/shared';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { type AccessLogKey, type Actor, createAccessLog, prepareAccessLog } from '../features/accessLog';
import { AccountFieldError, checkAccountEmail, createAccountsService } from '../features/accounts';
import { DEFAULT_PASSWORD_COST, passwordProblem } from '../features/auth';

export interface AdminCliDeps {
  db: Database;
  /** ACCESS_LOG_KEY: account changes are access-log entries. */
  accessLogKey: AccessLogKey;
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
  create --email E [--role staff|manager]   add an admin (the first one is always a manager;
                                            later ones are staff unless --role manager)
  list                                      show every admin: e-mail, role, authenticator, state
  remove --email E                          delete an admin and end their sessions
  reset-password --email E                  set a new password and end the admin's sessions
  set-role --email E --role staff|manager   change an admin's role
  reset-otp --email E                       forget the admin's authenticator and recovery codes;
                                            they set up a new one at their next login

The password is read from ADMIN_PASSWORD, otherwise asked for twice at a hidden prompt.
It must be at least 12 characters. Without a terminal, ADMIN_PASSWORD is required.
Every admin sets up an authenticator app (one-time passwords) at their first login.
The database comes from DATABASE_URL (default: SQLite at data/forum.sqlite).`;

type Command = 'create' | 'list' | 'remove' | 'reset-password' | 'set-role' | 'reset-otp';
const COMMANDS: readonly Command[] = ['create', 'list', 'remove', 'reset-password', 'set-role', 'reset-otp'];

type Parsed =
  | { help: true }
  | { help: false; command: Command; email: string | undefined; role: AdminRole | undefined }
  | { error: string };

function parse(argv: string[]): Parsed {
  let values: { email?: string | undefined; role?: string | undefined; help?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  if (values.role !== undefined && !isAdminRole(values.role))
    return { error: `--role must be staff or manager, not "${values.role}"` };
  if (values.role !== undefined && command !== 'create' && command !== 'set-role')
    return { error: `${command} takes no --role` };
  if (command === 'set-role' && values.role === undefined)
    return { error: 'set-role needs --role staff or --role manager' };
  return { help: false, command, email: values.email, role: values.role as AdminRole | undefined };
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

/** The operator, as the access log names them. */
function cliActor(): Actor {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No passwd entry (some containers): the command is still recorded.
  }
  return { adminId: null, account: `cli:${user}`, address: null };
}

/** An AppError from the accounts service, as a sentence for the operator. */
function sentence(error: AppError, email: string): string {
  if (error instanceof AccountFieldError) return error.sentence;
  switch (error.code) {
    case 'account_exists':
      return `An admin ${email} already exists`;
    case 'not_found':
      return `No admin ${email}`;
    case 'last_manager':
      return 'That would leave no active manager';
    default:
      return error.code;
  }
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
  // Another ACCESS_LOG_KEY than the log's stops here, before any account changes.
  await prepareAccessLog(deps.db, deps.accessLogKey);
  const clock = deps.clock ?? (() => new Date());
  const accounts = createAccountsService({
    db: deps.db,
    accessLog: createAccessLog(deps.db, clock, deps.accessLogKey),
    clock,
    passwordCost: deps.passwordCost ?? DEFAULT_PASSWORD_COST,
  });
  const actor = cliActor();
  const email = normaliseEmail(parsed.email ?? '');

  try {
    // Looked up before asking for a password, so nobody types one only to learn the e-mail is wrong.
    const existing = parsed.command === 'list' ? null : await accounts.findByEmail(parsed.email ?? '');
    switch (parsed.command) {
      case 'list': {
        const admins = await accounts.list();
        if (admins.length === 0) {
          deps.out('No admins yet. Add one with: npm run admin:create -- --email you@example.com');
          break;
        }
        for (const admin of admins) {
          const state = [
            admin.role,
            admin.enrolled ? 'authenticator set up' : 'authenticator not set up',
            ...(admin.disabled ? ['disabled'] : []),
          ];
          deps.out(`${admin.email}  ${state.join(', ')}  (created ${admin.createdAt})`);
        }
        break;
      }
      case 'create': {
        if (existing) throw new CliFailure(`An admin ${email} already exists`);
        checkAccountEmail(parsed.email ?? '');
        const password = await readNewPassword(deps, email);
        const { account, firstAccount } = await accounts.create(
          { email, role: parsed.role ?? 'staff', password },
          actor,
        );
        const note = firstAccount && parsed.role === 'staff' ? ' (the first admin is always a manager)' : '';
        deps.out(
          `Created admin ${account.email} as ${account.role}${note}. They set up an authenticator app at their first login.`,
        );
        break;
      }
      case 'remove': {
        if (!existing) throw new CliFailure(`No admin ${email}`);
        await accounts.remove(email, actor);
        deps.out(`Removed admin ${email}; their sessions have ended`);
        break;
      }
      case 'reset-password': {
        if (!existing) throw new CliFailure(`No admin ${email}`);
        await accounts.resetPassword(email, await readNewPassword(deps, email), actor);
        deps.out(`Changed the password of ${email}; their existing sessions have ended`);
        break;
      }
      case 'set-role': {
        if (!existing) throw new CliFailure(`No admin ${email}`);
        const updated = await accounts.update(existing.id, { role: parsed.role! }, actor, { keepManager: false });
        deps.out(`${email} is now ${updated.role}`);
        break;
      }
      case 'reset-otp': {
        if (!existing) throw new CliFailure(`No admin ${email}`);
        await accounts.resetOtp(existing.id, actor);
        deps.out(`Forgot the authenticator of ${email}; they set up a new one at their next login`);
        break;
      }
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CliFailure) {
      deps.err(`error: ${error.message}`);
      return EXIT_FAILED;
    }
    if (error instanceof AppError) {
      deps.err(`error: ${sentence(error, email)}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

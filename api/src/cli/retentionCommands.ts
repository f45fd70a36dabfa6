/**
 * `npm run purge [-- --dry-run]` and `npm run access-log:verify`, apart from process wiring
 * (main.ts) so tests run them against a test database with captured output.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Database } from '../db/database';
import { startCurrentEdition } from '../features/editions';
import {
  type AccessLogKey,
  AccessLogRefusedError,
  createAccessLog,
  prepareAccessLog,
  verifyAccessLog,
} from '../features/accessLog';
import { type PurgeStep, type RetentionSettings, runRetention } from '../features/retention';
import { EDITION, editionOf } from '@forum/shared';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './adminCommands';

export interface CommandDeps {
  db: Database;
  /** ACCESS_LOG_KEY: the purge appends to the access log, the verifier checks it. */
  accessLogKey: AccessLogKey;
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: () => Date;
}

export const PURGE_USAGE = `Usage: npm run purge [-- --dry-run] [--edition YYYY]

Destroys each edition's registrants' personal data once that edition's retention date (the last
day, Korea time: its edition file's, or RETENTION_UNTIL for the current edition) has passed,
keeping only counts per session and business type, and deletes access-log rows older than
ACCESS_LOG_RETENTION_DAYS. The server does the same every day; this is for doing it now.
--edition YYYY purges that edition only; --dry-run only counts what would be deleted (run it first).`;

function operator(): string {
  try {
    return `cli:${os.userInfo().username}`;
  } catch {
    return 'cli:unknown';
  }
}

export async function runPurgeCli(
  argv: string[],
  deps: CommandDeps & { settings: RetentionSettings; steps?: readonly PurgeStep[] },
): Promise<number> {
  let dryRun = false;
  let edition: number | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        'dry-run': { type: 'boolean' },
        edition: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      deps.out(PURGE_USAGE);
      return EXIT_OK;
    }
    dryRun = values['dry-run'] ?? false;
    if (values.edition !== undefined) {
      if (!/^\d{4}$/.test(values.edition) || !editionOf(Number(values.edition)))
        throw new Error(`--edition ${values.edition}: no edition file for that year`);
      edition = Number(values.edition);
    }
  } catch (error) {
    deps.err(`error: ${error instanceof Error ? error.message : String(error)}\n\n${PURGE_USAGE}`);
    return EXIT_USAGE;
  }
  // Another ACCESS_LOG_KEY than the log's, or a head that cannot be trusted: stop before deleting anything.
  const { problem } = await prepareAccessLog(deps.db, deps.accessLogKey);
  // Every edition the database holds is purged at its own date, whatever edition files ship.
  await startCurrentEdition(deps.db);
  if (problem && !dryRun) throw new AccessLogRefusedError(problem);
  const now = (deps.clock ?? (() => new Date()))();
  const clock = deps.clock ?? (() => new Date());
  const outcome = await runRetention(deps.db, createAccessLog(deps.db, clock, deps.accessLogKey), {
    now,
    dryRun,
    settings: deps.settings,
    actor: { adminId: null, account: operator(), address: null },
    ...(deps.steps ? { steps: deps.steps } : {}),
    ...(edition === undefined ? {} : { edition }),
  });
  if (outcome === 'busy') {
    deps.err(
      "error: another process (a server's daily run?) is running the purge right now; try again in a few minutes",
    );
    return EXIT_FAILED;
  }
  const verb = dryRun ? 'would delete' : 'deleted';
  const single = outcome.purges.length === 1;
  for (const purge of outcome.purges) {
    const until =
      (editionOf(purge.edition)?.year === EDITION.year ? deps.settings.retentionUntil : undefined) ??
      editionOf(purge.edition)?.retentionUntil;
    const prefix = single ? '' : `${purge.edition} `;
    if (!purge.due) {
      deps.out(
        `${single ? '' : `Edition ${purge.edition}: `}Registrants are kept until the end of ${until} (Korea time); the purge starts at ${purge.dueAt.toISOString()}. Nothing purged.`,
      );
    } else {
      for (const step of purge.steps) deps.out(`${prefix}${step.name}: ${verb} ${step.rows}`);
    }
  }
  deps.out(
    `access log rows older than ${deps.settings.accessLogRetentionDays} days: ${verb} ${outcome.accessLogRowsPruned}`,
  );
  if (dryRun) deps.out('Dry run: nothing was changed.');
  return EXIT_OK;
}

export async function runVerifyCli(deps: CommandDeps): Promise<number> {
  try {
    await prepareAccessLog(deps.db, deps.accessLogKey, { refuseAnotherKey: false });
  } catch (error) {
    // An upgraded log that does not verify under this key is not sealed: say so as a failed check.
    if (!(error instanceof AccessLogRefusedError)) throw error;
    deps.err(`Access log TAMPERED or kept under another key: ${error.message}`);
    return EXIT_FAILED;
  }
  const result = await verifyAccessLog(deps.db, deps.accessLogKey);
  if (result.ok) {
    const range = result.firstId === null ? 'no rows' : `rows ${result.firstId}-${result.lastId}`;
    deps.out(
      `Access log intact: ${result.rows} ${result.rows === 1 ? 'row' : 'rows'} (${range}), chain head ${result.headHash}`,
    );
    // The marker never moves: compare it (and the head) with earlier runs' output.
    deps.out(
      result.legacyRows > 0
        ? `Keyed with ACCESS_LOG_KEY from row ${result.keyedFromId}; ${result.legacyRows} older rows carry plain SHA-256 hashes (written before the key existed)`
        : `Keyed with ACCESS_LOG_KEY from row ${result.keyedFromId}`,
    );
    deps.out(`Key fingerprint ${result.keyFingerprint}; head, marker and anchor sealed with the key`);
    return EXIT_OK;
  }
  deps.err(
    result.field
      ? `Access log TAMPERED: bad field ${result.field} (chain head): ${result.problem} (${result.rows} rows verified before it)`
      : `Access log TAMPERED: first bad row ${result.badId}: ${result.problem} (${result.rows} rows verified before it)`,
  );
  return EXIT_FAILED;
}

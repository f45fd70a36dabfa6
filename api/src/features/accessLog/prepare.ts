/**
 * Migrating a database with ACCESS_LOG_KEY at hand, as every process that opens it with the key
 * does (the server, each CLI command, the test harness): an existing log is checked under the key
 * before migration 016, and its head sealed by the process that applies 016, right after it. Then
 * the head is checked: another key than the log's is refused, so one log never mixes two keys.
 */
import type { AccessLogKey } from '../../accessLogKey';
import type { Database } from '../../db/database';
import { migrateLatest, pendingMigrations } from '../../db/migrate';
import { AccessLogRefusedError, type HeadProblem } from './head';
import { SEAL_MIGRATION, checkChainBeforeSeal, headProblem, sealNewHead } from './seal';

export interface PreparedAccessLog {
  /** The migrations applied now. */
  applied: string[];
  /** Why the log cannot be written to, if it cannot (another key is already refused). */
  problem: HeadProblem | null;
}

/**
 * Applies pending migrations, seals a log this process just migrated, and checks the head. Throws
 * AccessLogRefusedError when ACCESS_LOG_KEY is not the log's key (a process with another key must
 * not start writing; `refuseAnotherKey: false` for the verifier, which reports it itself) or when
 * an existing log does not verify before sealing; any other problem with the head (tampering) is
 * returned, for the caller to report.
 */
export async function prepareAccessLog(
  db: Database,
  key: AccessLogKey,
  options: { refuseAnotherKey?: boolean } = {},
): Promise<PreparedAccessLog> {
  const sealing = (await pendingMigrations(db)).includes(SEAL_MIGRATION);
  if (sealing) await checkChainBeforeSeal(db, key);
  const applied = await migrateLatest(db);
  if (sealing && applied.includes(SEAL_MIGRATION)) await sealNewHead(db, key);
  const problem = await headProblem(db, key);
  if (problem?.field === 'key_fingerprint' && options.refuseAnotherKey !== false)
    throw new AccessLogRefusedError(problem);
  return { applied, problem };
}

/**
 * One retention run, as the daily job and `npm run purge` both do it, under the `retention` lease so
 * two processes never run it at once: the registrants' purge once RETENTION_UNTIL has passed, and
 * the access log's rows older than ACCESS_LOG_RETENTION_DAYS.
 */
import type { Database } from '../../db/database';
import type { AccessLog, Actor } from '../accessLog';
import { pruneAccessLog } from '../accessLog';
import { acquireJobLease } from './jobLock';
import { type PurgeOutcome, runRetentionPurge } from './purge';
import type { PurgeStep } from './purgeSteps';

export const RETENTION_LOCK = 'retention';
/** Longer than any purge takes; a process that died holding the lease frees it after this. */
const LEASE_MS = 15 * 60 * 1000;

export interface RetentionSettings {
  retentionUntil: string;
  accessLogRetentionDays: number;
}

export interface RetentionOutcome {
  purge: PurgeOutcome;
  accessLogRowsPruned: number;
}

export async function runRetention(
  db: Database,
  accessLog: AccessLog,
  options: { now: Date; actor: Actor; settings: RetentionSettings; dryRun?: boolean; steps?: readonly PurgeStep[] },
): Promise<RetentionOutcome | 'busy'> {
  const { now, actor, settings } = options;
  const dryRun = options.dryRun ?? false;
  const purgeOptions = {
    now,
    actor,
    retentionUntil: settings.retentionUntil,
    dryRun,
    ...(options.steps ? { steps: options.steps } : {}),
  };
  const pruneOptions = { now, actor, retentionDays: settings.accessLogRetentionDays, dryRun };
  if (dryRun) {
    return {
      purge: await runRetentionPurge(db, accessLog, purgeOptions),
      accessLogRowsPruned: await pruneAccessLog(db, accessLog, pruneOptions),
    };
  }
  const lease = await acquireJobLease(db, RETENTION_LOCK, now, LEASE_MS);
  if (!lease) return 'busy';
  try {
    const purge = await runRetentionPurge(db, accessLog, purgeOptions);
    const accessLogRowsPruned = await pruneAccessLog(db, accessLog, pruneOptions);
    await lease.markRun(now);
    return { purge, accessLogRowsPruned };
  } finally {
    await lease.release();
  }
}

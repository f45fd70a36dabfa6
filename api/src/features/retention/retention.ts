/**
 * One retention run, as the daily job and `npm run purge` both do it, under the `retention` lease so
 * two processes never run it at once: each edition's purge once its own retention date has passed
 * (the current edition's is RETENTION_UNTIL, else its file's; a past edition's is its file's, the
 * date its consent promised), and the access log's rows older than ACCESS_LOG_RETENTION_DAYS.
 */
import { EDITION, EDITIONS } from '@forum/shared';
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
  /** The requested edition's purge (the current edition's when none was named). */
  purge: PurgeOutcome;
  /** Every edition's purge run now, oldest first. */
  purges: PurgeOutcome[];
  accessLogRowsPruned: number;
}

export async function runRetention(
  db: Database,
  accessLog: AccessLog,
  options: {
    now: Date;
    actor: Actor;
    settings: RetentionSettings;
    dryRun?: boolean;
    steps?: readonly PurgeStep[];
    /** One edition only (`npm run purge -- --edition 2025`); absent: every edition at its own date. */
    edition?: number;
  },
): Promise<RetentionOutcome | 'busy'> {
  const { now, actor, settings } = options;
  const dryRun = options.dryRun ?? false;
  const years = options.edition === undefined ? EDITIONS.map((edition) => edition.year) : [options.edition];
  const purgeOptions = (year: number) => ({
    now,
    actor,
    edition: year,
    retentionUntil:
      year === EDITION.year
        ? settings.retentionUntil
        : (EDITIONS.find((edition) => edition.year === year)?.retentionUntil ?? settings.retentionUntil),
    dryRun,
    ...(options.steps ? { steps: options.steps } : {}),
  });
  const purgeAll = async () => {
    const purges: PurgeOutcome[] = [];
    for (const year of years) purges.push(await runRetentionPurge(db, accessLog, purgeOptions(year)));
    const requested = options.edition ?? EDITION.year;
    return { purges, purge: purges.find((purge) => purge.edition === requested) ?? purges[0]! };
  };
  const pruneOptions = { now, actor, retentionDays: settings.accessLogRetentionDays, dryRun };
  if (dryRun) {
    return { ...(await purgeAll()), accessLogRowsPruned: await pruneAccessLog(db, accessLog, pruneOptions) };
  }
  const lease = await acquireJobLease(db, RETENTION_LOCK, now, LEASE_MS);
  if (!lease) return 'busy';
  try {
    const purged = await purgeAll();
    const accessLogRowsPruned = await pruneAccessLog(db, accessLog, pruneOptions);
    await lease.markRun(now);
    return { ...purged, accessLogRowsPruned };
  } finally {
    await lease.release();
  }
}

/**
 * The retention purge (PIPA Art. 21): once RETENTION_UNTIL's Korean day has ended, registrants'
 * personal data is destroyed, step by step (purgeSteps.ts) in one transaction with its access-log
 * entry. Before then it does nothing. A dry run only counts.
 */
import { EDITION, endOfKoreaDay } from '@forum/shared';
import type { Database } from '../../db/database';
import type { AccessLog, Actor } from '../accessLog';
import { PURGE_STEPS, type PurgeStep } from './purgeSteps';

export interface PurgeOutcome {
  /** The edition (year) this purge is for. */
  edition: number;
  /** False before the retention date has passed: nothing was touched. */
  due: boolean;
  /** The first instant after the retention day. */
  dueAt: Date;
  dryRun: boolean;
  /** Rows per step: deleted, or in a dry run what would be. */
  steps: Array<{ name: string; rows: number }>;
}

export interface PurgeOptions {
  now: Date;
  retentionUntil: string;
  /** The edition to purge (default: the current one); only its rows are touched. */
  edition?: number;
  actor: Actor;
  dryRun?: boolean;
  steps?: readonly PurgeStep[];
}

export async function runRetentionPurge(
  db: Database,
  accessLog: AccessLog,
  options: PurgeOptions,
): Promise<PurgeOutcome> {
  const steps = options.steps ?? PURGE_STEPS;
  const dueAt = endOfKoreaDay(options.retentionUntil);
  const dryRun = options.dryRun ?? false;
  const edition = options.edition ?? EDITION.year;
  if (options.now < dueAt) return { edition, due: false, dueAt, dryRun, steps: [] };

  if (dryRun) {
    const counted = [];
    for (const step of steps) counted.push({ name: step.name, rows: await step.count(db, edition) });
    return { edition, due: true, dueAt, dryRun, steps: counted };
  }

  const done = await accessLog.run(async (trx) => {
    const results = [];
    for (const step of steps)
      results.push({
        name: step.name,
        rows: await step.run(trx, {
          now: options.now,
          retentionUntil: options.retentionUntil,
          edition,
          currentYear: EDITION.year,
        }),
      });
    const registrants = results.find((step) => step.name === 'registrants')?.rows ?? 0;
    const anything = results.some((step) => step.rows > 0);
    const detail = {
      edition,
      retentionUntil: options.retentionUntil,
      deleted: Object.fromEntries(results.map((step) => [step.name, step.rows])),
    };
    // Nothing left to destroy (the daily run after the purge) is not an event worth a record.
    return {
      result: results,
      entries: anything
        ? [{ actor: options.actor, action: 'purge' as const, registrantCount: registrants, detail }]
        : [],
    };
  });
  return { edition, due: true, dueAt, dryRun, steps: done };
}

/**
 * The server's daily retention run (see retention.ts), as a background job: checked every hour and
 * run when the last run is a day old (or the purge has come due), one process at a time across
 * every API process by the database lease. `stop()` lets a run in progress finish; server.ts awaits
 * it before closing the database.
 */
import { endOfKoreaDay } from '@forum/shared';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { AccessLog } from '../accessLog';
import { type RetentionSettings, runRetention } from './retention';

export interface BackgroundJob {
  stop(): Promise<void>;
}

export const RETENTION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobDeps {
  db: Database;
  accessLog: AccessLog;
  settings: RetentionSettings;
  clock: () => Date;
  log: Logger;
  intervalMs?: number;
  /** First check this long after start, so start-up is not slowed by it. */
  firstCheckMs?: number;
  /** Told when a check has finished, whatever it did (a test waits on it, not on time). */
  onChecked?: () => void;
}

export function startRetentionJob(deps: RetentionJobDeps): BackgroundJob {
  const { db, accessLog, settings, clock, log } = deps;
  let lastRun: Date | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function check(): Promise<void> {
    const now = clock();
    // The current edition's date at each check: a publish while the server runs changes it.
    const purgeDue = now >= endOfKoreaDay(settings.retentionUntil);
    // The purge runs as soon as it is due; otherwise (old access-log rows) once a day is plenty.
    if (!purgeDue && lastRun && now.getTime() - lastRun.getTime() < DAY_MS) return;
    try {
      const outcome = await runRetention(db, accessLog, {
        now,
        settings,
        actor: { adminId: null, account: 'system', address: null },
      });
      if (outcome === 'busy') return;
      lastRun = now;
      for (const purge of outcome.purges) {
        const deleted = Object.fromEntries(purge.steps.map((step) => [step.name, step.rows]));
        if (purge.steps.some((step) => step.rows > 0))
          log.info({ msg: 'retention run', edition: purge.edition, deleted });
      }
      if (outcome.accessLogRowsPruned > 0)
        log.info({ msg: 'retention run', accessLogRowsPruned: outcome.accessLogRowsPruned });
    } catch (error) {
      const err = error as { name?: string; code?: string };
      log.error({ msg: 'retention run failed', error: err?.name, code: err?.code });
    }
  }

  const tick = () => {
    if (stopped || running) return;
    running = check().finally(() => {
      running = null;
      deps.onChecked?.();
    });
  };
  const first = setTimeout(tick, deps.firstCheckMs ?? 10_000);
  const interval = setInterval(tick, deps.intervalMs ?? RETENTION_CHECK_INTERVAL_MS);
  first.unref();
  interval.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}

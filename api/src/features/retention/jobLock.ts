/**
 * A lease in the `job_locks` table: one process at a time runs a job, on MySQL and SQLite alike
 * (one atomic UPDATE takes it). A process that dies holding it loses it when the lease runs out.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Database, toDate } from '../../db/database';

export interface JobLease {
  release(): Promise<void>;
  lastRunAt: Date | null;
  markRun(at: Date): Promise<void>;
}

export async function acquireJobLease(
  db: Database,
  name: string,
  now: Date,
  leaseMs: number,
): Promise<JobLease | null> {
  const holder = `${os.hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const taken = await db('job_locks')
    .where({ name })
    .andWhere((q) => q.whereNull('holder').orWhere('expires_at', '<', now))
    .update({ holder, expires_at: new Date(now.getTime() + leaseMs) });
  if (taken !== 1) return null;
  const row = await db('job_locks').select('last_run_at').where({ name }).first();
  return {
    lastRunAt: row?.last_run_at ? toDate(row.last_run_at) : null,
    markRun: async (at) => {
      await db('job_locks').where({ name, holder }).update({ last_run_at: at });
    },
    release: async () => {
      await db('job_locks').where({ name, holder }).update({ holder: null, expires_at: null });
    },
  };
}

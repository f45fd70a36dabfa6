/**
 * Deleting access-log rows past their keeping time, the only delete the app ever makes on the log.
 * Rows go only from the oldest end and only while they are older than ACCESS_LOG_RETENTION_DAYS;
 * the first account change younger than three years stops the pruning (grant records are kept
 * three years), so what remains is always one unbroken run of rows. The hash of the last row
 * pruned becomes the head's anchor: the first remaining row links to it and verification still
 * covers everything kept. The anchor is sealed with ACCESS_LOG_KEY, and the pruning itself is a
 * keyed access-log entry (`purge`) naming it, which the verifier requires: rows deleted any other
 * way, with or without a forged anchor, fail verification.
 */
import type { Database } from '../../db/database';
import type { AccessLog, Actor } from './accessLog';

export const ACCOUNT_RECORD_KEEP_DAYS = 3 * 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PruneOptions {
  now: Date;
  retentionDays: number;
  actor: Actor;
  dryRun?: boolean;
}

/** How many rows were (or, in a dry run, would be) pruned. */
export async function pruneAccessLog(db: Database, accessLog: AccessLog, options: PruneOptions): Promise<number> {
  const before = new Date(options.now.getTime() - options.retentionDays * DAY_MS);
  const keepAccountChangesSince = new Date(options.now.getTime() - ACCOUNT_RECORD_KEEP_DAYS * DAY_MS);

  const firstKept = async (trx: Database): Promise<number> => {
    const kept = await trx('access_log')
      .min({ id: 'id' })
      .where('at', '>=', before)
      .orWhere((q) => q.where('action', 'account_change').andWhere('at', '>=', keepAccountChangesSince))
      .first();
    if (kept?.id !== null && kept?.id !== undefined) return Number(kept.id);
    const head = await trx('access_log_head').select('last_id').where({ id: 1 }).first();
    return Number(head.last_id) + 1;
  };

  if (options.dryRun) {
    const until = await firstKept(db);
    const [{ n }] = (await db('access_log').count({ n: '*' }).where('id', '<', until)) as [{ n: number | string }];
    return Number(n);
  }

  return accessLog.run(async (trx) => {
    const until = await firstKept(trx);
    const last = await trx('access_log').select('id', 'hash').where('id', '<', until).orderBy('id', 'desc').first();
    if (!last) return { result: 0, entries: [] };
    const deleted = await trx('access_log').where('id', '<=', last.id).delete();
    await accessLog.setAnchor(trx, Number(last.id), String(last.hash));
    await trx('access_log_head').where({ id: 1 }).update({ anchored_at: options.now });
    return {
      result: deleted,
      entries: [
        {
          actor: options.actor,
          action: 'purge',
          // The anchor it leaves: the verifier requires this entry for the head's anchor.
          detail: {
            accessLogRowsPruned: deleted,
            olderThan: before.toISOString(),
            anchorId: Number(last.id),
            anchorHash: String(last.hash),
          },
        },
      ],
    };
  });
}

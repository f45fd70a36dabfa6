/**
 * What managers do with the access log through the admin: read a page of it, export everything a
 * filter matches, list and make the monthly review marks. Every look at the log is itself an entry
 * (`access_log_view`), written in the same transaction as the read.
 */
import type { AccessLogReview } from '@forum/shared';
import { type Database, toDate } from '../../db/database';
import type { AccessLog, Actor } from './accessLog';
import { type AccessLogFilter, accessLogPage, allAccessLogEntries } from './entries';

/** What the log records about a look at the log: the filter, never the rows. */
function describeFilter(filter: AccessLogFilter): Record<string, string> {
  return {
    ...(filter.from ? { from: filter.from.toISOString() } : {}),
    ...(filter.to ? { to: filter.to.toISOString() } : {}),
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.action ? { action: filter.action } : {}),
  };
}

function toReview(row: Record<string, unknown>): AccessLogReview {
  return {
    month: String(row.month),
    reviewedBy: String(row.reviewed_by),
    reviewedAt: toDate(row.reviewed_at).toISOString(),
    headHash: String(row.head_hash),
    note: String(row.note ?? ''),
  };
}

export interface ReviewMark {
  month: string;
  note: string;
  admin: { adminId: number; email: string };
  actor: Actor;
  at: Date;
}

export function createAccessLogAdmin(db: Database, accessLog: AccessLog) {
  return {
    page(filter: AccessLogFilter, options: { limit: number; cursor?: number }, actor: Actor) {
      return accessLog.run(async (trx) => ({
        result: await accessLogPage(trx, filter, options),
        entries: [
          {
            actor,
            action: 'access_log_view' as const,
            detail: {
              filter: describeFilter(filter),
              ...(options.cursor !== undefined ? { cursor: String(options.cursor) } : {}),
            },
          },
        ],
      }));
    },

    /** Everything the filter matches, oldest first (a file kept offline also anchors the chain). */
    exportAll(filter: AccessLogFilter, actor: Actor) {
      return accessLog.run(async (trx) => {
        const entries = await allAccessLogEntries(trx, filter);
        return {
          result: { entries },
          entries: [
            {
              actor,
              action: 'access_log_view' as const,
              detail: { filter: describeFilter(filter), export: entries.length },
            },
          ],
        };
      });
    },

    async reviews(): Promise<AccessLogReview[]> {
      const rows = await db('access_log_reviews')
        .select('month', 'reviewed_by', 'reviewed_at', 'head_hash', 'note')
        .orderBy('id', 'desc')
        .limit(120);
      return rows.map(toReview);
    },

    /** The monthly review mark: who reviewed which month, when, and the chain head they saw. */
    markReview(mark: ReviewMark): Promise<AccessLogReview> {
      return accessLog.run(async (trx) => {
        const head = await trx('access_log_head').select('last_id', 'last_hash').where({ id: 1 }).first();
        const row = {
          month: mark.month,
          admin_id: mark.admin.adminId,
          reviewed_by: mark.admin.email,
          reviewed_at: mark.at,
          head_id: Number(head.last_id),
          head_hash: String(head.last_hash),
          note: mark.note,
        };
        await trx('access_log_reviews').insert(row);
        return {
          result: toReview(row),
          entries: [{ actor: mark.actor, action: 'access_log_view' as const, detail: { review: mark.month } }],
        };
      });
    },
  };
}

export type AccessLogAdmin = ReturnType<typeof createAccessLogAdmin>;

/** Reading the access log back: rows to `AccessLogEntry`, filters, and keyset pages for 100,000+ rows. */
import { type AccessLogAction, type AccessLogEntry, isAccessLogAction } from '@forum/shared';
import { type Database, toDate } from '../../db/database';

export interface AccessLogFilter {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  account?: string;
  action?: AccessLogAction;
}

const COLUMNS = [
  'id',
  'at',
  'account',
  'address',
  'action',
  'registrant_ids',
  'registrant_count',
  'detail',
  'hash',
] as const;

interface Row {
  id: number | string;
  at: Date | number;
  account: string;
  address: string | null;
  action: string;
  registrant_ids: string | null;
  registrant_count: number | null;
  detail: string | null;
  hash: string;
}

function parseDetail(detail: string | null): Record<string, unknown> | null {
  if (!detail) return null;
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { value };
  } catch {
    return { unreadable: true };
  }
}

export function toEntry(row: Row): AccessLogEntry {
  return {
    id: Number(row.id),
    time: toDate(row.at).toISOString(),
    account: row.account,
    address: row.address,
    action: isAccessLogAction(row.action) ? row.action : 'login_failed',
    registrantIds: row.registrant_ids ? row.registrant_ids.split(',').map(Number) : null,
    registrantCount: row.registrant_count === null ? null : Number(row.registrant_count),
    detail: parseDetail(row.detail),
    hash: row.hash,
  };
}

function filtered(db: Database, filter: AccessLogFilter) {
  const query = db('access_log').select(COLUMNS);
  if (filter.from) query.where('at', '>=', filter.from);
  if (filter.to) query.where('at', '<', filter.to);
  if (filter.account) query.where('account', filter.account);
  if (filter.action) query.where('action', filter.action);
  return query;
}

/** Newest first, `limit` rows older than the cursor (an entry id); the next cursor when more remain. */
export async function accessLogPage(
  db: Database,
  filter: AccessLogFilter,
  options: { cursor?: number; limit: number },
) {
  const query = filtered(db, filter)
    .orderBy('id', 'desc')
    .limit(options.limit + 1);
  if (options.cursor !== undefined) query.where('id', '<', options.cursor);
  const rows = (await query) as Row[];
  const entries = rows.slice(0, options.limit).map(toEntry);
  const more = rows.length > options.limit;
  return { entries, nextCursor: more && entries.length > 0 ? String(entries[entries.length - 1]!.id) : null };
}

/** Every matching entry, oldest first, read in batches (the log export). */
export async function allAccessLogEntries(
  db: Database,
  filter: AccessLogFilter,
  batchSize = 5000,
): Promise<AccessLogEntry[]> {
  const entries: AccessLogEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = (await filtered(db, filter).where('id', '>', after).orderBy('id', 'asc').limit(batchSize)) as Row[];
    for (const row of rows) entries.push(toEntry(row));
    if (rows.length < batchSize) return entries;
    after = Number(rows[rows.length - 1]!.id);
  }
}

import type { Database } from '../db/database';

/** The access log's rows of one action, newest last, read straight from the table. */
export async function logRows(db: Database, action: string) {
  const rows = (await db('access_log')
    .where({ action })
    .orderBy('id', 'asc')
    .select('account', 'registrant_ids', 'registrant_count', 'detail')) as Array<{
    account: string;
    registrant_ids: string | null;
    registrant_count: number | null;
    detail: string | null;
  }>;
  return rows.map((row) => ({
    ...row,
    registrant_count: row.registrant_count === null ? null : Number(row.registrant_count),
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  }));
}

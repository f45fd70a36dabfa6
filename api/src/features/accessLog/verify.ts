/**
 * Checks the access log's hash chain from its anchor to its head: every row's hash recomputed with
 * ACCESS_LOG_KEY (plain SHA-256 for the rows older than the key, before `keyed_from_id`), each row
 * linked to the one before, ids without gaps, and the last row equal to the head. An edited row, a
 * deleted row (first, middle or last), a reordered row and a chain recomputed without the key all
 * fail, naming the first bad row.
 */
import { type Database, toDate } from '../../db/database';
import { type AccessLogKey, GENESIS_HASH, legacyRowHash, rowHash } from './chain';

export type VerifyResult =
  | {
      ok: true;
      rows: number;
      firstId: number | null;
      lastId: number;
      headHash: string;
      anchorId: number;
      /** Rows from before the key (plain SHA-256), verified as such. */
      legacyRows: number;
      /** The first row chained with ACCESS_LOG_KEY (migration 011's marker). */
      keyedFromId: number;
    }
  | { ok: false; rows: number; badId: number; problem: string };

const BATCH = 5000;

export async function verifyAccessLog(db: Database, key: AccessLogKey): Promise<VerifyResult> {
  const head = await db('access_log_head')
    .select('last_id', 'last_hash', 'anchor_id', 'anchor_hash', 'keyed_from_id')
    .where({ id: 1 })
    .first();
  if (!head) return { ok: false, rows: 0, badId: 0, problem: 'the chain head row is missing' };
  const anchorId = Number(head.anchor_id);
  const lastId = Number(head.last_id);
  const keyedFromId = Number(head.keyed_from_id);
  let expectedId = anchorId + 1;
  let prevHash = String(head.anchor_hash ?? GENESIS_HASH);
  let rows = 0;
  let firstId: number | null = null;
  let legacyRows = 0;

  for (;;) {
    const batch = await db('access_log')
      .select(
        'id',
        'at',
        'admin_id',
        'account',
        'address',
        'action',
        'registrant_ids',
        'registrant_count',
        'detail',
        'prev_hash',
        'hash',
      )
      .where('id', '>=', expectedId === anchorId + 1 ? 0 : expectedId)
      .orderBy('id', 'asc')
      .limit(BATCH);
    for (const row of batch) {
      const id = Number(row.id);
      firstId ??= id;
      if (id !== expectedId) {
        const missing =
          id > expectedId
            ? `row ${expectedId} is missing (deleted?)`
            : `row ${id} precedes the chain's anchor ${anchorId}`;
        return { ok: false, rows, badId: id > expectedId ? expectedId : id, problem: missing };
      }
      if (row.prev_hash !== prevHash) {
        return {
          ok: false,
          rows,
          badId: id,
          problem: `row ${id} does not link to the row before it (a row before it was changed or deleted)`,
        };
      }
      const fields = {
        id,
        at: toDate(row.at).toISOString(),
        adminId: row.admin_id === null ? null : Number(row.admin_id),
        account: String(row.account),
        address: row.address === null ? null : String(row.address),
        action: String(row.action),
        registrantIds: row.registrant_ids === null ? null : String(row.registrant_ids),
        registrantCount: row.registrant_count === null ? null : Number(row.registrant_count),
        detail: row.detail === null ? null : String(row.detail),
      };
      const legacy = id < keyedFromId;
      const recomputed = legacy ? legacyRowHash(prevHash, fields) : rowHash(key, prevHash, fields);
      if (recomputed !== row.hash)
        return {
          ok: false,
          rows,
          badId: id,
          problem: legacy
            ? `row ${id} was altered (its hash does not match its contents)`
            : `row ${id} was altered (its hash does not match its contents under ACCESS_LOG_KEY: changed, or recomputed without the key, or a different key is set)`,
        };
      if (legacy) legacyRows += 1;
      prevHash = recomputed;
      expectedId = id + 1;
      rows += 1;
    }
    if (batch.length < BATCH) break;
  }
  if (expectedId - 1 !== lastId) {
    return {
      ok: false,
      rows,
      badId: expectedId,
      problem: `the chain head says the last row is ${lastId}, but the log ends at ${expectedId - 1} (rows deleted from the end?)`,
    };
  }
  if (prevHash !== head.last_hash) {
    return { ok: false, rows, badId: lastId, problem: `row ${lastId}'s hash differs from the chain head's` };
  }
  return { ok: true, rows, firstId, lastId, headHash: prevHash, anchorId, legacyRows, keyedFromId };
}

/**
 * Checks the access log: first the head's seal (ACCESS_LOG_KEY's fingerprint and the MACs over
 * `keyed_from_id`, the anchor and the head), then the hash chain from the anchor to the head: every
 * row's hash recomputed with ACCESS_LOG_KEY (plain SHA-256 for the rows older than the key, before
 * `keyed_from_id`), each row linked to the one before, ids without gaps, the last row equal to the
 * head, and, when old rows were pruned, the keyed `purge` entry naming the anchor. An edited row, a
 * deleted row (first, middle or last), a reordered row, a chain recomputed without the key, a moved
 * marker and a forged anchor all fail, naming the first bad row or field.
 */
import { type Database, toDate } from '../../db/database';
import { type AccessLogKey, GENESIS_HASH, keyFingerprint, legacyRowHash, rowHash } from './chain';
import { checkHead, readHead, shortFingerprint } from './head';

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
      /** ACCESS_LOG_KEY's fingerprint as the head keeps it (the first 16 hex digits). */
      keyFingerprint: string;
    }
  | {
      ok: false;
      rows: number;
      badId: number;
      problem: string;
      /** Set when what is bad is a field of the chain head rather than a row. */
      field?: string;
    };

/** Where a chain starts and ends, as the head says. */
export interface ChainBounds {
  anchorId: number;
  anchorHash: string;
  keyedFromId: number;
  lastId: number;
  lastHash: string;
}

const BATCH = 5000;

export async function verifyAccessLog(db: Database, key: AccessLogKey): Promise<VerifyResult> {
  const head = await readHead(db);
  if (!head) return { ok: false, rows: 0, badId: 0, field: 'head', problem: 'the chain head row is missing' };
  const problem = checkHead(head, key);
  // The marker and the anchor say how to read the rows: without them nothing after can be trusted.
  // A head whose last row and hash were changed is reported after the rows, so that a chain
  // recomputed without the key names its first bad row.
  if (problem && problem.field !== 'head')
    return { ok: false, rows: 0, badId: 0, field: problem.field, problem: problem.problem };
  const chain = await verifyChain(db, key, head);
  if (!chain.ok || !problem) return chain;
  return { ok: false, rows: chain.rows, badId: head.lastId, field: problem.field, problem: problem.problem };
}

/**
 * The rows between the anchor and the head, as `bounds` says (trusted: checked by the head's
 * MACs, or, before a log is first sealed, the values migration 016 found).
 */
export async function verifyChain(db: Database, key: AccessLogKey, bounds: ChainBounds): Promise<VerifyResult> {
  const { anchorId, lastId, keyedFromId } = bounds;
  let expectedId = anchorId + 1;
  let prevHash = bounds.anchorHash || GENESIS_HASH;
  let rows = 0;
  let firstId: number | null = null;
  let legacyRows = 0;
  // Rows were pruned: the purge that did it left a keyed entry naming this anchor.
  let purgeEntryFound = anchorId === 0;

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
      if (!purgeEntryFound && fields.action === 'purge') purgeEntryFound = namesAnchor(fields.detail, bounds);
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
  if (prevHash !== bounds.lastHash) {
    return { ok: false, rows, badId: lastId, problem: `row ${lastId}'s hash differs from the chain head's` };
  }
  if (!purgeEntryFound)
    return {
      ok: false,
      rows,
      badId: anchorId + 1,
      field: 'anchor',
      problem: `rows up to ${anchorId} are gone but no purge entry names that anchor (only the retention purge may remove old rows)`,
    };
  return {
    ok: true,
    rows,
    firstId,
    lastId,
    headHash: prevHash,
    anchorId,
    legacyRows,
    keyedFromId,
    keyFingerprint: shortFingerprint(keyFingerprint(key)),
  };
}

/**
 * A purge entry's detail names the anchor it left (`anchorId`, `anchorHash`). Entries written
 * before purges named their anchor (before migration 016) name none; being keyed rows after the
 * anchor, the first of them stands for it (the head's anchor itself was sealed when 016 ran).
 */
function namesAnchor(detail: string | null, bounds: ChainBounds): boolean {
  let parsed: unknown;
  try {
    parsed = detail === null ? null : JSON.parse(detail);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const named = parsed as { anchorId?: unknown; anchorHash?: unknown; accessLogRowsPruned?: unknown };
  if (named.anchorId === undefined) return typeof named.accessLogRowsPruned === 'number';
  return named.anchorId === bounds.anchorId && named.anchorHash === bounds.anchorHash;
}

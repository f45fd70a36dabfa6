/**
 * Sealing the access log's head with ACCESS_LOG_KEY when migration 016 is applied (prepare.ts
 * runs the migrations around these steps, for the server, the CLI and the test harness).
 *
 * An existing log (rows chained before the key existed, heads without a fingerprint) is sealed once,
 * by the process that applies migration 016, and only after its chain verified under that key: a
 * wrong key, or a log already tampered with, is never sealed (that would launder it). Nothing else
 * ever seals: a head whose seal was removed stays unsealed, every writer refuses it and verify fails.
 */
import { type Database, isMysql } from '../../db/database';
import { type AccessLogKey, GENESIS_HASH } from './chain';
import { AccessLogRefusedError, type HeadProblem, checkHead, readHead, sealColumns } from './head';
import { verifyChain } from './verify';

export const SEAL_MIGRATION = '016_access_log_seal';

/** Why the log cannot be written to under `key` (another key, no seal, a field changed), or null. */
export async function headProblem(db: Database, key: AccessLogKey): Promise<HeadProblem | null> {
  const head = await readHead(db);
  return head ? checkHead(head, key) : { field: 'head', problem: 'the chain head row is missing' };
}

/**
 * Before migration 016 is applied: the log as it stands verifies under `key` (011's keyed_from_id
 * may not exist yet either), or AccessLogRefusedError says why it will not be sealed.
 */
export async function checkChainBeforeSeal(db: Database, key: AccessLogKey): Promise<void> {
  if (!(await db.schema.hasTable('access_log_head'))) return;
  const hasMarker = await db.schema.hasColumn('access_log_head', 'keyed_from_id');
  const head = await db('access_log_head').select('*').where({ id: 1 }).first();
  if (!head) return;
  const lastId = Number(head.last_id);
  const result = await verifyChain(db, key, {
    anchorId: Number(head.anchor_id),
    anchorHash: String(head.anchor_hash ?? GENESIS_HASH),
    // Before migration 011 every row is plain SHA-256; 011 will mark the next row as the first keyed one.
    keyedFromId: hasMarker ? Number(head.keyed_from_id) : lastId + 1,
    lastId,
    lastHash: String(head.last_hash),
  });
  if (result.ok) return;
  const problem = `the existing access log does not verify under this ACCESS_LOG_KEY (first bad row ${result.badId}: ${result.problem})`;
  throw new AccessLogRefusedError(
    { field: 'key_fingerprint', problem },
    `${problem}; migration 016 seals the log with the key it was written with: start with that ACCESS_LOG_KEY (or, if the log was tampered with, restore it from a backup)`,
  );
}

/** Right after this process applied migration 016: seals the head it made, never an existing seal. */
export async function sealNewHead(db: Database, key: AccessLogKey): Promise<void> {
  await db.transaction(async (trx) => {
    // Never over an existing seal: only the head migration 016 just made is sealed here.
    const head = await readHead(trx, { forUpdate: isMysql(trx) });
    if (!head || head.headMac !== null || head.keyFingerprint !== null) return;
    await trx('access_log_head').where({ id: 1 }).update(sealColumns(key, head));
  });
}

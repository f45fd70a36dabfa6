/**
 * The hash chain over the access log: each row's hash is SHA-256 over the previous row's hash and
 * the row's stored values, exactly as stored (the strings, not re-serialised objects), so the
 * verifier recomputes the same bytes on either database.
 */
import { createHash } from 'node:crypto';

/** The previous hash of the very first row (the same value migration 007 writes into the head). */
export const GENESIS_HASH = '0'.repeat(64);

export interface ChainedFields {
  id: number;
  /** ISO-8601 UTC with milliseconds. */
  at: string;
  adminId: number | null;
  account: string;
  address: string | null;
  action: string;
  registrantIds: string | null;
  registrantCount: number | null;
  detail: string | null;
}

export function rowHash(prevHash: string, row: ChainedFields): string {
  const canonical = JSON.stringify([
    row.id,
    row.at,
    row.adminId,
    row.account,
    row.address,
    row.action,
    row.registrantIds,
    row.registrantCount,
    row.detail,
  ]);
  return createHash('sha256').update(`${prevHash}\n${canonical}`).digest('hex');
}

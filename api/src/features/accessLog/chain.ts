/**
 * The hash chain over the access log: each row's hash is an HMAC-SHA256, keyed by ACCESS_LOG_KEY,
 * over the previous row's hash and the row's stored values, exactly as stored (the strings, not
 * re-serialised objects), so the verifier recomputes the same bytes on either database. Without
 * the key nobody can recompute the chain after changing a row (a plain hash has a public formula).
 * Rows written before the key existed (before migration 011's `keyed_from_id`) keep plain SHA-256.
 */
import { createHash, createHmac } from 'node:crypto';
import type { AccessLogKey } from '../../accessLogKey';

/** The previous hash of the very first row (the same value migration 007 writes into the head). */
export const GENESIS_HASH = '0'.repeat(64);

export type { AccessLogKey };

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

function chainedText(prevHash: string, row: ChainedFields): string {
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
  return `${prevHash}\n${canonical}`;
}

/** The hash of a row written with the key (every row from `keyed_from_id` on). */
export function rowHash(key: AccessLogKey, prevHash: string, row: ChainedFields): string {
  return createHmac('sha256', key).update(chainedText(prevHash, row)).digest('hex');
}

/** The hash of a row written before the key existed: only verified, never written any more. */
export function legacyRowHash(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(chainedText(prevHash, row)).digest('hex');
}

/**
 * The key's fingerprint, kept in the head so a process started with another key can tell before it
 * writes: an HMAC of a fixed label, which says nothing about the key but whether two are the same.
 */
export function keyFingerprint(key: AccessLogKey): string {
  return createHmac('sha256', key).update('forum access log: key fingerprint v1').digest('hex');
}

/** The head's fields the verifier trusts; each group has its own MAC so a failure names the field. */
export interface HeadFields {
  lastId: number;
  lastHash: string;
  anchorId: number;
  anchorHash: string;
  keyedFromId: number;
}

/*
 * The texts below start with a word, never with 64 hex digits and a line feed as a row's text does,
 * so no head MAC can be passed off as a row hash or the other way round.
 */
export function keyedFromMac(key: AccessLogKey, keyedFromId: number): string {
  return createHmac('sha256', key).update(`keyed_from_id\n${keyedFromId}`).digest('hex');
}

export function anchorMac(key: AccessLogKey, anchorId: number, anchorHash: string): string {
  return createHmac('sha256', key).update(`anchor\n${anchorId}\n${anchorHash}`).digest('hex');
}

/** Over every trusted field at once, so no field can be swapped in from another moment's head. */
export function headMac(key: AccessLogKey, head: HeadFields): string {
  const text = JSON.stringify([head.lastId, head.lastHash, head.anchorId, head.anchorHash, head.keyedFromId]);
  return createHmac('sha256', key).update(`head\n${text}`).digest('hex');
}

/**
 * The chain's head row, sealed with ACCESS_LOG_KEY (migration 016): the key's fingerprint, and MACs
 * over where keying began (`keyed_from_id`), the anchor a purge leaves (`anchor_id`, `anchor_hash`)
 * and the whole head. Without the key none of them can be moved, so a chain recomputed with plain
 * SHA-256, a marker moved past the end or a forged anchor after deleting the oldest rows all fail.
 * Writers check the seal before they append (a tampered head is never re-sealed, which would launder
 * it) and refuse to write under another key.
 */
import type { Database } from '../../db/database';
import { type AccessLogKey, type HeadFields, anchorMac, headMac, keyFingerprint, keyedFromMac } from './chain';

export interface Head extends HeadFields {
  keyFingerprint: string | null;
  keyedFromMac: string | null;
  anchorMac: string | null;
  headMac: string | null;
}

const COLUMNS = [
  'last_id',
  'last_hash',
  'anchor_id',
  'anchor_hash',
  'keyed_from_id',
  'key_fingerprint',
  'keyed_from_mac',
  'anchor_mac',
  'head_mac',
] as const;

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export async function readHead(db: Database, options: { forUpdate?: boolean } = {}): Promise<Head | null> {
  const query = db('access_log_head').select(COLUMNS).where({ id: 1 });
  if (options.forUpdate) query.forUpdate();
  const row = await query.first();
  if (!row) return null;
  return {
    lastId: Number(row.last_id),
    lastHash: String(row.last_hash),
    anchorId: Number(row.anchor_id),
    anchorHash: String(row.anchor_hash),
    keyedFromId: Number(row.keyed_from_id),
    keyFingerprint: text(row.key_fingerprint),
    keyedFromMac: text(row.keyed_from_mac),
    anchorMac: text(row.anchor_mac),
    headMac: text(row.head_mac),
  };
}

/** A head that cannot be trusted, naming the field; the words end up in verify's output and the server log. */
export interface HeadProblem {
  field: 'seal' | 'key_fingerprint' | 'keyed_from_id' | 'anchor' | 'head';
  problem: string;
}

/** Shown with a fingerprint: enough to compare two, nothing to guess the key from. */
export function shortFingerprint(fingerprint: string): string {
  return fingerprint.slice(0, 16);
}

export function checkHead(head: Head, key: AccessLogKey): HeadProblem | null {
  const fingerprint = keyFingerprint(key);
  if (head.keyFingerprint === null || head.headMac === null)
    return {
      field: 'seal',
      problem:
        'the chain head is not sealed with ACCESS_LOG_KEY (its key fingerprint or MAC was removed; an upgraded log is sealed by the process that applies migration 016)',
    };
  if (head.keyFingerprint !== fingerprint)
    return {
      field: 'key_fingerprint',
      problem: `ACCESS_LOG_KEY differs from the key this log is chained with (the log's key fingerprint is ${shortFingerprint(head.keyFingerprint)}..., this ACCESS_LOG_KEY's is ${shortFingerprint(fingerprint)}...)`,
    };
  if (head.keyedFromMac !== keyedFromMac(key, head.keyedFromId))
    return {
      field: 'keyed_from_id',
      problem: `keyed_from_id (${head.keyedFromId}) was moved: it does not match its MAC under ACCESS_LOG_KEY`,
    };
  if (head.anchorMac !== anchorMac(key, head.anchorId, head.anchorHash))
    return {
      field: 'anchor',
      problem: `the anchor (anchor_id ${head.anchorId}, anchor_hash) was changed outside a purge: it does not match its MAC under ACCESS_LOG_KEY`,
    };
  if (head.headMac !== headMac(key, head))
    return {
      field: 'head',
      problem: `the chain head (last_id ${head.lastId}, last_hash) was changed: it does not match its MAC under ACCESS_LOG_KEY`,
    };
  return null;
}

/**
 * Why a process will not write to the log; its message names the setting (ACCESS_LOG_KEY) or the
 * field. In a request it answers 503 (a fault of the server's setup, not of the client), and the
 * server log names it by `code` (the message is not logged there).
 */
export class AccessLogRefusedError extends Error {
  readonly status = 503;
  readonly code: string;

  constructor(
    readonly headProblem: HeadProblem,
    message?: string,
  ) {
    super(message ?? AccessLogRefusedError.messageFor(headProblem));
    this.name = 'AccessLogRefusedError';
    this.code = `ACCESS_LOG_${headProblem.field.toUpperCase()}`;
  }

  private static messageFor({ field, problem }: HeadProblem): string {
    if (field === 'key_fingerprint')
      return `${problem}: refusing to write to the access log, so one log never mixes two keys; start with the log's ACCESS_LOG_KEY`;
    const what = field === 'head' || field === 'seal' ? 'chain head' : field;
    return `the access log's ${what} cannot be trusted: ${problem}; refusing to write to it (run npm run access-log:verify)`;
  }
}

/** The seal of `head` under `key` (every MAC and the fingerprint), as columns. */
export function sealColumns(key: AccessLogKey, head: HeadFields) {
  return {
    key_fingerprint: keyFingerprint(key),
    keyed_from_mac: keyedFromMac(key, head.keyedFromId),
    anchor_mac: anchorMac(key, head.anchorId, head.anchorHash),
    head_mac: headMac(key, head),
  };
}

/** The new last row's columns: last_id, last_hash and the head's MAC over them (the other MACs do not change). */
export function headColumnsAfterAppend(key: AccessLogKey, head: HeadFields) {
  return { last_id: head.lastId, last_hash: head.lastHash, head_mac: headMac(key, head) };
}

/** The anchor a purge leaves, with its MAC; the head's MAC is renewed by the purge's own entry. */
export function anchorColumns(key: AccessLogKey, anchorId: number, anchorHash: string) {
  return { anchor_id: anchorId, anchor_hash: anchorHash, anchor_mac: anchorMac(key, anchorId, anchorHash) };
}

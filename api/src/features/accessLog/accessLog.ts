/**
 * Appending to the access log. Every append first locks the chain's head row (SELECT ... FOR UPDATE
 * on MySQL; on SQLite a write to it, which takes the database's write lock), so appends from any
 * number of processes are serialised and each row links to the one before it. `run` does an
 * action and records it in that same transaction: the record exists if and only if the action
 * happened.
 */
import type { AccessLogAction } from '@forum/shared';
import { type Database, isMysql } from '../../db/database';
import type { Actor } from '../../actor';
import { type AccessLogKey, rowHash } from './chain';
import { AccessLogRefusedError, type Head, anchorColumns, checkHead, headColumnsAfterAppend, readHead } from './head';

export type { Actor } from '../../actor';

export interface AccessLogInput {
  actor: Actor;
  action: AccessLogAction;
  /** Named when few enough (see MAX_NAMED_REGISTRANTS); the count is always kept. */
  registrantIds?: readonly number[];
  registrantCount?: number;
  detail?: Record<string, unknown>;
}

/** Beyond this many registrants an entry keeps only their count. */
export const MAX_NAMED_REGISTRANTS = 1000;

export type Transaction = Database;

/**
 * Locks the head and checks its seal (fingerprint and MACs) before anything is appended: a head
 * sealed with another key, or changed without the key, is never written on (re-sealing it would
 * launder the change).
 */
async function lockHead(trx: Transaction, key: AccessLogKey): Promise<Head> {
  // SQLite: writing first takes the write lock (waiting for another process's), and no snapshot
  // taken before it can go stale. MySQL: SELECT ... FOR UPDATE.
  if (!isMysql(trx)) await trx('access_log_head').where({ id: 1 }).update({ id: 1 });
  const head = await readHead(trx, { forUpdate: isMysql(trx) });
  if (!head) throw new AccessLogRefusedError({ field: 'head', problem: 'the chain head row is missing' });
  const problem = checkHead(head, key);
  if (problem) throw new AccessLogRefusedError(problem);
  return head;
}

async function appendLocked(
  trx: Transaction,
  key: AccessLogKey,
  head: Head,
  entry: AccessLogInput,
  at: Date,
): Promise<Head> {
  const ids = entry.registrantIds;
  const stored = {
    id: head.lastId + 1,
    at: at.toISOString(),
    adminId: entry.actor.adminId,
    account: entry.actor.account.slice(0, 254),
    address: entry.actor.address?.slice(0, 45) ?? null,
    action: entry.action,
    registrantIds: ids && ids.length > 0 && ids.length <= MAX_NAMED_REGISTRANTS ? ids.join(',') : null,
    registrantCount: entry.registrantCount ?? (ids ? ids.length : null),
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
  };
  const hash = rowHash(key, head.lastHash, stored);
  await trx('access_log').insert({
    id: stored.id,
    at,
    admin_id: stored.adminId,
    account: stored.account,
    address: stored.address,
    action: stored.action,
    registrant_ids: stored.registrantIds,
    registrant_count: stored.registrantCount,
    detail: stored.detail,
    prev_hash: head.lastHash,
    hash,
  });
  const next = { ...head, lastId: stored.id, lastHash: hash };
  await trx('access_log_head').where({ id: 1 }).update(headColumnsAfterAppend(key, next));
  return next;
}

export interface AccessLog {
  /** Runs `work` and appends the entries it returns, in one transaction. */
  run<T>(work: (trx: Transaction) => Promise<{ result: T; entries: AccessLogInput[] }>): Promise<T>;
  /** An entry on its own (a login, a failed login, a logout). */
  append(entry: AccessLogInput): Promise<void>;
  /**
   * Inside `run`: the retention purge's new anchor (the last row it deleted), sealed with the key;
   * the purge's own entry, appended by the same `run`, renews the head's MAC over it.
   */
  setAnchor(trx: Transaction, anchorId: number, anchorHash: string): Promise<void>;
}

/** `key` is ACCESS_LOG_KEY (config.accessLogKey): every row is chained with it. */
export function createAccessLog(db: Database, clock: () => Date, key: AccessLogKey): AccessLog {
  const anchoredIn = new WeakSet<Transaction>();
  return {
    run(work) {
      return db.transaction(async (trx) => {
        let head = await lockHead(trx, key);
        const { result, entries } = await work(trx);
        // The work moved the anchor (setAnchor, under this same lock): append over the head as it is now.
        if (anchoredIn.has(trx)) head = (await readHead(trx)) ?? head;
        for (const entry of entries) head = await appendLocked(trx, key, head, entry, clock());
        return result;
      });
    },
    async append(entry) {
      await db.transaction(async (trx) => {
        await appendLocked(trx, key, await lockHead(trx, key), entry, clock());
      });
    },
    async setAnchor(trx, anchorId, anchorHash) {
      await trx('access_log_head')
        .where({ id: 1 })
        .update(anchorColumns(key, anchorId, anchorHash));
      anchoredIn.add(trx);
    },
  };
}

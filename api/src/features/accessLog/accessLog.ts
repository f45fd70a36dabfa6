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
import { rowHash } from './chain';

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

interface Head {
  lastId: number;
  lastHash: string;
}

async function lockHead(trx: Transaction): Promise<Head> {
  if (isMysql(trx)) {
    const row = await trx('access_log_head').select('last_id', 'last_hash').where({ id: 1 }).forUpdate().first();
    return { lastId: Number(row.last_id), lastHash: String(row.last_hash) };
  }
  // SQLite: writing first takes the write lock (waiting for another process's), and no snapshot
  // taken before it can go stale.
  await trx('access_log_head').where({ id: 1 }).update({ id: 1 });
  const row = await trx('access_log_head').select('last_id', 'last_hash').where({ id: 1 }).first();
  return { lastId: Number(row.last_id), lastHash: String(row.last_hash) };
}

async function appendLocked(trx: Transaction, head: Head, entry: AccessLogInput, at: Date): Promise<Head> {
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
  const hash = rowHash(head.lastHash, stored);
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
  await trx('access_log_head').where({ id: 1 }).update({ last_id: stored.id, last_hash: hash });
  return { lastId: stored.id, lastHash: hash };
}

export interface AccessLog {
  /** Runs `work` and appends the entries it returns, in one transaction. */
  run<T>(work: (trx: Transaction) => Promise<{ result: T; entries: AccessLogInput[] }>): Promise<T>;
  /** An entry on its own (a login, a failed login, a logout). */
  append(entry: AccessLogInput): Promise<void>;
}

export function createAccessLog(db: Database, clock: () => Date): AccessLog {
  return {
    run(work) {
      return db.transaction(async (trx) => {
        let head = await lockHead(trx);
        const { result, entries } = await work(trx);
        for (const entry of entries) head = await appendLocked(trx, head, entry, clock());
        return result;
      });
    },
    async append(entry) {
      await db.transaction(async (trx) => {
        await appendLocked(trx, await lockHead(trx), entry, clock());
      });
    },
  };
}

/**
 * For benchmarks only (the cost of the log beside its absence): the action runs as it would
 * without a log, outside any transaction, and nothing is recorded. Never used by the server.
 */
export function createAbsentAccessLogForBenchmarks(db: Database): AccessLog {
  return {
    async run(work) {
      return (await work(db)).result;
    },
    async append() {},
  };
}

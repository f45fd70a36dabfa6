/**
 * What other features do with the outbox: queue mail inside the transaction of the change that
 * causes it, read how a registrant's or a message's mail went, and drop a deleted registrant's.
 * Claiming, marking and releasing stay with this feature's sender, so no other feature can take a
 * message out of the queue or mark it sent.
 */
import type { Knex } from 'knex';
import { createOutboxRepo } from './outboxRepo';

/** The outbox on the pool, or on `db` the transaction's Knex so the mail commits with the change. */
export function createOutbox(db: Knex) {
  const repo = createOutboxRepo(db);
  return {
    enqueue: repo.enqueue,
    latestState: repo.latestState,
    latestStates: repo.latestStates,
    statesByMessageIds: repo.statesByMessageIds,
    lastGroupDue: repo.lastGroupDue,
    deleteForRegistrant: repo.deleteForRegistrant,
  };
}

export type MailOutbox = ReturnType<typeof createOutbox>;

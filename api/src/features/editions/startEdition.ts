/**
 * What a process does when it opens the database for the current edition: the edition's session
 * capacity rows exist (a new edition's sessions may be new codes). Day-before reminders follow
 * from the messages job (ensureReminders, per edition). Idempotent; run after the migrations.
 */
import type { Knex } from 'knex';
import { ensureCapacityRows } from '../seats';

export async function startCurrentEdition(db: Knex): Promise<{ addedSessions: string[] }> {
  return { addedSessions: await ensureCapacityRows(db) };
}

/**
 * The desk's check-ins, for the check-in feature, each on the Knex it passes (the access log's
 * transaction, so the mark and its entry commit together) and in the edition scope it passes. The table stays with registrations
 * because a registrant's list row, their deletion and group messages read the marks too.
 */
import type { Knex } from 'knex';
import type { CheckinMark, ForumDay } from '@forum/shared';
import type { EditionScope } from '../../db/editionScope';
import { type StoredCheckin, createCheckinRepo } from './checkinRepo';

/** Whether this call made the check-in; false when another desk was first (read its row then). */
export function recordCheckin(
  trx: Knex,
  scope: EditionScope,
  input: { registrantId: number; day: ForumDay; desk: string; adminId: number | null; now: Date },
): Promise<boolean> {
  return createCheckinRepo(trx, scope).insert(input);
}

/** The person's check-in for `day`; with `lock`, a read that sees another desk's committed row. */
export function findCheckin(
  trx: Knex,
  scope: EditionScope,
  registrantId: number,
  day: ForumDay,
  options: { lock?: boolean } = {},
): Promise<StoredCheckin | null> {
  return createCheckinRepo(trx, scope).find(registrantId, day, options);
}

/** Takes a check-in back; false when there was none. */
export function removeCheckin(trx: Knex, scope: EditionScope, registrantId: number, day: ForumDay): Promise<boolean> {
  return createCheckinRepo(trx, scope).remove(registrantId, day);
}

/** Everyone's marks (or those of `ids`), by registrant. */
export function checkinMarks(
  trx: Knex,
  scope: EditionScope,
  ids?: readonly number[],
): Promise<Map<number, CheckinMark[]>> {
  return createCheckinRepo(trx, scope).marksFor(ids);
}

/** The marks of registrants whose check-ins changed since `since`. */
export function checkinMarksChangedSince(
  trx: Knex,
  scope: EditionScope,
  since: Date,
): Promise<Map<number, CheckinMark[]>> {
  return createCheckinRepo(trx, scope).marksChangedSince(since);
}

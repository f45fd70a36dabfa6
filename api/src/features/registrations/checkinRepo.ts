/** The `checkins` table: one row per registrant per forum day, first desk wins by its unique key. */
import { type CheckinMark, type ForumDay, isForumDay } from '@forum/shared';
import type { Knex } from 'knex';
import { isDuplicateKeyError, isMysql, toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';

interface CheckinRow {
  registrant_id: number;
  day: number;
  checked_in_at: Date | number;
  desk: string;
}

export interface StoredCheckin extends CheckinMark {
  registrantId: number;
}

function toStored(row: CheckinRow): StoredCheckin {
  return {
    registrantId: Number(row.registrant_id),
    day: Number(row.day) as ForumDay,
    checkedInAt: toDate(row.checked_in_at).toISOString(),
    desk: row.desk,
  };
}

const COLUMNS = ['registrant_id', 'day', 'checked_in_at', 'desk'] as const;

/** Marks grouped by registrant, each registrant's ordered by day. */
export function groupMarks(rows: readonly StoredCheckin[]): Map<number, CheckinMark[]> {
  const marks = new Map<number, CheckinMark[]>();
  for (const { registrantId, ...mark } of rows) {
    if (!isForumDay(mark.day)) continue;
    const list = marks.get(registrantId);
    if (list) list.push(mark);
    else marks.set(registrantId, [mark]);
  }
  for (const list of marks.values()) list.sort((a, b) => a.day - b.day);
  return marks;
}

/** Pass the Knex of a transaction to take part in it; `scope`: the edition a check-in is written in. */
export function createCheckinRepo(db: Knex, scope: EditionScope) {
  return {
    /** Every check-in (or those of `ids`), by registrant. */
    async marksFor(ids?: readonly number[]): Promise<Map<number, CheckinMark[]>> {
      const query = db('checkins').select(COLUMNS);
      if (ids) query.whereIn('registrant_id', ids);
      return groupMarks(((await query) as CheckinRow[]).map(toStored));
    },

    /** The check-ins of registrants changed since `since` (a roster's incremental load). */
    async marksChangedSince(since: Date): Promise<Map<number, CheckinMark[]>> {
      const rows = (await db('checkins')
        .join('registrants', 'registrants.id', 'checkins.registrant_id')
        .where('registrants.changed_at', '>=', since)
        .select(COLUMNS.map((column) => `checkins.${column}`))) as CheckinRow[];
      return groupMarks(rows.map(toStored));
    },

    async find(registrantId: number, day: ForumDay, options: { lock?: boolean } = {}): Promise<StoredCheckin | null> {
      const query = db('checkins').select(COLUMNS).where({ registrant_id: registrantId, day }).first();
      // After a duplicate-key error, a locking read sees the committed row whatever the snapshot.
      const row = (await (options.lock && isMysql(db) ? query.forShare() : query)) as CheckinRow | undefined;
      return row ? toStored(row) : null;
    },

    /**
     * Checks in; answers whether this call made the check-in. A duplicate (registrant, day) on
     * either database means another desk was first: the caller reads that row.
     */
    async insert(input: {
      registrantId: number;
      day: ForumDay;
      desk: string;
      adminId: number | null;
      now: Date;
    }): Promise<boolean> {
      try {
        await db('checkins').insert({
          registrant_id: input.registrantId,
          day: input.day,
          checked_in_at: input.now,
          desk: input.desk,
          admin_id: input.adminId,
          // The desk checks in the current edition only (a past code is refused before this).
          edition: scope(),
        });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    async remove(registrantId: number, day: ForumDay): Promise<boolean> {
      return (await db('checkins').where({ registrant_id: registrantId, day }).delete()) > 0;
    },
  };
}

export type CheckinRepo = ReturnType<typeof createCheckinRepo>;

/** The organiser's figures: Knex only, read on the pool. */
import { SESSION_SCHEDULE, type SessionCode } from '@forum/shared';
import type { Knex } from 'knex';
import { toDate } from '../../db/database';

export function createStatsRepo(db: Knex) {
  return {
    /** Registration time, business type and "how did you hear" of everyone, in registration order. */
    async registrations(): Promise<Array<{ createdAt: Date; businessType: number; about: string }>> {
      const rows = (await db('registrants').select('created_at', 'biztype', 'about').orderBy('id')) as Array<{
        created_at: unknown;
        biztype: number | string;
        about: string | null;
      }>;
      return rows.map((row) => ({
        createdAt: toDate(row.created_at),
        businessType: Number(row.biztype),
        about: (row.about ?? '').trim(),
      }));
    },

    /** People seated in a session who have checked in on its day. */
    async checkedIn(): Promise<Map<SessionCode, number>> {
      const rows = (await db('session_places as p')
        .join('checkins as c', 'c.registrant_id', 'p.registrant_id')
        .select('p.session', 'c.day')
        .count({ n: '*' })
        .where('p.status', 'seated')
        .groupBy('p.session', 'c.day')) as Array<{ session: string; day: number | string; n: number | string }>;
      const result = new Map<SessionCode, number>();
      for (const row of rows) {
        const code = row.session as SessionCode;
        if (SESSION_SCHEDULE[code]?.day === Number(row.day)) result.set(code, Number(row.n));
      }
      return result;
    },
  };
}

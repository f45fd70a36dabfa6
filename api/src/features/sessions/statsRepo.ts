/** The organiser's figures: Knex only, read on the pool. */
import { type RegistrationStatus, registrationStatusOf } from '@forum/shared';
import type { Knex } from 'knex';
import { toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';

/** `scope`: the edition read when none is named. */
export function createStatsRepo(db: Knex, scope: EditionScope) {
  return {
    /** Registration time, business type, "how did you hear" and status of everyone in an edition (default: the scope's), in registration order. */
    async registrations(
      edition: number = scope(),
    ): Promise<Array<{ createdAt: Date; businessType: number; about: string; status: RegistrationStatus }>> {
      const rows = (await db('registrants')
        .select('created_at', 'biztype', 'about', 'status')
        .where('edition', edition)
        .orderBy('id')) as Array<{
        created_at: unknown;
        biztype: number | string;
        about: string | null;
        status: string;
      }>;
      return rows.map((row) => ({
        createdAt: toDate(row.created_at),
        businessType: Number(row.biztype),
        about: (row.about ?? '').trim(),
        status: registrationStatusOf(row.status),
      }));
    },
  };
}

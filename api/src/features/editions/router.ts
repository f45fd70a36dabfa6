/** `GET /api/admin/editions`: every edition, oldest first, with its registrants and retention date. */
import type Router from '@koa/router';
import { EDITION, EDITIONS } from '@forum/shared';
import type { Knex } from 'knex';
import { createRouter } from '../../router';
import type { RequireAdmin } from '../../middleware/requireAdmin';

export interface EditionSummary {
  year: number;
  current: boolean;
  registrants: number;
  retentionUntil: string;
}

export async function editionSummaries(db: Knex): Promise<EditionSummary[]> {
  const rows = (await db('registrants').select('edition').count({ n: '*' }).groupBy('edition')) as Array<{
    edition: number | string;
    n: number | string;
  }>;
  const counts = new Map(rows.map((row) => [Number(row.edition), Number(row.n)]));
  return EDITIONS.map((edition) => ({
    year: edition.year,
    current: edition.year === EDITION.year,
    registrants: counts.get(edition.year) ?? 0,
    retentionUntil: edition.retentionUntil,
  }));
}

export function editionsRouter(db: Knex, requireAdmin: RequireAdmin): Router {
  const router = createRouter();
  router.get('/admin/editions', requireAdmin(), async (ctx) => {
    ctx.body = await editionSummaries(db);
  });
  return router;
}

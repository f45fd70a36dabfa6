import type Router from '@koa/router';
import type { RegistrantTotals } from '@forum/shared';
import { createRouter } from '../../router';
import type { RequireAdmin } from '../../middleware/requireAdmin';
import { editionFromQuery } from '../editions';

/**
 * `GET /api/admin/totals[?edition=YYYY]`: what the admin still shows after an edition's purge (counts
 * only, not logged: no one's data).
 */
export function retentionRouter(
  totals: (edition: number) => Promise<RegistrantTotals | null>,
  requireAdmin: RequireAdmin,
): Router {
  const router = createRouter();
  router.get('/admin/totals', requireAdmin(), async (ctx) => {
    ctx.body = { totals: await totals(editionFromQuery(ctx.query.edition)) };
  });
  return router;
}

import Router from '@koa/router';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';

/** For load balancers and the desktop console's server check: 503 when the database is unreachable. */
export function healthRouter(db: Database): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    try {
      await db.raw('select 1');
    } catch {
      throw new AppError(503, 'service_unavailable');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  return router;
}

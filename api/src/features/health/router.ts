import type Router from '@koa/router';
import { createRouter } from '../../router';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Lifecycle } from '../../lifecycle';
import { databaseAnswers } from './databaseProbe';

/**
 * For load balancers and the desktop console's server check: 503 when the database is
 * unreachable, and while the process drains before it exits (so traffic goes elsewhere).
 */
export function healthRouter(db: Database, lifecycle: Lifecycle): Router {
  const router = createRouter();
  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle.draining) throw new AppError('service_unavailable');
    if (!(await databaseAnswers(db))) throw new AppError('service_unavailable');
    ctx.body = { status: 'ok' };
  });
  return router;
}

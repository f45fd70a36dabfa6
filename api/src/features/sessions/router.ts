/**
 * `GET /api/sessions` (public: the form's seats), and the admin's Sessions screen:
 * `GET /api/admin/sessions`, `PUT /api/admin/sessions/:code {capacity}` and
 * `POST /api/admin/sessions/:code/seat {registrantId}` (managers), `GET /api/admin/stats`. The reads take
 * `?edition=YYYY` (a past edition's sessions and figures); the writes act on the current edition only.
 */
import type Router from '@koa/router';
import { isSessionCode, type SessionCode } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import { assertCurrentEditionQuery, editionFromQuery } from '../editions';
import type { SessionsService } from './service';

const capacitySchema = z.object({
  capacity: z.union([z.null(), z.number().int().positive().max(100_000)]),
});

const seatSchema = z.object({ registrantId: z.number().int().positive() });

function sessionOf(raw: string | undefined): SessionCode {
  if (!raw || !isSessionCode(raw)) throw new AppError('not_found');
  return raw;
}

export function sessionsRouter(deps: { service: SessionsService; requireAdmin: RequireAdmin }): Router {
  const { service, requireAdmin } = deps;
  const router = createRouter();

  router.get('/sessions', async (ctx) => {
    // Seats change by the second during a rush: the form asks again each time it opens.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.availability();
  });

  router.get('/admin/sessions', requireAdmin(), async (ctx) => {
    ctx.body = await service.summaries(editionFromQuery(ctx.query.edition));
  });

  router.put('/admin/sessions/:code', requireAdmin({ roles: ['manager'] }), jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const code = sessionOf(ctx.params.code);
    const parsed = capacitySchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: { capacity: 'invalid_choice' } });
    ctx.body = await service.setCapacity(code, parsed.data.capacity, adminOf(ctx).actor);
  });

  router.post('/admin/sessions/:code/seat', requireAdmin({ roles: ['manager'] }), jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const code = sessionOf(ctx.params.code);
    const parsed = seatSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: { registrantId: 'required' } });
    ctx.body = await service.overbook(code, parsed.data.registrantId, adminOf(ctx).actor);
  });

  router.get('/admin/stats', requireAdmin(), async (ctx) => {
    ctx.body = await service.stats(editionFromQuery(ctx.query.edition));
  });

  return router;
}

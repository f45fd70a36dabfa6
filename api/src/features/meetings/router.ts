/**
 * The participants' meeting calls, authenticated by the manage token:
 * `GET /api/registration/:token/meetings`, `PUT|DELETE .../meetings/profile`,
 * `GET .../meetings/directory`, `POST .../meetings/requests`, `POST .../requests/:id/accept|decline`,
 * `DELETE .../meetings/:meetingId`. Answers hold personal data and are never cached.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { createRouter } from '../../router';
import type { ParticipantService } from './participants';

/** A path id: a positive integer, or the call names nothing (404). */
export function pathId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) throw new AppError('not_found');
  return Number(raw);
}

export function participantMeetingsRouter(service: ParticipantService): Router {
  const router = createRouter();
  const base = '/registration/:token/meetings';
  const token = (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    return ctx.params.token ?? '';
  };
  // Every call first: only a registration that holds places takes part in meetings (409 otherwise).
  const approved: Middleware = async (ctx, next) => {
    await service.assertMayMeet(token(ctx));
    await next();
  };

  router.get(base, approved, async (ctx) => {
    ctx.body = await service.mine(token(ctx));
  });

  router.put(`${base}/profile`, approved, jsonBody, async (ctx) => {
    ctx.body = await service.saveProfile(token(ctx), ctx.request.body);
  });

  router.delete(`${base}/profile`, approved, async (ctx) => {
    await service.leave(token(ctx));
    ctx.status = 204;
  });

  router.get(`${base}/directory`, approved, async (ctx) => {
    ctx.body = await service.directory(token(ctx));
  });

  router.post(`${base}/requests`, approved, jsonBody, async (ctx) => {
    ctx.status = 201;
    ctx.body = await service.request(token(ctx), ctx.request.body, ctx.ip);
  });

  router.post(`${base}/requests/:id/accept`, approved, async (ctx) => {
    ctx.body = await service.accept(token(ctx), pathId(ctx.params.id));
  });

  router.post(`${base}/requests/:id/decline`, approved, async (ctx) => {
    await service.decline(token(ctx), pathId(ctx.params.id));
    ctx.body = {};
  });

  router.delete(`${base}/:meetingId`, approved, async (ctx) => {
    await service.cancel(token(ctx), pathId(ctx.params.meetingId));
    ctx.status = 204;
  });

  return router;
}

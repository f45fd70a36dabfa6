import Router from '@koa/router';
import type { Middleware } from 'koa';
import { HONEYPOT_FIELD, validateRegistration } from '@forum/shared';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { type RateLimiter, RateLimiterRes, retryAfterSeconds } from '../../db/rateLimiter';
import type { RegistrationService } from './service';

function registrantId(param: string | undefined): number {
  if (!/^\d{1,10}$/.test(param ?? '')) throw new AppError(404, 'not_found');
  return Number(param);
}

export function registrationRouter(deps: {
  service: RegistrationService;
  requireAdmin: Middleware;
  /** Registrations per client address; null when REGISTRATION_RATE_LIMIT is 0. */
  limiter: RateLimiter | null;
}): Router {
  const { service, requireAdmin, limiter } = deps;
  const router = new Router();

  router.post('/user', jsonBody, async (ctx) => {
    service.assertOpen();
    const body: unknown = ctx.request.body;

    // Bots fill every field; people never see this one. Answer as if it worked, store nothing.
    if (typeof body === 'object' && body !== null && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
      ctx.status = 201;
      ctx.body = { id: 0 };
      return;
    }

    const result = validateRegistration(body);
    if (!result.ok) throw new AppError(400, 'validation', { fields: result.fields });

    if (limiter) {
      try {
        await limiter.consume(ctx.ip);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new AppError(429, 'too_many_requests', { retryAfterSeconds: retryAfterSeconds(rejection) });
        }
        throw rejection;
      }
    }

    ctx.status = 201;
    ctx.body = await service.register(result.value);
  });

  router.get('/user/list', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.list();
  });

  router.delete('/user/:id', requireAdmin, async (ctx) => {
    await service.remove(registrantId(ctx.params.id));
    ctx.status = 204;
  });

  // The confirmation again (a bounced or lost message), with a new manage link.
  router.post('/user/:id/resend-confirmation', requireAdmin, async (ctx) => {
    const mail = await service.resendConfirmation(registrantId(ctx.params.id));
    ctx.status = 202;
    ctx.body = { mail };
  });

  return router;
}

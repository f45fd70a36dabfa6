/**
 * The manage link's API: `GET`, `PATCH`, `DELETE /api/registration/:token` and
 * `POST /api/registration/resend`, and the waiting list's `POST /api/registration/:token/claim`
 * and `.../rejoin`. Answers are never cached (they hold personal data).
 */
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { createRouter } from '../../router';
import type { Context } from 'koa';
import { z } from 'zod';
import { type SessionCode, isSessionCode, normaliseEmail, toWire } from '@forum/shared';
import { type RateLimiter, RateLimiterRes, retryAfterSeconds } from '../../db/rateLimiter';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { registrantWire } from '../../middleware/registrantWire';
import type { ManageService } from './service';

const resendSchema = z.object({
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
});

async function consume(limiter: RateLimiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw new AppError(429, 'too_many_requests', { retryAfterSeconds: retryAfterSeconds(rejection) });
    throw rejection;
  }
}

/** The limiter's key for an address: a hash, so the rate-limit table holds no e-mail addresses. */
function emailKey(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 40);
}

/** The limiter's key for a manage token: a hash, so the rate-limit table holds no credential. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 40);
}

function sessionOf(body: unknown): SessionCode {
  const session = (body as { session?: unknown } | undefined)?.session;
  if (typeof session !== 'string' || !isSessionCode(session))
    throw new AppError(400, 'validation', { fields: { session: 'invalid_session' } });
  return session;
}

export function manageRouter(deps: {
  service: ManageService;
  /** Resend requests per client address, and per e-mail address asked for. */
  resendLimits: { perClient: RateLimiter; perEmail: RateLimiter };
  /** Rejoin requests (each may mail) per manage link, and per client address. */
  rejoinLimits: { perToken: RateLimiter; perClient: RateLimiter };
}): Router {
  const { service, resendLimits, rejoinLimits } = deps;
  const router = createRouter();
  const token = (ctx: Context) => ctx.params.token ?? '';
  const private_ = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.post('/registration/resend', jsonBody, async (ctx) => {
    await consume(resendLimits.perClient, ctx.ip);
    const parsed = resendSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.message === 'too_long' || issue?.message === 'invalid_email' ? issue.message : 'required';
      throw new AppError(400, 'validation', { fields: { email: code } });
    }
    await consume(resendLimits.perEmail, emailKey(parsed.data.email));
    await service.resend(parsed.data.email);
    // The same answer whether or not the address is registered.
    ctx.status = 202;
    ctx.body = {};
  });

  router.get('/registration/:token', async (ctx) => {
    private_(ctx);
    ctx.body = toWire(await service.find(token(ctx)));
  });

  router.patch('/registration/:token', jsonBody, registrantWire, async (ctx) => {
    private_(ctx);
    ctx.body = toWire(await service.change(token(ctx), ctx.request.body));
  });

  router.post('/registration/:token/claim', jsonBody, async (ctx) => {
    private_(ctx);
    ctx.body = toWire(await service.claim(token(ctx), sessionOf(ctx.request.body)));
  });

  router.post('/registration/:token/rejoin', jsonBody, async (ctx) => {
    private_(ctx);
    await consume(rejoinLimits.perClient, ctx.ip);
    await consume(rejoinLimits.perToken, tokenKey(token(ctx)));
    ctx.body = await service.rejoin(token(ctx), sessionOf(ctx.request.body));
  });

  router.delete('/registration/:token', async (ctx) => {
    await service.cancel(token(ctx));
    ctx.status = 204;
  });

  return router;
}

/**
 * The manage link's API: `GET`, `PATCH`, `DELETE /api/registration/:token` and
 * `POST /api/registration/resend`, and the waiting list's `POST /api/registration/:token/claim`
 * and `.../rejoin`. Answers are never cached (they hold personal data).
 */
import type Router from '@koa/router';
import { createRouter } from '../../router';
import type { Context } from 'koa';
import { z } from 'zod';
import { type SessionCode, isSessionCode, normaliseEmail, toWire } from '@forum/shared';
import { AppError } from '../../errors';
import type { RequestLimits } from '../../middleware/requestLimits';
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

function sessionOf(body: unknown): SessionCode {
  const session = (body as { session?: unknown } | undefined)?.session;
  if (typeof session !== 'string' || !isSessionCode(session))
    throw new AppError('validation', { fields: { session: 'invalid_session' } });
  return session;
}

export function manageRouter(deps: {
  service: ManageService;
  /** "Lost your link?" per client address, and per e-mail address asked for (each answer mails it). */
  resendLimits: RequestLimits<'address' | 'email'>;
  /** Rejoin requests (each may mail) per manage link, and per client address. */
  rejoinLimits: RequestLimits<'token' | 'address'>;
}): Router {
  const { service, resendLimits, rejoinLimits } = deps;
  const router = createRouter();
  const token = (ctx: Context) => ctx.params.token ?? '';
  const private_ = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.post('/registration/resend', jsonBody, async (ctx) => {
    const parsed = resendSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.message === 'too_long' || issue?.message === 'invalid_email' ? issue.message : 'required';
      throw new AppError('validation', { fields: { email: code } });
    }
    // Counted before the answer, registered address or not: the same answer either way.
    await resendLimits.take({ address: ctx.ip, email: normaliseEmail(parsed.data.email) });
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
    ctx.body = toWire(await service.change(token(ctx), ctx.request.body, ctx.ip));
  });

  router.post('/registration/:token/claim', jsonBody, async (ctx) => {
    private_(ctx);
    ctx.body = toWire(await service.claim(token(ctx), sessionOf(ctx.request.body)));
  });

  router.post('/registration/:token/rejoin', jsonBody, async (ctx) => {
    private_(ctx);
    await rejoinLimits.take({ address: ctx.ip, token: token(ctx) });
    ctx.body = await service.rejoin(token(ctx), sessionOf(ctx.request.body));
  });

  router.delete('/registration/:token', async (ctx) => {
    await service.cancel(token(ctx));
    ctx.status = 204;
  });

  return router;
}

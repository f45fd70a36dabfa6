import type Router from '@koa/router';
import { createRouter } from '../../router';
import { EXPORT_REASON_MAX, HONEYPOT_FIELD, toWire, validateRegistration } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { registrantWire } from '../../middleware/registrantWire';
import { type RateLimiter, RateLimiterRes, retryAfterSeconds } from '../../db/rateLimiter';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { MAX_NAMED_REGISTRANTS } from '../accessLog';
import { editionFromQuery } from '../editions';
import type { RegistrationService } from './service';

/** Unicode format characters (zero-width, bidi controls, BOM) and control characters other than line breaks. */
const INVISIBLE = /\p{Cf}|(?![\n\r])\p{Cc}/u;

const exportSchema = z.object({
  reason: z
    .string({ error: 'required' })
    .trim()
    // Invisible characters (a zero-width space, a bidi mark) are not a reason, and would hide one.
    .refine((reason) => !INVISIBLE.test(reason), { error: 'control_characters' })
    .refine((reason) => reason.replace(/[\s\p{Cf}]+/gu, '') !== '', { error: 'required' })
    .max(EXPORT_REASON_MAX, { error: 'too_long' }),
  // The rows the admin's filter shows, when few enough to name; otherwise every registrant.
  ids: z
    .array(z.number().int().positive(), { error: 'invalid_choice' })
    .max(MAX_NAMED_REGISTRANTS, { error: 'too_long' })
    .optional(),
});

/** The invitation link's token, when the form came through one (`invitation` in the body). */
function invitationOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const token = (body as Record<string, unknown>).invitation;
  return typeof token === 'string' && token.trim() !== '' ? token.trim() : null;
}

function registrantId(raw: string | undefined): number {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw new AppError('not_found');
  return Number(raw);
}

export function registrationRouter(deps: {
  service: RegistrationService;
  requireAdmin: RequireAdmin;
  /** Registrations per client address; null when REGISTRATION_RATE_LIMIT is 0. */
  limiter: RateLimiter | null;
}): Router {
  const { service, requireAdmin, limiter } = deps;
  const router = createRouter();

  router.post('/user', jsonBody, registrantWire, async (ctx) => {
    service.assertOpen();
    const body: unknown = ctx.request.body;

    // Bots fill every field; people never see this one. Answer as if it worked, store nothing.
    if (typeof body === 'object' && body !== null && (body as Record<string, unknown>)[HONEYPOT_FIELD]) {
      ctx.status = 201;
      ctx.body = { id: 0, status: 'approved', seated: [], waiting: [] };
      return;
    }

    const result = validateRegistration(body);
    if (!result.ok) throw new AppError('validation', { fields: result.fields });

    if (limiter) {
      try {
        await limiter.consume(ctx.ip);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new AppError('too_many_requests', { retryAfterSeconds: retryAfterSeconds(rejection) });
        }
        throw rejection;
      }
    }

    ctx.status = 201;
    ctx.body = await service.register(result.value, invitationOf(body));
  });

  router.get('/user/list', requireAdmin(), async (ctx) => {
    ctx.body = (await service.list(adminOf(ctx).actor, editionFromQuery(ctx.query.edition))).map(toWire);
  });

  // The client builds the workbook from these rows and writes it locally; the reason is on record.
  router.post('/user/export', requireAdmin(), jsonBody, async (ctx) => {
    const edition = editionFromQuery(ctx.query.edition);
    const parsed = exportSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      const fields: Record<string, 'required' | 'too_long' | 'invalid_choice' | 'control_characters'> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'reason');
        fields[field] ??=
          issue.message === 'too_long' || issue.message === 'invalid_choice' || issue.message === 'control_characters'
            ? issue.message
            : 'required';
      }
      throw new AppError('validation', { fields });
    }
    ctx.body = (await service.exportRows(adminOf(ctx).actor, parsed.data.reason, parsed.data.ids, edition)).map(toWire);
  });

  router.patch('/user/:id', requireAdmin(), jsonBody, registrantWire, async (ctx) => {
    const { admin, actor } = adminOf(ctx);
    ctx.body = toWire(await service.edit(registrantId(ctx.params.id), ctx.request.body, actor, admin.role));
  });

  router.delete('/user/:id', requireAdmin({ roles: ['manager'] }), async (ctx) => {
    await service.remove(registrantId(ctx.params.id), adminOf(ctx).actor);
    ctx.status = 204;
  });

  // The confirmation again (a bounced or lost message), with a new manage link.
  router.post('/user/:id/resend-confirmation', requireAdmin(), async (ctx) => {
    const mail = await service.resendConfirmation(registrantId(ctx.params.id), adminOf(ctx).actor);
    ctx.status = 202;
    ctx.body = { mail };
  });

  return router;
}

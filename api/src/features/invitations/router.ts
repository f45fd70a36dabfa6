/**
 * Invitations over HTTP. Managers: `POST /api/admin/invitations/import` (the file as the body,
 * `text/csv` or the xlsx type, or the multipart field `file`; `?dryRun=1` checks only),
 * `POST /api/admin/invitations/send {ids | filter}`, `GET /api/admin/invitations[?edition=YYYY]`,
 * `DELETE /api/admin/invitations/:id` (invitations are per edition; the import, sending and
 * removal act on the current edition only). The invitee: `GET /api/invitations/:token`,
 * `POST /api/invitations/:token/decline` (rate-limited).
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { INVITATION_STATES, type Locale } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import type { LimitRule, RequestLimits } from '../../middleware/requestLimits';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import { assertCurrentEditionQuery, editionFromQuery } from '../editions';
import { uploadedTable } from '../imports';
import type { InvitationService } from './service';

const sendSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(20_000) }).strict(),
  z.object({ filter: z.object({ states: z.array(z.enum(INVITATION_STATES)).optional() }).strict() }).strict(),
]);

/** The organiser's language for the import's words: `?lang=`, else the browser's first choice. */
function organiserLocale(ctx: Context): Locale {
  const asked = typeof ctx.query.lang === 'string' ? ctx.query.lang : ctx.get('Accept-Language');
  return asked.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/**
 * The public invitation calls' limits: per client address (many links tried from one place) and
 * per link (one link hammered). Generous for a person: opening their link a few times, declining once.
 */
export type InvitationLimitCounter = 'address' | 'token';
export const INVITATION_VIEW_LIMITS: Record<InvitationLimitCounter, LimitRule> = {
  address: { points: 60, durationSeconds: 10 * 60 },
  token: { points: 20, durationSeconds: 10 * 60 },
};
export const INVITATION_DECLINE_LIMITS: Record<InvitationLimitCounter, LimitRule> = {
  address: { points: 20, durationSeconds: 10 * 60 },
  token: { points: 5, durationSeconds: 10 * 60 },
};

export interface InvitationLimits {
  view: RequestLimits<InvitationLimitCounter>;
  decline: RequestLimits<InvitationLimitCounter>;
}

export function invitationsRouter(deps: {
  service: InvitationService;
  requireAdmin: RequireAdmin;
  limits: InvitationLimits;
}): Router {
  const { service, requireAdmin, limits } = deps;
  const router = createRouter();

  router.post('/admin/invitations/import', requireAdmin({ roles: ['manager'] }), async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const { file, format } = await uploadedTable(ctx);
    const dryRun = ctx.query.dryRun === '1' || ctx.query.dryRun === 'true';
    const outcome = await service.importFile(adminOf(ctx).actor, file, format, organiserLocale(ctx), dryRun);
    if (!outcome.ok) {
      ctx.status = 422;
      // A refusal of the whole file (too large, unreadable, too many rows) is also the API's error.
      const [first] = outcome.errors;
      const whole = outcome.errors.length === 1 && first?.row === 0 && first.column === null ? first : null;
      ctx.body = {
        errors: outcome.errors,
        ...(whole ? { error: { code: whole.code, message: whole.message } } : {}),
      };
      return;
    }
    const { created, updated, suppressed, encoding } = outcome;
    ctx.body = { created, updated, suppressed, encoding };
  });

  router.post('/admin/invitations/send', requireAdmin({ roles: ['manager'] }), jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const parsed = sendSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: { ids: 'invalid_choice' } });
    ctx.body = await service.send(adminOf(ctx).actor, parsed.data);
  });

  // Invitees' addresses, names and companies: the managers' (staff have no use for them), each read logged.
  router.get('/admin/invitations', requireAdmin({ roles: ['manager'] }), async (ctx) => {
    ctx.body = await service.list(adminOf(ctx).actor, editionFromQuery(ctx.query.edition));
  });

  // At the invitee's request (PIPA Art. 37): their data goes, a keyed hash of the address stays.
  router.delete('/admin/invitations/:id', requireAdmin({ roles: ['manager'] }), async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const id = Number(ctx.params.id);
    if (!/^[1-9][0-9]{0,9}$/.test(ctx.params.id ?? '') || !Number.isSafeInteger(id)) throw new AppError('not_found');
    await service.remove(adminOf(ctx).actor, id);
    ctx.body = { deleted: true };
  });

  // Both public calls are limited per client address and per link, like every call a stranger can repeat.
  router.get('/invitations/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await limits.view.take({ address: ctx.ip, token: ctx.params.token ?? '' });
    ctx.body = await service.prefill(ctx.params.token ?? '');
  });

  router.post('/invitations/:token/decline', async (ctx) => {
    await limits.decline.take({ address: ctx.ip, token: ctx.params.token ?? '' });
    await service.decline(ctx.params.token ?? '');
    ctx.body = { declined: true };
  });

  return router;
}

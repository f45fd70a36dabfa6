/**
 * Badges over HTTP, for staff and managers: `POST /api/admin/badges {filter, layout, sort}` (a
 * batch for the admin list's filter) and `GET /api/checkin/badge/:code?layout=` (one, at the
 * desk). Both answer `application/pdf`, shown inline so a browser can print it at once.
 */
import type Router from '@koa/router';
import { normaliseCheckinCode } from '@forum/shared';
import type { ParameterizedContext } from 'koa';
import { createRouter } from '../../router';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { parseBadgeRequest, parseLayoutQuery } from './requestSchema';
import type { BadgeService } from './service';

/** The PDF streams as it is drawn; Koa destroys the stream when the client goes away, which stops the drawing. */
function sendPdf(ctx: ParameterizedContext, pdf: PDFKit.PDFDocument, fileName: string): void {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `inline; filename="${fileName}"`);
  ctx.body = pdf;
}

export function badgesRouter(deps: { service: BadgeService; requireAdmin: RequireAdmin }): Router {
  const { service, requireAdmin } = deps;
  const router = createRouter();

  router.post('/admin/badges', requireAdmin(), jsonBody, async (ctx) => {
    const request = parseBadgeRequest(ctx.request.body);
    const { pdf, skipped } = await service.batch(request, adminOf(ctx).actor);
    // Those the filter matched who are under review or declined: no badge, and how many were left out.
    ctx.set('X-Badges-Skipped', String(skipped));
    sendPdf(ctx, pdf, `badges-${request.layout}.pdf`);
  });

  router.get('/checkin/badge/:code', requireAdmin(), async (ctx) => {
    const layout = parseLayoutQuery(ctx.query.layout);
    const code = normaliseCheckinCode(ctx.params.code ?? '');
    sendPdf(ctx, await service.one(code, layout, adminOf(ctx).actor), 'badge.pdf');
  });

  return router;
}

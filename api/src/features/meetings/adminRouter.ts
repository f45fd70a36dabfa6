/**
 * The organisers' meeting calls (managers): `GET /api/admin/meetings`, `PUT /api/admin/meetings/slots`,
 * `PATCH|DELETE /api/admin/meetings/:id`, a participant's agenda as a PDF
 * (`GET /api/admin/meetings/agenda/:registrantId`), and for the desks (staff too) a person's meetings
 * (`GET /api/admin/meetings/registrant/:registrantId`). `GET /api/admin/meetings` takes `?edition=YYYY`
 * (a past edition's grid, read-only); the changes act on the current edition's meetings only.
 */
import type Router from '@koa/router';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import { assertCurrentEditionQuery, editionFromQuery } from '../editions';
import { agendaPdf } from './agendaPdf';
import type { OrganiserService } from './organiser';
import { pathId } from './router';

export function adminMeetingsRouter(service: OrganiserService, requireAdmin: RequireAdmin): Router {
  const router = createRouter();
  const managers = requireAdmin({ roles: ['manager'] });

  router.get('/admin/meetings', managers, async (ctx) => {
    ctx.body = await service.list(adminOf(ctx).actor, editionFromQuery(ctx.query.edition));
  });

  router.put('/admin/meetings/slots', managers, jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    ctx.body = await service.saveSlots(ctx.request.body);
  });

  router.get('/admin/meetings/agenda/:registrantId', managers, async (ctx) => {
    const agenda = await service.ofRegistrant(pathId(ctx.params.registrantId), adminOf(ctx).actor, 'meeting_agenda');
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="meetings-${ctx.params.registrantId}.pdf"`);
    ctx.body = await agendaPdf(agenda);
  });

  router.get('/admin/meetings/registrant/:registrantId', requireAdmin(), async (ctx) => {
    const agenda = await service.ofRegistrant(pathId(ctx.params.registrantId), adminOf(ctx).actor, 'desk_meetings');
    ctx.body = agenda.meetings;
  });

  router.patch('/admin/meetings/:id', managers, jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    ctx.body = await service.move(pathId(ctx.params.id), ctx.request.body, adminOf(ctx).actor);
  });

  router.delete('/admin/meetings/:id', managers, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    await service.cancel(pathId(ctx.params.id), adminOf(ctx).actor);
    ctx.status = 204;
  });

  return router;
}

/**
 * Messages to registrants, for managers only: `POST /api/admin/messages` (write), `GET` (list,
 * reminders included), `GET /:id` (per-recipient delivery), `PATCH /:id` (rewrite a draft), `GET /:id/preview?registrantId=`,
 * `POST /:id/test` (to the manager), `POST /:id/send` (202, now or at `sendAt`), `POST /:id/retry`
 * (failures again), `DELETE /:id` (cancel, or turn a reminder off), and
 * `POST /api/admin/messages/audience` (the live recipient count). Messages belong to their edition:
 * the list takes `?edition=YYYY`; a past edition's messages are read-only (409 `edition_ended`).
 */
import type Router from '@koa/router';
import { createRouter } from '../../router';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { assertCurrentEditionQuery, editionFromQuery } from '../editions';
import { parseAudience, parseMessageId, parseNewMessage, parseRegistrantId } from './requestSchema';
import type { MessageService } from './service';

export function messagesRouter(deps: {
  service: MessageService;
  requireAdmin: RequireAdmin;
  /** A message was scheduled: the local dispatcher looks at once. */
  onMessageScheduled: () => void;
}): Router {
  const { service, requireAdmin, onMessageScheduled } = deps;
  const router = createRouter();
  const managers = requireAdmin({ roles: ['manager'] });
  const id = (raw: string | undefined) => parseMessageId(raw);

  router.post('/admin/messages', managers, jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const message = parseNewMessage(ctx.request.body);
    ctx.status = 201;
    ctx.body = await service.create(message, adminOf(ctx).actor);
  });

  router.get('/admin/messages', managers, async (ctx) => {
    ctx.body = await service.list(editionFromQuery(ctx.query.edition));
  });

  // The audience is counted among the current edition's registrants and invitees.
  router.post('/admin/messages/audience', managers, jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    ctx.body = { recipients: await service.countAudience(parseAudience(ctx.request.body)) };
  });

  router.get('/admin/messages/:id', managers, async (ctx) => {
    ctx.body = await service.detail(id(ctx.params.id), adminOf(ctx).actor);
  });

  // A draft is rewritten whole (the composer sends all it shows); 409 once it was sent or scheduled.
  router.patch('/admin/messages/:id', managers, jsonBody, async (ctx) => {
    const messageId = id(ctx.params.id);
    ctx.body = await service.update(messageId, parseNewMessage(ctx.request.body));
  });

  router.get('/admin/messages/:id/preview', managers, async (ctx) => {
    ctx.body = await service.preview(id(ctx.params.id), parseRegistrantId(ctx.query.registrantId), adminOf(ctx).actor);
  });

  // The test's body (a chosen recipient) is optional.
  const optionalJsonBody: typeof jsonBody = (ctx, next) => (ctx.request.length ? jsonBody(ctx, next) : next());

  router.post('/admin/messages/:id/test', managers, optionalJsonBody, async (ctx) => {
    const { admin, actor } = adminOf(ctx);
    const registrantId = parseRegistrantId((ctx.request.body as { registrantId?: unknown } | null)?.registrantId);
    ctx.status = 202;
    ctx.body = await service.test(id(ctx.params.id), registrantId, actor, admin.email);
  });

  router.post('/admin/messages/:id/send', managers, async (ctx) => {
    ctx.status = 202;
    ctx.body = await service.send(id(ctx.params.id), adminOf(ctx).actor);
    onMessageScheduled();
  });

  router.post('/admin/messages/:id/retry', managers, async (ctx) => {
    ctx.status = 202;
    ctx.body = await service.retry(id(ctx.params.id), adminOf(ctx).actor);
  });

  router.delete('/admin/messages/:id', managers, async (ctx) => {
    await service.cancel(id(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}

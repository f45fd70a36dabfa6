/**
 * The event day's HTTP calls, for staff and managers: `POST /api/checkin`, its undo
 * `DELETE /api/checkin/:code/:day`, `GET /api/checkin/counts[?edition=YYYY]`, `GET /api/checkin/roster`,
 * `GET /api/checkin/registrant/:code`, and the walk-in `POST /api/user/onsite`.
 */
import type Router from '@koa/router';
import { createRouter } from '../../router';
import {
  checkinResultToWire,
  editionOf,
  normaliseCheckinCode,
  onsiteResultToWire,
  rosterToWire,
  toWire,
  validateRegistration,
} from '@forum/shared';
import { AppError } from '../../errors';
import { editionFromQuery } from '../editions';
import { jsonBody } from '../../middleware/jsonBody';
import { registrantWire } from '../../middleware/registrantWire';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { parseCheckinRequest, parseDayParam, parsePlace, parseSince } from './requestSchema';
import type { CheckinService } from './service';
import type { WalkInService } from './walkIn';

export function checkinRouter(deps: {
  service: CheckinService;
  walkIns: WalkInService;
  requireAdmin: RequireAdmin;
}): Router {
  const { service, walkIns, requireAdmin } = deps;
  const router = createRouter();
  const code = (raw: string | undefined) => normaliseCheckinCode(raw ?? '');

  router.post('/checkin', requireAdmin(), jsonBody, async (ctx) => {
    ctx.body = checkinResultToWire(await service.checkIn(parseCheckinRequest(ctx.request.body), adminOf(ctx).actor));
  });

  router.delete('/checkin/:code/:day', requireAdmin(), async (ctx) => {
    await service.undo(code(ctx.params.code), parseDayParam(ctx.params.day), adminOf(ctx).actor);
    ctx.status = 204;
  });

  router.get('/checkin/counts', requireAdmin(), async (ctx) => {
    ctx.body = await service.counts(editionOf(editionFromQuery(ctx.query.edition))!);
  });

  router.get('/checkin/roster', requireAdmin(), async (ctx) => {
    ctx.body = rosterToWire(await service.roster(parseSince(ctx.query.since), adminOf(ctx).actor));
  });

  router.get('/checkin/registrant/:code', requireAdmin(), async (ctx) => {
    ctx.body = toWire(await service.lookup(code(ctx.params.code), adminOf(ctx).actor));
  });

  // The site's form and rules, minus the honeypot and the rate limit (staff type it), in any window.
  router.post('/user/onsite', requireAdmin(), jsonBody, registrantWire, async (ctx) => {
    const registration = validateRegistration(ctx.request.body);
    const place = parsePlace(ctx.request.body);
    if (!registration.ok || !place.ok) {
      throw new AppError('validation', {
        fields: { ...(registration.ok ? {} : registration.fields), ...(place.ok ? {} : place.fields) },
      });
    }
    ctx.status = 201;
    ctx.body = onsiteResultToWire(
      await walkIns.register(registration.value, { day: place.day, desk: place.desk }, adminOf(ctx).actor),
    );
  });

  return router;
}

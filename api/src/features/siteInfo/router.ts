import type Router from '@koa/router';
import { createRouter } from '../../router';
import type { SiteInfo } from '@forum/shared';
import type { Config } from '../../config';
import type { ForumTime } from '../../forumTime';
import { isRegistrationOpen } from '../registrations';

/**
 * What the public site needs to know at run time and cannot bake in at build time: whether
 * pre-registration is open now, whether the forum has ended, and the contact details from
 * configuration.
 */
export function siteInfoRouter(config: Config, clock: () => Date, forum: ForumTime): Router {
  const router = createRouter();
  router.get('/site-info', (ctx) => {
    const window = { opensAt: config.registrationOpensAt, closesAt: config.registrationClosesAt };
    const ended = forum.ended();
    const body: SiteInfo = {
      registration: {
        open: !ended && isRegistrationOpen(window, clock()),
        opensAt: window.opensAt?.toISOString() ?? null,
        closesAt: window.closesAt?.toISOString() ?? null,
      },
      contact: { email: config.contactEmail, phone: config.contactPhone },
      retentionUntil: config.retentionUntil,
      // The next edition's dates join here once editions are published from the admin.
      forum: { ended, next: null },
    };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}

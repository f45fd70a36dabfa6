import type Router from '@koa/router';
import { createRouter } from '../../router';
import type { SiteInfo } from '@forum/shared';
import type { Config } from '../../config';
import { isRegistrationOpen } from '../registrations';

/**
 * What the public site needs to know at run time and cannot bake in at build time: whether
 * pre-registration is open now, and the contact details from configuration.
 */
export function siteInfoRouter(config: Config, clock: () => Date): Router {
  const router = createRouter();
  router.get('/site-info', (ctx) => {
    const window = { opensAt: config.registrationOpensAt, closesAt: config.registrationClosesAt };
    const body: SiteInfo = {
      registration: {
        open: isRegistrationOpen(window, clock()),
        opensAt: window.opensAt?.toISOString() ?? null,
        closesAt: window.closesAt?.toISOString() ?? null,
      },
      contact: { email: config.contactEmail, phone: config.contactPhone },
      retentionUntil: config.retentionUntil,
    };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}

import type { Middleware } from 'koa';
import cors from '@koa/cors';
import helmet from 'koa-helmet';
import type { Config } from '../config';

/** helmet's defaults, with HTTPS-only headers turned on only when the site is served over HTTPS. */
export function securityHeaders(config: Config): Middleware {
  const https = config.siteUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The desk prints a badge from an invisible frame holding the PDF as a blob: URL.
        'frame-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  }) as Middleware;
}

/** Cross-origin calls only from the origins in CORS_ORIGINS; none by default. */
export function corsForConfiguredOrigins(config: Config): Middleware {
  const allowed = new Set(config.corsOrigins);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
    // The desktop console reads how many badges a batch left out (not approved).
    exposeHeaders: ['Retry-After', 'X-Badges-Skipped'],
    maxAge: 600,
  });
}

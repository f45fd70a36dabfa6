import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { parseManagePath } from '@forum/shared';
import { AppError } from '../errors';

const LEGACY_ENTRY_PAGES = new Set(['/index.html', '/index.ko.html']);
/** The manage link's page is rendered in the browser from an empty shell in its language (site/scripts/build.ts). */
const MANAGE_SHELLS = { en: 'manage.html', ko: 'manage.ko.html' } as const;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  // Vite puts content-hashed files under /assets: their URL changes whenever they do.
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * Single-process mode: the API also serves the built site. Prerendered pages are served as files
 * (`/kor` -> `kor.html`), the manage link's pages (`/registration/<token>`, `/kor/registration/<token>`)
 * as their shells; any other client route falls back to the app shell. Only GET and HEAD: anything
 * else on a page answers 405. deploy/nginx/forum.conf.template does the same in nginx.
 */
export function staticSite(root: string): Middleware | null {
  if (!fs.existsSync(path.join(root, 'index.html'))) return null;
  const options = { root, index: 'index.html', extensions: ['html'], setHeaders: cacheHeaders, hidden: false };

  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new AppError(405, 'method_not_allowed');
    }
    if (LEGACY_ENTRY_PAGES.has(ctx.path)) {
      ctx.status = 301;
      ctx.redirect('/');
      return;
    }
    const manage = parseManagePath(ctx.path);
    if (manage) {
      const shell = MANAGE_SHELLS[manage.locale];
      // The path holds a personal token: the page is never cached by anyone in between.
      const served = await send(ctx, fs.existsSync(path.join(root, shell)) ? shell : 'index.html', {
        ...options,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-store'),
      });
      if (served) return;
    }
    try {
      if (await send(ctx, ctx.path, options)) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    // A missing file with an extension is a real 404; a route without one belongs to the app.
    if (path.extname(ctx.path)) return next();
    await send(ctx, 'index.html', options);
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { AppError } from '../errors';
import { type PageFile, readPageFile } from './pageFile';

/**
 * Routes the browser renders itself (no prerendered HTML): the path and the shell file that boots
 * the app. One line per route; the site's router must know the same paths. `app.html` is the
 * generic shell (English; the app sets the page's language); admin.html has the admin's title;
 * the manage link's pages have a shell per language and, as their path holds a personal token,
 * are never kept by anyone in between (`no-store`).
 */
export const CLIENT_ROUTES: readonly { pattern: RegExp; shell: string; noStore?: boolean }[] = [
  { pattern: /^\/admin(?:\/.*)?$/, shell: 'admin.html' },
  { pattern: /^\/registration\/[^/]+$/, shell: 'manage.html', noStore: true },
  { pattern: /^\/kor\/registration\/[^/]+$/, shell: 'manage.ko.html', noStore: true },
  // The invitation link holds a personal token too; the manage shells boot the same app.
  { pattern: /^\/invite\/[^/]+$/, shell: 'manage.html', noStore: true },
  { pattern: /^\/kor\/invite\/[^/]+$/, shell: 'manage.ko.html', noStore: true },
];

const LEGACY_ENTRY_PAGES = new Set(['/index.html', '/index.ko.html']);

/** The not-found page, in Korean under /kor/ and in English elsewhere. */
const NOT_FOUND_PAGES = { en: '404.html', ko: 'kor/404.html' } as const;

/** Page files that exist to be served for other paths, never under their own name. */
const INTERNAL_PAGES = new Set(['/404', '/kor/404', '/app', '/manage']);

/** A page path: letters, digits, `-`, `_` and slashes only (no dots, so no way out of the root). */
const PAGE_PATH = /^\/[A-Za-z0-9_\-/]*$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  // Vite puts content-hashed files under /assets: their URL changes whenever they do.
  if (file.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

function isKoreanPath(pathname: string): boolean {
  return pathname === '/kor' || pathname.startsWith('/kor/');
}

/**
 * A page may carry inline scripts (the landing pages' early script); the content security policy
 * allows exactly those, by hash, on that page's answer and nowhere else.
 */
export function allowInlineScripts(ctx: Context, hashes: readonly string[]): void {
  if (hashes.length === 0) return;
  const policy = ctx.response.get('Content-Security-Policy');
  if (!policy) return;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  ctx.set(
    'Content-Security-Policy',
    /(^|;)\s*script-src\s/.test(policy)
      ? policy.replace(/((?:^|;)\s*script-src\s[^;]*)/, `$1 ${sources}`)
      : `${policy};script-src 'self' ${sources}`,
  );
}

/** Pages kept elsewhere than the built files (features/sitePages: rendered for the current edition). */
export interface StoredPages {
  read(file: string): Promise<{ html: string; etag: string; scriptHashes: readonly string[] } | null>;
}

/**
 * The API serves the built site (site/dist) and the public pages rendered for the current edition;
 * nginx serves the files itself and passes those pages on (deploy/nginx/forum.conf.template). Only
 * GET and HEAD (405 otherwise).
 * - Prerendered pages by path: `/kor` -> kor.html, `/kor/link` -> kor/link.html (a trailing
 *   slash or `.html` names the same page);
 * - CLIENT_ROUTES get their shell;
 * - files (assets, images, robots.txt) as they are;
 * - anything else is not found: the not-found page with status 404 for a page address or a
 *   browser asking for HTML, a bare 404 for a missing file. `/api/...` is never answered here (the
 *   API's own JSON 404 covers it).
 * `stored`: where a page file is first looked for (the public pages and not-found pages rendered
 * for the current edition, with a strong ETag); the built file only when none is stored.
 */
export function staticSite(root: string, stored?: StoredPages): Middleware | null {
  if (!fs.existsSync(path.join(root, 'index.html'))) return null;
  const sendOptions = { root, index: 'index.html', extensions: ['html'], setHeaders: cacheHeaders, hidden: false };
  const pages = new Map<string, PageFile>();

  async function sendPage(ctx: Context, file: string, status: number, noStore = false): Promise<boolean> {
    const kept = stored ? await stored.read(file) : null;
    if (kept) {
      ctx.status = status;
      ctx.type = 'html';
      // A shell whose address holds a token (the manage link's) is kept by nobody, stored or built.
      ctx.set('Cache-Control', noStore ? 'no-store' : 'no-cache');
      allowInlineScripts(ctx, kept.scriptHashes);
      if (status === 200 && !noStore) {
        ctx.etag = kept.etag;
        if (ctx.fresh) {
          ctx.status = 304;
          return true;
        }
      }
      ctx.body = kept.html;
      return true;
    }
    const page = await readPageFile(root, file, pages);
    if (!page) return false;
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', noStore ? 'no-store' : 'no-cache');
    allowInlineScripts(ctx, page.scriptHashes);
    if (status === 200 && !noStore) {
      ctx.lastModified = page.modified;
      if (ctx.fresh) {
        ctx.status = 304;
        return true;
      }
    }
    ctx.body = page.html;
    return true;
  }

  async function sendNotFound(ctx: Context, pathname: string): Promise<void> {
    const file = NOT_FOUND_PAGES[isKoreanPath(pathname) ? 'ko' : 'en'];
    if (await sendPage(ctx, file, 404)) return;
    ctx.status = 404;
  }

  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    // Pages are only read (deploy/nginx/forum.conf.template answers the same).
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new AppError('method_not_allowed');
    }
    if (LEGACY_ENTRY_PAGES.has(ctx.path)) {
      ctx.status = 301;
      ctx.redirect('/');
      return;
    }

    // `/kor/`, `/link.html`: the page `/kor`, `/link`.
    const pagePath = ctx.path === '/' ? '/' : ctx.path.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
    // A client route's shell is a fixed file, whatever the path holds (a manage link's token).
    // Without it (a build from before the shell existed), the generic shell.
    const route = CLIENT_ROUTES.find(({ pattern }) => pattern.test(pagePath));
    if (route) {
      for (const shell of [route.shell, 'app.html', 'index.html']) {
        if (await sendPage(ctx, shell, 200, route.noStore)) return;
      }
    }
    if (PAGE_PATH.test(pagePath)) {
      const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
      if (!INTERNAL_PAGES.has(pagePath) && (await sendPage(ctx, file, 200))) return;
      await sendNotFound(ctx, pagePath);
      return;
    }

    if (!ctx.path.endsWith('.html')) {
      try {
        if (await send(ctx, ctx.path, sendOptions)) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }
    // A missing file is a bare 404, unless a browser is navigating to it.
    const navigating = (ctx.get('Accept') || '').includes('text/html');
    if (path.extname(pagePath) && !navigating) return next();
    await sendNotFound(ctx, pagePath);
  };
}

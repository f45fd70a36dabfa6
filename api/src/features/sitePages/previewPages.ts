import type { Locale } from '@forum/shared';
import type { Middleware } from 'koa';
import { allowInlineScripts } from '../../middleware/staticSite';
import { inlineScriptHashes } from '../../middleware/pageFile';
import type { SiteEditionFiles, SitePagesService } from './service';

/**
 * Resolves a preview link's token to the draft it shows, or null for an unknown or expired one.
 * The editions feature owns the tokens and passes its lookup in.
 */
export type PreviewLookup = (token: string) => Promise<SiteEditionFiles | null>;

const PREVIEW_PATH = /^\/preview\/([A-Za-z0-9_-]{1,200})(\/kor)?\/?$/;

/**
 * GET /preview/<token> and /preview/<token>/kor: a draft's landing page exactly as publishing will
 * render it, with the preview band, never indexed, never kept by anyone in between; its form
 * checks what is typed and sends nothing. Rendered on each request: a preview is opened rarely and
 * its draft may have changed since the link was made.
 */
export function previewPages(service: SitePagesService, lookup: PreviewLookup): Middleware {
  return async (ctx, next) => {
    const match = PREVIEW_PATH.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const [, token = '', korean] = match;
    const locale: Locale = korean ? 'ko' : 'en';
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Cache-Control', 'no-store');
    // The token is the key to the draft: never sent on to another site.
    ctx.set('Referrer-Policy', 'no-referrer');
    const files = await lookup(token);
    const html = files ? await service.renderPreview(files, locale) : null;
    if (!html) {
      const notFound = await service.read(locale === 'ko' ? 'kor/404.html' : '404.html');
      ctx.status = 404;
      if (notFound) {
        ctx.type = 'html';
        allowInlineScripts(ctx, notFound.scriptHashes);
        ctx.body = notFound.html;
      }
      return;
    }
    ctx.type = 'html';
    allowInlineScripts(ctx, inlineScriptHashes(html));
    ctx.body = html;
  };
}

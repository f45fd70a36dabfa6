/**
 * Prerendering entry, bundled by `vite build --ssr` and called by scripts/build.ts: renders one
 * route to HTML and writes its <head> tags.
 */
import type { Locale } from '@forum/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import earlyScriptSource from './islands/earlyScript.js?raw';
import { NOT_FOUND_MARK } from './prerenderMarks';
import { AppRoutes, LANDING_PATHS, NOT_FOUND_PATHS, PRERENDERED_PATHS, aboutPage, linkPage } from './routes';
import { alternatesOf, pageHead, renderHeadTags } from './seo/pageHead';

export { LANDING_PATHS, NOT_FOUND_MARK, NOT_FOUND_PATHS, PRERENDERED_PATHS, alternatesOf };

/** The landing pages' inline early script (islands/earlyScript.js), as it goes into <head>. */
export const EARLY_SCRIPT = earlyScriptSource.trim();

export interface RenderedPage {
  lang: Locale;
  /** Markup for inside #root. */
  html: string;
  /** Tags for inside <head>: title, description, canonical, alternates, Open Graph. */
  headTags: string;
}

export async function renderPage(path: string, siteUrl: string): Promise<RenderedPage> {
  // renderToString cannot wait for a chunk, so the lazily loaded pages are loaded first.
  await Promise.all([linkPage.preload(), aboutPage.preload()]);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const head = pageHead(path, siteUrl);
  return { lang: head.lang, html, headTags: renderHeadTags(head) };
}

/**
 * Rendering entry, bundled by `vite build --ssr` into dist/.ssr/entry-server.js. The build calls
 * it for the shipped edition; the API loads the same bundle and calls it for the published edition
 * (and a draft's preview) at run time, so the pages come from the edition in the database.
 */
import type { Locale } from '@forum/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { fillTemplate, hoistResourceHints } from '../scripts/pageFiles.ts';
import { SiteEditionProvider } from './edition/SiteEditionContext';
import { pageEditionTag } from './edition/pageEdition';
import type { SiteEdition } from './edition/siteEdition';
import earlyScriptSource from './islands/earlyScript.js?raw';
import { NOT_FOUND_MARK } from './prerenderMarks';
import { AppRoutes, LANDING_PATHS, NOT_FOUND_PATHS, PRERENDERED_PATHS, aboutPage, linkPage } from './routes';
import { alternatesOf, pageHead, renderHeadTags } from './seo/pageHead';

export { LANDING_PATHS, NOT_FOUND_MARK, NOT_FOUND_PATHS, PRERENDERED_PATHS, alternatesOf };
export type { SiteEdition };

/** The landing pages' inline early script (islands/earlyScript.js), as it goes into <head>. */
export const EARLY_SCRIPT = earlyScriptSource.trim();

export interface RenderedPage {
  lang: Locale;
  /** Markup for inside #root. */
  html: string;
  /** Tags for inside <head>: title, description, canonical, alternates, Open Graph, the page's edition. */
  headTags: string;
}

const NOINDEX = '<meta name="robots" content="noindex" />';

export async function renderPage(path: string, siteUrl: string, site: SiteEdition): Promise<RenderedPage> {
  // renderToString cannot wait for a chunk, so the lazily loaded pages are loaded first.
  await Promise.all([linkPage.preload(), aboutPage.preload()]);
  const html = renderToString(
    <StrictMode>
      <SiteEditionProvider value={site}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </SiteEditionProvider>
    </StrictMode>,
  );
  const head = pageHead(path, siteUrl, site);
  const tags = [renderHeadTags(head), ...(site.preview ? [NOINDEX] : []), pageEditionTag(site)];
  return { lang: head.lang, html, headTags: tags.join('\n    ') };
}

/**
 * What the build leaves beside the bundle (dist/.ssr/templates.json) for filling a page: Vite's
 * index.html for the routed pages, the landing pages' template (the early script instead of the
 * module script) and the links each lazily loaded page needs at once.
 */
export interface PageTemplates {
  routed: string;
  landing: string;
  headEnd: Record<string, string>;
}

/** A page the server renders for an edition: its path, the file the build writes it to, its mark. */
export interface SitePage {
  path: string;
  file: string;
  mark: string;
}

/** Every page whose words depend on the edition: the six public pages and the not-found pages. */
export const SITE_PAGES: readonly SitePage[] = [
  ...PRERENDERED_PATHS.map((path) => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
    mark: path,
  })),
  { path: NOT_FOUND_PATHS.en, file: '404.html', mark: NOT_FOUND_MARK },
  { path: NOT_FOUND_PATHS.ko, file: 'kor/404.html', mark: NOT_FOUND_MARK },
];

/** One whole page (the HTML document) for `site`'s edition. */
export async function renderPageDocument(
  page: SitePage,
  siteUrl: string,
  site: SiteEdition,
  templates: PageTemplates,
): Promise<string> {
  const rendered = await renderPage(page.path, siteUrl, site);
  const { hints, body } = hoistResourceHints(rendered.html);
  const head = [rendered.headTags, ...hints].join('\n    ');
  const root = `<div id="root" data-prerendered="${page.mark}">${body}</div>`;
  const template = LANDING_PATHS.includes(page.path) ? templates.landing : templates.routed;
  return fillTemplate(template, { lang: rendered.lang, head, headEnd: templates.headEnd[page.path] ?? '', root });
}

/**
 * Rendering entry, bundled by `vite build --ssr` into dist/.ssr/entry-server.js. The build calls
 * it for the shipped edition; the API loads the same bundle and calls it for the published edition
 * (and a draft's preview) at run time, so the pages come from the edition in the database.
 */
import { type Edition, type Locale, escapeHtml } from '@forum/shared';
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
  const scripts = LANDING_PATHS.includes(path)
    ? 'landing'
    : path.endsWith('/about')
      ? 'about'
      : path.endsWith('/link')
        ? 'link'
        : 'shell';
  const tags = [renderHeadTags(head), ...(site.preview ? [NOINDEX] : []), pageEditionTag(site, scripts)];
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

/**
 * The pages the browser renders itself (they depend on a token): an empty shell each, never
 * indexed. The server fills them for the edition it serves, like the public pages, so a routed
 * page knows that edition (the manage link shows a past edition's registration as ended) and its
 * title names it. The manage link's token is never sent on to another site.
 */
export interface ShellPage {
  file: string;
  lang: Locale;
  title: (edition: Edition) => string;
  noReferrer: boolean;
}

export const SHELL_PAGES: readonly ShellPage[] = [
  { file: 'app.html', lang: 'en', title: (edition) => edition.name.en, noReferrer: false },
  {
    file: 'manage.html',
    lang: 'en',
    title: (edition) => `Your registration | ${edition.name.en}`,
    noReferrer: true,
  },
  { file: 'manage.ko.html', lang: 'ko', title: (edition) => `내 사전등록 | ${edition.name.ko}`, noReferrer: true },
];

const NOINDEX_NOFOLLOW = '<meta name="robots" content="noindex, nofollow" />';
const NO_REFERRER = '<meta name="referrer" content="no-referrer" />';

/** One shell document for `site`'s edition; its chunk links are the build's (templates.headEnd by file). */
export function renderShellDocument(shell: ShellPage, site: SiteEdition, templates: PageTemplates): string {
  const head = [
    `<title>${escapeHtml(shell.title(site.edition))}</title>`,
    NOINDEX_NOFOLLOW,
    ...(shell.noReferrer ? [NO_REFERRER] : []),
    pageEditionTag(site, 'shell'),
  ].join('\n    ');
  return fillTemplate(templates.routed, {
    lang: shell.lang,
    head,
    headEnd: templates.headEnd[shell.file] ?? '',
    root: '<div id="root"></div>',
  });
}

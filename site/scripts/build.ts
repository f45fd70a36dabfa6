/**
 * `npm run build --workspace site`:
 *   1. the client build (Vite) into dist/: the routed pages' entry (index.html, src/main.tsx);
 *   2. the landing pages' islands (src/islands/islands.ts) beside it, with Preact for React
 *      (vite.landing.config.ts);
 *   3. an SSR build of src/entry-server.tsx into dist/.ssr/entry-server.js, kept with the pages'
 *      templates (dist/.ssr/templates.json): the API renders the public pages with them for the
 *      edition it publishes (api/src/features/sitePages), so the files below are the shipped
 *      edition's, for a server that has not rendered yet and for static hosting;
 *   4. prerendering (pageFiles.ts): /, /kor, /link, /kor/link, /about and /kor/about to
 *      index.html, kor.html, link.html, kor/link.html, ...; the not-found page in both languages
 *      (404.html, kor/404.html); empty shells for the pages the browser renders itself (admin.html,
 *      app.html, and the manage page's manage.html and manage.ko.html); robots.txt and sitemap.xml.
 * The landing pages load no script but a small inline one (src/islands/earlyScript.js, minified
 * here), which runs the header and the registration dialog's shell from the first paint, imports
 * the islands once the page has loaded and painted, and fetches the form's code on the first sign
 * that the visitor wants to register.
 * SITE_URL (canonical links), CONTACT_EMAIL and CONTACT_PHONE are read from the environment.
 * SITE_DIST, the API's setting for where the built site is, is also where it is built (default
 * site/dist): the e2e tests build a second edition's site beside the first one's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Manifest, build, minifySync } from 'vite';
import { EDITION, EDITION_PROGRAMME, EDITION_SITE } from '@forum/shared/edition';
import { readSiteSettings } from '@forum/shared/site-settings';
import type * as EntryServerModule from '../src/entry-server';
import {
  FORM_SOURCES,
  ISLANDS_SOURCE,
  LANDING_MANIFEST,
  chunkLinks,
  fillTemplate,
  landingTemplate,
} from './pageFiles.ts';

// A build is for production whoever runs it: under a test runner (NODE_ENV=test, as Vitest sets
// for the deployment tests' build) Vite would otherwise bundle React's development build.
process.env.NODE_ENV = 'production';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Relative to the repository root, as the API resolves it (api/src/config.ts).
const distDir = process.env.SITE_DIST?.trim()
  ? path.resolve(siteDir, '..', process.env.SITE_DIST.trim())
  : path.join(siteDir, 'dist');
const ssrDir = path.join(distDir, '.ssr');
const configFile = path.join(siteDir, 'vite.config.ts');
const landingConfigFile = path.join(siteDir, 'vite.landing.config.ts');
const { siteUrl } = readSiteSettings(process.env);

type EntryServer = typeof EntryServerModule;

/** Source of each lazily loaded page, so its prerendered file can ask for its chunk and CSS at once. */
const PAGE_SOURCES: Record<string, string> = {
  '/link': 'src/link/LinkPage.tsx',
  '/kor/link': 'src/link/LinkPage.tsx',
  '/about': 'src/about/AboutPage.tsx',
  '/kor/about': 'src/about/AboutPage.tsx',
  '/admin': 'src/admin/AdminPage.tsx',
  '/registration': 'src/manage/ManageRegistrationPage.tsx',
};

function readManifest(file: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as Manifest;
}

function write(file: string, content: string): void {
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  console.log(`  ${path.relative(siteDir, target)}  ${(Buffer.byteLength(content) / 1024).toFixed(1)} kB`);
}

function sitemap(server: EntryServer): string {
  // One <url> per page and language, each naming both languages (the sitemap form of hreflang).
  const englishPaths = server.PRERENDERED_PATHS.filter((pagePath) => !pagePath.startsWith('/kor')) as (
    '/' | '/link' | '/about'
  )[];
  const urls = englishPaths.flatMap((englishPath) => {
    const alternates = server
      .alternatesOf(englishPath, siteUrl)
      .filter((alternate) => alternate.hreflang !== 'x-default');
    const links = alternates.map(
      (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}" />`,
    );
    return alternates.map((alternate) => `  <url>\n    <loc>${alternate.href}</loc>\n${links.join('\n')}\n  </url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

async function main(): Promise<void> {
  await build({ configFile, mode: 'production', build: { outDir: distDir } });
  await build({ configFile: landingConfigFile, mode: 'production', logLevel: 'warn', build: { outDir: distDir } });

  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
    },
  });

  const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest('.vite/manifest.json');
  const manifests = { routed: manifest, landing: readManifest(LANDING_MANIFEST) };
  const early = minifySync('earlyScript.js', server.EARLY_SCRIPT);
  if (early.errors.length > 0) throw new Error(`build: earlyScript.js: ${early.errors[0]?.message}`);
  const templates: EntryServerModule.PageTemplates = {
    routed: template,
    landing: landingTemplate(template, manifests, ISLANDS_SOURCE, early.code.trim(), FORM_SOURCES),
    headEnd: Object.fromEntries([
      ...server.SITE_PAGES.map((page) => [page.path, chunkLinks(manifest, PAGE_SOURCES[page.path])]),
      // The manage link's shells ask for the manage page's chunk at once; app.html for nothing.
      ...server.SHELL_PAGES.filter((shell) => shell.file.startsWith('manage')).map((shell) => [
        shell.file,
        chunkLinks(manifest, PAGE_SOURCES['/registration']),
      ]),
    ]),
  };
  fs.writeFileSync(path.join(ssrDir, 'templates.json'), JSON.stringify(templates));
  console.log('prerendering:');
  const shipped = { edition: EDITION, programme: EDITION_PROGRAMME, site: EDITION_SITE, preview: false };
  for (const page of server.SITE_PAGES) {
    write(page.file, await server.renderPageDocument(page, siteUrl, shipped, templates));
  }

  // Pages the browser renders itself (they depend on a login or a token): an empty shell, so
  // no other page's markup flashes up before their chunk arrives. admin.html for /admin (the
  // console asks the API which editions there are).
  const noindex = '<meta name="robots" content="noindex, nofollow" />';
  write(
    'admin.html',
    fillTemplate(template, {
      lang: 'ko',
      head: [`<title>관리자 | ${EDITION.name.ko}</title>`, noindex].join('\n    '),
      headEnd: chunkLinks(manifest, PAGE_SOURCES['/admin']),
      root: '<div id="root"></div>',
    }),
  );
  // app.html for any other client-rendered route the server lists (api staticSite.ts), and the
  // manage link's shells: the server fills them again for the edition it serves.
  for (const shell of server.SHELL_PAGES) write(shell.file, server.renderShellDocument(shell, shipped, templates));

  write(
    'robots.txt',
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /registration/\nDisallow: /kor/registration/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  write('sitemap.xml', sitemap(server));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `npm run build --workspace site`:
 *   1. the client build (Vite) into dist/;
 *   2. an SSR build of src/entry-server.tsx into dist/.ssr (deleted afterwards);
 *   3. prerendering: /, /kor, /link and /about rendered to dist/index.html, kor.html, link.html,
 *      about.html (the API serves /kor from kor.html), plus empty shells for the admin page
 *      (admin.html) and the manage page (manage.html, manage.ko.html), robots.txt and sitemap.xml.
 * SITE_URL (canonical links), CONTACT_EMAIL and CONTACT_PHONE are read from the environment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Manifest, build } from 'vite';
import { readSiteSettings } from '@forum/shared/site-settings';
import type * as EntryServerModule from '../src/entry-server';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(siteDir, 'dist');
const ssrDir = path.join(distDir, '.ssr');
const configFile = path.join(siteDir, 'vite.config.ts');
const { siteUrl } = readSiteSettings(process.env);

type EntryServer = typeof EntryServerModule;

/** Source of each lazily loaded page, so its prerendered file can ask for its chunk and CSS at once. */
const PAGE_SOURCES: Record<string, string> = {
  '/link': 'src/link/LinkPage.tsx',
  '/about': 'src/about/AboutPage.tsx',
  '/admin': 'src/admin/AdminPage.tsx',
  '/registration': 'src/manage/ManageRegistrationPage.tsx',
};

/**
 * Shells for the manage link's page (/registration/<token>, /kor/registration/<token>), served by
 * the API for those paths: the page depends on the token, so it is rendered in the browser only.
 */
const MANAGE_SHELLS = [
  { file: 'manage.html', lang: 'en', title: 'Your registration | Global Investors Forum 2025' },
  { file: 'manage.ko.html', lang: 'ko', title: '내 사전등록 | 글로벌 투자자 포럼 2025' },
] as const;

function fileForPath(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** modulepreload and stylesheet links for a lazily loaded page (its chunk, its imports, their CSS). */
function chunkLinks(manifest: Manifest, source: string | undefined): string {
  if (!source) return '';
  const entry = manifest[source];
  if (!entry) throw new Error(`build: ${source} is not in the Vite manifest`);
  const css = new Set(entry.css ?? []);
  const modules = [entry.file];
  for (const key of entry.imports ?? []) {
    const imported = manifest[key];
    if (!imported || imported.isEntry) continue;
    modules.push(imported.file);
    for (const file of imported.css ?? []) css.add(file);
  }
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

function fillTemplate(template: string, page: { lang: string; head: string; headEnd?: string; root: string }): string {
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace('<!--app-head-->', page.head)
    // After Vite's own tags: a lazily loaded page's stylesheet must come after the main one to win ties.
    .replace('</head>', page.headEnd ? `  ${page.headEnd}\n  </head>` : '</head>')
    .replace('<div id="root"><!--app-html--></div>', page.root);
  if (filled.includes('<!--app-')) throw new Error('build: index.html placeholders were not all replaced');
  return filled;
}

/**
 * React emits preload hints for the page's eager images at the start of its output, which it
 * expects in <head> when it renders a whole document. Here it renders only #root, so the hints
 * are moved to <head> (the browser still fetches the logos early and #root matches what the
 * client renders, so hydration finds no stray elements).
 */
function hoistResourceHints(html: string): { hints: string[]; body: string } {
  const hints: string[] = [];
  let body = html;
  for (let match = /^<link [^>]*\/>/.exec(body); match; match = /^<link [^>]*\/>/.exec(body)) {
    hints.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { hints, body };
}

function write(file: string, content: string): void {
  fs.writeFileSync(path.join(distDir, file), content);
  console.log(`  dist/${file}  ${(Buffer.byteLength(content) / 1024).toFixed(1)} kB`);
}

async function main(): Promise<void> {
  await build({ configFile, mode: 'production' });

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
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });

  try {
    const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
    const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const manifest = readManifest();
    console.log('prerendering:');

    for (const pagePath of server.PRERENDERED_PATHS) {
      const page = await server.renderPage(pagePath, siteUrl);
      const { hints, body } = hoistResourceHints(page.html);
      const head = [page.headTags, ...hints].join('\n    ');
      const headEnd = chunkLinks(manifest, PAGE_SOURCES[pagePath]);
      const root = `<div id="root" data-prerendered="${pagePath}">${body}</div>`;
      write(fileForPath(pagePath), fillTemplate(template, { lang: page.lang, head, headEnd, root }));
    }

    // /admin is rendered in the browser only (it depends on a login); an empty shell keeps the
    // landing page's markup from flashing up before the admin chunk arrives.
    const adminHead = ['<title>관리자 | 글로벌 투자자 포럼 2025</title>', '<meta name="robots" content="noindex, nofollow" />'].join(
      '\n    ',
    );
    write(
      'admin.html',
      fillTemplate(template, {
        lang: 'ko',
        head: adminHead,
        headEnd: chunkLinks(manifest, PAGE_SOURCES['/admin']),
        root: '<div id="root"></div>',
      }),
    );

    // The manage page's shells: no landing markup to flash up, never indexed, and the link's token
    // never sent on to another site (Referrer-Policy also says so in the API's headers).
    for (const shell of MANAGE_SHELLS) {
      write(
        shell.file,
        fillTemplate(template, {
          lang: shell.lang,
          head: [`<title>${shell.title}</title>`, '<meta name="robots" content="noindex, nofollow" />', '<meta name="referrer" content="no-referrer" />'].join('\n    '),
          headEnd: chunkLinks(manifest, PAGE_SOURCES['/registration']),
          root: '<div id="root"></div>',
        }),
      );
    }

    write('robots.txt', `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /registration/\nDisallow: /kor/registration/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
    const urls = server.PRERENDERED_PATHS.map((pagePath) => `  <url><loc>${siteUrl}${pagePath}</loc></url>`);
    write(
      'sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

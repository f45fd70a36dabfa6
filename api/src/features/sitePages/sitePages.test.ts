/**
 * The public pages rendered by the server for an edition, over HTTP with the site's real rendering
 * bundle (the site's build, as production has it): 2026's facts and none of 2025's, one ETag and
 * 304, the same bytes from a second server on its own pool, rendering again at start only when
 * needed, and a draft's preview (noindex, its band, 404 for a token that resolves to nothing).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITION, EDITION_PROGRAMME, EDITION_SITE, type Edition, formatDateRange } from '@forum/shared';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026, SAMPLE_SITE_2026 } from '@forum/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, type TestServer, startTestForum } from '../../testing';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SITE_DIST = path.join(REPO_ROOT, 'site', 'dist');

/** The 2026 sample with a venue of its own, so 2025's venue can be looked for and not found. */
const NEXT: Edition = {
  ...SAMPLE_EDITION_2026,
  venue: {
    en: { name: 'Harbour Convention Centre', address: '1 Harbour Road, Busan', area: 'Haeundae, Busan' },
    ko: { name: '하버컨벤션센터', address: '부산 해운대구 하버로 1', area: '부산 해운대' },
  },
};
const NEXT_FILES = { edition: NEXT, programme: SAMPLE_PROGRAMME_2026, site: SAMPLE_SITE_2026 };
const SHIPPED_FILES = { edition: EDITION, programme: EDITION_PROGRAMME, site: EDITION_SITE };
const PAGES = ['/', '/kor', '/link', '/kor/link'] as const;

/** The site's build with its rendering bundle; built here when this checkout has none yet. */
function ensureSiteBuilt(): void {
  if (fs.existsSync(path.join(SITE_DIST, '.ssr', 'templates.json'))) return;
  execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: REPO_ROOT, stdio: 'pipe' });
}

/** The facts of an edition a page may carry, in the page's language. */
function facts(edition: Edition, locale: 'en' | 'ko'): string[] {
  return [
    edition.name[locale],
    formatDateRange(Object.values(edition.days), locale),
    edition.venue[locale].name,
    edition.venue[locale].area,
  ];
}

/**
 * A conditional GET as a browser revalidating its copy sends it: fetch() adds `Cache-Control:
 * no-cache` to any request with If-None-Match, which rightly makes a server answer in full.
 */
function revalidate(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'If-None-Match': etag } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

let forum: TestForum;
let second: TestServer;

beforeAll(async () => {
  ensureSiteBuilt();
  const previews = new Map([['token-2026', NEXT_FILES]]);
  forum = await startTestForum({
    config: { siteDist: SITE_DIST },
    previewLookup: async (token) => previews.get(token) ?? null,
  });
  second = await forum.startServer({ ownPool: true, config: { siteDist: SITE_DIST } });
}, 300_000);

afterAll(async () => {
  await forum?.close();
});

describe('pages rendered for the published edition', () => {
  beforeAll(async () => {
    await forum.services.sitePages.renderAndStore(NEXT_FILES);
  });

  it('hold 2026’s name, dates, venue and sessions in both languages, and none of 2025’s', async () => {
    for (const page of PAGES) {
      const locale = page.startsWith('/kor') ? 'ko' : 'en';
      const html = await (await forum.request(page)).text();
      for (const fact of facts(NEXT, locale)) expect(html, `${page}: ${fact}`).toContain(fact);
      for (const fact of facts(EDITION, locale)) expect(html, `${page}: ${fact}`).not.toContain(fact);
      expect(html, page).toContain('"year":2026');
      expect(html, page).not.toContain('"year":2025');
    }
    const landing = await (await forum.request('/')).text();
    expect(landing).toContain('Space and aerospace session');
    expect(landing).not.toContain('Middle East market-entry session');
  });

  it('gives the about and not-found pages 2026’s name', async () => {
    expect(await (await forum.request('/about')).text()).toContain(`About the forum | ${NEXT.name.en}`);
    const missing = await forum.request('/kor/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(NEXT.name.ko);
  });

  it('answers a strong ETag and 304 when the browser has the page', async () => {
    const first = await forum.request('/kor');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(await revalidate(`${forum.url}/kor`, etag!)).toEqual({ status: 304, body: '' });
    expect(await revalidate(`${second.url}/kor`, etag!)).toEqual({ status: 304, body: '' });
    expect((await revalidate(`${forum.url}/kor`, '"another"')).status).toBe(200);
  });

  it('serves the same bytes and ETag from a second server on its own connection pool', async () => {
    for (const page of [...PAGES, '/about', '/kor/about']) {
      const [a, b] = await Promise.all([forum.request(page), second.request(page)]);
      expect(b.headers.get('etag'), page).toBe(a.headers.get('etag'));
      expect(await b.text(), page).toBe(await a.text());
    }
  });

  it('allows the landing page’s inline script by its hash, as the built page is', async () => {
    const response = await forum.request('/');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
  });
});

describe('rendering at start', () => {
  it('keeps pages this build rendered for the edition, renders for another edition', async () => {
    await forum.services.sitePages.renderAndStore(NEXT_FILES);
    const before = (await forum.request('/')).headers.get('etag');
    expect(await second.services.sitePages.ensureRendered(NEXT_FILES)).toBe('kept');
    expect((await forum.request('/')).headers.get('etag')).toBe(before);

    expect(await second.services.sitePages.ensureRendered(SHIPPED_FILES)).toBe('rendered');
    const html = await (await forum.request('/')).text();
    expect(html).toContain(EDITION.name.en);
    expect(html).not.toContain(NEXT.name.en);
  });

  it('renders again when the stored pages were rendered by another build', async () => {
    await forum.services.sitePages.renderAndStore(NEXT_FILES);
    await forum.db('site_pages').update({ build_id: 'an-older-build' });
    expect(await second.services.sitePages.ensureRendered(NEXT_FILES)).toBe('rendered');
    const stamps = await forum.db('site_pages').distinct('build_id');
    expect(stamps).toHaveLength(1);
    expect(stamps[0]?.build_id).not.toBe('an-older-build');
  });
});

describe('a draft’s preview', () => {
  beforeAll(async () => {
    await forum.services.sitePages.renderAndStore(SHIPPED_FILES);
  });

  it('shows the draft in English with the band, never indexed nor kept', async () => {
    const response = await forum.request('/preview/token-2026');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('Preview of 2026');
    for (const fact of facts(NEXT, 'en')) expect(html).toContain(fact);
    expect(html).toContain('"preview":true');
  });

  it('shows the draft in Korean with the band', async () => {
    const html = await (await forum.request('/preview/token-2026/kor')).text();
    expect(html).toContain('2026 미리보기');
    expect(html).toContain(NEXT.name.ko);
  });

  it('leaves the published pages as they were', async () => {
    const html = await (await forum.request('/')).text();
    expect(html).toContain(EDITION.name.en);
    expect(html).not.toContain('Preview of');
  });

  it('answers 404, never indexed, for a token that resolves to no draft (unknown or expired)', async () => {
    for (const page of ['/preview/no-such-token', '/preview/no-such-token/kor']) {
      const response = await forum.request(page);
      expect(response.status, page).toBe(404);
      expect(response.headers.get('x-robots-tag'), page).toContain('noindex');
      expect(await response.text(), page).not.toContain('Preview of');
    }
  });
});

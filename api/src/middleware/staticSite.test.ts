import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, startTestForum } from '../testing';
import { CLIENT_ROUTES } from './staticSite';

const EARLY_SCRIPT = "window.early = 'yes';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (lang: string, title: string, extra = '') =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title>${extra}</head><body><h1>${title}</h1></body></html>`;

/** A built site as scripts/build.ts writes it, in miniature. */
const FILES: Record<string, string> = {
  'index.html': page('en', 'Landing EN', `<script data-islands="/assets/islands.js">${EARLY_SCRIPT}</script>`),
  'kor.html': page('ko', 'Landing KO'),
  'link.html': page('en', 'Link EN'),
  'kor/link.html': page('ko', 'Link KO'),
  'about.html': page('en', 'About EN'),
  'kor/about.html': page('ko', 'About KO'),
  '404.html': page('en', 'Page not found'),
  'kor/404.html': page('ko', '페이지를 찾을 수 없습니다'),
  'admin.html': page('ko', 'Admin shell'),
  'app.html': page('en', 'App shell'),
  'robots.txt': 'User-agent: *\n',
  'assets/islands.js': 'export {};\n',
};

let site: TestForum;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-site-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  site = await startTestForum({ admin: null, config: { siteDist: dist } });
});

afterAll(async () => {
  await site.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const res = await site.request(pathname, { headers });
  return { status: res.status, type: res.headers.get('Content-Type'), headers: res.headers, text: await res.text() };
}

describe('prerendered pages', () => {
  it.each([
    ['/', 'Landing EN'],
    ['/kor', 'Landing KO'],
    ['/kor/', 'Landing KO'],
    ['/link', 'Link EN'],
    ['/kor/link', 'Link KO'],
    ['/about', 'About EN'],
    ['/kor/about', 'About KO'],
    ['/kor/about/', 'About KO'],
    ['/kor.html', 'Landing KO'],
  ])('%s is served from its file, uncached', async (pathname, title) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('allows the inline script of the page it serves, by hash, and no other', async () => {
    const landing = await get('/');
    expect(landing.headers.get('Content-Security-Policy')).toMatch(
      new RegExp(`script-src 'self' ${sha256(EARLY_SCRIPT).replace(/[+/]/g, '\\$&')}`),
    );
    const link = await get('/link');
    expect(link.headers.get('Content-Security-Policy')).not.toContain('sha256-');
  });

  it('answers a repeated request for an unchanged page with 304', async () => {
    const first = await site.request('/kor');
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(
          `${site.url}/kor`,
          { headers: { 'If-Modified-Since': first.headers.get('Last-Modified') ?? '' } },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(304);
  });
});

describe('routes the browser renders', () => {
  it.each(['/admin', '/admin/', '/admin/list', '/admin.html'])('%s gets the admin shell', async (pathname) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Admin shell');
  });

  it('are listed one per line, each with a shell file', () => {
    for (const route of CLIENT_ROUTES) expect(route.shell).toMatch(/^[a-z][a-z.-]*\.html$/);
  });
});

describe('unknown routes', () => {
  it.each([
    '/no-such-page',
    '/link/extra',
    '/about-us',
    '/foo.html',
    '/404',
    '/app',
    '/404.html',
    '/app.html',
    '/assets',
  ])('%s answers 404 with the English not-found page', async (pathname) => {
    const res = await get(pathname);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Page not found');
  });

  it.each(['/kor/no-such-page', '/kor/404', '/kor/link/extra'])(
    '%s answers 404 with the Korean not-found page',
    async (pathname) => {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<html lang="ko">');
      expect(res.text).toContain('페이지를 찾을 수 없습니다');
    },
  );

  it('answers a missing file with a bare 404, or the page when a browser navigates to it', async () => {
    const script = await get('/assets/missing.js', { Accept: '*/*' });
    expect(script.status).toBe(404);
    expect(script.text).not.toContain('Page not found');
    const navigation = await get('/old-brochure.pdf', { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(navigation.status).toBe(404);
    expect(navigation.text).toContain('Page not found');
  });

  it('keeps the API’s JSON 404 under /api', async () => {
    const res = await get('/api/no-such-call', { Accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('serves files as they are', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toBe('User-agent: *\n');
  });

  it('never serves files outside the site', async () => {
    for (const pathname of ['/../package.json', '/%2e%2e/package.json', '/assets/../../package.json']) {
      expect((await get(pathname)).status).toBe(404);
    }
  });
});

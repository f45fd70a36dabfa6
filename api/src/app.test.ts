import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, validRegistration, type TestForum, startTestForum } from './testing';

let server: TestForum;

beforeAll(async () => {
  server = await startTestForum({ admin: null, config: { corsOrigins: ['https://admin.forum.test'] } });
});

afterAll(async () => {
  await server.close();
});

describe('security headers', () => {
  it('sends helmet’s headers and a content security policy on every answer', async () => {
    const res = await server.request('/api/health');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});

describe('CORS', () => {
  it('allows the configured origins only', async () => {
    const preflight = (origin: string) =>
      server.request('/api/user', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight('https://admin.forum.test');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://admin.forum.test');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('unknown routes and methods', () => {
  it('answers JSON 404 for an unknown API path and 405 for a wrong method', async () => {
    const missing = await server.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const wrongMethod = await server.request('/api/user', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
  });
});

describe('no client input produces a 500', () => {
  const bodies: unknown[] = [
    null,
    0,
    true,
    'text',
    [],
    {},
    {
      company: {},
      name: [],
      title: 1,
      email: { $ne: '' },
      phone: null,
      biztype: {},
      attendext: {},
      about: [],
      consent: 'yes',
    },
    { ...validRegistration(), attendext: [[], {}, 1] },
    { ...validRegistration(), biztype: 1.5 },
    { ...validRegistration(), biztype: '1e3' },
    { ...validRegistration(), attendext: 'day11|'.repeat(500) },
    { ...validRegistration(), email: `${'a'.repeat(250)}@example.com` },
    { ...validRegistration(), name: '\u0000\uD800' },
    { ...validRegistration(), __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  ];

  it.each(bodies.map((body) => [JSON.stringify(body)?.slice(0, 60) ?? String(body), body]))(
    'POST /api/user %s',
    async (_label, body) => {
      const res = await server.request('/api/user', {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { error?: { code?: string } }).error?.code ?? 'created').toBeTypeOf('string');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it.each([
    ['/api/user/login', '{"email":'],
    ['/api/user/login', '[]'],
    ['/api/user/login', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2000) })],
    ['/api/user/login', JSON.stringify({ email: ['a'], password: { a: 1 } })],
  ])('POST %s %s', async (route, body) => {
    const res = await server.request(route, { body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('handles odd headers and paths', async () => {
    for (const [route, headers] of [
      ['/api/user/list', { Authorization: 'Bearer ' }],
      ['/api/user/list', { Authorization: `Bearer ${'x'.repeat(5000)}` }],
      ['/api/user/%E0%A4%A', {}],
      ['/api/../../etc/passwd', {}],
    ] as const) {
      const res = await server.request(route, { headers });
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('single-process mode', () => {
  let site: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><title>EN</title>');
    fs.writeFileSync(path.join(dist, 'kor.html'), '<!doctype html><html lang="ko"><title>KO</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
    site = await server.startServer({ config: { siteDist: dist } });
  });

  afterAll(async () => {
    await site.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the prerendered pages without caching them', async () => {
    const en = await site.request('/');
    expect(await en.text()).toContain('lang="en"');
    expect(en.headers.get('Cache-Control')).toBe('no-cache');
    const ko = await site.request('/kor');
    expect(await ko.text()).toContain('lang="ko"');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await site.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers 404 for an unknown route and a missing file (routes in detail: staticSite.test.ts)', async () => {
    expect((await site.request('/about')).status).toBe(404);
    expect((await site.request('/assets/missing-file.js')).status).toBe(404);
    expect((await site.request('/api/unknown')).status).toBe(404);
  });

  it('serves the manage page’s shell in its language for /registration/<token> and /kor/registration/<token>, never cached', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
    // Before the shells exist (an older build): the app shell.
    expect(await (await site.request(`/registration/${token}`)).text()).toContain('<title>EN</title>');
    fs.writeFileSync(path.join(dist, 'manage.html'), '<!doctype html><html lang="en"><title>MANAGE</title>');
    fs.writeFileSync(path.join(dist, 'manage.ko.html'), '<!doctype html><html lang="ko"><title>MANAGE KO</title>');
    for (const [route, title] of [
      [`/registration/${token}`, '<title>MANAGE</title>'],
      [`/registration/${token}/`, '<title>MANAGE</title>'],
      [`/kor/registration/${token}`, '<title>MANAGE KO</title>'],
      // A wrong token still gets the page, which then shows its not-found view.
      ['/registration/not.a.token', '<title>MANAGE</title>'],
    ] as const) {
      const res = await site.request(route);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(title);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
    expect(site.logs.join('\n')).not.toContain(token);
  });

  it('redirects the legacy entry pages permanently to /', async () => {
    for (const legacy of ['/index.html', '/index.ko.html']) {
      const res = await fetch(site.url + legacy, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe('/');
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, mediaTooLargeMessage } from '@forum/shared';
import { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol';
import { resolveStaticPath } from './staticFiles';
import { type TestServer, startTestServer } from '../testing/httpServer';

let workspace: string;
let renderer: string;
let api: TestServer;
let serverOrigin: string | null;

beforeAll(async () => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'protocol-'));
  renderer = path.join(workspace, 'renderer');
  fs.mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>admin</title>');
  fs.writeFileSync(path.join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(renderer, 'assets', 'index-abc.css'), 'body{}');
  // Secrets next to (outside) the served folder, and a symlink pointing at one.
  fs.writeFileSync(path.join(workspace, 'secret.txt'), 'TOP SECRET');
  fs.symlinkSync(path.join(workspace, 'secret.txt'), path.join(renderer, 'assets', 'link.txt'));

  api = await startTestServer((request, response, body) => {
    if (request.url === '/api/user/login' && request.method === 'POST') {
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'tracking=1',
        'X-Powered-By': 'Koa',
      });
      response.end(JSON.stringify({ token: 't', expiresAt: '2030-01-01T00:00:00Z', echoed: body }));
    } else if (request.url === '/api/user/list') {
      response.writeHead(request.headers.authorization === 'Bearer good' ? 200 : 401, {
        'Content-Type': 'application/json',
        'Retry-After': '5',
      });
      response.end(request.headers.authorization === 'Bearer good' ? '[]' : '{"error":{"code":"unauthorized"}}');
    } else if (request.url === '/api/user/7' && request.method === 'DELETE') {
      response.writeHead(204).end();
    } else if (request.url?.startsWith('/api/admin/media') && request.method === 'POST') {
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ received: body.length }));
    } else if (request.url?.startsWith('/media/')) {
      response.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: '"abc"',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      });
      response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } else if (request.url === '/api/moved') {
      response.writeHead(302, { Location: 'https://evil.example.com/steal' }).end();
    } else {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":"not_found"}}');
    }
  });
  serverOrigin = api.origin;
});

afterAll(async () => {
  await api.close();
  fs.rmSync(workspace, { recursive: true, force: true });
});

const handler = () => createAppProtocolHandler({ rendererDir: renderer, getServerOrigin: () => serverOrigin, fetch });
const get = (url: string, init?: RequestInit) => handler()(new Request(url, init));

describe('app:// scheme registration', () => {
  it('is standard, secure and fetch-capable, and neither bypasses CSP nor opens CORS', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });
});

describe('app:// static files', () => {
  it('serves index.html for / and assets with their types and the strict CSP', async () => {
    const index = await get('app://admin/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<title>admin</title>');
    expect(index.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');

    const script = await get('app://admin/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('app://admin/assets/index-abc.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('sends a CSP that allows only the app itself', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data:");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*|http:|https:/);
  });

  it.each([
    'app://admin/../secret.txt',
    'app://admin/%2e%2e/secret.txt',
    'app://admin/assets/%2e%2e/%2e%2e/secret.txt',
    'app://admin/assets/..%2f..%2fsecret.txt',
    'app://admin/..%5csecret.txt',
    'app://admin/assets/..%5c..%5csecret.txt',
    'app://admin/%00index.html',
    'app://admin/%E0%A4%A',
    'app://admin/assets/link.txt',
    'app://admin/assets',
    'app://admin/missing.js',
  ])('refuses %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('TOP SECRET');
  });

  it('resolves URL paths only inside the root', () => {
    expect(resolveStaticPath('/srv/r', '/')).toBe(path.resolve('/srv/r/index.html'));
    expect(resolveStaticPath('/srv/r', '/assets/a.js')).toBe(path.resolve('/srv/r/assets/a.js'));
    expect(resolveStaticPath('/srv/r', '//etc/passwd')).toBe(path.resolve('/srv/r/etc/passwd'));
    expect(resolveStaticPath('/srv/r', '/..')).toBeNull();
    expect(resolveStaticPath('/srv/r', '/a/%2e%2e/%2e%2e/x')).toBeNull();
    expect(resolveStaticPath('/srv/r', '/a\\..\\..\\x')).toBeNull();
  });

  it('serves only the app host and only reads', async () => {
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://admin/index.html', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await get('app://admin/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('app://admin/api/ proxy to the server', () => {
  it('forwards a login with its JSON body and returns the answer without cookies or server headers', async () => {
    const response = await get('app://admin/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: 'a=b', Origin: 'app://admin' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'pw' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      token: 't',
      echoed: '{"email":"admin@example.com","password":"pw"}',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    const forwarded = api.requests.at(-1)!;
    expect(forwarded.headers['content-type']).toBe('application/json');
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers.origin).toBeUndefined();
  });

  it('forwards the bearer token, statuses and Retry-After', async () => {
    expect((await get('app://admin/api/user/list', { headers: { Authorization: 'Bearer good' } })).status).toBe(200);
    const refused = await get('app://admin/api/user/list', { headers: { Authorization: 'Bearer bad' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ error: { code: 'unauthorized' } });
    const deleted = await get('app://admin/api/user/7', {
      method: 'DELETE',
      headers: { Authorization: 'Bearer good' },
    });
    expect(deleted.status).toBe(204);
  });

  it('forwards an edit (PATCH) with its JSON body', async () => {
    const edited = await get('app://admin/api/user/7', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer good', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '김민준' }),
    });
    expect(edited.status).toBe(404);
    expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', url: '/api/user/7', body: '{"name":"김민준"}' });
  });

  it('keeps the query string', async () => {
    await get('app://admin/api/user/list?x=1', { headers: { Authorization: 'Bearer good' } });
    expect(api.requests.at(-1)?.url).toBe('/api/user/list?x=1');
  });

  it('refuses bodies over 64 KB and unusual methods', async () => {
    const big = await get('app://admin/api/user/login', { method: 'POST', body: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect((await get('app://admin/api/user/7', { method: 'PROPFIND', body: '{}' })).status).toBe(405);
  });

  it('lets a picture of up to 5 MB through to POST /api/admin/media only, refusing more in the organiser’s language', async () => {
    const picture = new Uint8Array(MEDIA_MAX_BYTES).fill(0x41);
    const sent = await get('app://admin/api/admin/media?use=speaker', { method: 'POST', body: picture });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ received: MEDIA_MAX_BYTES });
    const over = await get('app://admin/api/admin/media', {
      method: 'POST',
      headers: { 'Accept-Language': 'ko' },
      body: new Uint8Array(MEDIA_MAX_BYTES + 1),
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: { code: 'payload_too_large', message: mediaTooLargeMessage('ko') } });
    expect(
      (await get('app://admin/api/user/login', { method: 'POST', body: picture.slice(0, 70 * 1024) })).status,
    ).toBe(413);
  });

  it('shows the site’s pictures from the server, with their headers, and writes none', async () => {
    const picture = await get('app://admin/media/abc.svg');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('etag')).toBe('"abc"');
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await picture.text()).toContain('<svg');
    expect((await get('app://admin/media/abc.svg', { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('does not follow redirects (the token would go to another host)', async () => {
    const response = await get('app://admin/api/moved', { headers: { Authorization: 'Bearer good' } });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'network_error' } });
  });

  it('answers in the API error shape when no server is set or it is unreachable', async () => {
    const saved = serverOrigin;
    try {
      serverOrigin = null;
      const none = await get('app://admin/api/user/list');
      expect(none.status).toBe(503);
      expect(await none.json()).toMatchObject({ error: { code: 'network_error' } });

      const dead = await startTestServer(() => undefined);
      await dead.close();
      serverOrigin = dead.origin;
      const unreachable = await get('app://admin/api/user/list');
      expect(unreachable.status).toBe(502);
      expect(await unreachable.json()).toMatchObject({ error: { code: 'network_error' } });
    } finally {
      serverOrigin = saved;
    }
  });
});

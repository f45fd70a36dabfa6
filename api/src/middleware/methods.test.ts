import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest, type TestForum, startTestForum } from '../testing';

let server: TestForum;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>EN</title>');
  fs.writeFileSync(path.join(dist, 'kor.html'), '<!doctype html><title>KO</title>');
  server = await startTestForum({ admin: null, config: { siteDist: dist } });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Paths of the site and the API, and the `Allow` each answers with. */
const PATHS: Record<string, string> = {
  '/': 'GET, HEAD',
  '/kor': 'GET, HEAD',
  '/admin': 'GET, HEAD',
  '/registration/abc': 'GET, HEAD',
  '/api/user': 'POST',
  // Also matched by /user/:id (which answers 404 for an id that is not a number).
  '/api/user/list': 'GET, HEAD, PATCH, DELETE',
  '/api/user/12': 'PATCH, DELETE',
  '/api/registration/abc': 'GET, HEAD, PATCH, DELETE',
  '/api/health': 'GET, HEAD',
  '/api/nothing': 'GET, HEAD',
};

/** Methods Node's HTTP parser accepts that no route serves (WebDAV, CalDAV, UPnP, caches, ...). */
const ODD_METHODS = [
  'PROPFIND',
  'PROPPATCH',
  'TRACE',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'REPORT',
  'MKCALENDAR',
  'MKACTIVITY',
  'CHECKOUT',
  'MERGE',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'PURGE',
  'LINK',
  'UNLINK',
  'BIND',
  'REBIND',
  'UNBIND',
  'ACL',
  'QUERY',
];

describe('methods nobody implements', () => {
  it.each(ODD_METHODS)(
    '%s answers 405 with the path’s Allow on every path of the site and the API, never a 5xx or a stack trace',
    async (method) => {
      for (const [route, allow] of Object.entries(PATHS)) {
        const res = await httpRequest(server.url + route, { method, headers: { 'Accept-Language': 'ko' } });
        expect({ route, status: res.status, allow: res.headers.allow }).toEqual({ route, status: 405, allow });
        expect(res.json()).toEqual({
          error: { code: 'method_not_allowed', message: '허용되지 않는 요청 방식입니다.' },
        });
        // TRACE must never echo the request back.
        expect(res.text).not.toContain('Accept-Language');
      }
      expect(server.logs.filter((line) => line.includes('"level":"error"') || line.includes('stack'))).toEqual([]);
    },
  );
});

describe('methods a resource does not allow', () => {
  it('answers 405 with Allow under /api', async () => {
    const put = await httpRequest(`${server.url}/api/user`, { method: 'PUT', json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST');
    expect(put.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    const get = await httpRequest(`${server.url}/api/user`);
    expect(get.status).toBe(405);
  });

  it('answers 405 with Allow: GET, HEAD on the site’s pages', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await httpRequest(`${server.url}/`, { method, json: { a: 1 } });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
    expect((await httpRequest(`${server.url}/kor`, { method: 'HEAD' })).status).toBe(200);
  });
});

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

const PATHS = ['/', '/kor', '/admin', '/api/user', '/api/user/list', '/api/health', '/api/nothing'];

describe('methods nobody implements', () => {
  it.each(['PROPFIND', 'TRACE', 'MKCOL', 'COPY', 'LOCK', 'PROPPATCH', 'SEARCH'])(
    '%s answers 501 on every path, with no stack trace logged',
    async (method) => {
      for (const route of PATHS) {
        const res = await httpRequest(server.url + route, { method, headers: { 'Accept-Language': 'ko' } });
        expect(res.status, `${method} ${route}`).toBe(501);
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

/**
 * The shipped nginx site (deploy/nginx/forum.conf.template, rendered by deploy/render-nginx.mjs)
 * in a real nginx with a self-signed certificate, in front of two compiled server processes on
 * one MariaDB database, as deploy/README.md sets it up: the site over HTTPS, a registration and
 * the admin list through nginx, client addresses from X-Forwarded-For, and a rolling restart
 * under load that no client notices.
 */
import tls from 'node:tls';
import fs from 'node:fs';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestAdmin,
  type TestDatabase,
  httpRequest,
  loginToken,
  prepareTestDatabase,
  validRegistration,
} from '@forum/api/testing';
import { PNG } from 'pngjs';
import { MEDIA_MAX_BYTES, errorMessage, mediaTooLargeMessage } from '@forum/shared';
import { type BuiltServer, logEntries, startBuiltServer } from './support/builtServer';
import { registrationLoad, summarise } from './support/load';
import { type Nginx, freePort, startNginx } from './support/nginx';

const mysqlUrl = process.env.TEST_DATABASE_URL;

describe.runIf(mysqlUrl)('nginx in front of two compiled server processes on one MariaDB', () => {
  let database: TestDatabase;
  let admin: TestAdmin;
  let nginx: Nginx;
  let ports: number[];
  const servers: Array<BuiltServer | undefined> = [];
  const dispatcher = getGlobalDispatcher();

  const serverEnv = (port: number) => ({
    PORT: String(port),
    DATABASE_URL: database.url,
    SITE_URL: nginx.httpsUrl,
    TRUST_PROXY: 'true',
    MIGRATE_ON_START: 'false',
    REGISTRATION_RATE_LIMIT: '100000',
  });
  // One login for the file: the server accepts each one-time code once, and the tests run within 30 s.
  let token: Promise<string> | null = null;
  const adminToken = () => (token ??= loginToken(nginx.httpsUrl, admin));
  const get = (path: string, headers: Record<string, string> = {}) =>
    httpRequest(nginx.httpsUrl + path, { ca: nginx.ca, headers });

  beforeAll(async () => {
    ({ database, admin } = (await prepareTestDatabase({ database: { kind: 'mysql', namePrefix: 'forum_deploy' } })) as {
      database: TestDatabase;
      admin: TestAdmin;
    });
    ports = [await freePort(), await freePort()];
    nginx = await startNginx({ apiPorts: ports });
    for (const [index, port] of ports.entries()) servers[index] = await startBuiltServer(serverEnv(port));
    // fetch() (used by the harness's login helper) trusts the test's certificate.
    setGlobalDispatcher(new Agent({ connect: { ca: nginx.ca } }));
  });

  afterAll(async () => {
    setGlobalDispatcher(dispatcher);
    await Promise.all(servers.map((server) => server?.stop('SIGKILL')));
    await nginx?.stop();
    await database?.drop();
  });

  it('serves the landing page over HTTPS with HSTS, the API’s security headers and cache headers', async () => {
    const landing = await get('/');
    expect(landing.status).toBe(200);
    expect(landing.text).toContain('<html lang="en">');
    expect(landing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(landing.headers['cache-control']).toBe('no-cache');

    // The same security headers the Node process sends with the page in single-process mode.
    const direct = await httpRequest(`${servers[0]!.url}/`);
    const securityHeaders = Object.keys(direct.headers).filter((name) =>
      /^(content-security-policy|cross-origin|origin-agent|referrer|strict-transport|x-)/.test(name),
    );
    expect(securityHeaders.length).toBeGreaterThanOrEqual(12);
    for (const name of securityHeaders) expect(landing.headers[name], name).toBe(direct.headers[name]);
    // The Korean landing page's inline script is allowed too; other pages allow none.
    expect((await get('/kor')).headers['content-security-policy']).toBe(
      (await httpRequest(`${servers[0]!.url}/kor`)).headers['content-security-policy'],
    );
    expect((await get('/kor/link')).headers['content-security-policy']).toBe(
      (await httpRequest(`${servers[0]!.url}/kor/link`)).headers['content-security-policy'],
    );

    // The landing page's islands (its early script imports them after the first paint).
    const asset = /(?:src|data-islands)="(\/assets\/[^"]+\.js)"/.exec(landing.text)?.[1];
    expect(asset).toBeDefined();
    const script = await get(asset!, { 'Accept-Encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');

    const tls13 = await new Promise<string | null>((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: nginx.httpsPort, ca: nginx.ca, servername: 'localhost' },
        () => {
          resolve(socket.getProtocol());
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    expect(tls13).toBe('TLSv1.3');
  });

  it('serves the pages and client routes as the single-process server does, and sends plain HTTP to HTTPS', async () => {
    for (const [path, lang] of [
      ['/kor', 'ko'],
      ['/link', 'en'],
      ['/about', 'en'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`<html lang="${lang}">`);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    for (const [path, lang] of [
      ['/kor/', 'ko'],
      ['/kor/link', 'ko'],
      ['/kor/about', 'ko'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`<html lang="${lang}">`);
    }
    for (const route of [
      '/admin',
      '/registration/0123456789abcdefABCDEF',
      '/kor/registration/0123456789abcdef',
      '/admin/list',
    ]) {
      const page = await get(route);
      expect(page.status, route).toBe(200);
      expect(page.headers['content-type'], route).toMatch(/^text\/html/);
      const direct = await httpRequest(servers[0]!.url + route);
      expect(direct.status, route).toBe(200);
      // The same shell: the admin's, or the manage page's in its language, never kept by a cache.
      expect(page.text, route).toBe(direct.text);
      expect(page.headers['cache-control'], route).toBe(direct.headers['cache-control']);
    }
    // Unknown pages: the not-found page, in Korean under /kor/, with status 404.
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/kor/no-such-page', 'ko'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain(`<html lang="${lang}">`);
      expect(page.text, path).toBe((await httpRequest(servers[0]!.url + path)).text);
    }
    for (const legacy of ['/index.html', '/index.ko.html']) {
      const moved = await get(legacy);
      expect(moved.status, legacy).toBe(301);
      expect(moved.headers.location, legacy).toMatch(/^(https:\/\/127\.0\.0\.1:\d+)?\/$/);
    }
    expect((await get('/assets/missing-file.js')).status).toBe(404);
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');

    const plain = await httpRequest(`${nginx.httpUrl}/kor?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${nginx.httpsUrl}/kor?x=1`);
  });

  it('serves the pages the processes rendered for the edition: the same bytes and ETag from each, 304 through nginx', async () => {
    for (const path of ['/', '/kor', '/link', '/kor/about']) {
      const [first, second] = await Promise.all(servers.map((server) => httpRequest(server!.url + path)));
      expect(first!.headers.etag, path).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(second!.headers.etag, path).toBe(first!.headers.etag);
      expect(second!.text, path).toBe(first!.text);
      const proxied = await get(path);
      expect(proxied.headers.etag, path).toBe(first!.headers.etag);
      expect(proxied.text, path).toBe(first!.text);
      expect((await get(path, { 'If-None-Match': first!.headers.etag as string })).status, path).toBe(304);
    }
    // A preview link nginx passes on: an unknown token is not found, and never indexed.
    const preview = await get('/preview/no-such-token');
    expect(preview.status).toBe(404);
    expect(preview.headers['x-robots-tag']).toContain('noindex');
  });

  it('takes a registration through nginx and lists it for an admin who logged in through nginx', async () => {
    const email = `through-nginx-${Date.now()}@example.com`;
    const created = await httpRequest(`${nginx.httpsUrl}/api/user`, {
      ca: nginx.ca,
      json: validRegistration({ email, company: '서울 벤처스 🙂' }),
    });
    expect(created.status).toBe(201);

    const list = await httpRequest(`${nginx.httpsUrl}/api/user/list`, {
      ca: nginx.ca,
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json<Array<{ email: string; company: string }>>()).toContainEqual(
      expect.objectContaining({ email, company: '서울 벤처스 🙂' }),
    );
  });

  it('passes each client’s own address to the registration rate limiter, whatever X-Forwarded-For the client sends', async () => {
    await database.db('rate_limits').delete();
    const register = (from: string, headers: Record<string, string> = {}) =>
      httpRequest(`${nginx.httpsUrl}/api/user`, {
        ca: nginx.ca,
        localAddress: from,
        json: validRegistration(),
        headers,
      });
    expect((await register('127.0.0.2')).status).toBe(201);
    expect((await register('127.0.0.2', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(201);
    expect((await register('127.0.0.3')).status).toBe(201);

    const counters = (await database.db('rate_limits').select('key', 'points').orderBy('key')) as Array<{
      key: string;
      points: number;
    }>;
    expect(counters.map((row) => [row.key, Number(row.points)])).toEqual([
      ['registration_ip:127.0.0.2', 2],
      ['registration_ip:127.0.0.3', 1],
    ]);
  });

  it('answers what nginx refuses itself in the API’s JSON: a body over 16 KB', async () => {
    const res = await httpRequest(`${nginx.httpsUrl}/api/user`, {
      ca: nginx.ca,
      json: { ...validRegistration(), about: 'x'.repeat(20 * 1024) },
      headers: { 'Accept-Language': 'ko' },
    });
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'payload_too_large', message: errorMessage('payload_too_large', 'ko') },
    });
  });

  it('lets a manager’s bulk decision of 5,000 ids through (64 KB on that path), and no more than that', async () => {
    const bearer = `Bearer ${await adminToken()}`;
    // Ids of seven digits: 5,000 of them are about 40 KB, past the 16 KB every other call gets.
    const ids = Array.from({ length: 5_000 }, (_, i) => 9_000_000 + i);
    const decide = (body: unknown) =>
      httpRequest(`${nginx.httpsUrl}/api/admin/approvals`, {
        ca: nginx.ca,
        json: body,
        headers: { Authorization: bearer },
      });
    const res = await decide({ ids, decision: 'approve' });
    expect(res.status, res.text).toBe(200);
    expect(res.json<{ skipped: unknown[] }>().skipped).toHaveLength(5_000);
    const over = await decide({ ids, decision: 'approve', reason: { en: 'x'.repeat(40 * 1024) } });
    expect(over.status).toBe(413);
  });

  it('lets a manager’s picture of up to 5 MB through on its path only, and serves it from /media/ as the API does', async () => {
    const bearer = `Bearer ${await adminToken()}`;
    const send = (body: Buffer, path = '/api/admin/media') =>
      httpRequest(`${nginx.httpsUrl}${path}`, {
        ca: nginx.ca,
        body,
        headers: { Authorization: bearer, 'Content-Type': 'application/octet-stream', 'Accept-Language': 'ko' },
      });
    // 5 MB of what is no picture reaches the API, which reads it and refuses its type.
    const notAPicture = await send(Buffer.alloc(MEDIA_MAX_BYTES, 0x41));
    expect(notAPicture.status, notAPicture.text).toBe(415);
    const over = await send(Buffer.alloc(MEDIA_MAX_BYTES + 1, 0x41));
    expect(over.status).toBe(413);
    expect(over.json()).toEqual({ error: { code: 'payload_too_large', message: mediaTooLargeMessage('ko') } });
    // Every other path keeps its own cap.
    expect((await send(Buffer.alloc(64 * 1024, 0x41), '/api/admin/messages')).status).toBe(413);

    const picture = new PNG({ width: 30, height: 20 });
    picture.data.fill(0x80);
    const png = PNG.sync.write(picture);
    const stored = await send(png);
    expect(stored.status, stored.text).toBe(201);
    const { url } = stored.json<{ url: string }>();
    const served = await get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['etag']).toBe(`"${url.slice(7, 71)}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const write = await httpRequest(`${nginx.httpsUrl}${url}`, { ca: nginx.ca, method: 'POST', body: 'x' });
    expect(write.status).toBe(403);
  });

  it('lets a spreadsheet of up to 10 MB through on the import paths, and an edition’s document of up to 1 MB', async () => {
    const bearer = `Bearer ${await adminToken()}`;
    const send = (path: string, body: string | Buffer, type: string) =>
      httpRequest(`${nginx.httpsUrl}${path}`, {
        ca: nginx.ca,
        method: path.includes('/import') ? 'POST' : 'PUT',
        body,
        headers: { Authorization: bearer, 'Content-Type': type },
      });
    // 3,000 invitees: about 150 KB, far past the 16 KB of the other calls; a dry run stores nothing.
    const rows = Array.from(
      { length: 3_000 },
      (_, i) => `guest${i}@example.com,Guest Number ${i},Company ${i},Partners list`,
    );
    const list = `email,name,company,source\r\n${rows.join('\r\n')}\r\n`;
    expect(list.length).toBeGreaterThan(100 * 1024);
    const dryRun = await send('/api/admin/invitations/import?dryRun=1', list, 'text/csv; charset=utf-8');
    expect(dryRun.status, dryRun.text).toBe(200);
    expect(dryRun.json<{ created: number }>().created).toBe(3_000);
    // An edition's list reaches the API, which knows no edition 2099.
    expect((await send('/api/admin/editions/2099/import/companies', list, 'text/csv')).status).toBe(404);
    expect(
      (await send('/api/admin/invitations/import', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'text/csv')).status,
    ).toBe(413);
    // A document of 600 KB reaches the API (no edition 2099 to save it to); past 1 MB nginx refuses it.
    const document = (size: number) => JSON.stringify({ year: 2099, padding: 'x'.repeat(size) });
    expect((await send('/api/admin/editions/2099', document(600 * 1024), 'application/json')).status).toBe(404);
    expect((await send('/api/admin/editions/2099', document(1024 * 1024), 'application/json')).status).toBe(413);
  });

  it('keeps manage-link tokens out of its access log', async () => {
    await get('/registration/secret-token-that-must-not-be-logged');
    await httpRequest(`${nginx.httpsUrl}/api/registration/another-secret-token?x=1`, { ca: nginx.ca });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = fs.readFileSync(nginx.accessLog, 'utf8');
    expect(log).toContain('"GET /registration/:token"');
    expect(log).toContain('"GET /api/registration/:token"');
    expect(log).not.toContain('secret-token');
  });

  it('keeps tokens out of its access log in any case or escaping, and the API answers those spellings 404', async () => {
    const token = 'Z'.repeat(20) + 'tokenInOtherSpelling_-123';
    const statuses: number[] = [];
    for (const path of [
      `/api/Registration/${token}`,
      `/API/REGISTRATION/${token}?x=1`,
      `/Registration/${token}`,
      `/kor/Registration/${token}`,
      `/api/%72egistration/${token}`,
    ]) {
      statuses.push((await httpRequest(`${nginx.httpsUrl}${path}`, { ca: nginx.ca })).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = fs.readFileSync(nginx.accessLog, 'utf8');
    expect(log).toContain('"GET /api/Registration/:token"');
    expect(log).toContain('"GET /api/%72egistration/:token"');
    expect(log).not.toContain('tokenInOtherSpelling');
  });

  it('restarts the processes one at a time under 20-way registration load without a single failed request', async () => {
    const load = registrationLoad({ url: nginx.httpsUrl, concurrency: 20, ca: nginx.ca });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 700));
    const downtimes: Array<[number, number]> = [];
    // Every process of the run, the stopped ones too: a 503's cause is in its log line.
    const started: BuiltServer[] = servers.map((server) => server!);
    await settle();
    for (const index of [0, 1]) {
      const signalled = Date.now();
      const stopped = await servers[index]!.stop('SIGTERM');
      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThanOrEqual(10_000);
      await settle();
      servers[index] = await startBuiltServer(serverEnv(ports[index]!));
      started.push(servers[index]!);
      downtimes.push([signalled, Date.now()]);
      await settle();
    }
    const outcomes = await load.stop();
    // Anything but a registration, with what it said (a status alone does not tell who answered).
    expect(
      outcomes
        .filter((outcome) => outcome.status !== 201)
        .map(({ status, body, error, at }) => ({ status, body, error, at: new Date(at).toISOString() })),
      [
        ...started.flatMap((server) =>
          logEntries(server)
            .filter((entry) => entry.level === 'error' && !String(entry.msg).startsWith('FORUM_CLOCK is set'))
            .map((entry) => `${server.port}: ${JSON.stringify(entry)}`),
        ),
        ...(fs.existsSync(nginx.errorLog) ? fs.readFileSync(nginx.errorLog, 'utf8').split('\n').slice(-8) : []),
      ].join('\n'),
    ).toEqual([]);

    expect(summarise(outcomes)).toEqual({ 201: outcomes.length });
    // The load went on while each process was stopped (the other one took it all).
    for (const [from, to] of downtimes)
      expect(outcomes.filter((outcome) => outcome.at > from && outcome.at + outcome.ms < to).length).toBeGreaterThan(5);
    const emails = outcomes.map((outcome) => outcome.email);
    const stored = (await database.db('registrants').whereIn('email', emails).select('id', 'email')) as Array<{
      id: number;
      email: string;
    }>;
    expect(stored).toHaveLength(outcomes.length);
    expect(new Map(stored.map((row) => [row.email, Number(row.id)]))).toEqual(
      new Map(outcomes.map((outcome) => [outcome.email, outcome.id])),
    );
    // FORUM_CLOCK's loud start-up notice is the tests' own (the built servers run on a forum day).
    const errors = (server: BuiltServer) =>
      logEntries(server).filter(
        (entry) => entry.level === 'error' && !String(entry.msg).startsWith('FORUM_CLOCK is set'),
      );
    for (const server of servers) expect(errors(server!)).toEqual([]);
  });

  it('answers 503 with Retry-After in the API’s JSON when no process is up', async () => {
    // Killed: their clean stop was the previous test; this one is about nginx alone.
    for (const server of servers) await server!.stop('SIGKILL');
    const res = await httpRequest(`${nginx.httpsUrl}/api/user`, {
      ca: nginx.ca,
      json: validRegistration(),
      headers: { 'Accept-Language': 'ko' },
    });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: { code: 'service_unavailable', message: errorMessage('service_unavailable', 'ko') },
    });
    const health = await get('/api/health');
    expect(health.status).toBe(503);
    expect(health.json()).toMatchObject({
      error: { code: 'service_unavailable', message: errorMessage('service_unavailable', 'en') },
    });
  });
});

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
import { errorMessage } from '@forum/shared';
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

  it('takes a registration through nginx and lists it for an admin who logged in through nginx', async () => {
    const email = `through-nginx-${Date.now()}@example.com`;
    const created = await httpRequest(`${nginx.httpsUrl}/api/user`, {
      ca: nginx.ca,
      json: validRegistration({ email, company: '서울 벤처스 🙂' }),
    });
    expect(created.status).toBe(201);

    const token = await loginToken(nginx.httpsUrl, admin);
    const list = await httpRequest(`${nginx.httpsUrl}/api/user/list`, {
      ca: nginx.ca,
      headers: { Authorization: `Bearer ${token}` },
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
    await settle();
    for (const index of [0, 1]) {
      const signalled = Date.now();
      const stopped = await servers[index]!.stop('SIGTERM');
      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThanOrEqual(10_000);
      await settle();
      servers[index] = await startBuiltServer(serverEnv(ports[index]!));
      downtimes.push([signalled, Date.now()]);
      await settle();
    }
    const outcomes = await load.stop();
    // Anything but a registration, with what it said (a status alone does not tell who answered).
    expect(
      outcomes
        .filter((outcome) => outcome.status !== 201)
        .map(({ status, body, error, at }) => ({ status, body, error, at: new Date(at).toISOString() })),
      fs.existsSync(nginx.errorLog) ? fs.readFileSync(nginx.errorLog, 'utf8').split('\n').slice(-20).join('\n') : '',
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
    for (const server of servers) expect(logEntries(server!).filter((entry) => entry.level === 'error')).toEqual([]);
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

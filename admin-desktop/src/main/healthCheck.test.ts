import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServerHealth } from './healthCheck';
import { type TestServer, startTestServer } from '../testing/httpServer';

/** One server; the first path segment picks how /api/health answers, e.g. /ok/api/health. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const mode = request.url?.split('/')[1];
    if (!request.url?.endsWith('/api/health')) {
      response.writeHead(404).end();
      return;
    }
    switch (mode) {
      case 'ok':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
        return;
      case 'error':
        response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"code":"internal_error"}}');
        return;
      case 'unavailable':
        response.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":{"code":"service_unavailable"}}');
        return;
      case 'html':
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Some other site</title>');
        return;
      case 'other-json':
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"degraded"}');
        return;
      case 'redirect':
        response.writeHead(301, { Location: 'https://elsewhere.example.com/api/health' }).end();
        return;
      case 'silent':
        // Never answers: the check must give up on its own.
        return;
      default:
        response.writeHead(404).end();
    }
  });
});

afterAll(() => server.close());

const check = (mode: string, timeoutMs = 2_000) => checkServerHealth(`${server.origin}/${mode}`, { fetch, timeoutMs });

describe('checkServerHealth against a real local server', () => {
  it('accepts 200 {"status":"ok"} from /api/health', async () => {
    expect(await check('ok')).toEqual({ ok: true });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/ok/api/health' });
    expect(server.requests.at(-1)?.headers.accept).toBe('application/json');
  });

  it('reports the status of an error answer', async () => {
    expect(await check('error')).toMatchObject({ ok: false, problem: 'bad_status', status: 500 });
    expect(await check('unavailable')).toMatchObject({ ok: false, problem: 'bad_status', status: 503 });
  });

  it('refuses a 200 that is not JSON, or not the forum API', async () => {
    expect(await check('html')).toMatchObject({ ok: false, problem: 'not_forum_api' });
    expect(await check('other-json')).toMatchObject({ ok: false, problem: 'not_forum_api' });
  });

  it('does not follow a redirect', async () => {
    expect(await check('redirect')).toMatchObject({ ok: false, problem: 'bad_status', status: 301 });
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await check('silent', 300)).toMatchObject({ ok: false, problem: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports an address where nothing listens as unreachable', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    expect(await checkServerHealth(closed.origin, { fetch, timeoutMs: 2_000 })).toMatchObject({
      ok: false,
      problem: 'unreachable',
    });
  });
});

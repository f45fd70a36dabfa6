import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createServices } from './services';
import { createLifecycle } from './lifecycle';
import { drainAndStop } from './shutdown';
import { type TestDatabase, createTestDatabase, httpRequest, silentLogger, testConfig } from './testing';

let testDb: TestDatabase | undefined;
let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  await testDb?.drop();
  testDb = undefined;
});

/** The real app on a port, with a lifecycle the test drains; events records what happened in order. */
async function start(keepAliveTimeoutMs: number) {
  testDb = await createTestDatabase();
  const lifecycle = createLifecycle();
  const events: string[] = [];
  const app = createApp({
    services: createServices(testConfig(), testDb.db, () => new Date()),
    log: silentLogger,
    lifecycle,
  });
  server = http.createServer(app.callback());
  server.keepAliveTimeout = keepAliveTimeoutMs;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const job = {
    name: 'test job',
    stop: async () => {
      events.push('job stopping');
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push('job stopped');
    },
  };
  const db = { destroy: async () => void events.push('pool closed') };
  const drain = (forceCloseAfterMs?: number) =>
    drainAndStop({
      server: server!,
      lifecycle,
      jobs: [job],
      db,
      log: silentLogger,
      ...(forceCloseAfterMs ? { forceCloseAfterMs } : {}),
    });
  /** Resolves once the server has the next request's head: that request is then in flight. */
  const nextRequest = () => new Promise<void>((resolve) => server!.once('request', () => resolve()));
  return { url, events, drain, lifecycle, nextRequest };
}

/** A login whose body arrives only when `finish` is called: a request in flight. */
function slowLogin(url: string) {
  let finish!: () => void;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const [head, tail] = ['{"email":"a@b.c",', '"password":"not the password"}'];
    const req = http.request(`${url}/api/user/login`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': head.length + tail.length },
    });
    req.on('response', resolve).on('error', reject);
    req.write(head);
    finish = () => req.end(tail);
  });
  return { response, finish: () => finish() };
}

/** A raw kept-alive connection that has had one health check answered. */
async function keptAlive(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let onAnswer: (() => void) | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (/\r\n\r\n[\s\S]*\}$/.test(received)) onAnswer?.();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const send = () =>
    new Promise<string>((resolve) => {
      received = '';
      onAnswer = () => resolve(received);
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    });
  await new Promise((resolve) => socket.once('connect', resolve));
  expect(await send()).toMatch(/^HTTP\/1\.1 200 /);
  return { send, closed, answeredAt: Date.now() };
}

describe('drainAndStop', () => {
  it('finishes requests in flight, answers kept-alive connections with 503 health and Connection: close, then stops jobs before the pool', async () => {
    const { url, events, drain, nextRequest } = await start(5_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await httpRequest(`${url}/api/health`, { agent })).status).toBe(200);
    const inFlight = nextRequest();
    const login = slowLogin(url);
    await inFlight;

    const stopped = drain();
    // A new connection just after the signal (it may have been waiting in the listen backlog) is
    // still accepted and answered, and told to go: closing the listener at once would reset it.
    const fresh = await httpRequest(`${url}/api/health`, { agent: new http.Agent() });
    expect([fresh.status, fresh.headers.connection]).toEqual([503, 'close']);
    // The kept-alive connection is still served, and told to go.
    const health = await httpRequest(`${url}/api/health`, { agent });
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.headers.connection).toBe('close');
    // Once no connection has come for a moment, the listener is closed: new ones are refused.
    // Watched without connecting (a connection would be one that came).
    await expect.poll(() => server!.listening, { timeout: 5_000, interval: 20 }).toBe(false);
    await expect(httpRequest(`${url}/api/health`, { agent: new http.Agent() })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    // The request in flight gets its real answer, also with Connection: close.
    login.finish();
    const answer = await login.response;
    answer.resume();
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.connection).toBe('close');

    expect(await stopped).toBe(true);
    expect(events).toEqual(['job stopping', 'job stopped', 'pool closed']);
    agent.destroy();
  });

  it('leaves idle kept-alive connections to their keep-alive timeout instead of cutting them', async () => {
    const { url, drain } = await start(1_000);
    const port = Number(new URL(url).port);
    // Two raw kept-alive connections, each with one answered request and no client-side timers.
    const connections = await Promise.all([keptAlive(port), keptAlive(port)]);
    const stopped = drain();
    const drainStarted = Date.now();

    // A request on an idle connection after the signal is answered, not reset.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await connections[0]!.send();
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    await connections[0]!.closed;

    // The other one ends when its keep-alive timeout runs out, and then the drain completes.
    const closedAfter = (await connections[1]!.closed) - connections[1]!.answeredAt;
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(await stopped).toBe(true);
    expect(Date.now() - drainStarted).toBeLessThan(3_000);
  });

  it('closes connections by force at the limit and says the stop was not clean', async () => {
    const { url, events, drain } = await start(5_000);
    // A client that connects and never finishes its request.
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    expect(await drain(300)).toBe(false);
    await closed;
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(events).toContain('pool closed');
  });
});

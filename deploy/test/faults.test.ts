/**
 * Faults seen from outside, against the compiled server process: SIGTERM in the middle of load
 * on kept-alive connections, and the database connection cut under load.
 */
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, prepareTestDatabase, startTcpProxy } from '@forum/api/testing';
import { type BuiltServer, logEntries, startBuiltServer } from './support/builtServer';
import { registrationLoad, summarise } from './support/load';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM under load', () => {
  it('answers every request it accepted, resets no kept-alive connection, and exits within 10 s', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-sigterm-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const databaseUrl = `sqlite:${path.join(dir, 'forum.sqlite')}`;
    const server: BuiltServer = await startBuiltServer({ DATABASE_URL: databaseUrl, REGISTRATION_RATE_LIMIT: '0' });
    cleanups.push(() => server.stop('SIGKILL'));

    // Each client keeps one connection alive and sends on it until an answer asks it to close
    // (the server is draining). A client that then opened a new connection to the same process
    // could always meet the kernel resetting not-yet-accepted connections when the listener
    // closes; a load balancer sends those to another process instead.
    const load = registrationLoad({ url: server.url, concurrency: 20, stopWhenAskedToClose: true });
    await pause(800);
    const signalledAt = Date.now();
    const stopped = await server.stop('SIGTERM');
    const outcomes = await load.stop();

    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThanOrEqual(10_000);
    // Every request sent on a kept-alive connection gets its answer: never a reset, even when it
    // arrives just as the process starts draining.
    const seen = summarise(outcomes);
    expect(Object.keys(seen)).toEqual(['201']);
    expect(seen['201']).toBeGreaterThan(20);
    // Once the server is draining, answers tell clients to close the connection.
    const drainingSince = Date.parse(String(logEntries(server).find((entry) => entry.msg === 'shutting down')?.time));
    expect(drainingSince).toBeGreaterThanOrEqual(signalledAt - 1_000);
    const answeredWhileDraining = outcomes.filter((outcome) => outcome.status && outcome.at > drainingSince);
    expect(answeredWhileDraining.filter((outcome) => outcome.connection !== 'close')).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.status === 201 && outcome.connection === 'close').length,
    ).toBeGreaterThan(0);

    const db = openDatabase({ client: 'sqlite', filename: path.join(dir, 'forum.sqlite') });
    try {
      const created = outcomes.filter((outcome) => outcome.status === 201);
      const stored = (await db('registrants').select('id', 'email')) as Array<{ id: number; email: string }>;
      expect(new Map(stored.map((row) => [row.email, Number(row.id)]))).toEqual(
        new Map(created.map((outcome) => [outcome.email, outcome.id])),
      );
    } finally {
      await db.destroy();
    }
    expect(logEntries(server).at(-1)).toMatchObject({ msg: 'stopped', clean: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the database connection cut under load', () => {
  it('answers 201 or 503 with Retry-After, never 500, and registers again once the database is back, without a restart', async () => {
    const { database } = await prepareTestDatabase({
      database: { kind: 'mysql', namePrefix: 'forum_fault' },
      admin: null,
    });
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
    cleanups.push(() => proxy.close());
    const server = await startBuiltServer({
      DATABASE_URL: proxy.via(database.url),
      MIGRATE_ON_START: 'false',
      REGISTRATION_RATE_LIMIT: '100000',
    });
    cleanups.push(() => server.stop('SIGKILL'));

    const load = registrationLoad({ url: server.url, concurrency: 10 });
    await pause(500);
    proxy.cut('reset');
    const cutAt = Date.now();
    await pause(1_000);
    proxy.restore();
    const restoredAt = Date.now();
    await pause(1_500);
    const outcomes = await load.stop();

    const seen = summarise(outcomes);
    expect(Object.keys(seen).sort()).toEqual(['201', '503']);
    for (const outcome of outcomes.filter((each) => each.status === 503)) {
      expect(outcome.retryAfter).toBe('5');
      expect(JSON.parse(outcome.body!)).toMatchObject({ error: { code: 'service_unavailable' } });
    }
    expect(outcomes.some((outcome) => outcome.status === 201 && outcome.at < cutAt)).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 201 && outcome.at > restoredAt)).toBe(true);
    expect(logEntries(server).filter((entry) => entry.status === 500 || entry.msg === 'request failed')).toEqual([]);

    // Every 201 is stored, once.
    const created = outcomes.filter((outcome) => outcome.status === 201);
    const db = openDatabase(database.config);
    cleanups.push(() => db.destroy());
    const stored = (await db('registrants')
      .whereIn(
        'email',
        created.map((outcome) => outcome.email),
      )
      .select('id', 'email')) as Array<{ id: number; email: string }>;
    expect(new Map(stored.map((row) => [row.email, Number(row.id)]))).toEqual(
      new Map(created.map((outcome) => [outcome.email, outcome.id])),
    );
  });
});

/**
 * The database connection cut while requests are in flight (a TCP proxy between the app and
 * MySQL drops every socket): every answer is 201 or 503 with Retry-After, never 500, and the
 * same process registers again once the database is back. MySQL only: SQLite has no connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type TcpProxy,
  type TestDatabase,
  type TestServer,
  createTestDatabase,
  openDatabase,
  startTcpProxy,
  startTestServer,
  testDbKind,
  validRegistration,
} from '../testing';

describe.runIf(testDbKind === 'mysql')('losing the database connection mid-request', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let server: TestServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const url = new URL(testDb.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
    db = openDatabase({ client: 'mysql', url: proxy.via(testDb.url) });
    // The registration limit's queries run over the same connections as the insert.
    server = await startTestServer(db, { config: { registrationRateLimit: 1000 } });
  });

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await proxy?.close();
    await testDb?.drop();
  });

  const register = () =>
    server.request('/api/user', { json: validRegistration(), headers: { 'Accept-Language': 'ko' } });

  async function expectUnavailable(res: Response): Promise<void> {
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      },
    });
  }

  it.each(['reset', 'close'] as const)(
    'answers 503, never 500, when the connections %s under queries, and 201 again without a restart',
    async (how) => {
      expect((await register()).status).toBe(201);

      // Hold the queries on their way to MySQL so they are certainly in flight, then cut.
      proxy.hold();
      const inFlight = Array.from({ length: 8 }, register);
      await proxy.heldBytes();
      proxy.cut(how);
      for (const res of await Promise.all(inFlight)) await expectUnavailable(res);

      // While the database stays unreachable, new requests get the same clean answer.
      await expectUnavailable(await register());

      proxy.restore();
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 201; attempt++) {
        const res = await register();
        status = res.status;
        if (status !== 201) await expectUnavailable(res);
      }
      expect(status).toBe(201);
      expect(server.logs.filter((line) => line.includes('"status":500'))).toEqual([]);
      expect(server.logs.join('\n')).not.toContain('internal_error');
    },
  );
});

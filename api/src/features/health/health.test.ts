import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, startTestServer } from '../../testing';
import { createDatabase } from '../../db/database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const server = await startTestServer(testDb.db);
    try {
      const res = await server.request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('answers 503 when the database is unreachable', async () => {
    const unreachable =
      testDb.kind === 'mysql'
        ? createDatabase({ client: 'mysql', url: 'mysql://root@127.0.0.1:1/nothing' })
        : createDatabase({ client: 'sqlite', filename: ':memory:' });
    if (testDb.kind === 'sqlite') await unreachable.destroy();
    const server = await startTestServer(unreachable);
    try {
      const res = await server.request('/api/health');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    } finally {
      await server.close();
      if (testDb.kind === 'mysql') await unreachable.destroy();
    }
  });
});

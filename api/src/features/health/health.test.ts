import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestForum, startTestForum } from '../../testing';
import { createDatabase } from '../../db/database';

let forum: TestForum;
beforeAll(async () => {
  forum = await startTestForum({ admin: null });
});
afterAll(async () => {
  await forum.close();
});

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const server = await forum.startServer();
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
      forum.database.kind === 'mysql'
        ? createDatabase({ client: 'mysql', url: 'mysql://root@127.0.0.1:1/nothing' })
        : createDatabase({ client: 'sqlite', filename: ':memory:' });
    if (forum.database.kind === 'sqlite') await unreachable.destroy();
    const server = await startTestServer(unreachable);
    try {
      const res = await server.request('/api/health');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    } finally {
      await server.close();
      if (forum.database.kind === 'mysql') await unreachable.destroy();
    }
  });
});

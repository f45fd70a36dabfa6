/**
 * Two API processes on one database share one outbox: each runs its own app, pool and sender (as
 * two `npm start`s against one MySQL would). 1,000 registrations spread over both must produce
 * exactly 1,000 messages: no claim is taken twice and none is left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type TestServer,
  type TestSmtpServer,
  startTestSmtpServer,
  testDbKind,
  validRegistration,
  type TestForum,
  startTestForum,
} from '../../testing';

const REGISTRATIONS = 1_000;
const sqliteFile = path.join(os.tmpdir(), `forum-shared-outbox-${process.pid}.sqlite`);

let forum: TestForum;
let smtp: TestSmtpServer;
let processes: TestServer[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const each = { smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 } };
  // Separate pools: on SQLite two connections to one file, on MySQL two pools of the same database.
  forum = await startTestForum({ admin: null, database: testDbKind === 'sqlite' ? { sqliteFile } : {}, ...each });
  processes = [forum, await forum.startServer({ ownPool: true, ...each })];
});

afterAll(async () => {
  await forum.close();
  await smtp.close();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true });
});

it('delivers 1,000 registrations made through two processes exactly once each', { timeout: 120_000 }, async () => {
  const emails = Array.from({ length: REGISTRATIONS }, (_, i) => `shared.${i}@example.com`);
  let next = 0;
  // 16 clients at a time, alternating between the two processes.
  const client = async () => {
    while (next < emails.length) {
      const index = next;
      next += 1;
      const res = await processes[index % 2]!.request('/api/user', {
        json: validRegistration({ email: emails[index] }),
      });
      expect(res.status).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: 16 }, client));

  await smtp.waitForMessages(REGISTRATIONS, 90_000);
  // Both senders have made a pass that found nothing due: any second delivery would be in.
  await Promise.all(processes.map((server) => server.settled()));
  expect(smtp.messages).toHaveLength(REGISTRATIONS);
  expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(REGISTRATIONS);
  expect(smtp.messages.flatMap((message) => message.to).sort()).toEqual([...emails].sort());

  // Both processes took part in delivering.
  const sentBy = processes.map((server) => server.logs.filter((line) => line.includes('"msg":"mail sent"')).length);
  expect(sentBy[0]! + sentBy[1]!).toBe(REGISTRATIONS);
  expect(Math.min(...sentBy)).toBeGreaterThan(0);
  const states = (await forum.db('mail_outbox').select('state').count({ n: '*' }).groupBy('state')) as {
    state: string;
    n: number;
  }[];
  expect(states.map((row) => [row.state, Number(row.n)])).toEqual([['sent', REGISTRATIONS]]);
});

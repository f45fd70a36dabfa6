/**
 * Two API processes on one database, as behind a load balancer: the same codes scanned at desks
 * served by either process at the same moment give exactly one first check-in per person and day.
 * One process is this test's app, the other the real server entry point in a child process.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinResultWire, Registrant, Wire } from '@forum/shared';
import {
  type TestDatabase,
  type TestServer,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  startTestServer,
  bearer,
  registerPeople,
  startServerProcess,
} from '../../testing';

let dir: string;
let testDb: TestDatabase;
let inProcess: TestServer;
let child: ChildProcess;
let childUrl: string;
let token: string;
let people: Wire<Registrant>[];

async function startChild(databaseUrl: string): Promise<string> {
  const started = await startServerProcess({ DATABASE_URL: databaseUrl, SITE_DIST: dir, MAIL_DIR: dir });
  child = started.child;
  return started.url;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-two-desks-'));
  // SQLite shares between processes through a file.
  testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
  inProcess = await startTestServer(testDb.db);
  childUrl = await startChild(testDb.url);
  token = await loginToken(inProcess, await createTestAdmin(testDb.db));
  people = await registerPeople(inProcess, token, 20);
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await inProcess?.close();
  await testDb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('two API processes on one database', () => {
  it('give one first check-in per person and day when both take the same codes at once', async () => {
    const bases = [inProcess.url, childUrl];
    const calls = people.flatMap((person) =>
      Array.from({ length: 6 }, (_, i) => ({
        id: person.id,
        base: bases[i % 2]!,
        body: { code: person.checkinCode, day: 1, desk: `Desk ${i % 2 === 0 ? 'A' : 'B'}${i}` },
      })),
    );
    const answers = await Promise.all(
      calls.map(async (call) => {
        const res = await fetch(`${call.base}/api/checkin`, {
          method: 'POST',
          headers: { ...bearer(token), 'Content-Type': 'application/json' },
          body: JSON.stringify(call.body),
        });
        return { id: call.id, base: call.base, status: res.status, result: (await res.json()) as CheckinResultWire };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    for (const person of people) {
      const mine = answers.filter((answer) => answer.id === person.id);
      expect(mine.filter((answer) => answer.result.first)).toHaveLength(1);
      expect(new Set(mine.map((answer) => `${answer.result.desk} ${answer.result.checkedInAt}`)).size).toBe(1);
    }
    // One process answered with the check-in the other made: they share the decision.
    const winnerBase = new Map(
      answers.filter((answer) => answer.result.first).map((answer) => [answer.id, answer.base]),
    );
    expect(answers.some((answer) => !answer.result.first && winnerBase.get(answer.id) !== answer.base)).toBe(true);
    const [{ n }] = (await testDb.db('checkins').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe(people.length);
  }, 60_000);
});

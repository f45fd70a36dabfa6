/**
 * The seat race, as pretix proves its quotas (src/tests/concurrency_tests/): 200 registrations sent
 * at once, half to this test's app and half to a second API process (the real server entry point
 * in a child process), for a session with 20 seats. With the lock on the session row, exactly 20
 * are seated and 180 wait, numbered 1..180 with no gap and no repeat. The same race with the lock
 * taken out (SEAT_LOCK_OFF_FOR_TESTS) oversells: the test can fail, and the lock is what passes it.
 * The number each confirmation gives (read from the session's counter under its lock, with no count
 * over the line) is the number the person keeps: 1..180 in the order of the places, each exactly once.
 *
 * On MariaDB (TEST_DATABASE_URL; the API's mysql project), where the lock is SELECT ... FOR UPDATE;
 * on SQLite, a file shared by the two processes, whose single writer serialises registrations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationResult } from '@forum/shared';
import {
  type TestDatabase,
  type TestServer,
  createTestDatabase,
  currentEditionYear,
  startTestServer,
  validRegistration,
  startServerProcess,
  unusedPort,
} from '../../testing';
import { readSeatStates } from './seats';

const onMysql = process.env.TEST_DB === 'mysql' && Boolean(process.env.TEST_DATABASE_URL);
const SEATS = 20;
const PEOPLE = 200;

let cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function startChild(databaseUrl: string, dir: string, withoutLock: boolean): Promise<string> {
  const { child, url } = await startServerProcess({
    DATABASE_URL: databaseUrl,
    SITE_DIST: dir,
    MAIL_DIR: dir,
    SEAT_LOCK_OFF_FOR_TESTS: withoutLock ? '1' : '',
    // Nothing listens there: its confirmations stay in the outbox with their content, to be read.
    SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}`,
  });
  cleanups.push(() => {
    child.kill('SIGKILL');
  });
  return url;
}

/** Two processes on one fresh database, day11 limited to 20 seats, 200 registrations at once. */
async function race(withoutLock: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-seat-race-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const testDb: TestDatabase = await createTestDatabase(
    onMysql ? { kind: 'mysql' } : { kind: 'sqlite', sqliteFile: path.join(dir, 'forum.sqlite') },
  );
  cleanups.push(() => testDb.drop());
  await testDb.db('session_capacity').where({ code: 'day11' }).update({ capacity: SEATS, capacity_set: true });
  const inProcess: TestServer = await startTestServer(testDb.db, { config: { seatLock: !withoutLock } });
  cleanups.push(() => inProcess.close());
  const bases = [inProcess.url, await startChild(testDb.url, dir, withoutLock)];

  const answers = await Promise.all(
    Array.from({ length: PEOPLE }, async (_, i) => {
      // 200 transactions queue on one row: on a loaded machine some wait longer than the pool's
      // 10 s and are answered 503 with Retry-After, which a browser's user would retry. The
      // registration was not stored then, so it is sent again, as the form would.
      for (let attempt = 1; ; attempt += 1) {
        const res = await fetch(`${bases[i % 2]}/api/user`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(validRegistration({ email: `racer.${i}@example.com`, attendext: ['day11'] })),
        });
        if (res.status === 503 && attempt < 5) {
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          continue;
        }
        return { status: res.status, body: (await res.json()) as RegistrationResult };
      }
    }),
  );
  const places = (await testDb
    .db('session_places')
    .where({ session: 'day11' })
    .orderBy('id')
    .select('id', 'registrant_id', 'status')) as Array<{ id: number; registrant_id: number; status: string }>;
  return { answers, places, db: testDb.db };
}

describe.runIf(onMysql || process.env.TEST_DB !== 'mysql')(
  '200 registrations for 20 seats through two processes',
  () => {
    it('seat exactly 20 and put 180 on the waiting list, numbered 1..180, with the lock', async () => {
      const { answers, places, db } = await race(false);
      expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
      const seatedAnswers = answers.filter((answer) => answer.body.seated.includes('day11'));
      const waitingAnswers = answers.filter((answer) => answer.body.waiting.includes('day11'));
      expect(seatedAnswers).toHaveLength(SEATS);
      expect(waitingAnswers).toHaveLength(PEOPLE - SEATS);
      expect(places.filter((place) => place.status === 'seated')).toHaveLength(SEATS);
      const waiting = places.filter((place) => place.status === 'waiting');
      expect(waiting).toHaveLength(PEOPLE - SEATS);
      // Those told "seated" are the ones stored seated, and every seat went before any wait.
      expect(new Set(seatedAnswers.map((answer) => answer.body.id))).toEqual(
        new Set(places.filter((place) => place.status === 'seated').map((place) => place.registrant_id)),
      );
      // The numbers the manage page and the confirmation show: 1..180, no gap, no repeat.
      const states = await readSeatStates(db, currentEditionYear);
      const numbers = [...states.values()]
        .map((seats) => seats.day11)
        .filter((state) => state?.status === 'waiting')
        .map((state) => state!.number!)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: PEOPLE - SEATS }, (_, i) => i + 1));
      // What each confirmation said, queued inside the registration: the same number, for the same person.
      const confirmations = (await db('mail_outbox')
        .where({ kind: 'confirmation' })
        .select('registrant_id', 'content')) as Array<{
        registrant_id: number;
        content: string;
      }>;
      expect(confirmations).toHaveLength(PEOPLE);
      const told = new Map(
        confirmations.map((row) => {
          const model = JSON.parse(row.content) as {
            registrant: { seats?: Record<string, { status: string; number?: number }> };
          };
          return [Number(row.registrant_id), model.registrant.seats?.day11] as const;
        }),
      );
      for (const [id, seats] of states) expect(told.get(id), `registrant ${id}`).toEqual(seats.day11);
      const lastSeat = Math.max(...places.filter((p) => p.status === 'seated').map((p) => p.id));
      expect(Math.min(...waiting.map((place) => place.id))).toBeGreaterThan(lastSeat);
    }, 120_000);

    it.runIf(onMysql)(
      'oversell without the lock (the test can fail)',
      async () => {
        const { places } = await race(true);
        expect(places.filter((place) => place.status === 'seated').length).toBeGreaterThan(SEATS);
      },
      120_000,
    );
  },
);

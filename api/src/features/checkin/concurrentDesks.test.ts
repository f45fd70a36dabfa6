/**
 * Ten desks at the door at once: ten staff sessions scan the same 200 registrants, each twice,
 * for both days, all in parallel. Exactly one call per person and day is first, every other call
 * names the same desk and time, and the counts and the table agree: 200 per day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckinCounts,
  type CheckinResultWire,
  FORUM_DAYS,
  type ForumDay,
  type Registrant,
  type Wire,
} from '@forum/shared';
import { createTestAdmin, loginToken, bearer, registerPeople, type TestForum, startTestForum } from '../../testing';

const DESKS = 10;
const PEOPLE = 200;
const SCANS_PER_PERSON = 2;

let server: TestForum;
let managerToken: string;
let deskTokens: string[];
let people: Wire<Registrant>[];

beforeAll(async () => {
  server = await startTestForum();
  managerToken = await loginToken(server, server.admin);
  deskTokens = [];
  for (let desk = 1; desk <= DESKS; desk += 1) {
    const admin = await createTestAdmin(server.db, `desk${desk}@forum.test`, `desk ${desk} password`, undefined, {
      role: 'staff',
    });
    deskTokens.push(await loginToken(server, admin));
  }
  people = await registerPeople(server, managerToken, PEOPLE);
}, 120_000);

afterAll(async () => {
  await server.close();
});

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('ten desks checking in the same people at once', () => {
  it('makes exactly one first check-in per person per day, and counts 200 per day', async () => {
    expect(people).toHaveLength(PEOPLE);
    const scans = people.flatMap((person) =>
      FORUM_DAYS.flatMap((day) =>
        Array.from({ length: SCANS_PER_PERSON }, () => ({ code: person.checkinCode!, id: person.id, day })),
      ),
    );
    const answers: Array<{ desk: string; day: ForumDay; id: number; status: number; result: CheckinResultWire }> = [];
    // Each desk scans one at a time, as a desk does; the ten run side by side.
    await Promise.all(
      deskTokens.map(async (token, index) => {
        const desk = `Desk ${index + 1}`;
        for (const scan of shuffled(scans)) {
          const res = await server.request('/api/checkin', {
            json: { code: scan.code, day: scan.day, desk },
            headers: bearer(token),
          });
          answers.push({
            desk,
            day: scan.day,
            id: scan.id,
            status: res.status,
            result: (await res.json()) as CheckinResultWire,
          });
        }
      }),
    );

    expect(answers).toHaveLength(DESKS * PEOPLE * FORUM_DAYS.length * SCANS_PER_PERSON);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    for (const day of FORUM_DAYS) {
      const firsts = answers.filter((answer) => answer.day === day && answer.result.first);
      expect(firsts).toHaveLength(PEOPLE);
      expect(new Set(firsts.map((answer) => answer.id)).size).toBe(PEOPLE);
      // Everyone else was told the winner's desk and time.
      const winners = new Map(firsts.map((answer) => [answer.id, answer]));
      for (const answer of answers.filter((a) => a.day === day)) {
        const winner = winners.get(answer.id)!;
        expect(answer.result.desk).toBe(winner.desk);
        expect(answer.result.checkedInAt).toBe(winner.result.checkedInAt);
      }
    }

    const counts = (await (
      await server.request('/api/checkin/counts', { headers: bearer(deskTokens[0]!) })
    ).json()) as CheckinCounts;
    expect(counts.days.map((day) => [day.day, day.registered, day.checkedIn])).toEqual([
      [1, PEOPLE, PEOPLE],
      [2, PEOPLE, PEOPLE],
    ]);
    const rows = (await server.db('checkins').select('day').count({ n: '*' }).groupBy('day').orderBy('day')) as Array<{
      day: number;
      n: number | string;
    }>;
    expect(rows.map((row) => [Number(row.day), Number(row.n)])).toEqual([
      [1, PEOPLE],
      [2, PEOPLE],
    ]);
    // One access-log entry per call.
    const [{ n }] = (await server.db('access_log').where({ action: 'checkin' }).count({ n: '*' })) as [
      { n: number | string },
    ];
    expect(Number(n)).toBe(answers.length);
  }, 300_000);
});

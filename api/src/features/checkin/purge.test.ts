/** The retention purge takes the event day's check-ins with the registrants, and leaves no code behind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginToken,
  bearer,
  checkIn,
  registerPeople,
  runPurgeCli,
  type TestForum,
  startTestForum,
  TEST_ACCESS_LOG_KEY,
  currentEditionPurgeLines,
} from '../../testing';

let server: TestForum;
let token: string;

beforeAll(async () => {
  server = await startTestForum();
  token = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
});

const count = async (table: string) =>
  Number(((await server.db(table).count({ n: '*' })) as [{ n: number | string }])[0].n);

describe('retention purge', () => {
  it('deletes every check-in with the registrants; their codes then check nobody in', async () => {
    const people = await registerPeople(server, token, 3);
    for (const person of people)
      expect((await checkIn(server, token, { code: person.checkinCode, day: 1, desk: 'Desk 1' })).status).toBe(200);
    expect((await checkIn(server, token, { code: people[0]!.checkinCode, day: 2, desk: 'Desk 1' })).status).toBe(200);
    expect(
      (await server.request(`/api/user/${people[2]!.id}`, { method: 'DELETE', headers: bearer(token) })).status,
    ).toBe(204);
    expect(await count('checkins')).toBe(3);

    const out: string[] = [];
    const settings = { retentionUntil: '2025-09-30', accessLogRetentionDays: 730 };
    const code = await runPurgeCli([], {
      db: server.db,
      accessLogKey: TEST_ACCESS_LOG_KEY,
      settings,
      clock: () => new Date('2025-10-01T00:00:00Z'),
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(0);
    const lines = currentEditionPurgeLines(out.join('\n')).join('\n');
    expect(lines).toMatch(/checkins: deleted 3\nregistrant_removals: deleted 1\n/);
    // The waiting list and seats go with the people.
    expect(lines).toMatch(/session_places: deleted \d+\n/);
    expect(await count('session_places')).toBe(0);
    expect(await count('checkins')).toBe(0);
    expect(await count('registrant_removals')).toBe(0);
    expect(await count('registrants')).toBe(0);
    expect((await checkIn(server, token, { code: people[0]!.checkinCode, day: 1, desk: 'Desk 1' })).status).toBe(404);
    const counts = (await (await server.request('/api/checkin/counts', { headers: bearer(token) })).json()) as {
      days: Array<{ checkedIn: number; registered: number }>;
    };
    expect(counts.days.map((day) => [day.registered, day.checkedIn])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

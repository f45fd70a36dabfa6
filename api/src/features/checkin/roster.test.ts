/**
 * What a desk loads: the roster (everyone, then only what changed), one person by code, and the
 * counts per day and session, through HTTP on a database of their own so the numbers are exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckinCounts,
  type CheckinRosterWire,
  type CheckinRosterEntry,
  EDITION,
  type Registrant,
  type Wire,
} from '@forum/shared';
import {
  loginToken,
  bearer,
  checkIn,
  logRows,
  registerPeople,
  type TestForum,
  startTestForum,
  LAST_PUBLIC_SESSION,
  forumDayClock,
} from '../../testing';
import { ROSTER_OVERLAP_MS } from './service';

let server: TestForum;
let token: string;
let offsetMs = 0;
/** A forum day's time (the desk works on forum days only), running on. */
const forumDay = forumDayClock();
let dayOne: Wire<Registrant>[];
let dayTwo: Wire<Registrant>[];
let both: Wire<Registrant>[];

beforeAll(async () => {
  server = await startTestForum({ clock: () => new Date(forumDay().getTime() + offsetMs) });
  token = await loginToken(server, server.admin);
  dayOne = await registerPeople(server, token, 3, { attendext: ['day11', 'day12'] });
  dayTwo = await registerPeople(server, token, 2, { attendext: [LAST_PUBLIC_SESSION] });
  both = await registerPeople(server, token, 1, { attendext: ['day13', 'day21'] });
});

afterAll(async () => {
  await server.close();
});

async function roster(since?: string): Promise<{ status: number; body: CheckinRosterWire }> {
  const res = await server.request(
    `/api/checkin/roster${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`,
    { headers: bearer(token) },
  );
  return { status: res.status, body: (await res.json()) as CheckinRosterWire };
}

async function counts(): Promise<CheckinCounts> {
  const res = await server.request('/api/checkin/counts', { headers: bearer(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as CheckinCounts;
}

describe('GET /api/checkin/counts', () => {
  it('counts registered, expected and checked in per day, and per session on its day', async () => {
    await checkIn(server, token, { code: dayOne[0]!.checkinCode, day: 1, desk: 'A' });
    await checkIn(server, token, { code: dayOne[1]!.checkinCode, day: 1, desk: 'A' });
    await checkIn(server, token, { code: both[0]!.checkinCode, day: 1, desk: 'B' });
    await checkIn(server, token, { code: both[0]!.checkinCode, day: 2, desk: 'B' });
    // Someone who chose only day 2 sessions came on day 1 too: checked in, not expected.
    await checkIn(server, token, { code: dayTwo[0]!.checkinCode, day: 1, desk: 'A' });
    const result = await counts();
    expect(Math.abs(Date.parse(result.asOf) - server.now().getTime())).toBeLessThan(60_000);
    expect(result.onsite).toBe(0);
    expect(result.days).toEqual([
      {
        day: 1,
        date: EDITION.days[1],
        registered: 6,
        expected: 4,
        checkedIn: 4,
        sessions: [
          { code: 'day11', registered: 3, checkedIn: 2 },
          { code: 'day12', registered: 3, checkedIn: 2 },
          { code: 'day13', registered: 1, checkedIn: 1 },
          { code: 'day14', registered: 0, checkedIn: 0 },
        ],
      },
      {
        day: 2,
        date: EDITION.days[2],
        registered: 6,
        expected: 3,
        checkedIn: 1,
        sessions: [
          { code: 'day21', registered: 1, checkedIn: 1 },
          { code: 'day22', registered: 0, checkedIn: 0 },
          { code: LAST_PUBLIC_SESSION, registered: 2, checkedIn: 0 },
        ],
      },
    ]);
  });
});

describe('GET /api/checkin/roster', () => {
  it('loads everyone with code, contact details and check-ins, and is a list view in the access log', async () => {
    const { status, body } = await roster();
    expect(status).toBe(200);
    expect(body.removedIds).toEqual([]);
    expect(body.registrants.map((entry) => entry.id)).toEqual(
      [...dayOne, ...dayTwo, ...both].map((r) => r.id).sort((a, b) => a - b),
    );
    const entry = body.registrants.find((e) => e.id === both[0]!.id)!;
    const person = both[0]!;
    expect(Object.keys(entry).sort()).toEqual([
      'attendext',
      'biztype',
      'checkinCode',
      'checkins',
      'company',
      'email',
      'id',
      'name',
      'onsite',
      'phone',
      'status',
      'title',
    ]);
    expect(entry).toMatchObject({
      checkinCode: person.checkinCode,
      name: person.name,
      email: person.email,
      phone: person.phone,
      attendext: ['day13', 'day21'],
      onsite: false,
    });
    expect(entry.checkins.map((mark) => [mark.day, mark.desk])).toEqual([
      [1, 'B'],
      [2, 'B'],
    ]);
    const views = await logRows(server.db, 'list_view');
    expect(views.at(-1)).toMatchObject({
      account: 'admin@forum.test',
      registrant_count: 6,
      detail: { purpose: 'checkin' },
    });
  });

  it('with ?since= answers only who registered, checked in, had a check-in undone or was deleted since', async () => {
    // Past the overlap, so only what happens from here on is "changed".
    offsetMs += ROSTER_OVERLAP_MS + 1_000;
    const first = await roster();
    const logged = (await logRows(server.db, 'list_view')).length;
    const quiet = await roster(first.body.asOf);
    expect(quiet.body).toMatchObject({ registrants: [], removedIds: [] });
    // Nothing handed out: not a list view worth a record (desks poll this).
    expect((await logRows(server.db, 'list_view')).length).toBe(logged);

    const since = quiet.body.asOf;
    offsetMs += ROSTER_OVERLAP_MS + 1_000;
    await checkIn(server, token, { code: dayOne[2]!.checkinCode, day: 2, desk: 'C' });
    const [walkedLate] = await registerPeople(server, token, 1);
    expect(
      (await server.request(`/api/user/${dayTwo[1]!.id}`, { method: 'DELETE', headers: bearer(token) })).status,
    ).toBe(204);
    // Reads are taken a while after the changes, so the next load's overlap holds none of them.
    offsetMs += ROSTER_OVERLAP_MS + 1_000;
    const changed = await roster(since);
    expect(changed.status).toBe(200);
    expect(changed.body.registrants.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      [dayOne[2]!.id, walkedLate!.id].sort((a, b) => a - b),
    );
    expect(changed.body.registrants.find((e) => e.id === dayOne[2]!.id)?.checkins).toMatchObject([
      { day: 2, desk: 'C' },
    ]);
    expect(changed.body.removedIds).toEqual([dayTwo[1]!.id]);

    // An undo shows up as the person with no check-in that day.
    const next = changed.body.asOf;
    const made = await checkIn(server, token, { code: both[0]!.checkinCode, day: 2, desk: 'D' });
    expect(made.body.first).toBe(false);
    await checkIn(server, token, { code: dayOne[0]!.checkinCode, day: 2, desk: 'D' });
    expect(
      (await server.request(`/api/checkin/${dayOne[0]!.checkinCode}/2`, { method: 'DELETE', headers: bearer(token) }))
        .status,
    ).toBe(204);
    const undone = await roster(next);
    expect(undone.body.registrants.map((e) => [e.id, e.checkins.map((mark) => mark.day)])).toEqual([
      [dayOne[0]!.id, [1]],
    ]);
  });

  it('answers 400 for a since that is not an ISO time', async () => {
    for (const since of ['yesterday', '2025-13-45T00:00:00Z', '', '1700000000000']) {
      const { status, body } = await roster(since);
      expect(status, since).toBe(400);
      expect((body as unknown as { error: { fields: unknown } }).error.fields).toEqual({ since: 'invalid_choice' });
    }
  });
});

describe('GET /api/checkin/registrant/:code', () => {
  it('answers one person as a roster entry, logged as a list view of that id; an unknown code is 404', async () => {
    const person = dayOne[1]!;
    const res = await server.request(`/api/checkin/registrant/${person.checkinCode!.toLowerCase()}`, {
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    const entry = (await res.json()) as Wire<CheckinRosterEntry>;
    expect(entry).toMatchObject({
      id: person.id,
      checkinCode: person.checkinCode,
      email: person.email,
      checkins: [{ day: 1, desk: 'A' }],
    });
    expect((await logRows(server.db, 'list_view')).at(-1)).toMatchObject({
      registrant_ids: String(person.id),
      detail: { purpose: 'checkin' },
    });
    const unknown = await server.request('/api/checkin/registrant/0000000000000', {
      headers: { ...bearer(token), 'Accept-Language': 'ko' },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      '이 체크인 코드로 등록된 사람이 없습니다.',
    );
  });
});

/**
 * `POST /api/checkin` and its undo through HTTP: codes as people and scanners type them, the
 * unknown-code 404 in both languages, field errors, hostile bodies, the undo window on a moved
 * clock, who may call, and the access-log entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registrant, type Wire, formatCheckinCode } from '@forum/shared';
import {
  createTestAdmin,
  loginAdmin,
  loginToken,
  bearer,
  checkIn,
  logRows,
  registerPeople,
  type TestForum,
  startTestForum,
  forumDayClock,
} from '../../testing';

let server: TestForum;
let token: string;
let staffToken: string;
let people: Wire<Registrant>[];
/** The app's clock runs this far ahead of real time (the undo window tests move it). */
let offsetMs = 0;
/** A forum day's time (the desk works on forum days only), running on. */
const forumDay = forumDayClock();

beforeAll(async () => {
  server = await startTestForum({ clock: () => new Date(forumDay().getTime() + offsetMs) });
  token = await loginToken(server, server.admin);
  staffToken = await loginToken(
    server,
    await createTestAdmin(server.db, 'staff@forum.test', 'staff password 12', undefined, { role: 'staff' }),
  );
  people = await registerPeople(server, token, 7);
});

afterAll(async () => {
  await server.close();
});

const codeOf = (index: number) => people[index]!.checkinCode!;
const undo = (code: string, day: number | string, auth = token) =>
  server.request(`/api/checkin/${encodeURIComponent(code)}/${day}`, { method: 'DELETE', headers: bearer(auth) });

describe('POST /api/checkin', () => {
  it('checks a registrant in once per day: the first call is first, later ones see who was first', async () => {
    const person = people[0]!;
    // As a person types it from the e-mail: grouped, lower case, O for zero and l for one.
    const typed = formatCheckinCode(person.checkinCode!).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const made = await checkIn(server, staffToken, { code: typed, day: 1, desk: '  Desk 1 ' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ first: true, desk: 'Desk 1' });
    expect(Date.parse(made.body.checkedInAt)).toBeGreaterThan(server.now().getTime() - 60_000);
    expect(made.body.registrant).toEqual({
      id: person.id,
      checkinCode: person.checkinCode,
      name: person.name,
      company: person.company,
      title: person.title,
      biztype: person.biztype,
      attendext: person.attendext,
      onsite: false,
      checkins: [{ day: 1, checkedInAt: made.body.checkedInAt, desk: 'Desk 1' }],
      status: 'approved',
    });

    const again = await checkIn(server, token, { code: person.checkinCode, day: 1, desk: 'Desk 2' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ first: false, desk: 'Desk 1', checkedInAt: made.body.checkedInAt });

    const dayTwo = await checkIn(server, token, { code: person.checkinCode, day: 2, desk: 'Desk 2' });
    expect(dayTwo.body).toMatchObject({ first: true, desk: 'Desk 2' });
    expect(dayTwo.body.registrant.checkins.map((mark) => [mark.day, mark.desk])).toEqual([
      [1, 'Desk 1'],
      [2, 'Desk 2'],
    ]);
    // The admin list shows both.
    const listed = (await (
      await server.request('/api/user/list', { headers: bearer(token) })
    ).json()) as Wire<Registrant>[];
    expect(listed.find((r) => r.id === person.id)?.checkins).toEqual(dayTwo.body.registrant.checkins);
  });

  it('answers an unknown code, or anything that cannot be a code, 404 with a clear message in the client’s language', async () => {
    for (const code of ['ZZZZZZZZZZZZZ', 'https://example.com/ticket/42', '!', 'x'.repeat(5000)]) {
      const en = await checkIn(server, token, { code, day: 1, desk: 'Desk 1' });
      expect(en.status).toBe(404);
      expect(en.body.error).toEqual({ code: 'not_found', message: 'No registrant has this check-in code.' });
    }
    const ko = await checkIn(
      server,
      token,
      { code: 'ZZZZZZZZZZZZZ', day: 1, desk: 'Desk 1' },
      { 'Accept-Language': 'ko-KR,ko;q=0.9' },
    );
    expect(ko.status).toBe(404);
    expect(ko.body.error?.message).toBe('이 체크인 코드로 등록된 사람이 없습니다.');
  });

  it('answers 404 for the code of a registrant who was deleted', async () => {
    const gone = people[5]!;
    expect((await server.request(`/api/user/${gone.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(
      204,
    );
    expect((await checkIn(server, token, { code: gone.checkinCode, day: 1, desk: 'Desk 1' })).status).toBe(404);
    expect(
      (await server.request(`/api/checkin/registrant/${gone.checkinCode}`, { headers: bearer(token) })).status,
    ).toBe(404);
  });

  it('answers 400 with a code per field for a missing or bad day, desk or code', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ code: codeOf(1), day: 3, desk: 'Desk 1' }, { day: 'invalid_choice' }],
      [{ code: codeOf(1), day: '1', desk: 'Desk 1' }, { day: 'invalid_choice' }],
      [{ code: codeOf(1), day: 1.5, desk: 'Desk 1' }, { day: 'invalid_choice' }],
      [{ code: codeOf(1), desk: 'Desk 1' }, { day: 'required' }],
      [{ code: codeOf(1), day: 1, desk: '   ' }, { desk: 'required' }],
      [{ code: codeOf(1), day: 1, desk: 'd'.repeat(41) }, { desk: 'too_long' }],
      [{ code: codeOf(1), day: 1, desk: 'Desk\u00001' }, { desk: 'control_characters' }],
      [{ code: codeOf(1), day: 1, desk: 7 }, { desk: 'required' }],
      [{ code: 1234, day: 1, desk: 'Desk 1' }, { code: 'required' }],
      [{ day: 2 }, { code: 'required', desk: 'required' }],
      [{}, { code: 'required', day: 'required', desk: 'required' }],
      [[], { code: 'required', day: 'required', desk: 'required' }],
      ['hello', { code: 'required', day: 'required', desk: 'required' }],
      [null, { code: 'required', day: 'required', desk: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const res = await checkIn(server, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // JSON that is not an object or array is refused by the body parser before validation.
      const scalar = body === null || typeof body === 'string';
      expect(res.body.error).toMatchObject({ code: scalar ? 'invalid_json' : 'validation' });
      if (!scalar) expect(res.body.error?.fields).toEqual(fields);
    }
    // Nothing was checked in by any of them.
    const listed = (await (
      await server.request('/api/user/list', { headers: bearer(token) })
    ).json()) as Wire<Registrant>[];
    expect(listed.find((r) => r.id === people[1]!.id)?.checkins).toEqual([]);
  });

  it('never answers 500 to hostile bodies and paths', async () => {
    const bodies = [
      '{"code": {"$gt": ""}, "day": 1, "desk": "x"}',
      '{"__proto__": {"day": 1}, "code": "x", "desk": "x"}',
      '{"code": ["a", "b"], "day": [1], "desk": ["x"]}',
      `{"code": "${codeOf(6)}", "day": 1e308, "desk": "x"}`,
      `{"code": "${codeOf(6)}", "day": 1, "desk": "x", "extra": "${'y'.repeat(10_000)}"}`,
      '{"code": "\\ud800", "day": 1, "desk": "\\ud800"}',
    ];
    for (const body of bodies) {
      const res = await server.request('/api/checkin', {
        body,
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
      });
      expect(res.status, body).toBeLessThan(500);
      expect([200, 400, 404]).toContain(res.status);
    }
    for (const path of [
      '/api/checkin/%ZZ/1',
      '/api/checkin/x/1/2',
      `/api/checkin/${codeOf(1)}/0`,
      '/api/checkin/registrant/%00',
      '/api/checkin/roster?since[]=1',
      '/api/checkin/roster?since=2025-99-99T99:99',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await server.request(path, { method, headers: bearer(token) });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });
});

describe('DELETE /api/checkin/:code/:day', () => {
  it('undoes a check-in within the minute (204), after which the person can check in again', async () => {
    const code = codeOf(2);
    expect((await checkIn(server, token, { code, day: 1, desk: 'Desk 3' })).body.first).toBe(true);
    offsetMs += 74_000;
    expect((await undo(formatCheckinCode(code), 1, staffToken)).status).toBe(204);
    const again = await checkIn(server, token, { code, day: 1, desk: 'Desk 4' });
    expect(again.body).toMatchObject({ first: true, desk: 'Desk 4' });
    expect(again.body.registrant.checkins).toHaveLength(1);
  });

  it('refuses an undo after 75 seconds (409 checkin_undo_expired); the check-in stands', async () => {
    const code = codeOf(3);
    const made = await checkIn(server, token, { code, day: 2, desk: 'Desk 5' });
    offsetMs += 75_001;
    const res = await undo(code, 2);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'checkin_undo_expired', message: 'A check-in can only be undone within a minute.' },
    });
    expect((await checkIn(server, token, { code, day: 2, desk: 'Desk 6' })).body).toMatchObject({
      first: false,
      checkedInAt: made.body.checkedInAt,
    });
  });

  it('answers 404 when the person is not checked in that day or the code is unknown, 400 for a bad day', async () => {
    expect((await undo(codeOf(4), 1)).status).toBe(404);
    const unknown = await undo('ZZZZZZZZZZZZZ', 1);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'No registrant has this check-in code.',
    );
    for (const day of ['3', 'x', '1.0']) {
      const res = await undo(codeOf(4), day);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({ day: 'invalid_choice' });
    }
  });
});

describe('who may check people in', () => {
  it('staff and managers may; no token is 401; an account still enrolling its authenticator is 403', async () => {
    const enrolling = await loginAdmin(
      server,
      await createTestAdmin(server.db, 'new@forum.test', 'new staff password', undefined, {
        role: 'staff',
        enrolled: false,
      }),
    );
    expect(enrolling.otpEnrolment).toBe(true);
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/checkin', { code: codeOf(4), day: 1, desk: 'Desk 1' }],
      ['DELETE', `/api/checkin/${codeOf(4)}/1`],
      ['GET', '/api/checkin/counts'],
      ['GET', '/api/checkin/roster'],
      ['GET', `/api/checkin/registrant/${codeOf(4)}`],
      ['POST', '/api/user/onsite', {}],
    ];
    for (const [method, path, json] of calls) {
      const anonymous = await server.request(path, { method, ...(json ? { json } : {}) });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const enrolment = await server.request(path, {
        method,
        headers: bearer(enrolling.token),
        ...(json ? { json } : {}),
      });
      expect(enrolment.status, `${method} ${path}`).toBe(403);
      expect(((await enrolment.json()) as { error: { code: string } }).error.code).toBe('otp_enrolment_required');
    }
    expect((await checkIn(server, staffToken, { code: codeOf(4), day: 1, desk: 'Desk 1' })).status).toBe(200);
    expect((await server.request('/api/checkin/counts', { headers: bearer(staffToken) })).status).toBe(200);
  });
});

describe('access log', () => {
  it('records every check-in and undo with ids, day, desk and outcome, never a name, e-mail or code', async () => {
    const code = codeOf(1);
    const id = people[1]!.id;
    await checkIn(server, staffToken, { code, day: 1, desk: 'North door' });
    await checkIn(server, token, { code, day: 1, desk: 'South door' });
    expect((await undo(code, 1, staffToken)).status).toBe(204);
    const mine = (await logRows(server.db, 'checkin')).filter((row) => row.registrant_ids === String(id));
    expect(mine.map((row) => [row.account, row.detail])).toEqual([
      ['staff@forum.test', { day: 1, desk: 'North door', first: true }],
      ['admin@forum.test', { day: 1, desk: 'South door', first: false }],
      ['staff@forum.test', { day: 1, desk: 'North door', undo: true }],
    ]);
    const everything = JSON.stringify(await server.db('access_log').select('detail', 'registrant_ids'));
    for (const person of people) {
      for (const value of [person.checkinCode!, person.email, person.name]) expect(everything).not.toContain(value);
    }
  });
});

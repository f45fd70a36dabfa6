/**
 * Guessed or unknown check-in codes are access-log entries (`denied`, without the code); a roster
 * sync that hands out nobody leaves no entry (desks poll it every few seconds).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, loginToken, startTestForum } from '../../testing';

let forum: TestForum;
let token: string;

beforeAll(async () => {
  forum = await startTestForum();
  token = await loginToken(forum, forum.admin);
});

afterAll(async () => {
  await forum.close();
});

const bearer = () => ({ Authorization: `Bearer ${token}` });
const entries = async (action: string) => forum.db('access_log').where({ action }).orderBy('id', 'asc');

describe('an unknown check-in code', () => {
  it('answers 404 and is a denied entry, for a check-in, a lookup and an undo; the code is not recorded', async () => {
    const guess = 'ZZZZ-ZZZZ-ZZZZ';
    const before = (await entries('denied')).length;
    const checkin = await forum.request('/api/checkin', {
      json: { code: guess, day: 1, desk: 'Desk 1' },
      headers: bearer(),
    });
    expect(checkin.status).toBe(404);
    expect((await forum.request(`/api/checkin/registrant/${guess}`, { headers: bearer() })).status).toBe(404);
    expect((await forum.request(`/api/checkin/${guess}/1`, { method: 'DELETE', headers: bearer() })).status).toBe(404);
    const denied = (await entries('denied')).slice(before);
    expect(denied.map((row: { detail: string }) => JSON.parse(row.detail))).toEqual([
      { call: 'checkin', reason: 'unknown_checkin_code' },
      { call: 'lookup', reason: 'unknown_checkin_code' },
      { call: 'undo', reason: 'unknown_checkin_code' },
    ]);
    expect(JSON.stringify(denied)).not.toMatch(/ZZZZ/i);
  });
});

describe('a roster sync that returns no registrant', () => {
  it('leaves no access-log entry, full or incremental', async () => {
    const before = (await entries('list_view')).length;
    const full = await forum.request('/api/checkin/roster', { headers: bearer() });
    expect(full.status).toBe(200);
    const { registrants, asOf } = (await full.json()) as { registrants: unknown[]; asOf: string };
    expect(registrants).toEqual([]);
    const since = await forum.request(`/api/checkin/roster?since=${encodeURIComponent(asOf)}`, { headers: bearer() });
    expect(since.status).toBe(200);
    expect((await entries('list_view')).length).toBe(before);
  });
});

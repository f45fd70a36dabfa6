/**
 * The rollover (the brief's "Editions: one forum, every year"): a database holding the 2025 forum
 * (a seated and a waiting registrant, a check-in, a meeting, a reminder), then the sample 2026
 * edition (a session dropped, one renamed, one added) in a server process of its own, as after
 * `FORUM_EDITION=2026`. Expectations come from the edition files, not typed-in dates.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION, type Registrant, type Wire } from '@forum/shared';
import { SAMPLE_EDITION_2026 } from '@forum/shared/testing';
import {
  type TestDatabase,
  type TestServer,
  bearer,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  runPurgeCli,
  startServerProcess,
  TEST_ACCESS_LOG_KEY,
  startTestServer,
  validRegistration,
} from '../../testing';
import { hashManageToken, newManageToken } from '../mail';

const PAST = EDITION; // the edition this process runs: 2025 in the shipped files
const NEXT = SAMPLE_EDITION_2026;

let dir: string;
let testDb: TestDatabase;
let past: TestServer;
let child: ChildProcess | undefined;
let nextUrl: string;
let token: string;
const emails = { seated: 'returning@example.com', waiting: 'waiting@example.com' };
let seated: Wire<Registrant>;
let manageToken: string;

async function call(base: string, route: string, init: { method?: string; json?: unknown; lang?: string } = {}) {
  const res = await fetch(`${base}${route}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...bearer(token),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Accept-Language': init.lang ?? 'en',
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown> & unknown[]) : null };
}

beforeAll(async () => {
  if (PAST.year === NEXT.year) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-rollover-'));
  testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
  const db = await testDb.db;
  past = await startTestServer(db);
  token = await loginToken(past, await createTestAdmin(db));

  // The 2025 forum: one seat in the opening, a waiting list behind it, a check-in, a meeting, a reminder.
  expect((await call(past.url, '/api/admin/sessions/day11', { method: 'PUT', json: { capacity: 1 } })).status).toBe(
    200,
  );
  for (const email of [emails.seated, emails.waiting]) {
    const res = await call(past.url, '/api/user', {
      json: validRegistration({ email, attendext: ['day11', 'day23'] }),
    });
    expect(res.status).toBe(201);
  }
  const list = (await call(past.url, '/api/user/list')).body as unknown as Wire<Registrant>[];
  seated = list.find((r) => r.email === emails.seated)!;
  const waiting = list.find((r) => r.email === emails.waiting)!;
  expect(seated.seats?.day11?.status).toBe('seated');
  expect(waiting.seats?.day11?.status).toBe('waiting');
  expect(
    (await call(past.url, '/api/checkin', { json: { code: seated.checkinCode, day: 1, desk: 'Desk 1' } })).status,
  ).toBe(200);
  const at = new Date();
  const profile = (id: number, role: string) => ({
    registrant_id: id,
    role,
    organisation: 'Org',
    pitch: 'Pitch',
    sectors: 'ai',
    stages: 'seed',
    consented_at: at,
    updated_at: at,
  });
  await db('meeting_profiles').insert([profile(seated.id, 'investor'), profile(waiting.id, 'company')]);
  const [investor, company] = (await db('meeting_profiles').orderBy('id').pluck('id')) as number[];
  await db('meeting_requests').insert({
    from_profile_id: investor,
    to_profile_id: company,
    note: '',
    status: 'accepted',
    created_at: at,
  });
  const [request] = (await db('meeting_requests').pluck('id')) as number[];
  await db('meetings').insert({
    request_id: request,
    investor_profile_id: investor,
    company_profile_id: company,
    day: 1,
    start: '10:00',
    end: '10:20',
    table_no: 1,
    created_at: at,
  });
  await db('messages').insert({
    kind: 'reminder',
    reminder_day: 1,
    state: 'sent',
    audience: '{}',
    subject_en: 'Tomorrow',
    subject_ko: '내일',
    body_en: 'See you',
    body_ko: '내일 뵙겠습니다',
    created_by_email: 'system',
    created_at: at,
  });
  manageToken = newManageToken();
  await db('registration_links').insert({
    token_hash: hashManageToken(manageToken),
    registrant_id: seated.id,
    created_at: at,
  });
  await past.close();

  // Next year's organiser: FORUM_EDITION=2026, npm start on the same database.
  const started = await startServerProcess({
    DATABASE_URL: testDb.url,
    SITE_DIST: dir,
    MAIL_DIR: dir,
    FORUM_EDITION: String(NEXT.year),
    FORUM_EDITION_SAMPLES: '1',
  });
  child = started.child;
  nextUrl = started.url;
}, 90_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await testDb?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(PAST.year === NEXT.year)('rolling over from 2025 to the sample 2026', () => {
  it('lists the editions with their registrants and their own retention dates', async () => {
    const res = await call(nextUrl, '/api/admin/editions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { year: PAST.year, current: false, registrants: 2, retentionUntil: PAST.retentionUntil },
      { year: NEXT.year, current: true, registrants: 0, retentionUntil: NEXT.retentionUntil },
    ]);
  });

  it('keeps separate lists: 2026 empty, 2025 with its people and sessions, an unknown year 404', async () => {
    expect((await call(nextUrl, '/api/user/list')).body).toEqual([]);
    const last = (await call(nextUrl, `/api/user/list?edition=${PAST.year}`)).body as unknown as Wire<Registrant>[];
    expect(last.map((r) => r.email).sort()).toEqual([emails.seated, emails.waiting].sort());
    // day23, dropped in 2026, stays on 2025's records.
    expect(last.every((r) => r.edition === PAST.year && r.attendext.includes('day23'))).toBe(true);
    expect((await call(nextUrl, '/api/user/list?edition=1999')).status).toBe(404);
    expect((await call(nextUrl, '/api/user/export?edition=1999', { json: { reason: 'audit' } })).status).toBe(404);
    const exported = (await call(nextUrl, `/api/user/export?edition=${PAST.year}`, { json: { reason: 'audit' } })).body;
    expect((exported as unknown as unknown[]).length).toBe(2);
  });

  it('shows the 2026 sessions only, each with its own seats', async () => {
    const sessions = (await call(nextUrl, '/api/sessions')).body as unknown as Array<{ code: string }>;
    expect(sessions.map((s) => s.code).sort()).toEqual(NEXT.sessions.map((s) => s.code).sort());
    expect(sessions.map((s) => s.code)).not.toContain('day23');
    expect(sessions.map((s) => s.code)).toContain('day24');
  });

  it('registers a returning attendee again, seated in 2026 with no one from 2025 ahead, marked "also 2025"', async () => {
    const res = await call(nextUrl, '/api/user', {
      json: validRegistration({ email: emails.seated, attendext: ['day11', 'day24'] }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ seated: ['day11', 'day24'], waiting: [] });
    const list = (await call(nextUrl, '/api/user/list')).body as unknown as Wire<Registrant>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ edition: NEXT.year, alsoEditions: [PAST.year] });
    // A second registration of the same e-mail in 2026 is still refused.
    const again = await call(nextUrl, '/api/user', { json: validRegistration({ email: emails.seated }) });
    expect(again.status).toBe(409);
    // 2025's counts did not move: one seated, one waiting in day11 for 2025.
    const db = await testDb.db;
    const rows = (await db('session_capacity').where({ code: 'day11' }).orderBy('edition')) as Array<{
      edition: number;
      seated: number;
      waiting: number;
    }>;
    expect(rows.map((r) => [Number(r.edition), Number(r.seated), Number(r.waiting)])).toEqual([
      [PAST.year, 1, 1],
      [NEXT.year, 1, 0],
    ]);
  });

  it('refuses a 2025 code at the 2026 desk, naming the year in both languages', async () => {
    const en = await call(nextUrl, '/api/checkin', { json: { code: seated.checkinCode, day: 1, desk: 'Desk 1' } });
    expect(en.status).toBe(409);
    const error = (en.body as unknown as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('past_edition');
    expect(error.message).toContain(`registered for the ${PAST.year} forum`);
    const ko = await call(nextUrl, '/api/checkin', {
      json: { code: seated.checkinCode, day: 1, desk: 'Desk 1' },
      lang: 'ko',
    });
    expect((ko.body as unknown as { error: { message: string } }).error.message).toContain(`${PAST.year}년 포럼`);
    // The 2026 desk's roster and counts hold 2026's people only.
    const roster = (await call(nextUrl, '/api/checkin/roster')).body as unknown as {
      registrants: Array<{ id: number }>;
    };
    expect(roster.registrants.map((r) => r.id)).not.toContain(seated.id);
    // The returning attendee's 2026 code checks in at the 2026 desk, as a 2026 check-in.
    const [again] = (await call(nextUrl, '/api/user/list')).body as unknown as Wire<Registrant>[];
    const desk = await call(nextUrl, '/api/checkin', { json: { code: again!.checkinCode, day: 1, desk: 'Desk 1' } });
    expect(desk.status).toBe(200);
    const db = await testDb.db;
    expect(await db('checkins').where({ registrant_id: again!.id }).pluck('edition')).toEqual([NEXT.year]);
  });

  it('opens a 2025 manage link read-only, in 2025 words, and refuses changes', async () => {
    const shown = await call(nextUrl, `/api/registration/${manageToken}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ edition: PAST.year, attendext: expect.arrayContaining(['day23']) });
    for (const [method, route, json] of [
      ['PATCH', `/api/registration/${manageToken}`, { company: 'New Co' }],
      ['DELETE', `/api/registration/${manageToken}`, undefined],
      ['POST', `/api/registration/${manageToken}/claim`, { session: 'day11' }],
      ['POST', `/api/registration/${manageToken}/rejoin`, { session: 'day11' }],
    ] as const) {
      const res = await call(nextUrl, route, { method, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${route}`).toBe(409);
      const error = (res.body as unknown as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('edition_ended');
      expect(error.message).toContain(`The ${PAST.year} forum has ended`);
    }
    const ko = await call(nextUrl, `/api/registration/${manageToken}`, { method: 'DELETE', lang: 'ko' });
    expect((ko.body as unknown as { error: { message: string } }).error.message).toContain(
      `${PAST.year} 포럼이 종료되었습니다`,
    );
  });

  it('schedules the day-before reminders for 2026 beside 2025’s, and keeps the 2025 meeting in 2025', async () => {
    const db = await testDb.db;
    let reminders: Array<{ edition: number; reminder_day: number }> = [];
    for (let i = 0; i < 50 && reminders.filter((r) => Number(r.edition) === NEXT.year).length < 2; i += 1) {
      reminders = (await db('messages')
        .where({ kind: 'reminder' })
        .select('edition', 'reminder_day')) as typeof reminders;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reminders.map((r) => `${r.edition}:${r.reminder_day}`).sort()).toEqual(
      [`${PAST.year}:1`, `${NEXT.year}:1`, `${NEXT.year}:2`].sort(),
    );
    expect(new Set(await db('meetings').pluck('edition'))).toEqual(new Set([PAST.year]));
  });

  it('purges 2025 alone at its own date (dry run first), keeping its counts and every 2026 record', async () => {
    child?.kill('SIGKILL');
    child = undefined;
    const db = await testDb.db;
    const purge = async (args: string[], at: string) => {
      const out: string[] = [];
      const code = await runPurgeCli(args, {
        db,
        accessLogKey: TEST_ACCESS_LOG_KEY,
        // This process runs 2025 as its current edition, with RETENTION_UNTIL unset: its file's date.
        settings: { retentionUntil: PAST.retentionUntil, accessLogRetentionDays: 3650 },
        clock: () => new Date(at),
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
      return { code, out: out.join('\n') };
    };
    const count = async (edition: number) =>
      Number(((await db('registrants').where({ edition }).count({ n: '*' })) as [{ n: number | string }])[0].n);
    const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00+09:00`) + 86_400_000 + 1000).toISOString();

    // The day before 2025's date has ended: nothing.
    const early = await purge(['--edition', String(PAST.year)], `${PAST.retentionUntil}T12:00:00+09:00`);
    expect(early.out).toContain(`kept until the end of ${PAST.retentionUntil}`);
    expect(await count(PAST.year)).toBe(2);
    // The dry run after it: counts, changes nothing.
    const dry = await purge(['--dry-run', '--edition', String(PAST.year)], dayAfter(PAST.retentionUntil));
    expect(dry.out).toContain('registrants: would delete 2');
    expect(await count(PAST.year)).toBe(2);
    // The purge: 2025's people go, 2026's returning attendee stays; 2025's totals are kept.
    const done = await purge(['--edition', String(PAST.year)], dayAfter(PAST.retentionUntil));
    expect(done.code).toBe(0);
    expect(done.out).toContain('registrants: deleted 2');
    expect(await count(PAST.year)).toBe(0);
    expect(await count(NEXT.year)).toBe(1);
    const totals = (await db('registrant_purges').select('edition', 'retention_until', 'registrant_count')) as Array<{
      edition: number;
      retention_until: string;
      registrant_count: number;
    }>;
    expect(totals.map((t) => [Number(t.edition), t.retention_until, Number(t.registrant_count)])).toEqual([
      [PAST.year, PAST.retentionUntil, 2],
    ]);
    expect((await db('checkins').pluck('edition')).map(Number)).toEqual([NEXT.year]);
    expect(await db('meetings').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect(
      Number(((await db('session_places').where({ edition: NEXT.year }).count({ n: '*' })) as [{ n: number }])[0].n),
    ).toBe(2);
  });
});

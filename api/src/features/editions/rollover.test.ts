/**
 * The rollover (docs/editions.md): a database holding the 2025 forum
 * (a seated and a waiting registrant, a check-in, a meeting grid and a meeting, a reminder and a
 * draft, an invitation sent, an approval policy), then the sample 2026
 * edition (a session dropped, one renamed, one added) in a server process of its own, as after
 * publishing it. Expectations come from the edition files, not typed-in dates.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminMeetings,
  type ApprovalPolicy,
  type CheckinCounts,
  EDITION,
  type InvitationRow,
  type MessageSummary,
  type Registrant,
  type RegistrantTotals,
  type RegistrationStats,
  type SessionSeatsSummary,
  type Wire,
} from '@forum/shared';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026 } from '@forum/shared/testing';
import {
  type TestDatabase,
  type TestServer,
  bearer,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  publishEditionInDatabase,
  runPurgeCli,
  forumDayClock,
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
let relogIn: () => Promise<void>;
const emails = { seated: 'returning@example.com', waiting: 'waiting@example.com', invitee: 'invitee@example.com' };
let seated: Wire<Registrant>;
let waiting: Wire<Registrant>;
let manageToken: string;
/** 2025's records the 2026 server must keep apart and read-only. */
let pastMessageId: number;
let pastMeetingId: number;
let pastInvitationId: number;
const invitationToken = newManageToken();
const PAST_SLOTS = { days: [{ day: 1, start: '10:00', end: '12:00' }], slotMinutes: 20, tables: 2 };
const MESSAGE = {
  audience: {},
  subject: { en: 'Hello {name}', ko: '{name} 님께' },
  body: { en: 'See you at the forum.', ko: '포럼에서 뵙겠습니다.' },
};

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

/** A read's answer, typed. */
async function read<T>(base: string, route: string, lang?: string): Promise<T> {
  const res = await call(base, route, lang ? { lang } : {});
  expect(res.status, route).toBe(200);
  return res.body as unknown as T;
}

const errorOf = (res: { body: unknown }) => (res.body as { error: { code: string; message: string } }).error;

/** `POST /api/admin/invitations/import` with a one-row CSV file. */
async function importInvitee(base: string, query = '') {
  const res = await fetch(`${base}/api/admin/invitations/import${query}`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'text/csv; charset=utf-8', 'Accept-Language': 'en' },
    body: `email,name,source\n${emails.invitee},Invitee,Partner list\n`,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  if (PAST.year === NEXT.year) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-rollover-'));
  testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
  const db = await testDb.db;
  past = await startTestServer(db);
  const admin = await createTestAdmin(db);
  token = await loginToken(past, admin);
  relogIn = async () => {
    // The 2026 process runs on 2026's forum day: a session begun on 2025's has ended there.
    await db('admins').where({ email: admin.email }).update({ otp_last_step: null });
    token = await loginToken(nextUrl, admin);
  };

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
  waiting = list.find((r) => r.email === emails.waiting)!;
  expect(seated.seats?.day11?.status).toBe('seated');
  expect(waiting.seats?.day11?.status).toBe('waiting');
  expect(
    (await call(past.url, '/api/checkin', { json: { code: seated.checkinCode, day: 1, desk: 'Desk 1' } })).status,
  ).toBe(200);
  // 2025's meeting grid, approval policy, invitation and draft message, through the API.
  expect((await call(past.url, '/api/admin/meetings/slots', { method: 'PUT', json: PAST_SLOTS })).status).toBe(200);
  expect((await call(past.url, '/api/admin/approval', { method: 'PUT', json: { mode: 'all' } })).status).toBe(200);
  expect(await importInvitee(past.url)).toEqual({
    status: 200,
    body: { created: 1, updated: 0, suppressed: 0, encoding: 'utf-8' },
  });
  pastInvitationId = ((await call(past.url, '/api/admin/invitations')).body as unknown as InvitationRow[])[0]!.id;
  expect((await call(past.url, '/api/admin/invitations/send', { json: { ids: [pastInvitationId] } })).body).toEqual({
    sent: [pastInvitationId],
    skipped: [],
  });
  // The link the invitee was mailed (the mail holds the token; the row only its hash).
  await db('invitations')
    .where({ id: pastInvitationId })
    .update({ token_hash: hashManageToken(invitationToken) });
  expect(
    (await call(past.url, '/api/admin/messages/audience', { json: { audience: { invitation: 'not_registered' } } }))
      .body,
  ).toEqual({ recipients: 1 });
  const draft = await call(past.url, '/api/admin/messages', { json: MESSAGE });
  expect(draft.status).toBe(201);
  pastMessageId = (draft.body as unknown as { id: number }).id;

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
    edition: PAST.year,
  });
  await db('meeting_profiles').insert([profile(seated.id, 'investor'), profile(waiting.id, 'company')]);
  const [investor, company] = (await db('meeting_profiles').orderBy('id').pluck('id')) as number[];
  await db('meeting_requests').insert({
    from_profile_id: investor,
    to_profile_id: company,
    note: '',
    status: 'accepted',
    created_at: at,
    edition: PAST.year,
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
    edition: PAST.year,
  });
  pastMeetingId = Number(((await db('meetings').pluck('id')) as number[])[0]);
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
    edition: PAST.year,
  });
  manageToken = newManageToken();
  await db('registration_links').insert({
    token_hash: hashManageToken(manageToken),
    registrant_id: seated.id,
    created_at: at,
  });
  await past.close();

  // Next year's organiser has published 2026 (the sample); a server starts on the same database.
  await publishEditionInDatabase(db, NEXT, SAMPLE_PROGRAMME_2026);
  const started = await startServerProcess({
    DATABASE_URL: testDb.url,
    SITE_DIST: dir,
    MAIL_DIR: dir,
    // 2026's first forum day: its desk is open.
    FORUM_CLOCK: forumDayClock(NEXT)().toISOString(),
  });
  child = started.child;
  nextUrl = started.url;
  await relogIn();
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
    const days = (edition: typeof PAST) => ({ 1: edition.days[1], 2: edition.days[2] });
    expect(res.body).toEqual([
      {
        year: PAST.year,
        state: 'ended',
        current: false,
        registrants: 2,
        retentionUntil: PAST.retentionUntil,
        days: days(PAST),
        document: expect.objectContaining({ year: PAST.year, sessions: PAST.sessions }),
      },
      {
        year: NEXT.year,
        state: expect.stringMatching(/^(current|ended)$/),
        current: true,
        registrants: 0,
        retentionUntil: NEXT.retentionUntil,
        days: days(NEXT),
        document: expect.objectContaining({ year: NEXT.year, sessions: NEXT.sessions }),
      },
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

  it('answers a year naming no edition 404, in both languages, on every call that lists, counts or exports', async () => {
    const reads = [
      '/api/user/list',
      '/api/admin/sessions',
      '/api/admin/stats',
      '/api/checkin/counts',
      '/api/admin/messages',
      '/api/admin/meetings',
      '/api/admin/invitations',
      '/api/admin/approval',
      '/api/admin/totals',
    ];
    for (const route of reads) {
      for (const value of ['1999', 'last', '20260', `${NEXT.year}&edition=${PAST.year}`]) {
        const res = await call(nextUrl, `${route}?edition=${value}`);
        expect(res.status, `${route}?edition=${value}`).toBe(404);
        expect(errorOf(res).code).toBe('not_found');
      }
    }
    const en = await call(nextUrl, '/api/admin/sessions?edition=1999');
    expect(errorOf(en).message).toBe(`There is no 1999 edition of the forum (editions: ${PAST.year}, ${NEXT.year}).`);
    const ko = await call(nextUrl, '/api/admin/sessions?edition=1999', { lang: 'ko' });
    expect(errorOf(ko).message).toContain('1999년 포럼은 없습니다');
    // The current year named outright is the default.
    expect(await read(nextUrl, `/api/admin/sessions?edition=${NEXT.year}`)).toEqual(
      await read(nextUrl, '/api/admin/sessions'),
    );
  });

  it("reads each edition's sessions, figures, desk counts and seats: 2025's as they were left", async () => {
    const codes = (sessions: ReadonlyArray<{ code: string }>) => sessions.map((session) => session.code);
    const last = await read<SessionSeatsSummary[]>(nextUrl, `/api/admin/sessions?edition=${PAST.year}`);
    expect(codes(last)).toEqual(codes(PAST.sessions));
    expect(last.find((s) => s.code === 'day11')).toMatchObject({
      capacity: 1,
      seated: 1,
      waiting: 1,
      full: true,
      checkedIn: 1,
    });
    expect(last.find((s) => s.code === 'day23')).toMatchObject({ seated: 2, waiting: 0 });
    const current = await read<SessionSeatsSummary[]>(nextUrl, '/api/admin/sessions');
    expect(codes(current)).toEqual(codes(NEXT.sessions));
    const fileCapacity = NEXT.sessions.find((s) => s.code === 'day11')?.capacity ?? null;
    expect(current.find((s) => s.code === 'day11')).toMatchObject({
      capacity: fileCapacity,
      defaultCapacity: fileCapacity,
      seated: 1,
      waiting: 0,
    });

    const lastStats = await read<RegistrationStats>(nextUrl, `/api/admin/stats?edition=${PAST.year}`);
    expect(lastStats.perDay.at(-1)?.cumulative).toBe(2);
    expect(lastStats.byBiztype.reduce((sum, entry) => sum + entry.count, 0)).toBe(2);
    expect(codes(lastStats.sessions)).toEqual(codes(PAST.sessions));
    const stats = await read<RegistrationStats>(nextUrl, '/api/admin/stats');
    expect(stats.perDay.at(-1)?.cumulative).toBe(1);
    expect(codes(stats.sessions)).toEqual(codes(NEXT.sessions));

    const lastDesk = await read<CheckinCounts>(nextUrl, `/api/checkin/counts?edition=${PAST.year}`);
    expect(lastDesk.days.map((d) => [d.date, d.registered, d.checkedIn])).toEqual([
      [PAST.days[1], 2, 1],
      [PAST.days[2], 2, 0],
    ]);
    expect(lastDesk.days[1]!.sessions.map((s) => s.code)).toContain('day23');
    const desk = await read<CheckinCounts>(nextUrl, '/api/checkin/counts');
    expect(desk.days.map((d) => [d.date, d.registered, d.checkedIn])).toEqual([
      [NEXT.days[1], 1, 1],
      [NEXT.days[2], 1, 0],
    ]);
    expect(desk.days[1]!.sessions.map((s) => s.code)).not.toContain('day23');

    // The 2025 list (and so its export) carries 2025's places, with the waiting number.
    const list = await read<Wire<Registrant>[]>(nextUrl, `/api/user/list?edition=${PAST.year}`);
    expect(list.find((r) => r.id === seated.id)?.seats?.day11).toEqual({ status: 'seated' });
    expect(list.find((r) => r.id === waiting.id)?.seats?.day11).toEqual({ status: 'waiting', number: 1 });
  });

  it('refuses every change naming 2025 or touching its records with 409 edition_ended, and 2025 stays as it was', async () => {
    const year = `?edition=${PAST.year}`;
    const changes: Array<readonly [string, string, unknown]> = [
      ['PUT', `/api/admin/sessions/day11${year}`, { capacity: 5 }],
      ['POST', `/api/admin/sessions/day11/seat${year}`, { registrantId: seated.id }],
      ['POST', `/api/admin/messages${year}`, MESSAGE],
      ['POST', `/api/admin/messages/audience${year}`, {}],
      ['PUT', `/api/admin/approval${year}`, { mode: 'off' }],
      ['POST', `/api/admin/approvals${year}`, { ids: [seated.id], decision: 'approve' }],
      ['PUT', `/api/admin/meetings/slots${year}`, PAST_SLOTS],
      ['POST', `/api/admin/invitations/send${year}`, { ids: [pastInvitationId] }],
      // 2025's records, without naming the year: its message, its meeting, its registrants.
      ['PATCH', `/api/admin/messages/${pastMessageId}`, MESSAGE],
      ['POST', `/api/admin/messages/${pastMessageId}/send`, undefined],
      ['POST', `/api/admin/messages/${pastMessageId}/test`, undefined],
      ['DELETE', `/api/admin/messages/${pastMessageId}`, undefined],
      ['PATCH', `/api/admin/meetings/${pastMeetingId}`, { day: 1, start: '10:20', table: 2 }],
      ['DELETE', `/api/admin/meetings/${pastMeetingId}`, undefined],
      ['POST', '/api/admin/sessions/day11/seat', { registrantId: waiting.id }],
      ['PATCH', `/api/user/${seated.id}`, { company: 'New Co' }],
      ['POST', `/api/user/${seated.id}/resend-confirmation`, undefined],
      // The 2025 manage link cannot take part in 2026's meetings.
      ['DELETE', `/api/registration/${manageToken}/meetings/profile`, undefined],
    ];
    for (const [method, route, json] of changes) {
      const res = await call(nextUrl, route, { method, ...(json === undefined ? {} : { json }) });
      expect(res.status, `${method} ${route}`).toBe(409);
      expect(errorOf(res).code, `${method} ${route}`).toBe('edition_ended');
      expect(errorOf(res).message, `${method} ${route}`).toContain(`The ${PAST.year} forum has ended`);
    }
    const ko = await call(nextUrl, `/api/admin/sessions/day11${year}`, {
      method: 'PUT',
      json: { capacity: 5 },
      lang: 'ko',
    });
    expect(errorOf(ko).message).toContain(`${PAST.year} 포럼이 종료되었습니다`);
    expect((await importInvitee(nextUrl, year)).status).toBe(409);
    // An approval of a 2025 registrant without naming the year: refused, naming 2025 (not a silent skip).
    const approval = await call(nextUrl, '/api/admin/approvals', { json: { ids: [waiting.id], decision: 'approve' } });
    expect(approval.status).toBe(409);
    expect(errorOf(approval).code).toBe('edition_ended');
    expect(errorOf(approval).message).toContain(`The ${PAST.year} forum has ended`);
    // Nothing of 2025 moved.
    const sessions = await read<SessionSeatsSummary[]>(nextUrl, `/api/admin/sessions?edition=${PAST.year}`);
    expect(sessions.find((s) => s.code === 'day11')).toMatchObject({ capacity: 1, seated: 1, waiting: 1 });
    const messages = await read<MessageSummary[]>(nextUrl, `/api/admin/messages?edition=${PAST.year}`);
    expect(messages.find((m) => m.id === pastMessageId)).toMatchObject({ kind: 'manual', state: 'draft' });
    const grid = await read<AdminMeetings>(nextUrl, `/api/admin/meetings?edition=${PAST.year}`);
    expect(grid.meetings.map((m) => [m.id, m.start, m.table])).toEqual([[pastMeetingId, '10:00', 1]]);
    const db = await testDb.db;
    expect(await db('registrants').where({ id: seated.id }).pluck('company')).not.toEqual(['New Co']);
    expect(await db('session_places').where({ registrant_id: waiting.id, session: 'day11' }).pluck('status')).toEqual([
      'waiting',
    ]);
  });

  it("keeps each edition's messages: 2026's reminders in 2026, 2025's draft and reminder in 2025 only", async () => {
    const current = await read<MessageSummary[]>(nextUrl, '/api/admin/messages');
    expect(current.map((m) => m.id)).not.toContain(pastMessageId);
    expect(current.map((m) => [m.kind, m.reminderDay]).sort()).toEqual([
      ['reminder', 1],
      ['reminder', 2],
    ]);
    const last = await read<MessageSummary[]>(nextUrl, `/api/admin/messages?edition=${PAST.year}`);
    expect(last.map((m) => [m.kind, m.state]).sort()).toEqual([
      ['manual', 'draft'],
      ['reminder', 'sent'],
    ]);
    // A 2025 message can still be read (its delivery log).
    expect((await call(nextUrl, `/api/admin/messages/${pastMessageId}`)).status).toBe(200);
  });

  it('keeps the meetings per edition: no 2025 profile or meeting on the 2026 grid or directory', async () => {
    const db = await testDb.db;
    const grid = await read<AdminMeetings>(nextUrl, '/api/admin/meetings');
    expect(grid).toMatchObject({ meetings: [], counts: { investors: 0, companies: 0, pending: 0, meetings: 0 } });
    expect(grid.slots.days).toEqual([]);
    const last = await read<AdminMeetings>(nextUrl, `/api/admin/meetings?edition=${PAST.year}`);
    expect(last).toMatchObject({
      slots: PAST_SLOTS,
      counts: { investors: 1, companies: 1, meetings: 1 },
    });
    // The returning attendee takes part in 2026's meetings as a company: 2025's investor is not in their directory.
    const [again] = await read<Wire<Registrant>[]>(nextUrl, '/api/user/list');
    const nextToken = newManageToken();
    const at = new Date();
    await db('registration_links').insert({
      token_hash: hashManageToken(nextToken),
      registrant_id: again!.id,
      created_at: at,
    });
    await db('meeting_profiles').insert({
      registrant_id: again!.id,
      role: 'company',
      organisation: 'Org 2026',
      pitch: 'Pitch',
      sectors: 'ai',
      stages: 'seed',
      consented_at: at,
      updated_at: at,
      edition: NEXT.year,
    });
    expect(await read(nextUrl, `/api/registration/${nextToken}/meetings/directory`)).toEqual([]);
    expect((await read<AdminMeetings>(nextUrl, '/api/admin/meetings')).counts).toMatchObject({ companies: 1 });
    // The 2025 link still reads its own year's directory (2025's company), not 2026's.
    const lastDirectory = await read<Array<{ organisation: string }>>(
      nextUrl,
      `/api/registration/${manageToken}/meetings/directory`,
    );
    expect(lastDirectory.map((p) => p.organisation)).toEqual(['Org']);
  });

  it('keeps invitations per edition: invited again in 2026, a 2026 import does not see 2025, the 2025 link is gone', async () => {
    expect(await read(nextUrl, '/api/admin/invitations')).toEqual([]);
    const audience = { json: { audience: { invitation: 'not_registered' } } };
    expect((await call(nextUrl, '/api/admin/messages/audience', audience)).body).toEqual({ recipients: 0 });
    expect((await call(nextUrl, `/api/invitations/${invitationToken}`)).status).toBe(404);
    expect(await importInvitee(nextUrl)).toEqual({
      status: 200,
      body: { created: 1, updated: 0, suppressed: 0, encoding: 'utf-8' },
    });
    expect(await importInvitee(nextUrl)).toEqual({
      status: 200,
      body: { created: 0, updated: 1, suppressed: 0, encoding: 'utf-8' },
    });
    const current = await read<InvitationRow[]>(nextUrl, '/api/admin/invitations');
    expect(current).toMatchObject([{ email: emails.invitee, state: 'not_sent' }]);
    expect(current[0]!.id).not.toBe(pastInvitationId);
    const last = await read<InvitationRow[]>(nextUrl, `/api/admin/invitations?edition=${PAST.year}`);
    expect(last).toMatchObject([{ id: pastInvitationId, email: emails.invitee, state: 'sent' }]);
    // Sending names 2026's invitation; 2025's id is skipped.
    expect(
      (await call(nextUrl, '/api/admin/invitations/send', { json: { ids: [current[0]!.id, pastInvitationId] } })).body,
    ).toEqual({ sent: [current[0]!.id], skipped: [pastInvitationId] });
    expect((await call(nextUrl, '/api/admin/messages/audience', audience)).body).toEqual({ recipients: 1 });
  });

  it('keeps the approval policy per edition: 2026 starts from off, 2025 keeps its own', async () => {
    expect(await read<ApprovalPolicy>(nextUrl, '/api/admin/approval')).toEqual({ mode: 'off', biztypes: [] });
    expect(await read<ApprovalPolicy>(nextUrl, `/api/admin/approval?edition=${PAST.year}`)).toEqual({
      mode: 'all',
      biztypes: [],
    });
    const set = await call(nextUrl, '/api/admin/approval', {
      method: 'PUT',
      json: { mode: 'biztypes', biztypes: [1] },
    });
    expect(set.status).toBe(200);
    expect(await read<ApprovalPolicy>(nextUrl, '/api/admin/approval')).toEqual({ mode: 'biztypes', biztypes: [1] });
    expect(await read<ApprovalPolicy>(nextUrl, `/api/admin/approval?edition=${PAST.year}`)).toEqual({
      mode: 'all',
      biztypes: [],
    });
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

  it("shows 2025's kept totals under 2025 only, keyed by 2025's sessions", async () => {
    const started = await startServerProcess({
      DATABASE_URL: testDb.url,
      SITE_DIST: dir,
      MAIL_DIR: dir,
      FORUM_CLOCK: forumDayClock(NEXT)().toISOString(),
    });
    child = started.child;
    expect(await read(started.url, '/api/admin/totals')).toEqual({ totals: null });
    const { totals } = await read<{ totals: RegistrantTotals }>(started.url, `/api/admin/totals?edition=${PAST.year}`);
    expect(totals).toMatchObject({ total: 2, retentionUntil: PAST.retentionUntil });
    expect(Object.keys(totals.sessions).sort()).toEqual(PAST.sessions.map((s) => s.code).sort());
    expect(totals.sessions.day23).toBe(2);
    expect(totals.sessions.day11).toBe(2);
  }, 60_000);
});

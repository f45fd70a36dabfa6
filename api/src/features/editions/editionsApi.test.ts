/**
 * The editions API over HTTP (on SQLite and MariaDB): the list, next year's draft copied from this
 * one, a draft saved with its problems and checked, the current edition's recorded sessions kept,
 * a preview link, publishing forward only, and the past edition's desk badge and approvals refused.
 * The server's clock is the test's, so "the forum has ended" is a date, not today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEARD_FROM, EDITION, type EditionDocument, koreaDate } from '@forum/shared';
import { type TestForum, bearer, createTestAdmin, loginToken, startTestForum, validRegistration } from '../../testing';
import { startCurrentEdition } from './startEdition';

const SHIPPED = EDITION; // 2025, seeded from the shipped file
let now = new Date(`${SHIPPED.days[1]}T08:00:00+09:00`); // the forum's first day: not ended
let forum: TestForum;
let manager: string;
let staff: string;

type Body = Record<string, unknown> & unknown[];

async function call(route: string, init: { method?: string; json?: unknown; lang?: string; token?: string } = {}) {
  const res = await fetch(`${forum.url}${route}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...bearer(init.token ?? manager),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Accept-Language': init.lang ?? 'en',
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
}

const problemsOf = (body: Body) => body.problems as Array<{ path: string; code: string; message: string }>;
const errorCode = (body: Body) => (body.error as { code: string }).code;

/** Moves the server's clock; the manager logs in again (a session idles out over a jump of days). */
async function at(instant: Date): Promise<void> {
  now = instant;
  manager = await loginToken(forum, forum.admin);
}

async function draft(year: number): Promise<EditionDocument> {
  const res = await call(`/api/admin/editions/${year}`);
  expect(res.status).toBe(200);
  const { state: _state, ...document } = res.body as unknown as EditionDocument & { state: string };
  return document as EditionDocument;
}

beforeAll(async () => {
  forum = await startTestForum({ clock: () => now });
  manager = await loginToken(forum, forum.admin);
  const staffAdmin = await createTestAdmin(forum.db, 'staff@example.com', 'staff-password-123', undefined, {
    role: 'staff',
  });
  staff = await loginToken(forum, staffAdmin);
}, 60_000);

afterAll(async () => {
  await forum?.close();
});

describe('the editions API', () => {
  it('lists the seeded edition as current, with its days, registrants and retention', async () => {
    const res = await call('/api/admin/editions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        year: SHIPPED.year,
        state: 'current',
        current: true,
        registrants: 0,
        retentionUntil: SHIPPED.retentionUntil,
        days: { 1: SHIPPED.days[1], 2: SHIPPED.days[2] },
        // The whole document: a console built before an edition was prepared shows it from this.
        document: expect.objectContaining({ year: SHIPPED.year, name: SHIPPED.name, sessions: SHIPPED.sessions }),
      },
    ]);
    const { document } = (res.body as unknown as Array<{ document: Record<string, unknown> }>)[0]!;
    expect(document.programme).toBeDefined();
  });

  it('keeps drafts and every change to managers', async () => {
    expect((await call('/api/admin/editions', { json: { from: 2025, year: 2026 }, token: staff })).status).toBe(403);
    expect((await call(`/api/admin/editions/${SHIPPED.year}`, { token: staff })).status).toBe(403);
    expect((await call('/api/admin/editions', { token: staff })).status).toBe(200);
  });

  it('prepares next year as a draft: every fact and word, the days on the same weekdays, nobody', async () => {
    const registered = await call('/api/user', { json: validRegistration({ email: 'kept@example.com' }) });
    expect(registered.status).toBe(201);
    const res = await call('/api/admin/editions', { json: { from: SHIPPED.year, year: 2026 } });
    expect(res.status).toBe(201);
    const copy = res.body as unknown as EditionDocument & { state: string };
    expect(copy.state).toBe('draft');
    expect(copy.year).toBe(2026);
    expect(copy.name.en).toBe(SHIPPED.name.en.replace('2025', '2026'));
    for (const day of [1, 2] as const) {
      expect(copy.days[day].startsWith('2026')).toBe(true);
      expect(new Date(copy.days[day]).getUTCDay()).toBe(new Date(SHIPPED.days[day]).getUTCDay());
    }
    expect(copy.sessions).toEqual(SHIPPED.sessions);
    expect(copy.venue).toEqual(SHIPPED.venue);
    const list = (await call('/api/admin/editions')).body as unknown as Array<{
      year: number;
      registrants: number;
      state: string;
    }>;
    expect(list.find((row) => row.year === 2026)).toMatchObject({ state: 'draft', registrants: 0 });
    expect(list.find((row) => row.year === SHIPPED.year)).toMatchObject({ registrants: 1 });
    // Staff's switcher never offers a draft.
    const forStaff = (await call('/api/admin/editions', { token: staff })).body as unknown as Array<{ year: number }>;
    expect(forStaff.map((row) => row.year)).toEqual([SHIPPED.year]);
  });

  it('refuses a second draft of one year, an unknown source and a malformed request, never 500', async () => {
    const twice = await call('/api/admin/editions', { json: { from: SHIPPED.year, year: 2026 }, lang: 'ko' });
    expect(twice.status).toBe(422);
    expect(problemsOf(twice.body)).toEqual([expect.objectContaining({ path: 'year', code: 'duplicate_year' })]);
    expect(problemsOf(twice.body)[0]!.message).toContain('이미');
    expect((await call('/api/admin/editions', { json: { from: 1999, year: 2030 } })).status).toBe(404);
    expect((await call('/api/admin/editions', { json: { from: 'x', year: 2030 } })).status).toBe(400);
    expect((await call('/api/admin/editions', { json: [] })).status).toBe(400);
    expect((await call('/api/admin/editions/abcd')).status).toBe(404);
    expect((await call('/api/admin/editions/2031')).status).toBe(404);
    expect((await call('/api/admin/editions/2026', { method: 'PUT', json: { year: 'x' } })).status).toBe(422);
    expect((await call('/api/admin/editions/2026', { method: 'PUT', json: [1, 2] })).status).toBe(422);
  });

  it('stores a draft with problems and names each in the organiser’s language at its dotted path', async () => {
    const document = await draft(2026);
    document.sessions = [
      { ...document.sessions[0]!, title: { ...document.sessions[0]!.title, ko: '' } },
      ...document.sessions.slice(1, -1),
      { ...document.sessions.at(-1)!, code: document.sessions[1]!.code },
    ];
    const saved = await call('/api/admin/editions/2026', { method: 'PUT', json: document, lang: 'ko' });
    expect(saved.status).toBe(200);
    expect((await draft(2026)).sessions[0]!.title.ko).toBe('');
    const check = await call('/api/admin/editions/2026/check', { lang: 'ko' });
    expect(check.status).toBe(200);
    expect(check.body.valid).toBe(false);
    const problems = problemsOf(check.body);
    expect(problems).toContainEqual(expect.objectContaining({ path: 'sessions.0.title.ko', code: 'required' }));
    expect(problems.find((p) => p.path === 'sessions.0.title.ko')!.message).toMatch(/[가-힣]/);
    const last = document.sessions.length - 1;
    expect(problems).toContainEqual(expect.objectContaining({ path: `sessions.${last}.code`, code: 'duplicate_code' }));
    const changes = check.body.changes as Array<{ kind: string }>;
    expect(changes.map((change) => change.kind)).toEqual(
      expect.arrayContaining(['days', 'retention', 'session_dropped']),
    );
  });

  it('publishes forward only, never while the current forum is ahead, never with problems', async () => {
    const wrong = await call('/api/admin/editions/2026/publish', { json: { confirm: 2025 } });
    expect(wrong.status).toBe(422);
    expect(problemsOf(wrong.body)[0]).toMatchObject({ path: 'confirm', code: 'confirm' });
    const ahead = await call('/api/admin/editions/2026/publish', { json: { confirm: 2026 } });
    expect(ahead.status).toBe(409);
    expect(errorCode(ahead.body)).toBe('edition_not_ended');
    expect((await call('/api/admin/editions', { json: { from: SHIPPED.year, year: 2024 } })).status).toBe(201);
    const older = await call('/api/admin/editions/2024/publish', { json: { confirm: 2024 } });
    expect(older.status).toBe(409);
    expect(errorCode(older.body)).toBe('edition_older');
    expect((await call('/api/admin/editions/2024', { method: 'DELETE' })).status).toBe(204);
    expect((await call('/api/admin/editions/2024')).status).toBe(404);
    expect((await call(`/api/admin/editions/${SHIPPED.year}`, { method: 'DELETE' })).status).toBe(409);

    await at(new Date(`${SHIPPED.days[2]}T23:59:00+09:00`)); // still the last day, Korea time
    expect((await call('/api/admin/editions/2026/publish', { json: { confirm: 2026 } })).status).toBe(409);
    await at(new Date(`${SHIPPED.days[2]}T15:00:00Z`)); // the day after it in Korea
    const listed = (await call('/api/admin/editions')).body as unknown as Array<{
      year: number;
      state: string;
      current: boolean;
    }>;
    expect(listed.find((row) => row.year === SHIPPED.year)).toMatchObject({ state: 'ended', current: true });
    const withProblems = await call('/api/admin/editions/2026/publish', { json: { confirm: 2026 } });
    expect(withProblems.status).toBe(422);
    expect(problemsOf(withProblems.body).length).toBeGreaterThan(0);
  });

  it('keeps what the current edition’s records depend on: a chosen session stays, on its day', async () => {
    const current = await draft(SHIPPED.year);
    const chosen = validRegistration({ email: 'x@example.com' }).attendext as string[];
    const code = chosen[0]!;
    const dropped = { ...current, sessions: current.sessions.filter((session) => session.code !== code) };
    // Ended: the 2025 edition is read-only now.
    expect((await call(`/api/admin/editions/${SHIPPED.year}`, { method: 'PUT', json: dropped })).status).toBe(409);
    const before = now;
    await at(new Date(`${SHIPPED.days[1]}T08:00:00+09:00`));
    const refused = await call(`/api/admin/editions/${SHIPPED.year}`, { method: 'PUT', json: dropped });
    expect(refused.status).toBe(422);
    expect(problemsOf(refused.body)).toContainEqual(expect.objectContaining({ code: 'session_in_use' }));
    const index = current.sessions.findIndex((session) => session.code === code);
    const moved = structuredClone(current);
    moved.sessions[index]!.day = moved.sessions[index]!.day === 1 ? 2 : 1;
    const movedAnswer = await call(`/api/admin/editions/${SHIPPED.year}`, { method: 'PUT', json: moved });
    expect(movedAnswer.status).toBe(422);
    expect(problemsOf(movedAnswer.body)).toContainEqual({
      path: `sessions.${index}.day`,
      code: 'session_in_use',
      message: expect.any(String),
    });
    const renamedVenue = structuredClone(current);
    renamedVenue.venue.en.area = 'Yeouido, Seoul (Hall B)';
    expect((await call(`/api/admin/editions/${SHIPPED.year}`, { method: 'PUT', json: renamedVenue })).status).toBe(200);
    expect(EDITION.venue.en.area).toBe('Yeouido, Seoul (Hall B)');
    await at(before);
  });

  it('gives a 24-hour preview link whose token is stored only as its hash', async () => {
    const res = await call('/api/admin/editions/2026/preview', { method: 'POST' });
    expect(res.status).toBe(200);
    const { url, expiresAt } = res.body as unknown as { url: string; expiresAt: string };
    expect(url).toMatch(/^https?:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - now.getTime()).toBe(24 * 60 * 60 * 1000);
    const token = url.split('/').at(-1)!;
    const rows = (await forum.db('edition_previews').select('token_hash')) as Array<{ token_hash: string }>;
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect((await forum.services.editions.previewEdition(token))?.year).toBe(2026);
    const later = now;
    await at(new Date(Date.parse(expiresAt) + 1));
    expect(await forum.services.editions.previewEdition(token)).toBeNull();
    await at(later);
    expect(await forum.services.editions.previewEdition('not-a-token')).toBeNull();
  });

  it('publishes the fixed draft: it becomes the current edition everywhere, logged', async () => {
    const document = await draft(2026);
    const fixed = {
      ...document,
      sessions: [
        { ...document.sessions[0]!, title: SHIPPED.sessions[0]!.title },
        ...SHIPPED.sessions.slice(1, -1),
        { ...SHIPPED.sessions.at(-1)!, code: 'day29', title: { en: 'New in 2026', ko: '2026 신설' } },
      ],
      programme: {
        ...document.programme,
        [SHIPPED.sessions.at(-1)!.day]: document.programme[SHIPPED.sessions.at(-1)!.day].map((item) =>
          'session' in item && item.session === SHIPPED.sessions.at(-1)!.code ? { ...item, session: 'day29' } : item,
        ),
      },
      // The organiser's own heard-about choices: one added before Other, News dropped.
      heardFrom: [
        ...DEFAULT_HEARD_FROM.filter((choice) => choice.key !== 'news' && choice.key !== 'other'),
        { key: 'partner', words: { en: 'A partner organisation', ko: '협력 기관' } },
        DEFAULT_HEARD_FROM.at(-1)!,
      ],
    };
    expect((await call('/api/admin/editions/2026', { method: 'PUT', json: fixed })).status).toBe(200);
    const check = await call('/api/admin/editions/2026/check');
    expect(check.body).toMatchObject({ valid: true, problems: [] });
    const published = await call('/api/admin/editions/2026/publish', { json: { confirm: 2026 } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ year: 2026, state: 'current' });
    expect(EDITION.year).toBe(2026);
    const list = (await call('/api/admin/editions')).body as unknown as Array<{
      year: number;
      state: string;
      current: boolean;
    }>;
    expect(list.map(({ year, state, current }) => ({ year, state, current }))).toEqual([
      { year: SHIPPED.year, state: 'ended', current: false },
      { year: 2026, state: 'current', current: true },
    ]);
    expect(EDITION.sessions.map((session) => session.code)).toContain('day29');
    expect(JSON.stringify((await call('/api/sessions')).body)).not.toContain(SHIPPED.sessions.at(-1)!.code);
    // The same address registers again for 2026; the 2025 registrant stays in 2025.
    const registered = await call('/api/user', { json: validRegistration({ email: 'kept@example.com' }) });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    // The published choices are the form's: the new one is taken, the dropped one refused.
    const partner = await call('/api/user', {
      json: { ...validRegistration({ email: 'partner@example.com' }), about: 'partner' },
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    const dropped = await call('/api/user', {
      json: { ...validRegistration({ email: 'news@example.com' }), about: 'news' },
    });
    expect(dropped.body).toMatchObject({ error: { fields: { about: 'invalid_choice' } } });
    const counts = (await forum.db('registrants').select('edition').count({ n: '*' }).groupBy('edition')) as Array<{
      edition: number;
      n: number;
    }>;
    expect(counts.map((row) => [Number(row.edition), Number(row.n)]).sort()).toEqual([
      [SHIPPED.year, 1],
      [2026, 2],
    ]);
    const actions = (await forum
      .db('access_log')
      .whereIn('action', ['edition_edit', 'edition_publish'])
      .pluck('action')) as string[];
    expect(actions).toContain('edition_publish');
    expect(actions.filter((action) => action === 'edition_edit').length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a past edition’s desk badge (past_edition) and approval (edition_ended)', async () => {
    const past = (await forum.db('registrants').where({ edition: SHIPPED.year }).first('id', 'checkin_code')) as {
      id: number;
      checkin_code: string;
    };
    const badge = await call(`/api/checkin/badge/${past.checkin_code}`);
    expect(badge.status).toBe(409);
    expect(errorCode(badge.body)).toBe('past_edition');
    const approval = await call('/api/admin/approvals', { json: { ids: [past.id], decision: 'approve' }, lang: 'ko' });
    expect(approval.status).toBe(409);
    expect(errorCode(approval.body)).toBe('edition_ended');
  });

  it('refuses forum days already past in a draft', async () => {
    expect((await call('/api/admin/editions', { json: { from: 2026, year: 2027 } })).status).toBe(201);
    const before = now;
    await at(new Date('2027-12-01T00:00:00+09:00'));
    const check = await call('/api/admin/editions/2027/check');
    expect(problemsOf(check.body)).toContainEqual(expect.objectContaining({ path: 'days.1', code: 'day_past' }));
    await at(before);
    expect(koreaDate(now) < '2027-01-01').toBe(true);
  });

  it('keeps an existing database’s editions at the next start, and seeds an empty one', async () => {
    const again = await startCurrentEdition(forum.db, now);
    expect(again.seeded).toEqual([]);
    expect(again.year).toBe(2026);
    expect(((await forum.db('editions').pluck('year')) as number[]).map(Number).sort()).toEqual([
      SHIPPED.year,
      2026,
      2027,
    ]);
  });
});

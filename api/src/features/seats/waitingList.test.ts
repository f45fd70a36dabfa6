/**
 * Seats and the waiting list over HTTP: capacity set by a manager, registrations seated or put on
 * the waiting list in arrival order, offers when a seat frees (cancel, delete, dropped session,
 * more seats), claims, expiry on an injected clock, and leaving the list. SQLite, and MariaDB when
 * TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION, type ManagedRegistrant, type RegistrationResult, type SessionAvailability } from '@forum/shared';
import {
  type TestAdmin,
  type TestForum,
  bearer,
  createTestAdmin,
  loginToken,
  logRows,
  startTestForum,
  validRegistration,
  LAST_PUBLIC_SESSION,
} from '../../testing';

let forum: TestForum;
let now = new Date(`${EDITION.year}-03-01T00:00:00Z`);
let manager: string;
let staff: string;
let staffAdmin: TestAdmin;

/** Admin sessions end after six hours: log in again after the clock moved a day. */
async function logIn() {
  manager = await loginToken(forum, forum.admin);
  staff = await loginToken(forum, staffAdmin);
}

beforeAll(async () => {
  forum = await startTestForum({ clock: () => now });
  staffAdmin = await createTestAdmin(forum.db, 'staff@forum.test', 'staff password 12', undefined, { role: 'staff' });
  await logIn();
});

afterAll(async () => {
  await forum?.close();
});

async function register(overrides: Record<string, unknown>) {
  const res = await forum.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as RegistrationResult;
}

async function sessions(): Promise<SessionAvailability[]> {
  const res = await forum.request('/api/sessions');
  expect(res.status).toBe(200);
  return (await res.json()) as SessionAvailability[];
}

async function setCapacity(code: string, capacity: unknown, token = manager) {
  return forum.request(`/api/admin/sessions/${code}`, { method: 'PUT', json: { capacity }, headers: bearer(token) });
}

/** The manage token of a registrant's latest e-mail that carries one, read from the outbox's model. */
async function tokenOf(id: number): Promise<string> {
  const rows = (await forum.db('mail_outbox').where({ registrant_id: id }).orderBy('id', 'desc').select('content')) as {
    content: string;
  }[];
  for (const row of rows) {
    const url = (JSON.parse(row.content) as { manageUrl: string | null }).manageUrl;
    if (url) return url.split('/').pop()!;
  }
  throw new Error(`no manage link for ${id}`);
}

async function mailsOf(id: number, kind: string) {
  const rows = (await forum.db('mail_outbox').where({ registrant_id: id, kind }).select('locale', 'content')) as {
    locale: string;
    content: string;
  }[];
  return rows.map((row) => ({ locale: row.locale, model: JSON.parse(row.content) as Record<string, unknown> }));
}

async function manage(id: number): Promise<ManagedRegistrant> {
  const res = await forum.request(`/api/registration/${await tokenOf(id)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ManagedRegistrant;
}

async function claim(id: number, session: string) {
  const res = await forum.request(`/api/registration/${await tokenOf(id)}/claim`, {
    method: 'POST',
    json: { session },
  });
  return { status: res.status, body: (await res.json()) as ManagedRegistrant & { error?: { code: string } } };
}

describe('capacity', () => {
  it('is set by managers only, as a positive whole number or null', async () => {
    expect((await setCapacity('day21', 3, staff)).status).toBe(403);
    for (const bad of [0, -1, 2.5, '3', undefined]) expect((await setCapacity('day21', bad)).status).toBe(400);
    expect((await setCapacity('day99', 3)).status).toBe(404);
    const res = await setCapacity('day21', 3);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 'day21', capacity: 3, seated: 0, waiting: 0, full: false });
    expect((await sessions()).find((s) => s.code === 'day21')).toEqual({
      code: 'day21',
      capacity: 3,
      seated: 0,
      offered: 0,
      waiting: 0,
      full: false,
    });
    expect((await setCapacity('day21', null)).status).toBe(200);
    expect((await sessions()).find((s) => s.code === 'day21')?.capacity).toBeNull();
    const log = await logRows(forum.db, 'capacity_change');
    expect(log.map((row) => row.detail)).toEqual([
      { session: 'day21', capacity: 3 },
      { session: 'day21', capacity: null },
    ]);
  });
});

describe('the waiting list', () => {
  it('seats while there is room, then queues in arrival order; offers pass on, claims seat, expiry passes on', async () => {
    expect((await setCapacity('day11', 2)).status).toBe(200);
    const a = await register({ attendext: ['day11', 'day12'] });
    const b = await register({ attendext: ['day11'] });
    const c = await register({ attendext: ['day11'], locale: 'ko' });
    const d = await register({ attendext: ['day11', 'day13'] });
    expect(a).toMatchObject({ seated: ['day11', 'day12'], waiting: [] });
    expect(b).toMatchObject({ seated: ['day11'], waiting: [] });
    expect(c).toMatchObject({ seated: [], waiting: ['day11'] });
    expect(d).toMatchObject({ seated: ['day13'], waiting: ['day11'] });
    expect((await sessions()).find((s) => s.code === 'day11')).toEqual({
      code: 'day11',
      capacity: 2,
      seated: 2,
      offered: 0,
      waiting: 2,
      full: true,
    });
    expect((await manage(c.id)).seats).toEqual({ day11: { status: 'waiting', number: 1 } });
    expect((await manage(d.id)).seats).toEqual({
      day11: { status: 'waiting', number: 2 },
      day13: { status: 'seated' },
    });
    // The confirmation says where each one stands.
    const [confirmation] = await mailsOf(d.id, 'confirmation');
    expect((confirmation!.model.registrant as { seats: unknown }).seats).toEqual({
      day11: { status: 'waiting', number: 2 },
      day13: { status: 'seated' },
    });
    expect(await claim(c.id, 'day11')).toMatchObject({ status: 409, body: { error: { code: 'no_offer' } } });

    // A cancels through the manage link: C, first in line, is offered the seat (in Korean).
    expect((await forum.request(`/api/registration/${await tokenOf(a.id)}`, { method: 'DELETE' })).status).toBe(204);
    const offered = (await manage(c.id)).seats?.day11;
    expect(offered?.status).toBe('offered');
    expect(new Date(offered!.offerExpiresAt!).getTime()).toBe(now.getTime() + 24 * 3_600_000);
    const offers = await mailsOf(c.id, 'offer');
    expect(offers).toHaveLength(1);
    expect(offers[0]!.locale).toBe('ko');
    expect((await manage(d.id)).seats?.day11).toEqual({ status: 'waiting', number: 1 });
    // The offer holds the seat (counted apart from the seated): the session stays full, and D cannot take it.
    expect((await sessions()).find((s) => s.code === 'day11')).toMatchObject({
      seated: 1,
      offered: 1,
      waiting: 1,
      full: true,
    });
    expect(await claim(d.id, 'day11')).toMatchObject({ status: 409, body: { error: { code: 'no_offer' } } });

    // 24 hours on, C has not claimed: the offer passes to D.
    now = new Date(now.getTime() + 24 * 3_600_000 + 1);
    expect(await claim(c.id, 'day11')).toMatchObject({ status: 409, body: { error: { code: 'offer_expired' } } });
    expect((await manage(c.id)).seats?.day11?.status).toBe('expired');
    expect((await manage(d.id)).seats?.day11?.status).toBe('offered');
    expect(await mailsOf(d.id, 'offer')).toHaveLength(1);

    const claimed = await claim(d.id, 'day11');
    expect(claimed.status).toBe(200);
    expect(claimed.body.seats?.day11).toEqual({ status: 'seated' });
    // Claiming twice is harmless: no second mail, no new revision.
    const updates = await mailsOf(d.id, 'update');
    expect(updates).toHaveLength(1);
    expect((await claim(d.id, 'day11')).status).toBe(200);
    expect(await mailsOf(d.id, 'update')).toHaveLength(1);
    expect((await sessions()).find((s) => s.code === 'day11')).toMatchObject({ seated: 2, waiting: 0, full: true });
  });

  it('lets a registrant leave a waiting list, and a dropped seat or a delete offers the seat on', async () => {
    await logIn();
    expect((await setCapacity('day12', 1)).status).toBe(200);
    // Someone holds day12 already from the first test? Start from the session's own count.
    const start = (await sessions()).find((s) => s.code === 'day12')!;
    const holder = start.seated === 0 ? await register({ attendext: ['day12', LAST_PUBLIC_SESSION] }) : null;
    const e = await register({ attendext: ['day12', LAST_PUBLIC_SESSION] });
    const f = await register({ attendext: ['day12', LAST_PUBLIC_SESSION] });
    expect(e.waiting).toEqual(['day12']);
    expect((await manage(f.id)).seats?.day12).toEqual({ status: 'waiting', number: 2 });

    // E leaves the waiting list by dropping the session on the manage page: F moves up.
    const token = await tokenOf(e.id);
    const left = await forum.request(`/api/registration/${token}`, {
      method: 'PATCH',
      json: { ...validRegistration({ attendext: [LAST_PUBLIC_SESSION] }), email: (await manage(e.id)).email },
    });
    expect(left.status).toBe(200);
    expect(((await left.json()) as ManagedRegistrant).seats).toEqual({ [LAST_PUBLIC_SESSION]: { status: 'seated' } });
    expect((await manage(f.id)).seats?.day12).toEqual({ status: 'waiting', number: 1 });

    // The admin deletes the seat holder: F is offered the seat.
    const holderId =
      holder?.id ??
      (
        (await forum.db('session_places').where({ session: 'day12', status: 'seated' }).first('registrant_id')) as {
          registrant_id: number;
        }
      ).registrant_id;
    const deleted = await forum.request(`/api/user/${holderId}`, { method: 'DELETE', headers: bearer(manager) });
    expect(deleted.status).toBe(204);
    expect((await manage(f.id)).seats?.day12?.status).toBe('offered');
  });

  it('offers every new seat at once when the capacity grows, and the manager can overbook', async () => {
    await logIn();
    expect((await setCapacity('day22', 1)).status).toBe(200);
    const first = await register({ attendext: ['day22'] });
    const waiting = [await register({ attendext: ['day22'] }), await register({ attendext: ['day22'] })];
    expect(first.seated).toEqual(['day22']);
    expect(waiting.map((w) => w.waiting)).toEqual([['day22'], ['day22']]);
    expect((await setCapacity('day22', 2)).status).toBe(200);
    expect((await manage(waiting[0]!.id)).seats?.day22?.status).toBe('offered');
    expect((await manage(waiting[1]!.id)).seats?.day22).toEqual({ status: 'waiting', number: 1 });

    const refused = await forum.request('/api/admin/sessions/day22/seat', {
      method: 'POST',
      json: { registrantId: waiting[1]!.id },
      headers: bearer(staff),
    });
    expect(refused.status).toBe(403);
    const res = await forum.request('/api/admin/sessions/day22/seat', {
      method: 'POST',
      json: { registrantId: waiting[1]!.id },
      headers: bearer(manager),
    });
    expect(res.status).toBe(200);
    // Seated counts the seated only: the first, the overbooked one; the open offer is apart.
    expect(await res.json()).toMatchObject({ code: 'day22', capacity: 2, seated: 2, offered: 1, expired: 0 });
    expect((await manage(waiting[1]!.id)).seats?.day22).toEqual({ status: 'seated' });
    expect((await logRows(forum.db, 'overbook')).at(-1)).toMatchObject({
      registrant_ids: String(waiting[1]!.id),
      detail: { session: 'day22' },
    });
  });
});

describe('the public figures', () => {
  it('are read once for a rush of polls, and at once after this process changes seats', async () => {
    const reads: string[] = [];
    const listen = (query: { sql: string }) => {
      if (/from [`"]?session_capacity/i.test(query.sql)) reads.push(query.sql);
    };
    await sessions();
    forum.db.on('query', listen);
    try {
      // Twenty visitors at once: one read of the figures serves them all.
      const answers = await Promise.all(Array.from({ length: 20 }, () => sessions()));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(reads.length).toBeLessThanOrEqual(2);
      const before = answers[0]!.find((session) => session.code === LAST_PUBLIC_SESSION)!;
      await register({ email: 'public.figures@example.com', attendext: [LAST_PUBLIC_SESSION] });
      const after = (await sessions()).find((session) => session.code === LAST_PUBLIC_SESSION)!;
      expect(after.seated + after.waiting).toBe(before.seated + before.waiting + 1);
    } finally {
      forum.db.off('query', listen);
    }
  });
});

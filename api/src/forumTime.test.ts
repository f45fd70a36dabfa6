/**
 * A forum that knows when it has ended, through HTTP on the forum's clock (SQLite, and MariaDB when
 * TEST_DATABASE_URL is set): registration refused once it has ended, the desk open on forum days
 * only, no seat offered once its session has begun and none running past that start, and a
 * reminder for a day begun never sent. The clock moves from before the forum to after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminSessionInfo,
  EDITION,
  type MessageSummary,
  type RegistrationResult,
  type SiteInfo,
  forumEndedNotice,
  scheduleOf,
  sessionInstant,
} from '@forum/shared';
import { type TestForum, bearer, checkIn, loginToken, startTestForum, validRegistration } from './testing';

/** A Korea-time instant. */
function korea(date: string, time: string): Date {
  return new Date(`${date}T${time}+09:00`);
}
const DAY1 = EDITION.days[1];
const DAY2 = EDITION.days[2];
const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const AFTER = korea(dayAfter(DAY2), '10:00:00');
/** day11: the opening session, 09:30 on the first day. */
const OPENING = 'day11';
const OPENING_START = sessionInstant(scheduleOf(OPENING), 'start');

let forum: TestForum;
let now = korea(DAY1, '07:00:00');
let token: string;

/** After the clock moved: an admin session ends unused after ADMIN_IDLE_MINUTES. */
async function logIn(): Promise<void> {
  token = await loginToken(forum, forum.admin);
}

async function register(overrides: Record<string, unknown> = {}) {
  return forum.request('/api/user', { json: validRegistration(overrides) });
}

async function registered(overrides: Record<string, unknown> = {}): Promise<RegistrationResult & { id: number }> {
  const res = await register(overrides);
  expect(res.status).toBe(201);
  return (await res.json()) as RegistrationResult & { id: number };
}

async function checkinCodeOf(id: number): Promise<string> {
  const row = (await forum.db('registrants').where({ id }).first('checkin_code')) as { checkin_code: string };
  return row.checkin_code;
}

async function placeOf(id: number, session: string) {
  return (await forum
    .db('session_places')
    .where({ registrant_id: id, session })
    .first('status', 'offer_expires_at')) as { status: string; offer_expires_at: Date | string | null };
}

function setCapacity(code: string, capacity: number) {
  return forum.request(`/api/admin/sessions/${code}`, { method: 'PUT', json: { capacity }, headers: bearer(token) });
}

beforeAll(async () => {
  forum = await startTestForum({ clock: () => now });
  await logIn();
});

afterAll(async () => {
  await forum?.close();
});

describe('before the forum has ended', () => {
  it('takes registrations, says the forum is on, and the admin bar has nothing to say', async () => {
    expect((await register()).status).toBe(201);
    const info = (await (await forum.request('/api/site-info')).json()) as SiteInfo;
    expect(info.registration.open).toBe(true);
    expect(info.forum).toEqual({ ended: false, next: null });
    const session = (await (
      await forum.request('/api/admin/session', { headers: bearer(token) })
    ).json()) as AdminSessionInfo;
    expect(session.forum).toMatchObject({ year: EDITION.year, ended: false, endedNotice: null, clock: null });
    // The reminders are written when first listed: day 2's (10:00 on day 1) is still ahead.
    const messages = (await (
      await forum.request('/api/admin/messages', { headers: bearer(token) })
    ).json()) as MessageSummary[];
    const dayTwo = messages.find((message) => message.kind === 'reminder' && message.reminderDay === 2);
    expect(dayTwo?.state).toBe('scheduled');
  });

  it('keeps its desk closed the day before the forum: 409 not_forum_day, for check-ins and walk-ins', async () => {
    now = new Date(korea(DAY1, '00:00:00').getTime() - 1);
    const { id } = await registered();
    const refused = await checkIn(forum, token, { code: await checkinCodeOf(id), day: 1, desk: 'Desk 1' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('not_forum_day');
    const walkIn = await forum.request('/api/user/onsite', {
      json: { ...validRegistration(), day: 1, desk: 'Desk 1' },
      headers: bearer(token),
    });
    expect(walkIn.status).toBe(409);
    expect(((await walkIn.json()) as { error: { code: string } }).error.code).toBe('not_forum_day');
  });

  it('checks people in on a forum day, from 00:00 Korea time', async () => {
    now = korea(DAY1, '00:00:00');
    const { id } = await registered();
    const made = await checkIn(forum, token, { code: await checkinCodeOf(id), day: 1, desk: 'Desk 1' });
    expect(made.status).toBe(200);
    now = korea(DAY2, '23:59:59');
    await logIn();
    const walkIn = await forum.request('/api/user/onsite', {
      json: { ...validRegistration(), day: 2, desk: 'Desk 1' },
      headers: bearer(token),
    });
    expect(walkIn.status).toBe(201);
  });
});

describe('seat offers and the session start', () => {
  it("offers a freed seat until the session's start at the latest, and none once it has begun", async () => {
    now = korea(DAY1, '07:00:00');
    await logIn();
    const taken = (await forum
      .db('session_places')
      .where({ session: OPENING })
      .whereIn('status', ['seated', 'offered'])
      .count({ n: '*' })) as Array<{ n: number | string }>;
    const seatedNow = Number(taken[0]?.n ?? 0);
    expect((await setCapacity(OPENING, seatedNow + 1)).status).toBe(200);
    await registered({ attendext: [OPENING] });
    const first = await registered({ attendext: [OPENING] });
    const second = await registered({ attendext: [OPENING] });
    expect(first.waiting).toEqual([OPENING]);
    expect(second.waiting).toEqual([OPENING]);

    // 08:00, 90 minutes before the session: the offer ends at its start, not 24 hours on.
    now = korea(DAY1, '08:00:00');
    await logIn();
    expect((await setCapacity(OPENING, seatedNow + 2)).status).toBe(200);
    const offer = await placeOf(first.id, OPENING);
    expect(offer.status).toBe('offered');
    expect(new Date(offer.offer_expires_at!).getTime()).toBe(OPENING_START.getTime());

    // Once the session has begun, a freed seat is offered to nobody.
    now = new Date(OPENING_START.getTime() + 60_000);
    await logIn();
    expect((await setCapacity(OPENING, seatedNow + 3)).status).toBe(200);
    expect((await placeOf(second.id, OPENING)).status).toBe('waiting');
    expect(
      await forum
        .db('session_places')
        .where({ session: OPENING, status: 'offered' })
        .whereRaw('offer_expires_at > ?', [now])
        .count({ n: '*' })
        .then((rows) => Number((rows as Array<{ n: number | string }>)[0]?.n)),
    ).toBe(0);
  });
});

describe('after the last forum day (Korea time)', () => {
  beforeAll(async () => {
    now = AFTER;
    await logIn();
  });

  it('refuses registrations: 403 registration_closed, saying the forum has ended', async () => {
    const res = await register();
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('registration_closed');
    expect(body.error.message).toContain(`The ${EDITION.year} forum has ended`);
    const ko = await forum.request('/api/user', {
      json: validRegistration({ locale: 'ko' }),
      headers: { 'Accept-Language': 'ko' },
    });
    expect(ko.status).toBe(403);
    expect(((await ko.json()) as { error: { message: string } }).error.message).toContain(
      `${EDITION.year} 포럼이 끝났습니다`,
    );
  });

  it('tells the site the forum has ended, with no next forum yet', async () => {
    const info = (await (await forum.request('/api/site-info')).json()) as SiteInfo;
    expect(info.registration.open).toBe(false);
    expect(info.forum).toEqual({ ended: true, next: null });
  });

  it("puts the ended notice in the admin's bar, in both languages", async () => {
    const session = (await (
      await forum.request('/api/admin/session', { headers: bearer(token) })
    ).json()) as AdminSessionInfo;
    expect(session.forum).toMatchObject({
      year: EDITION.year,
      ended: true,
      endedNotice: { en: forumEndedNotice(EDITION, 'en'), ko: forumEndedNotice(EDITION, 'ko') },
    });
  });

  it('closes the desk: check-ins and walk-ins are 409 not_forum_day', async () => {
    now = AFTER;
    const [person] = (await forum.db('registrants').select('checkin_code').limit(1)) as Array<{ checkin_code: string }>;
    const refused = await checkIn(forum, token, { code: person!.checkin_code, day: 2, desk: 'Desk 1' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('not_forum_day');
    const walkIn = await forum.request('/api/user/onsite', {
      json: { ...validRegistration(), day: 2, desk: 'Desk 1' },
      headers: bearer(token),
    });
    expect(walkIn.status).toBe(409);
  });

  it('makes no seat offer', async () => {
    const waiting = (await forum.db('session_places').where({ status: 'waiting' }).count({ n: '*' })) as Array<{
      n: number | string;
    }>;
    expect(Number(waiting[0]?.n)).toBeGreaterThan(0);
    expect((await setCapacity(OPENING, 10_000)).status).toBe(200);
    const offered = (await forum
      .db('session_places')
      .where({ status: 'offered' })
      .whereRaw('offer_expires_at > ?', [now])
      .count({ n: '*' })) as Array<{ n: number | string }>;
    expect(Number(offered[0]?.n)).toBe(0);
  });

  it('leaves a scheduled reminder found due after its day has begun unsent (the server was down at its time)', async () => {
    await expect(forum.services.messages.queueDue()).rejects.toThrow(/reminder_day_passed/);
    const list = (await (
      await forum.request('/api/admin/messages', { headers: bearer(token) })
    ).json()) as MessageSummary[];
    const dayTwo = list.find((message) => message.kind === 'reminder' && message.reminderDay === 2);
    expect(dayTwo?.state).toBe('failed');
    expect(dayTwo?.failureReason).toBe('reminder_day_passed');
    expect(await forum.services.messages.queueDue()).toBe(0);
  });

  it('refuses to send a reminder for a day that has begun, cancelled or not: 409 reminder_day_passed', async () => {
    const list = (await (
      await forum.request('/api/admin/messages', { headers: bearer(token) })
    ).json()) as MessageSummary[];
    const reminders = list.filter((message) => message.kind === 'reminder');
    expect(reminders.map((reminder) => reminder.reminderDay).sort()).toEqual([1, 2]);
    for (const reminder of reminders) {
      const res = await forum.request(`/api/admin/messages/${reminder.id}/send`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('reminder_day_passed');
    }
    const after = (await (
      await forum.request('/api/admin/messages', { headers: bearer(token) })
    ).json()) as MessageSummary[];
    for (const reminder of after.filter((message) => message.kind === 'reminder'))
      expect(reminder.state).not.toBe('sending');
    expect(
      await forum
        .db('message_recipients')
        .count({ n: '*' })
        .then((rows) => Number((rows as Array<{ n: number | string }>)[0]?.n)),
    ).toBe(0);
  });
});

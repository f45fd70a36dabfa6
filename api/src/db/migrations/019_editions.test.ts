import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../testing';
import { migrateLatest, migrationSource, pendingMigrations } from '../migrate';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

const at = new Date('2025-09-01T01:02:03.456Z');

const registrant = (n: number, edition?: number) => ({
  company: 'Returning Co',
  name: `Person ${n}`,
  title: 'Partner',
  email: `person${n}@example.com`,
  email_normalized: `person${n}@example.com`,
  phone: '02-555-0100',
  biztype: 1,
  attendext: 'day11|',
  about: 'Newsletter',
  consent_at: at,
  created_at: at,
  checkin_code: `CODE${n}${edition ?? ''}`.padEnd(10, 'X'),
  ...(edition ? { edition } : {}),
});

const profile = (registrantId: number, role: string) => ({
  registrant_id: registrantId,
  role,
  organisation: 'Org',
  pitch: 'Pitch',
  sectors: 'ai',
  stages: 'seed',
  consented_at: at,
  updated_at: at,
});

const reminder = (day: number, edition?: number) => ({
  kind: 'reminder',
  reminder_day: day,
  state: 'scheduled',
  audience: '{}',
  subject_en: 'Tomorrow',
  subject_ko: '내일',
  body_en: 'See you',
  body_ko: '내일 뵙겠습니다',
  created_by_email: 'system',
  created_at: at,
  ...(edition ? { edition } : {}),
});

describe('migration 019 (editions)', () => {
  it('assigns a 2025 database to 2025 and makes e-mail, reminder day, meeting slot and capacity keys per edition', async () => {
    const db = testDb.db;
    while (!(await pendingMigrations(db)).includes('019_editions')) await db.migrate.down({ migrationSource });

    // A 2025 forum: two registrants, a seat and a waiting place, a check-in, a meeting, a reminder, an invitation.
    await db('registrants').insert([registrant(1), registrant(2)]);
    const [first, second] = (await db('registrants').orderBy('id').pluck('id')) as number[];
    await db('session_capacity')
      .where({ code: 'day11' })
      .update({ capacity: 1, capacity_set: true, seated: 1, waiting: 1 });
    await db('session_places').insert([
      { registrant_id: first, session: 'day11', status: 'seated', created_at: at },
      { registrant_id: second, session: 'day11', status: 'waiting', created_at: at },
    ]);
    await db('checkins').insert({ registrant_id: first, day: 1, checked_in_at: at, desk: 'Desk 1' });
    await db('meeting_profiles').insert([profile(first!, 'investor'), profile(second!, 'company')]);
    const [investor, company] = (await db('meeting_profiles').orderBy('id').pluck('id')) as number[];
    await db('meeting_requests').insert({
      from_profile_id: investor,
      to_profile_id: company,
      note: '',
      status: 'accepted',
      created_at: at,
    });
    const [request] = (await db('meeting_requests').pluck('id')) as number[];
    const slot = { day: 1, start: '10:00', end: '10:20', table_no: 1 };
    await db('meetings').insert({
      request_id: request,
      investor_profile_id: investor,
      company_profile_id: company,
      ...slot,
      created_at: at,
    });
    await db('messages').insert(reminder(1));
    await db('invitations').insert({
      email: 'guest@example.com',
      email_normalized: 'guest@example.com',
      name: 'Guest',
      locale: 'en',
      source: 'Last year',
      created_at: at,
      updated_at: at,
    });

    await migrateLatest(db);

    for (const table of [
      'registrants',
      'session_places',
      'checkins',
      'messages',
      'meeting_profiles',
      'meeting_requests',
      'meetings',
      'invitations',
    ])
      expect(new Set(await db(table).pluck('edition')), table).toEqual(new Set([2025]));
    const capacity = await db('session_capacity').where({ edition: 2025, code: 'day11' }).first();
    expect(capacity).toMatchObject({ capacity: 1, seated: 1, waiting: 1 });
    expect(
      Number(
        await db('session_capacity')
          .where({ edition: 2025 })
          .count({ n: '*' })
          .first()
          .then((r) => r?.n),
      ),
    ).toBe(7);

    // A returning attendee registers again in 2026; twice in one edition is still refused.
    // (The status has no default since migration 021: a row names it.)
    const approved = { status: 'approved' };
    await db('registrants').insert({ ...registrant(1, 2026), ...approved });
    await expect(
      db('registrants').insert({ ...registrant(1, 2026), ...approved, checkin_code: 'OTHERCODE1' }),
    ).rejects.toThrow();
    await expect(
      db('registrants').insert({ ...registrant(1), ...approved, checkin_code: 'OTHERCODE2' }),
    ).rejects.toThrow();
    // The check-in code stays unique across editions.
    await expect(
      db('registrants').insert({ ...registrant(3, 2026), ...approved, checkin_code: registrant(1).checkin_code }),
    ).rejects.toThrow();
    // 2026's reminder for day 1 beside 2025's; a second one for the same edition and day is refused.
    await db('messages').insert(reminder(1, 2026));
    await expect(db('messages').insert(reminder(1, 2026))).rejects.toThrow();
    // The same session code has a capacity row per edition.
    await db('session_capacity').insert({ edition: 2026, code: 'day11', capacity: 50, capacity_set: true });
    await expect(db('session_capacity').insert({ edition: 2026, code: 'day11' })).rejects.toThrow();
    // The 2025 meeting's table and slot are free in 2026 (a 2026 meeting has its own request).
    await db('meeting_requests').insert({
      from_profile_id: investor,
      to_profile_id: company,
      note: '',
      status: 'accepted',
      created_at: at,
      edition: 2026,
    });
    const request2026 = (await db('meeting_requests').where({ edition: 2026 }).pluck('id'))[0] as number;
    const meeting2026 = {
      request_id: request2026,
      investor_profile_id: investor,
      company_profile_id: company,
      ...slot,
      created_at: at,
    };
    await db('meetings').insert({ ...meeting2026, edition: 2026 });
    expect(await db('meetings').where(slot).pluck('edition')).toEqual(expect.arrayContaining([2025, 2026]));
    await db('invitations').insert({
      email: 'guest@example.com',
      email_normalized: 'guest@example.com',
      name: 'Guest',
      locale: 'en',
      source: 'Again',
      created_at: at,
      updated_at: at,
      edition: 2026,
    });
  });

  it('walks down to 018 keeping the 2025 rows, and up again', async () => {
    const db = testDb.db;
    // Down through the migrations after 019 too (each adds one step), then 019 itself.
    while (!(await pendingMigrations(db)).includes('019_editions')) await db.migrate.down({ migrationSource });
    expect((await pendingMigrations(db))[0]).toBe('019_editions');
    expect(Number((await db('registrants').count({ n: '*' }).first())?.n)).toBe(2);
    expect(await db('session_capacity').where({ code: 'day11' }).first()).toMatchObject({ capacity: 1, seated: 1 });
    await migrateLatest(db);
    expect(await pendingMigrations(db)).toEqual([]);
  });
});

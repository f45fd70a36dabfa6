import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_CODE_PATTERN } from '@forum/shared';
import { type TestDatabase, createTestDatabase } from '../../testing';
import { migrateLatest, migrationSource, pendingMigrations } from '../migrate';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

const legacyRow = (n: number, now: Date) => ({
  company: 'Old Co',
  name: `Person ${n}`,
  title: 'Partner',
  email: `old${n}@example.com`,
  email_normalized: `old${n}@example.com`,
  phone: '02-555-0100',
  biztype: 1,
  attendext: 'day11',
  about: 'Newsletter',
  consent_at: now,
  created_at: now,
});

describe('migration 009', () => {
  it('gives every registrant who existed before it a code of their own, not on site, and then requires a code', async () => {
    const db = testDb.db;
    while (!(await pendingMigrations(db)).includes('009_checkins')) await db.migrate.down({ migrationSource });
    const now = new Date('2025-09-01T01:02:03.456Z');
    await db('registrants').insert([1, 2, 3].map((n) => legacyRow(n, now)));

    await migrateLatest(db);
    const rows = (await db('registrants').select('checkin_code', 'onsite', 'changed_at')) as Array<{
      checkin_code: string;
      onsite: unknown;
      changed_at: Date | number;
    }>;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.checkin_code).toMatch(CHECKIN_CODE_PATTERN);
      expect(Boolean(row.onsite)).toBe(false);
      expect(new Date(row.changed_at).getTime()).toBe(now.getTime());
    }
    expect(new Set(rows.map((row) => row.checkin_code)).size).toBe(3);

    // Without a code, or with one already taken, a row is refused on either database.
    await expect(db('registrants').insert(legacyRow(4, now))).rejects.toThrow();
    await expect(
      db('registrants').insert({ ...legacyRow(5, now), checkin_code: rows[0]!.checkin_code }),
    ).rejects.toThrow();
    await expect(db('registrants').update({ checkin_code: null }).where('email', 'old1@example.com')).rejects.toThrow();
  });
});

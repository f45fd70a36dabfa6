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

describe('migration 006', () => {
  it('makes every admin that existed before it a manager, not yet enrolled', async () => {
    const db = testDb.db;
    // Back to before issue 11, with an admin and a session of that time.
    // (Later migrations are undone first, however many there are by now.)
    while (!(await pendingMigrations(db)).includes('006_admin_roles_and_otp'))
      await db.migrate.down({ migrationSource });
    expect(await db.schema.hasColumn('admins', 'role')).toBe(false);
    const now = new Date();
    const [id] = await db('admins').insert({
      email: 'old@forum.test',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    });
    await db('admin_sessions').insert({
      token_hash: 'a'.repeat(64),
      admin_id: id,
      created_at: now,
      expires_at: new Date(now.getTime() + 60_000),
    });

    await migrateLatest(db);
    expect(await db('admins').select('role', 'otp_secret').where({ id })).toEqual([
      { role: 'manager', otp_secret: null },
    ]);
    const session = await db('admin_sessions').select('last_seen_at', 'created_at').first();
    expect(new Date(session.last_seen_at).getTime()).toBe(new Date(session.created_at).getTime());
  });
});

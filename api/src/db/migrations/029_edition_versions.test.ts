/**
 * Migration 029 on a database that already holds editions: each published one (current or ended)
 * keeps its document as version 1, said to be saved by whoever published it and when (its last
 * edit when nobody is recorded as publishing it); a draft has no version until it is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../testing';
import { migrationSource, pendingMigrations } from '../migrate';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

const day = (iso: string) => new Date(iso);

describe('migration 029 (edition versions)', () => {
  it('keeps every published edition as its version 1 and leaves drafts without one', async () => {
    const db = testDb.db;
    while (!(await pendingMigrations(db)).includes('029_edition_versions')) await db.migrate.down({ migrationSource });
    await db('editions').del();
    await db('editions').insert([
      {
        year: 2024,
        state: 'ended',
        document: JSON.stringify({ year: 2024, note: 'the 2024 document' }),
        published_at: day('2024-03-01T09:00:00.000Z'),
        published_by: 'organiser-2024@example.com',
        updated_at: day('2024-04-01T09:00:00.000Z'),
        updated_by: 'editor@example.com',
      },
      {
        year: 2025,
        state: 'current',
        document: JSON.stringify({ year: 2025, note: 'the 2025 document' }),
        published_at: null,
        published_by: null,
        updated_at: day('2025-02-01T09:00:00.000Z'),
        updated_by: null,
      },
      {
        year: 2026,
        state: 'draft',
        document: JSON.stringify({ year: 2026, note: 'a draft' }),
        published_at: null,
        published_by: null,
        updated_at: day('2025-10-01T09:00:00.000Z'),
        updated_by: 'organiser@example.com',
      },
    ]);
    const editions = (await db('editions').orderBy('year').select('*')) as Array<Record<string, unknown>>;

    // 029 alone.
    await db.migrate.up({ migrationSource });
    expect(await pendingMigrations(db)).not.toContain('029_edition_versions');

    const versions = (await db('edition_versions').orderBy('year').select('*')) as Array<Record<string, unknown>>;
    expect(versions.map((row) => [row.year, row.version])).toEqual([
      [2024, 1],
      [2025, 1],
    ]);
    const [ended, current] = versions;
    expect(ended!.document).toBe(editions[0]!.document);
    expect(ended!.saved_by).toBe('organiser-2024@example.com');
    expect(new Date(ended!.saved_at as string).getTime()).toBe(new Date(editions[0]!.published_at as string).getTime());
    expect(current!.document).toBe(editions[1]!.document);
    expect(current!.saved_by).toBeNull();
    expect(new Date(current!.saved_at as string).getTime()).toBe(new Date(editions[1]!.updated_at as string).getTime());

    // A year keeps one version 1.
    await expect(
      db('edition_versions').insert({ year: 2024, version: 1, document: '{}', saved_at: day('2025-01-01T00:00:00Z') }),
    ).rejects.toThrow();

    await db.migrate.down({ migrationSource });
    expect(await db.schema.hasTable('edition_versions')).toBe(false);
    const [{ n }] = (await db('editions').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe(3);
  });
});

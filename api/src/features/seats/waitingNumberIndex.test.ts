/**
 * The waiting-number index (migration 023) on the engine the suite runs on (SQLite, and MariaDB in the mysql project): the
 * waiting-number index exists with its columns in order, and the count a registration's number
 * comes from is planned through it, not through (edition, id).
 */
import { EDITION } from '@forum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeatStates } from './seats';
import { type TestDatabase, createTestDatabase, currentEditionYear, registrantRow } from '../../testing';
import { generateRegistrants } from '@forum/shared/testing';

let testDb: TestDatabase;
const INDEX = 'session_places_edition_session_status';

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

async function indexColumns(): Promise<string[]> {
  const db = testDb.db;
  if (testDb.kind === 'mysql') {
    const rows = (await db('information_schema.statistics')
      .where({ table_schema: db.raw('DATABASE()'), table_name: 'session_places', index_name: INDEX })
      .orderBy('seq_in_index')
      .select({ column: 'column_name' })) as Array<{ column: string }>;
    return rows.map((row) => row.column.toLowerCase());
  }
  const rows = (await db.raw(`PRAGMA index_info('${INDEX}')`)) as Array<{ seqno: number; name: string }>;
  return [...rows].sort((a, b) => a.seqno - b.seqno).map((row) => row.name);
}

describe('migration 023: the waiting-number index', () => {
  it('indexes session_places by (edition, session, status, id)', async () => {
    expect(await indexColumns()).toEqual(['edition', 'session', 'status', 'id']);
  });

  it("plans a waiting number's count through it", async () => {
    const db = testDb.db;
    // Enough places, in two editions and several sessions and states, that a planner has a choice.
    const people = generateRegistrants(400).map(registrantRow);
    for (let start = 0; start < people.length; start += 100)
      await db('registrants').insert(people.slice(start, start + 100));
    const ids = (await db('registrants').orderBy('id').pluck('id')) as number[];
    const now = new Date();
    const places = ids.flatMap((id, i) =>
      ['day11', 'day12', 'day21'].map((session, s) => ({
        registrant_id: id,
        session,
        status: (i + s) % 3 === 0 ? 'seated' : 'waiting',
        created_at: now,
        edition: i % 4 === 0 ? EDITION.year - 1 : EDITION.year,
      })),
    );
    for (let start = 0; start < places.length; start += 100)
      await db('session_places').insert(places.slice(start, start + 100));
    if (testDb.kind === 'mysql') await db.raw('ANALYZE TABLE session_places');
    const waiter = ids[ids.length - 2]!;

    const counts: Array<{ sql: string; bindings: unknown[] }> = [];
    const listen = (query: { sql: string; bindings?: unknown[] }) => {
      if (/count\(\*\)/i.test(query.sql)) counts.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    db.on('query', listen);
    try {
      const states = await readSeatStates(db, currentEditionYear, [waiter]);
      expect(states.get(waiter)?.day11?.status).toBe('waiting');
    } finally {
      db.off('query', listen);
    }
    expect(counts.length).toBeGreaterThan(0);
    for (const { sql, bindings } of counts) {
      if (testDb.kind === 'mysql') {
        const [rows] = (await db.raw(`EXPLAIN ${sql}`, bindings as Array<string | number>)) as [Array<{ key: string }>];
        expect(rows.map((row) => row.key)).toEqual([INDEX]);
      } else {
        const plan = (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as Array<string | number>)) as Array<{
          detail: string;
        }>;
        expect(plan.map((step) => step.detail).join('\n')).toContain(`COVERING INDEX ${INDEX}`);
      }
    }
  });
});

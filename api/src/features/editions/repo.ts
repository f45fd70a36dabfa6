/**
 * The `editions` table (migration 022), Knex only. A row's `state` is `draft`, `current` (published:
 * the latest published year is the edition the product runs) or `purged`; `ended` is derived.
 */
import type { Knex } from 'knex';
import { type EditionDocument, parseEditionDocument } from '@forum/shared';
import { toDate } from '../../db/database';

export type StoredEditionState = 'draft' | 'current' | 'purged';

export interface EditionRecord {
  year: number;
  state: StoredEditionState;
  document: EditionDocument;
  publishedAt: Date | null;
}

interface Row {
  year: number | string;
  state: string;
  document: string;
  published_at: unknown;
}

function recordOf(row: Row): EditionRecord {
  const parsed: unknown = JSON.parse(row.document);
  // A stored document is one the schema accepted; a malformed one is read as it is and its
  // problems reported by the check (the server refuses to start on a current one).
  const document = parseEditionDocument(parsed) ?? (parsed as EditionDocument);
  const state: StoredEditionState = row.state === 'draft' || row.state === 'purged' ? row.state : 'current';
  return { year: Number(row.year), state, document, publishedAt: row.published_at ? toDate(row.published_at) : null };
}

export function createEditionsRepo(db: Knex) {
  const columns = ['year', 'state', 'document', 'published_at'];
  return {
    async all(): Promise<EditionRecord[]> {
      const rows = (await db('editions').select(columns).orderBy('year')) as Row[];
      return rows.map(recordOf);
    },
    async one(year: number, trx: Knex = db): Promise<EditionRecord | null> {
      const row = (await trx('editions').where({ year }).first(columns)) as Row | undefined;
      return row ? recordOf(row) : null;
    },
    /** The published edition of the latest year: the one the product runs (null before the seed). */
    async current(trx: Knex = db): Promise<EditionRecord | null> {
      const row = (await trx('editions').where({ state: 'current' }).orderBy('year', 'desc').first(columns)) as
        Row | undefined;
      return row ? recordOf(row) : null;
    },
    async insert(
      trx: Knex,
      record: { year: number; state: StoredEditionState; document: EditionDocument },
      by: string | null,
      now: Date,
    ): Promise<void> {
      await trx('editions').insert({
        year: record.year,
        state: record.state,
        document: JSON.stringify(record.document),
        published_at: record.state === 'current' ? now : null,
        published_by: record.state === 'current' ? by : null,
        updated_at: now,
        updated_by: by,
      });
    },
    async saveDocument(trx: Knex, year: number, document: EditionDocument, by: string, now: Date): Promise<void> {
      await trx('editions')
        .where({ year })
        .update({ document: JSON.stringify(document), updated_at: now, updated_by: by });
    },
    async publish(trx: Knex, year: number, by: string, now: Date): Promise<void> {
      await trx('editions')
        .where({ year })
        .update({ state: 'current', published_at: now, published_by: by, updated_at: now, updated_by: by });
    },
    async remove(trx: Knex, year: number): Promise<number> {
      await trx('edition_previews').where({ year }).delete();
      return trx('editions').where({ year, state: 'draft' }).delete();
    },
    /** Registrations per edition year. */
    async registrantCounts(): Promise<Map<number, number>> {
      const rows = (await db('registrants').select('edition').count({ n: '*' }).groupBy('edition')) as Array<{
        edition: number | string;
        n: number | string;
      }>;
      return new Map(rows.map((row) => [Number(row.edition), Number(row.n)]));
    },
    /**
     * The codes of `year`'s sessions some registration chose (a seat, a place in line, or the choice
     * of one under review, which holds no place yet).
     */
    async sessionsInUse(year: number): Promise<Set<string>> {
      const placed = (await db('session_places')
        .where({ edition: year })
        .distinct('session')
        .pluck('session')) as string[];
      const chosen = (await db('registrants')
        .where({ edition: year })
        .distinct('attendext')
        .pluck('attendext')) as string[];
      return new Set([...placed, ...chosen.flatMap((value) => value.split('|')).filter((code) => code !== '')]);
    },
  };
}

export type EditionsRepo = ReturnType<typeof createEditionsRepo>;

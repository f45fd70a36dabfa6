/**
 * An edition published straight into a test database, as the Forum screen's publish leaves it: for
 * tests that start a server on another edition than the shipped one (the sample 2026).
 */
import type { Edition, EditionProgramme } from '@forum/shared';
import type { Database } from '../db/database';

export async function publishEditionInDatabase(db: Database, edition: Edition, programme: EditionProgramme) {
  const now = new Date();
  const row = {
    state: 'current',
    document: JSON.stringify({ ...edition, programme }),
    published_at: now,
    published_by: 'test',
    updated_at: now,
    updated_by: 'test',
  };
  const updated = await db('editions').where({ year: edition.year }).update(row);
  if (updated === 0) await db('editions').insert({ year: edition.year, ...row });
}

/** The counts an edition's purges kept: what the admin still shows once its people are gone. */
import { type RegistrantTotals, editionOf } from '@forum/shared';
import { type Database, toDate } from '../../db/database';
import { emptyCounts } from './purgeSteps';

/**
 * The counts kept by every purge of `edition`, added up, keyed by that edition's session codes (an
 * edition no longer known: every code); null when nothing of it was ever purged. Editions are never
 * mixed: a 2025 purge does not show in 2026's figures.
 */
export async function purgedTotals(db: Database, edition: number): Promise<RegistrantTotals | null> {
  const rows = await db('registrant_purges')
    .select('purged_at', 'retention_until', 'totals')
    .where('edition', edition)
    .orderBy('id', 'asc');
  if (rows.length === 0) return null;
  const sum = emptyCounts(editionOf(edition)?.sessions.map((session) => session.code));
  for (const row of rows) {
    const counts = JSON.parse(String(row.totals)) as ReturnType<typeof emptyCounts>;
    sum.total += counts.total;
    sum.noSession += counts.noSession;
    sum.otherType += counts.otherType;
    for (const code of Object.keys(sum.sessions) as Array<keyof typeof sum.sessions>)
      sum.sessions[code] = (sum.sessions[code] ?? 0) + (counts.sessions[code] ?? 0);
    for (const code of Object.keys(sum.businessTypes).map(Number) as Array<keyof typeof sum.businessTypes>)
      sum.businessTypes[code] += counts.businessTypes[code] ?? 0;
  }
  const last = rows[rows.length - 1]!;
  return { ...sum, purgedAt: toDate(last.purged_at).toISOString(), retentionUntil: String(last.retention_until) };
}

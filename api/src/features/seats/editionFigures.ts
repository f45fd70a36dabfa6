/**
 * A past edition's session figures for `GET /api/admin/sessions?edition=2025` and the stats: its
 * own sessions (from its file, whatever this year's are), capacities and counters as they were
 * left. Read only: a past edition's seats never change, so no offer is passed on before reading.
 */
import { SEAT_STATUSES, type SessionSeatsSummary, editionOf } from '@forum/shared';
import type { Knex } from 'knex';

export async function editionSummaries(db: Knex, year: number): Promise<SessionSeatsSummary[]> {
  const edition = editionOf(year);
  if (!edition) return [];
  const rows = (await db('session_capacity')
    .select('code', 'capacity', 'capacity_set', ...SEAT_STATUSES)
    .where('edition', year)) as Array<
    { code: string; capacity: number | string | null; capacity_set: unknown } & Record<
      (typeof SEAT_STATUSES)[number],
      number | string
    >
  >;
  const byCode = new Map(rows.map((row) => [row.code, row]));
  // Seated people who checked in on their session's day, in that edition.
  const checkins = (await db('session_places as p')
    .join('checkins as c', 'c.registrant_id', 'p.registrant_id')
    .select('p.session', 'c.day')
    .count({ n: '*' })
    .where({ 'p.status': 'seated', 'p.edition': year, 'c.edition': year })
    .groupBy('p.session', 'c.day')) as Array<{ session: string; day: number | string; n: number | string }>;
  return edition.sessions.map((session) => {
    const row = byCode.get(session.code);
    const fileCapacity = session.capacity ?? null;
    const capacity = row?.capacity_set ? (row.capacity === null ? null : Number(row.capacity)) : fileCapacity;
    const count = (status: (typeof SEAT_STATUSES)[number]) => Number(row?.[status] ?? 0);
    const [seated, offered, waiting, expired] = [count('seated'), count('offered'), count('waiting'), count('expired')];
    return {
      code: session.code,
      capacity,
      seated,
      offered,
      waiting,
      expired,
      full: capacity !== null && (seated + offered >= capacity || waiting > 0),
      defaultCapacity: fileCapacity,
      checkedIn: checkins
        .filter((entry) => entry.session === session.code && Number(entry.day) === session.day)
        .reduce((sum, entry) => sum + Number(entry.n), 0),
    };
  });
}

/**
 * What the retention purge destroys, one step per table, run in order in one transaction. Each
 * step counts (for `--dry-run`) and deletes one edition's rows (migration 019): an edition is
 * purged at its own retention date, the others are left alone. Tables that hold registrants' data and point at
 * registrants (the mail outbox, manage links) have their step BEFORE `registrants`, which goes last
 * and leaves only counts behind.
 */
import {
  BUSINESS_TYPE_CODES,
  type BusinessTypeCode,
  EDITION,
  type RegistrantTotals,
  SESSION_CODES,
  type SessionCode,
  editionOf,
  isBusinessTypeCode,
} from '@forum/shared';
import type { Database } from '../../db/database';
import { countPlaces, purgePlaces } from '../seats';

export interface PurgeContext {
  now: Date;
  retentionUntil: string;
  /** The edition (year) being purged. */
  edition: number;
  /** The current edition's year: its seat counters follow a purge of its places. */
  currentYear: number;
}

export interface PurgeStep {
  /** Names the step in the dry run's report and in the access-log entry. */
  name: string;
  count(db: Database, edition: number): Promise<number>;
  /** Deletes everything the step covers; returns how many rows went. */
  run(trx: Database, context: PurgeContext): Promise<number>;
}

async function countRows(db: Database, table: string, edition: number): Promise<number> {
  const [{ n }] = (await db(table).where('edition', edition).count({ n: '*' })) as [{ n: number | string }];
  return Number(n);
}

/** The edition's registrant ids, for the tables that name a registrant but carry no edition. */
const editionRegistrants = (db: Database, edition: number) => db('registrants').select('id').where('edition', edition);

async function countByRegistrant(db: Database, table: string, edition: number): Promise<number> {
  const [{ n }] = (await db(table).whereIn('registrant_id', editionRegistrants(db, edition)).count({ n: '*' })) as [
    { n: number | string },
  ];
  return Number(n);
}

type Counts = Omit<RegistrantTotals, 'purgedAt' | 'retentionUntil'>;

export function emptyCounts(codes: readonly SessionCode[] = SESSION_CODES): Counts {
  return {
    total: 0,
    sessions: Object.fromEntries(codes.map((code) => [code, 0])) as Record<SessionCode, number>,
    noSession: 0,
    businessTypes: Object.fromEntries(BUSINESS_TYPE_CODES.map((code) => [code, 0])) as Record<BusinessTypeCode, number>,
    otherType: 0,
  };
}

/** Head counts by session and business type: all that is kept of the registrants. */
async function countRegistrants(trx: Database, edition: number): Promise<Counts> {
  const codes = (editionOf(edition) ?? EDITION).sessions.map((session) => session.code);
  const counts = emptyCounts(codes);
  const rows = (await trx('registrants').select('attendext', 'biztype').where('edition', edition)) as Array<{
    attendext: string;
    biztype: number;
  }>;
  for (const row of rows) {
    counts.total += 1;
    const codes = new Set(String(row.attendext).split('|'));
    let any = false;
    for (const code of Object.keys(counts.sessions)) {
      if (codes.has(code)) {
        counts.sessions[code] = (counts.sessions[code] ?? 0) + 1;
        any = true;
      }
    }
    if (!any) counts.noSession += 1;
    const type = Number(row.biztype);
    if (isBusinessTypeCode(type)) counts.businessTypes[type] += 1;
    else counts.otherType += 1;
  }
  return counts;
}

export const registrantsStep: PurgeStep = {
  name: 'registrants',
  count: (db, edition) => countRows(db, 'registrants', edition),
  async run(trx, context) {
    const counts = await countRegistrants(trx, context.edition);
    if (counts.total === 0) return 0;
    await trx('registrant_purges').insert({
      purged_at: context.now,
      retention_until: context.retentionUntil,
      registrant_count: counts.total,
      totals: JSON.stringify(counts),
      edition: context.edition,
    });
    return trx('registrants').where('edition', context.edition).delete();
  },
};

/** The edition's rows of a table that holds nothing once its registrants are gone. */
function editionStep(table: string): PurgeStep {
  return {
    name: table,
    count: (db, edition) => countRows(db, table, edition),
    run: (trx, context) => trx(table).where('edition', context.edition).delete(),
  };
}

/** The rows of a table without an edition column that name one of the edition's registrants. */
function registrantStep(table: string): PurgeStep {
  return {
    name: table,
    count: (db, edition) => countByRegistrant(db, table, edition),
    run: (trx, context) => trx(table).whereIn('registrant_id', editionRegistrants(trx, context.edition)).delete(),
  };
}

/**
 * In order, `registrants` last. The edition's mail goes: messages not yet sent would carry
 * personal data past the date, and delivered ones keep only ids of people no longer there.
 * `registrant_removals` goes whole: ids of people no longer there, which only the desks' incremental
 * rosters read (a desk reloads in full on opening). The
 * manage links and the event day's check-ins go with it (their foreign keys would take them too,
 * but SQLite files opened by other tools may not enforce them), and so do the ids of registrants
 * deleted earlier that desks' incremental rosters read.
 */
export const PURGE_STEPS: readonly PurgeStep[] = [
  // Who each message to registrants went to (the messages themselves name nobody).
  registrantStep('message_recipients'),
  editionStep('checkins'),
  {
    name: 'registrant_removals',
    count: async (db) => Number(((await db('registrant_removals').count({ n: '*' })) as [{ n: number | string }])[0].n),
    run: (trx) => trx('registrant_removals').delete(),
  },
  registrantStep('mail_outbox'),
  registrantStep('registration_links'),
  // Seats, offers and waiting lists: nothing of a person once the person is gone (the seats
  // feature empties them, with the counts kept beside them).
  {
    name: 'session_places',
    count: (db, edition) => countPlaces(db, edition),
    run: (trx, context) => purgePlaces(trx, () => context.currentYear, context.edition),
  },
  // The one-to-one meetings' profiles, requests and bookings: personal data of registrants.
  editionStep('meetings'),
  editionStep('meeting_requests'),
  editionStep('meeting_profiles'),
  // The invitation list: names and addresses the organisers imported, and what became of each.
  editionStep('invitations'),
  registrantsStep,
];

/**
 * What the retention purge destroys, one step per table, run in order in one transaction. Each
 * step counts (for `--dry-run`) and deletes. Tables that hold registrants' data and point at
 * registrants (the mail outbox, manage links) have their step BEFORE `registrants`, which goes last
 * and leaves only counts behind.
 */
import {
  BUSINESS_TYPE_CODES,
  type BusinessTypeCode,
  type RegistrantTotals,
  SESSION_CODES,
  type SessionCode,
  isBusinessTypeCode,
} from '@forum/shared';
import type { Database } from '../../db/database';
import { countPlaces, purgePlaces } from '../seats';

export interface PurgeContext {
  now: Date;
  retentionUntil: string;
}

export interface PurgeStep {
  /** Names the step in the dry run's report and in the access-log entry. */
  name: string;
  count(db: Database): Promise<number>;
  /** Deletes everything the step covers; returns how many rows went. */
  run(trx: Database, context: PurgeContext): Promise<number>;
}

async function countRows(db: Database, table: string): Promise<number> {
  const [{ n }] = (await db(table).count({ n: '*' })) as [{ n: number | string }];
  return Number(n);
}

type Counts = Omit<RegistrantTotals, 'purgedAt' | 'retentionUntil'>;

export function emptyCounts(): Counts {
  return {
    total: 0,
    sessions: Object.fromEntries(SESSION_CODES.map((code) => [code, 0])) as Record<SessionCode, number>,
    noSession: 0,
    businessTypes: Object.fromEntries(BUSINESS_TYPE_CODES.map((code) => [code, 0])) as Record<BusinessTypeCode, number>,
    otherType: 0,
  };
}

/** Head counts by session and business type: all that is kept of the registrants. */
async function countRegistrants(trx: Database): Promise<Counts> {
  const counts = emptyCounts();
  const rows = (await trx('registrants').select('attendext', 'biztype')) as Array<{
    attendext: string;
    biztype: number;
  }>;
  for (const row of rows) {
    counts.total += 1;
    const codes = new Set(String(row.attendext).split('|'));
    let any = false;
    for (const code of SESSION_CODES) {
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
  count: (db) => countRows(db, 'registrants'),
  async run(trx, context) {
    const counts = await countRegistrants(trx);
    if (counts.total === 0) return 0;
    await trx('registrant_purges').insert({
      purged_at: context.now,
      retention_until: context.retentionUntil,
      registrant_count: counts.total,
      totals: JSON.stringify(counts),
    });
    return trx('registrants').delete();
  },
};

/** Every row of a table that holds nothing once the registrants are gone. */
function wholeTableStep(table: string): PurgeStep {
  return { name: table, count: (db) => countRows(db, table), run: (trx) => trx(table).delete() };
}

/**
 * In order, `registrants` last. The mail outbox goes whole: messages not yet sent would carry
 * personal data past the date, and delivered ones keep only ids of people no longer there. The
 * manage links and the event day's check-ins go with it (their foreign keys would take them too,
 * but SQLite files opened by other tools may not enforce them), and so do the ids of registrants
 * deleted earlier that desks' incremental rosters read.
 */
export const PURGE_STEPS: readonly PurgeStep[] = [
  // Who each message to registrants went to (the messages themselves name nobody).
  wholeTableStep('message_recipients'),
  wholeTableStep('checkins'),
  wholeTableStep('registrant_removals'),
  wholeTableStep('mail_outbox'),
  wholeTableStep('registration_links'),
  // Seats, offers and waiting lists: nothing of a person once the person is gone (the seats
  // feature empties them, with the counts kept beside them).
  { name: 'session_places', count: (db) => countPlaces(db), run: (trx) => purgePlaces(trx) },
  // The one-to-one meetings' profiles, requests and bookings: personal data of registrants.
  wholeTableStep('meetings'),
  wholeTableStep('meeting_requests'),
  wholeTableStep('meeting_profiles'),
  // The invitation list: names and addresses the organisers imported, and what became of each.
  wholeTableStep('invitations'),
  registrantsStep,
];

import {
  type ApprovalDecisionRecord,
  type AttendValue,
  type DeclineReason,
  type Locale,
  type Registrant,
  type RegistrantDetails,
  type Registration,
  type RegistrationStatus,
  type SessionCode,
  editionOf,
  isSessionCode,
  registrationStatusOf,
} from '@forum/shared';
import type { Knex } from 'knex';
import { isMysql, toDate } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { newCheckinCode } from './checkinCode';
import { registrationEmailKey } from './emailKey';

const LIST_COLUMNS = [
  'id',
  'company',
  'name',
  'title',
  'email',
  'phone',
  'biztype',
  'attend',
  'attendext',
  'about',
  'about_other',
  'locale',
  'created_at',
  'checkin_code',
  'status',
  'edition',
  'decided_at',
  'decided_by',
  'decline_reason',
] as const;

/** A new registrant's id and the check-in code written with it. */
export interface InsertedRegistrant {
  id: number;
  checkinCode: string;
}

/** A registrant as the manage link and the e-mails need it: with its revision (the calendar's SEQUENCE). */
export interface StoredRegistrant extends Registrant {
  revision: number;
}

/**
 * A row of `registrants` as read: the registrant's fields (the shared definition), the sessions as
 * the pipe-joined codes they are stored as, and the record's own columns.
 */
interface RegistrantRow extends Omit<
  RegistrantDetails,
  'attend' | 'businessType' | 'sessions' | 'locale' | 'aboutOther'
> {
  id: number;
  about_other: string | null;
  /** The columns keep the seed's names: `biztype` is the business type, `attendext` the pipe-joined sessions. */
  biztype: number | string;
  attend: string;
  attendext: string;
  locale: string;
  created_at: Date | number;
  checkin_code: string | null;
  status: string;
  edition: number | string;
  decided_at: Date | number | string | null;
  decided_by: string | null;
  decline_reason: string | null;
}

/**
 * The codes a row's edition defines (a 2025 row keeps `day23` after 2026 dropped it); a row of a
 * year no published edition knows is read by the scope's edition, else by every known code.
 */
function sessionsOfRow(row: RegistrantRow, scope: EditionScope): SessionCode[] {
  const edition = editionOf(Number(row.edition)) ?? editionOf(scope());
  return row.attendext
    .split('|')
    .filter((code) => (edition ? edition.sessions.some((session) => session.code === code) : isSessionCode(code)));
}

function toRegistrant(row: RegistrantRow, scope: EditionScope): Registrant {
  return {
    id: Number(row.id),
    company: row.company,
    name: row.name,
    title: row.title,
    email: row.email,
    phone: row.phone,
    businessType: Number(row.biztype),
    attend: row.attend as AttendValue,
    sessions: sessionsOfRow(row, scope),
    about: row.about,
    aboutOther: row.about_other ?? '',
    locale: (row.locale === 'ko' ? 'ko' : 'en') as Locale,
    createdAt: toDate(row.created_at).toISOString(),
    ...(row.checkin_code ? { checkinCode: row.checkin_code } : {}),
    status: registrationStatusOf(row.status),
    edition: Number(row.edition),
    ...decisionOf(row),
  };
}

/** The latest manager's decision, when one was made (decided_at and decided_by are written together). */
function decisionOf(row: RegistrantRow): { decision?: ApprovalDecisionRecord } {
  if (row.decided_at === null || row.decided_by === null) return {};
  const status = registrationStatusOf(row.status);
  return {
    decision: {
      decision: status === 'declined' ? 'decline' : 'approve',
      reason: status === 'declined' ? readReason(row.decline_reason) : null,
      by: row.decided_by,
      at: toDate(row.decided_at).toISOString(),
    },
  };
}

function readReason(stored: string | null): DeclineReason | null {
  if (!stored) return null;
  const parsed = JSON.parse(stored) as DeclineReason;
  const reason: DeclineReason = {};
  if (typeof parsed.en === 'string' && parsed.en.trim()) reason.en = parsed.en;
  if (typeof parsed.ko === 'string' && parsed.ko.trim()) reason.ko = parsed.ko;
  return reason.en || reason.ko ? reason : null;
}

function toStored(row: RegistrantRow & { revision: number }, scope: EditionScope): StoredRegistrant {
  return { ...toRegistrant(row, scope), revision: Number(row.revision) };
}

/** The columns a registration's fields are stored in, but the e-mail (and consent, set once at insert). */
function changeableColumns(registration: Registration) {
  return {
    company: registration.company,
    name: registration.name,
    title: registration.title,
    phone: registration.phone,
    biztype: registration.businessType,
    attend: registration.attend,
    attendext: registration.sessions.join('|'),
    about: registration.about,
    about_other: registration.aboutOther,
    locale: registration.locale,
  };
}

/** A new registrant's row: consent is given at registration, and its code is made with it. */
function newRow(registration: Registration, now: Date, onsite: boolean, status: RegistrationStatus, year: number) {
  return {
    status,
    ...changeableColumns(registration),
    email: registration.email,
    email_normalized: registrationEmailKey(registration.email),
    consent_at: now,
    created_at: now,
    changed_at: now,
    // Every registration is the scope's (the current edition's): past editions are read-only.
    edition: year,
    checkin_code: newCheckinCode(),
    onsite,
  };
}

/** Pass the Knex of a transaction to take part in it; `scope`: the edition written and looked up. */
export function createRegistrationRepo(db: Knex, scope: EditionScope) {
  return {
    /**
     * Inserts one registrant with a fresh check-in code; a duplicate normalised e-mail (or, very
     * rarely, check-in code) raises the driver's unique-key error. `onsite`: a walk-in.
     */
    async insert(
      registration: Registration,
      now: Date,
      options: { onsite?: boolean; status: RegistrationStatus },
    ): Promise<InsertedRegistrant> {
      const row = newRow(registration, now, options.onsite ?? false, options.status, scope());
      const [id] = await db('registrants').insert(row);
      return { id: Number(id), checkinCode: row.checkin_code };
    },

    /** Which of these e-mails (normalised) are registered already. */
    async registeredEmails(emails: readonly string[]): Promise<Set<string>> {
      const rows = (await db('registrants')
        .select('email_normalized')
        .where('edition', scope())
        .whereIn('email_normalized', emails.map(registrationEmailKey))) as { email_normalized: string }[];
      return new Set(rows.map((row) => row.email_normalized));
    },

    /**
     * Every registrant of `edition` (default: the scope's) in registration order (or only those
     * in `ids`), with the walk-in mark and the other editions the same e-mail registered for.
     */
    async list(ids?: readonly number[], edition: number = scope()): Promise<Registrant[]> {
      const query = db('registrants')
        .select([...LIST_COLUMNS, 'onsite'])
        .where('edition', edition)
        .orderBy('id', 'asc');
      if (ids) query.whereIn('id', ids);
      const returning = (await db('registrants as r')
        .join('registrants as o', 'o.email_normalized', 'r.email_normalized')
        .where('r.edition', edition)
        .whereNot('o.edition', edition)
        .select('r.id', 'o.edition')
        .orderBy('o.edition')) as Array<{ id: number; edition: number | string }>;
      const others = new Map<number, number[]>();
      for (const row of returning)
        others.set(Number(row.id), [...(others.get(Number(row.id)) ?? []), Number(row.edition)]);
      return ((await query) as Array<RegistrantRow & { onsite: unknown }>).map((row) => ({
        ...toRegistrant(row, scope),
        onsite: Boolean(row.onsite),
        ...(others.has(Number(row.id)) ? { alsoEditions: others.get(Number(row.id)) } : {}),
      }));
    },

    /** `lock`: hold the row for the rest of the transaction (MySQL; SQLite has one writer anyway). */
    async findById(id: number, options: { lock?: boolean } = {}): Promise<StoredRegistrant | null> {
      const query = db('registrants')
        .select([...LIST_COLUMNS, 'revision'])
        .where({ id })
        .first();
      const row = (await (options.lock && isMysql(db) ? query.forUpdate() : query)) as
        (RegistrantRow & { revision: number }) | undefined;
      return row ? toStored(row, scope) : null;
    },

    async findByEmail(email: string): Promise<StoredRegistrant | null> {
      const row = (await db('registrants')
        .select([...LIST_COLUMNS, 'revision'])
        .where({ email_normalized: registrationEmailKey(email), edition: scope() })
        .first()) as (RegistrantRow & { revision: number }) | undefined;
      return row ? toStored(row, scope) : null;
    },

    /**
     * Stores a change with its new revision. The e-mail is written too: the manage link cannot change
     * it (the change is checked against the stored one), an admin's edit can; a duplicate normalised
     * e-mail raises the driver's unique-key error.
     */
    async update(id: number, registration: Registration, revision: number, now: Date = new Date()): Promise<void> {
      await db('registrants')
        .where({ id })
        .update({
          ...changeableColumns(registration),
          email: registration.email,
          email_normalized: registrationEmailKey(registration.email),
          revision,
          changed_at: now,
        });
    },

    /**
     * A manager's decision: the status, who and when, and a decline's reason (an approval clears an
     * earlier decline's). The seats and mails that go with it are the caller's.
     */
    async setStatus(
      id: number,
      status: RegistrationStatus,
      now: Date,
      decision: { by: string; reason?: DeclineReason | null },
    ): Promise<void> {
      const reason = status === 'declined' ? decision.reason : null;
      const given = reason && (reason.en?.trim() || reason.ko?.trim()) ? reason : null;
      await db('registrants')
        .where({ id })
        .update({
          status,
          changed_at: now,
          decided_at: now,
          decided_by: decision.by.slice(0, 254),
          decline_reason: given ? JSON.stringify(given) : null,
        });
    },

    /**
     * Deletes the registrant and its check-ins (the foreign key would too, where enforced), and
     * leaves its id behind so desks that loaded it drop it at their next roster load.
     */
    async remove(id: number, now: Date = new Date()): Promise<boolean> {
      await db('checkins').where({ registrant_id: id }).delete();
      const removed = (await db('registrants').where({ id }).delete()) > 0;
      if (removed) await db('registrant_removals').insert({ registrant_id: id, removed_at: now });
      return removed;
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;

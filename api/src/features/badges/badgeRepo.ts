/**
 * What a badge needs of the registrants: their printed fields, language, business type and
 * check-in code. The e-mail is read only to match the list's search and never leaves this module.
 */
import {
  type BadgeFilter,
  type Locale,
  type RegistrationStatus,
  isSessionCode,
  registrationStatusOf,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { EditionScope } from '../../db/editionScope';
import { seatedSessionsOf } from '../seats';

export interface BadgePerson {
  id: number;
  name: string;
  title: string;
  company: string;
  businessType: number;
  /** The registrant's language: the badge's words (business type, forum name) follow it. */
  locale: Locale;
  /** Null only for a registrant stored before codes existed: the badge then has no QR. */
  checkinCode: string | null;
  /** Only a status that holds places gets a badge (`holdsPlaces`). */
  status: RegistrationStatus;
}

const COLUMNS = ['id', 'name', 'title', 'company', 'biztype', 'locale', 'checkin_code', 'status'] as const;

interface Row {
  id: number | string;
  name: string;
  title: string;
  company: string;
  biztype: number | string;
  locale: string;
  checkin_code: string | null;
  status: string;
}

function toPerson(row: Row): BadgePerson {
  return {
    id: Number(row.id),
    name: row.name,
    title: row.title,
    company: row.company,
    businessType: Number(row.biztype),
    locale: row.locale === 'ko' ? 'ko' : 'en',
    checkinCode: row.checkin_code,
    status: registrationStatusOf(row.status),
  };
}

/** As the admin list searches: NFC, lower case, every word somewhere in name, company or e-mail. */
function searchTerms(search: string | undefined): string[] {
  return (search ?? '')
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

/** SQLite allows a limited number of bound values per statement: long id lists go in chunks. */
const ID_CHUNK = 500;

/** Pass the Knex of a transaction to take part in it; `scope`: the edition whose badges are printed. */
export function createBadgeRepo(db: Knex, scope: EditionScope) {
  async function read(filter: BadgeFilter, ids?: readonly number[]) {
    const query = db('registrants')
      .select([...COLUMNS, 'attendext', 'email'])
      // Badges are printed for the current edition's forum.
      .where('edition', scope())
      .orderBy('id', 'asc');
    if (ids) query.whereIn('id', ids);
    if (filter.biztypes) query.whereIn('biztype', filter.biztypes);
    return (await query) as Array<Row & { attendext: string; email: string }>;
  }

  return {
    /**
     * The registrants the filter matches (everyone for an empty filter), in registration order,
     * whatever their status (the caller prints those that hold places and counts the others).
     */
    async matching(filter: BadgeFilter): Promise<BadgePerson[]> {
      let rows: Awaited<ReturnType<typeof read>>;
      if (filter.ids) {
        rows = [];
        for (let i = 0; i < filter.ids.length; i += ID_CHUNK)
          rows.push(...(await read(filter, filter.ids.slice(i, i + ID_CHUNK))));
        rows.sort((a, b) => Number(a.id) - Number(b.id));
      } else {
        rows = await read(filter);
      }
      const sessions = filter.sessions;
      const terms = searchTerms(filter.search);
      // A session filter means seated in it, as the seats feature answers (as the list's filter does).
      const seated =
        sessions && sessions.length > 0
          ? await seatedSessionsOf(
              db,
              scope,
              // With the status: a registration under review or declined is seated in nothing.
              rows.map((row) => ({
                id: Number(row.id),
                sessions: row.attendext.split('|').filter(isSessionCode),
                status: registrationStatusOf(row.status),
              })),
            )
          : null;
      return rows
        .filter((row) => {
          if (sessions && sessions.length > 0 && seated) {
            const held = seated.get(Number(row.id)) ?? [];
            if (!sessions.some((code) => held.includes(code))) return false;
          }
          if (terms.length === 0) return true;
          const text = `${row.name}\n${row.company}\n${row.email}`.normalize('NFC').toLowerCase();
          return terms.every((term) => text.includes(term));
        })
        .map(toPerson);
    },

    /** `code` must be normalised already (normaliseCheckinCode). */
    async findByCode(code: string): Promise<BadgePerson | null> {
      const row = (await db('registrants').select(COLUMNS).where({ checkin_code: code }).first()) as Row | undefined;
      return row ? toPerson(row) : null;
    },
  };
}

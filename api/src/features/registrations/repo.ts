import {
  type AttendValue,
  type Locale,
  type Registrant,
  type Registration,
  type SessionCode,
  isSessionCode,
  normaliseEmail,
} from '@forum/shared';
import { type Database, toDate } from '../../db/database';

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
  'locale',
  'created_at',
] as const;

interface RegistrantRow {
  id: number;
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  biztype: number;
  attend: string;
  attendext: string;
  about: string;
  locale: string;
  created_at: Date | number;
}

function toRegistrant(row: RegistrantRow): Registrant {
  return {
    id: Number(row.id),
    company: row.company,
    name: row.name,
    title: row.title,
    email: row.email,
    phone: row.phone,
    biztype: Number(row.biztype),
    attend: row.attend as AttendValue,
    attendext: row.attendext.split('|').filter(isSessionCode) as SessionCode[],
    about: row.about,
    locale: (row.locale === 'ko' ? 'ko' : 'en') as Locale,
    createdAt: toDate(row.created_at).toISOString(),
  };
}

export function createRegistrationRepo(db: Database) {
  return {
    /** Inserts one registrant; a duplicate normalised e-mail raises the driver's unique-key error. */
    async insert(registration: Registration, now: Date): Promise<number> {
      const [id] = await db('registrants').insert({
        company: registration.company,
        name: registration.name,
        title: registration.title,
        email: registration.email,
        email_normalized: normaliseEmail(registration.email),
        phone: registration.phone,
        biztype: registration.biztype,
        attend: registration.attend,
        attendext: registration.attendext.join('|'),
        about: registration.about,
        locale: registration.locale,
        consent_at: now,
        created_at: now,
      });
      return Number(id);
    },

    /** Every registrant in registration order (or only those in `ids`). */
    async list(trx: Database = db, ids?: readonly number[]): Promise<Registrant[]> {
      const query = trx('registrants').select(LIST_COLUMNS).orderBy('id', 'asc');
      if (ids) query.whereIn('id', ids);
      return ((await query) as RegistrantRow[]).map(toRegistrant);
    },

    async findById(trx: Database, id: number): Promise<Registrant | null> {
      const row = (await trx('registrants').select(LIST_COLUMNS).where({ id }).first()) as RegistrantRow | undefined;
      return row ? toRegistrant(row) : null;
    },

    /** Replaces the editable fields; a duplicate normalised e-mail raises the driver's unique-key error. */
    async update(trx: Database, id: number, registration: Registration): Promise<void> {
      await trx('registrants').where({ id }).update({
        company: registration.company,
        name: registration.name,
        title: registration.title,
        email: registration.email,
        email_normalized: normaliseEmail(registration.email),
        phone: registration.phone,
        biztype: registration.biztype,
        attend: registration.attend,
        attendext: registration.attendext.join('|'),
        about: registration.about,
        locale: registration.locale,
      });
    },

    async remove(trx: Database, id: number): Promise<boolean> {
      return (await trx('registrants').where({ id }).delete()) > 0;
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;

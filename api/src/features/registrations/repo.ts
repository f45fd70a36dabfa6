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

    /** Every registrant in registration order. */
    async list(): Promise<Registrant[]> {
      const rows = (await db('registrants').select(LIST_COLUMNS).orderBy('id', 'asc')) as RegistrantRow[];
      return rows.map(toRegistrant);
    },

    async remove(id: number): Promise<boolean> {
      return (await db('registrants').where({ id }).delete()) > 0;
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;

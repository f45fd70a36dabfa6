/**
 * THE REGISTRANT'S FIELDS: the eight a person fills in, in the form's order, the type of each
 * value, and each field's word in both languages (the accessible names the browser tests rely on). The form, the
 * manage page, the e-mail, the admin table and dialogs, the desk card, the walk-in form and the
 * export header all take a field's word from here, so one field cannot be "Company" on one screen
 * and "Workplace" on another.
 *
 * Keys are the code's names for the fields. Two travel under the seed's names on the wire
 * (`businessType` as `biztype`, `sessions` as `attendext`): registrantWire.ts renames them at the
 * HTTP edge, and only there.
 */
import type { Locale } from './locale';
import type { AttendValue, SessionCode } from './sessionCodes';

/** The value of each field as stored and shown (after the registration schema's checks). */
export interface RegistrantFieldValues {
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  /** Business type code, one of BUSINESS_TYPE_CODES (businessTypes.ts). */
  businessType: number;
  /** Chosen sessions, in SESSION_CODES order. */
  sessions: SessionCode[];
  /**
   * How they heard about the forum: a key of the edition's choices (heardFrom.ts); free text from
   * before the choices reads as `other` with that text.
   */
  about: string;
  /** Their own words when `about` is `other` ('' otherwise). */
  aboutOther: string;
}

/** The fields in the form's order (the seed's order). */
export const REGISTRANT_FIELDS = [
  'company',
  'name',
  'title',
  'email',
  'phone',
  'businessType',
  'sessions',
  'about',
] as const satisfies readonly (keyof RegistrantFieldValues)[];
export type RegistrantField = (typeof REGISTRANT_FIELDS)[number];

/** The fields whose value is the registrant's own text, shown as typed. */
export type RegistrantTextField = {
  [Field in RegistrantField]: RegistrantFieldValues[Field] extends string ? Field : never;
}[RegistrantField];

/** Each field's word: a label, a column header, a line of the e-mail. The only place they are written. */
export const REGISTRANT_FIELD_WORDS: Readonly<Record<Locale, Readonly<Record<RegistrantField, string>>>> = {
  en: {
    company: 'Company',
    name: 'Name',
    title: 'Job title',
    email: 'E-mail',
    phone: 'Phone',
    businessType: 'Business type',
    sessions: 'Sessions',
    about: 'How did you hear about us?',
  },
  ko: {
    company: '소속',
    name: '성명',
    title: '직함',
    email: '이메일',
    phone: '연락처',
    businessType: '참가자 유형',
    sessions: '참가 세션',
    about: '참가 경로',
  },
};

/** The registrant's details: the eight fields, the legacy `attend` choice and their language. */
export interface RegistrantDetails extends RegistrantFieldValues {
  /** The seed's whole-forum or one-day choice; the current form sends it empty. */
  attend: AttendValue;
  /** The language they registered in: their e-mails are written in it. */
  locale: Locale;
}

/**
 * A generated registrant as a row of `registrants`, for the tests and benches that fill a database
 * directly rather than through the API (thousands of registrations would time the registration
 * instead, and take minutes in a test).
 * The columns keep the seed's names: `biztype` is the business type, `attendext` the pipe-joined sessions.
 */
import { EDITION, type Registrant } from '@forum/shared';
import { newCheckinCode } from '../features/registrations';

export function registrantRow(r: Registrant) {
  const at = new Date(r.createdAt);
  return {
    company: r.company,
    name: r.name,
    title: r.title,
    email: r.email,
    email_normalized: r.email.toLowerCase(),
    phone: r.phone,
    biztype: r.businessType,
    attend: r.attend,
    attendext: r.sessions.join('|'),
    about: r.about,
    locale: r.locale,
    consent_at: at,
    created_at: at,
    changed_at: at,
    checkin_code: newCheckinCode(),
    // Required: the column has no default (migration 028); these are the current edition's.
    edition: EDITION.year,
    // Required: the column has no default (migration 021).
    status: r.status,
  };
}

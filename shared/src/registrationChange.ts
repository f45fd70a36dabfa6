/**
 * A change made through the manage link: the registrant sends some or all of the form's fields,
 * which are laid over what is stored and checked with the same schema as a new registration. The
 * e-mail address cannot change (it identifies the registration and is where its link was sent);
 * consent was given at registration and stays given (withdrawing it is cancelling).
 */
import {
  type Registration,
  type RegistrationField,
  type RegistrationValidation,
  normaliseEmail,
  validateRegistration,
} from './registrationSchema';

const CHANGEABLE_FIELDS = [
  'company',
  'name',
  'title',
  'phone',
  'businessType',
  'attend',
  'sessions',
  'about',
  'aboutOther',
  'locale',
] as const;

export function validateRegistrationChange(current: Registration, input: unknown): RegistrationValidation {
  // Not an object at all: the schema reports every field as missing, as it does for a registration.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return validateRegistration(input);
  const patch = input as Record<string, unknown>;

  const merged: Record<string, unknown> = { ...current, consent: 'consent' in patch ? patch.consent : true };
  for (const field of CHANGEABLE_FIELDS) {
    if (field in patch) merged[field] = patch[field];
  }
  // A missing or unusable locale keeps the stored one rather than falling back to English.
  if (patch.locale !== 'en' && patch.locale !== 'ko') merged.locale = current.locale;

  const emailChanged =
    'email' in patch &&
    (typeof patch.email !== 'string' || normaliseEmail(patch.email) !== normaliseEmail(current.email));
  const result = validateRegistration(merged);
  if (!emailChanged) return result;

  const fields = result.ok ? {} : result.fields;
  return {
    ok: false,
    fields: { ...fields, email: 'email_unchangeable' },
    firstField: firstFailing(result.ok ? undefined : result.firstField),
  };
}

/** The e-mail comes after company, name and title in the form's order, before everything else. */
function firstFailing(other: RegistrationField | undefined): RegistrationField {
  return other === 'company' || other === 'name' || other === 'title' ? other : 'email';
}

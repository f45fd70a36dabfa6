/**
 * An admin's edit of a registrant (`PATCH /api/user/:id`): the fields sent replace the stored ones,
 * and the result is checked by the same registration schema as the form, so an edit can never
 * store what a registration could not. Consent is the registrant's own and cannot be edited.
 */
import type { Registrant } from './registrant';
import { type FieldErrors, type Registration, validateRegistration } from './registrationSchema';

export const EDITABLE_REGISTRANT_FIELDS = [
  'company',
  'name',
  'title',
  'email',
  'phone',
  'businessType',
  'attend',
  'sessions',
  'about',
  'aboutOther',
  'locale',
] as const;
export type EditableRegistrantField = (typeof EDITABLE_REGISTRANT_FIELDS)[number];

export type RegistrantEdit =
  { ok: true; value: Registration; changed: EditableRegistrantField[] } | { ok: false; fields: FieldErrors };

export function applyRegistrantEdit(current: Registrant, patch: unknown): RegistrantEdit {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return { ok: false, fields: {} };
  const merged: Record<string, unknown> = { ...current, consent: true };
  for (const field of EDITABLE_REGISTRANT_FIELDS) {
    const value = (patch as Record<string, unknown>)[field];
    if (value !== undefined) merged[field] = value;
  }
  const result = validateRegistration(merged);
  if (!result.ok) return { ok: false, fields: result.fields };
  const changed = EDITABLE_REGISTRANT_FIELDS.filter(
    (field) => JSON.stringify(result.value[field]) !== JSON.stringify(current[field]),
  );
  return { ok: true, value: result.value, changed };
}

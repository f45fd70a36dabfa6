/**
 * Editing a registrant: the registration form's fields, checked with the shared schema before they
 * are sent (PATCH /api/user/:id checks them again), the server's refusals shown at their field.
 */
import { useId, useState } from 'react';
import {
  type ApiErrorCode,
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  EDITABLE_REGISTRANT_FIELDS,
  type FieldErrorCode,
  type Locale,
  type Registrant,
  SESSIONS,
  type SessionCode,
  applyRegistrantEdit,
  errorMessage,
  fieldErrorMessage,
} from '@forum/shared';
import type { AdminApi } from './adminApi';
import { ADMIN_TEXT } from './adminText';
import { FormDialog } from './FormDialog';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';

export interface EditRegistrantDialogProps {
  api: AdminApi;
  token: string;
  registrant: Registrant;
  locale: Locale;
  onSaved: (registrant: Registrant) => void;
  onCancel: () => void;
  onUnauthorized: (code: ApiErrorCode) => void;
}

const TEXT_FIELDS = ['company', 'name', 'title', 'email', 'phone', 'about'] as const;
type Draft = Pick<Registrant, (typeof EDITABLE_REGISTRANT_FIELDS)[number]>;

export function EditRegistrantDialog({
  api,
  token,
  registrant,
  locale,
  onSaved,
  onCancel,
  onUnauthorized,
}: EditRegistrantDialogProps) {
  const t = REGISTRANT_EDIT_TEXT[locale];
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => ({ ...registrant }));
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const toggleSession = (code: SessionCode, on: boolean) =>
    set('attendext', on ? [...draft.attendext, code] : draft.attendext.filter((existing) => existing !== code));

  async function save() {
    const checked = applyRegistrantEdit(registrant, draft);
    if (!checked.ok) {
      const problems: Partial<Record<string, FieldErrorCode>> = checked.fields;
      setFields(problems);
      setFailure(null);
      const first = EDITABLE_REGISTRANT_FIELDS.find((field) => problems[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setFields({});
    setSaving(true);
    const result = await api.editRegistrant(token, registrant.id, { ...draft });
    setSaving(false);
    if (result.ok) return onSaved(result.value);
    if (result.status === 401) return onUnauthorized(result.code);
    if (result.code === 'already_registered') {
      setFields({ email: 'invalid_email' });
      setFailure(errorMessage('already_registered', locale));
      return;
    }
    if (result.fields) setFields(result.fields);
    setFailure(`${t.saveFailed} ${errorMessage(result.code, locale)}`);
  }

  const describedBy = (field: string) =>
    fields[field] ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true } : {};
  const fieldError = (field: string) =>
    fields[field] ? (
      <p id={`${id}-${field}-error`} className="admin-field-error">
        {fieldErrorMessage(fields[field], locale)}
      </p>
    ) : null;

  return (
    <FormDialog
      title={t.editTitle}
      intro={<p>{t.editIntro}</p>}
      submitLabel={t.save}
      cancelLabel={ADMIN_TEXT[locale].cancel}
      busy={saving}
      busyLabel={t.saving}
      error={failure}
      wide
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      {TEXT_FIELDS.map((field) => (
        <div key={field} className="admin-form-dialog__field">
          <label htmlFor={`${id}-${field}`}>{t.fields[field]}</label>
          <input
            id={`${id}-${field}`}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={draft[field]}
            onChange={(event) => set(field, event.target.value)}
            {...describedBy(field)}
          />
          {fieldError(field)}
        </div>
      ))}
      <label htmlFor={`${id}-biztype`}>{t.fields.biztype}</label>
      <select
        id={`${id}-biztype`}
        value={draft.biztype}
        onChange={(event) => set('biztype', Number(event.target.value))}
        {...describedBy('biztype')}
      >
        {BUSINESS_TYPE_CODES.map((code) => (
          <option key={code} value={code}>
            {BUSINESS_TYPE_LABELS[locale][code]}
          </option>
        ))}
      </select>
      {fieldError('biztype')}
      <fieldset
        id={`${id}-attendext`}
        tabIndex={-1}
        {...(fields.attendext ? { 'aria-describedby': `${id}-attendext-error` } : {})}
      >
        <legend>{t.fields.attendext}</legend>
        {SESSIONS.map((session) => (
          <label key={session.code} className="admin-choice">
            <input
              type="checkbox"
              checked={draft.attendext.includes(session.code)}
              onChange={(event) => toggleSession(session.code, event.target.checked)}
            />
            <span>{session.title[locale]}</span>
          </label>
        ))}
      </fieldset>
      {fieldError('attendext')}
      <label htmlFor={`${id}-locale`}>{t.fields.locale}</label>
      <select
        id={`${id}-locale`}
        value={draft.locale}
        onChange={(event) => set('locale', event.target.value === 'ko' ? 'ko' : 'en')}
      >
        <option value="ko">{t.languages.ko}</option>
        <option value="en">{t.languages.en}</option>
      </select>
    </FormDialog>
  );
}

/**
 * Editing a registrant: the registration form's fields, checked with the shared schema before they
 * are sent (PATCH /api/user/:id checks them again), the server's refusals shown at their field.
 */
import { useId, useState } from 'react';
import {
  type ApiErrorCode,
  EDITABLE_REGISTRANT_FIELDS,
  type FieldErrorCode,
  type Locale,
  type Registrant,
  applyRegistrantEdit,
  errorMessage,
  heardFromAnswer,
} from '@forum/shared';
import type { RegistrantsApi } from './registrantsApi';
import { COMMON_TEXT } from '../components/commonText';
import { FormDialog } from '../components/FormDialog';
import { REGISTRANT_FIELD_TEXT } from '../components/registrantFieldText';
import { RegistrantFields, type RegistrantFieldDraft, registrantFieldElementId } from '../components/RegistrantFields';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';

export interface EditRegistrantDialogProps {
  api: RegistrantsApi;
  token: string;
  registrant: Registrant;
  locale: Locale;
  onSaved: (registrant: Registrant) => void;
  onCancel: () => void;
  onUnauthorized: (code: ApiErrorCode) => void;
}

/** The edit's fields (the whole registrant is copied in, so untouched fields go back unchanged). */
type Draft = RegistrantFieldDraft & Pick<Registrant, 'attend'>;

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
  // Free text from before the choices opens as "Other" with that text.
  const [draft, setDraft] = useState<Draft>(() => {
    const { key, other } = heardFromAnswer(registrant.about, registrant.aboutOther);
    return { ...registrant, about: key, aboutOther: other };
  });
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const checked = applyRegistrantEdit(registrant, draft);
    if (!checked.ok) {
      const problems: Partial<Record<string, FieldErrorCode>> = checked.fields;
      setFields(problems);
      setFailure(null);
      const first = EDITABLE_REGISTRANT_FIELDS.find((field) => problems[field]);
      if (first) document.getElementById(registrantFieldElementId(id, first))?.focus();
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

  return (
    <FormDialog
      title={t.editTitle}
      intro={<p>{t.editIntro}</p>}
      submitLabel={t.save}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={saving}
      busyLabel={t.saving}
      error={failure}
      wide
      onSubmit={() => void save()}
      onCancel={onCancel}
    >
      <RegistrantFields
        id={id}
        locale={locale}
        values={draft}
        errors={fields}
        onChange={(change) => setDraft((previous) => ({ ...previous, ...change }))}
        mailLanguage={{ label: REGISTRANT_FIELD_TEXT[locale].locale, names: t.languages }}
      />
    </FormDialog>
  );
}

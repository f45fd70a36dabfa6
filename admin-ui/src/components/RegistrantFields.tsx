/**
 * The registrant's fields as the public registration form has them (same order, same words, the
 * business type as radios, the sessions as checkboxes), used by the edit dialog and the desk's
 * walk-in form, plus the language of the registrant's e-mails. Each field's error from the shared
 * schema or the server is shown under it and tied to it for screen readers.
 */
import {
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  FIELD_LIMITS,
  HEARD_FROM_OTHER,
  type FieldErrorCode,
  type Locale,
  SESSIONS_IN_TIME_ORDER,
  type RegistrantFieldValues,
  type SessionCode,
  fieldErrorMessage,
  heardFromChoices,
} from '@forum/shared';
import { REGISTRANT_FIELD_TEXT } from './registrantFieldText';

/**
 * The fields as the form holds them while they are typed: the stored values' shape, but a
 * business type not chosen yet, and the language the registrant's mail goes in.
 */
export type RegistrantFieldDraft = Omit<RegistrantFieldValues, 'businessType' | 'sessions'> & {
  businessType: number | null;
  sessions: readonly SessionCode[];
  locale: Locale;
};

type TextField = 'company' | 'name' | 'title' | 'email' | 'phone';

const TEXT_INPUTS: Record<TextField, { type: 'text' | 'tel'; autoComplete: string; inputMode?: 'email' }> = {
  company: { type: 'text', autoComplete: 'organization' },
  name: { type: 'text', autoComplete: 'name' },
  title: { type: 'text', autoComplete: 'organization-title' },
  // As on the public form: not type="email", which mangles an address with a Korean domain.
  email: { type: 'text', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** The words of the "Other" text field under "How did you hear about us?". */
const ABOUT_OTHER_LABEL: Record<Locale, string> = { en: 'Other: their words', ko: '기타 경로' };

/** The element that takes focus for a field's error (the first radio for the business type). */
export function registrantFieldElementId(id: string, field: string): string {
  return field === 'businessType' ? `${id}-businessType-1` : `${id}-${field}`;
}

export interface RegistrantFieldsProps {
  /** Prefix of the fields' ids (`useId()` of the dialog). */
  id: string;
  /** The language of the words on screen. */
  locale: Locale;
  values: RegistrantFieldDraft;
  errors: Partial<Record<string, FieldErrorCode>>;
  onChange: (change: Partial<RegistrantFieldDraft>) => void;
  /** The label of the e-mail language choice and the names of the two languages. */
  mailLanguage: { label: string; names: Record<Locale, string> };
}

export function RegistrantFields({ id, locale, values, errors, onChange, mailLanguage }: RegistrantFieldsProps) {
  const labels = REGISTRANT_FIELD_TEXT[locale];
  const describedBy = (field: string) =>
    errors[field] ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true as const } : {};
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="admin-field-error">
        {fieldErrorMessage(errors[field], locale)}
      </p>
    ) : null;
  const textField = (field: TextField) => {
    const { type, autoComplete, inputMode } = TEXT_INPUTS[field];
    return (
      <div key={field} className="admin-form-dialog__field">
        <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
        <input
          id={`${id}-${field}`}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={FIELD_LIMITS[field]}
          spellCheck={inputMode === 'email' || type === 'tel' ? false : undefined}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          {...describedBy(field)}
        />
        {fieldError(field)}
      </div>
    );
  };
  const toggleSession = (code: SessionCode, on: boolean) =>
    onChange({ sessions: on ? [...values.sessions, code] : values.sessions.filter((chosen) => chosen !== code) });

  return (
    <>
      {(['company', 'name', 'title', 'email', 'phone'] as const).map(textField)}
      <fieldset {...(errors.businessType ? { 'aria-describedby': `${id}-businessType-error` } : {})}>
        <legend>{labels.businessType}</legend>
        <div className="admin-choices">
          {BUSINESS_TYPE_CODES.map((code) => (
            <label key={code} className="admin-choice">
              <input
                id={`${id}-businessType-${code}`}
                type="radio"
                name={`${id}-businessType`}
                checked={values.businessType === code}
                onChange={() => onChange({ businessType: code })}
                aria-invalid={errors.businessType ? true : undefined}
              />
              <span>{BUSINESS_TYPE_LABELS[locale][code]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {fieldError('businessType')}
      <fieldset
        id={`${id}-sessions`}
        tabIndex={-1}
        {...(errors.sessions ? { 'aria-describedby': `${id}-sessions-error` } : {})}
      >
        <legend>{labels.sessions}</legend>
        {SESSIONS_IN_TIME_ORDER.map((session) => (
          <label key={session.code} className="admin-choice">
            <input
              type="checkbox"
              checked={values.sessions.includes(session.code)}
              onChange={(event) => toggleSession(session.code, event.target.checked)}
            />
            <span>{session.title[locale]}</span>
          </label>
        ))}
      </fieldset>
      {fieldError('sessions')}
      <label htmlFor={`${id}-about`}>{labels.about}</label>
      <select
        id={`${id}-about`}
        value={values.about}
        onChange={(event) => onChange({ about: event.target.value })}
        {...describedBy('about')}
      >
        {values.about === '' ? <option value="" /> : null}
        {heardFromChoices().map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.words[locale]}
          </option>
        ))}
      </select>
      {fieldError('about')}
      {values.about === HEARD_FROM_OTHER ? (
        <div className="admin-form-dialog__field">
          <label htmlFor={`${id}-aboutOther`}>{ABOUT_OTHER_LABEL[locale]}</label>
          <input
            id={`${id}-aboutOther`}
            type="text"
            autoComplete="off"
            maxLength={FIELD_LIMITS.aboutOther}
            value={values.aboutOther}
            onChange={(event) => onChange({ aboutOther: event.target.value })}
            {...describedBy('aboutOther')}
          />
          {fieldError('aboutOther')}
        </div>
      ) : null}
      <label htmlFor={`${id}-locale`}>{mailLanguage.label}</label>
      <select
        id={`${id}-locale`}
        value={values.locale}
        onChange={(event) => onChange({ locale: event.target.value === 'ko' ? 'ko' : 'en' })}
      >
        <option value="ko">{mailLanguage.names.ko}</option>
        <option value="en">{mailLanguage.names.en}</option>
      </select>
    </>
  );
}

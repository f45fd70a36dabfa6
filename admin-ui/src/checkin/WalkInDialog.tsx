/**
 * A walk-in: the visitor registered at the venue with the public registration form's fields and
 * schema (checked with `validateRegistration` before sending; `POST /api/user/onsite` checks again),
 * the consent the visitor ticks on this screen, then checked in at once. It needs the network:
 * offline it says so and keeps what was typed. A 409 means the person registered beforehand,
 * so the desk is offered to search for them instead.
 */
import { useEffect, useId, useState } from 'react';
import {
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  type BusinessTypeCode,
  type CheckinResult,
  FIELD_LIMITS,
  type FieldErrorCode,
  type ForumDay,
  type Locale,
  REGISTRATION_FIELD_ORDER,
  SESSIONS,
  type SessionCode,
  errorMessage,
  fieldErrorMessage,
  validateRegistration,
} from '@forum/shared';
import { ADMIN_TEXT } from '../adminText';
import { FormDialog } from '../FormDialog';
import { REGISTRANT_EDIT_TEXT } from '../registrantEditText';
import type { CheckinApi } from './checkinApi';
import { isUnreachable } from './createDeskStore';
import type { DeskStore } from './deskStore';
import { DESK_TEXT } from './deskText';
import { useDeskState } from './useDeskState';
import { WalkInConsent } from './WalkInConsent';
import './WalkInDialog.css';

export interface WalkInDialogProps {
  store: Pick<DeskStore, 'registerWalkIn' | 'getState' | 'subscribe'>;
  /** For the consent notice's retention date (GET /api/site-info). */
  api: Pick<CheckinApi, 'siteInfo'>;
  locale: Locale;
  day: ForumDay;
  desk: string;
  /** Registered and checked in: the check-in as POST /api/checkin would have answered it. */
  onDone: (result: CheckinResult) => void;
  onCancel: () => void;
  /** The e-mail is already registered (409): look the person up on the desk instead. */
  onSearchInstead?: (email: string) => void;
}

type TextField = 'company' | 'name' | 'title' | 'email' | 'phone' | 'about';
const TEXT_FIELDS: readonly { field: TextField; type: 'text' | 'tel'; autoComplete: string; inputMode?: 'email' }[] = [
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'title', type: 'text', autoComplete: 'organization-title' },
  // As on the public form: not type="email", which mangles an address with a Korean domain.
  { field: 'email', type: 'text', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

interface Draft {
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  biztype: BusinessTypeCode | null;
  attendext: SessionCode[];
  about: string;
  consent: boolean;
  locale: Locale;
}

const EMPTY_DRAFT: Draft = {
  company: '',
  name: '',
  title: '',
  email: '',
  phone: '',
  biztype: null,
  attendext: [],
  about: '',
  consent: false,
  locale: 'en',
};

/** The retention date does not change while the console is open: asked once. */
let knownRetentionUntil: string | null = null;

export function WalkInDialog({ store, api, locale, day, desk, onDone, onCancel, onSearchInstead }: WalkInDialogProps) {
  const t = DESK_TEXT[locale];
  const labels = REGISTRANT_EDIT_TEXT[locale].fields;
  const id = useId();
  const { online } = useDeskState(store);
  // The visitor's e-mail goes out in the desk's language unless they choose the other.
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY_DRAFT, locale }));
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [retentionUntil, setRetentionUntil] = useState(knownRetentionUntil);

  useEffect(() => {
    if (retentionUntil) return;
    let live = true;
    void api.siteInfo().then((result) => {
      if (!live || !result.ok || !result.value.retentionUntil) return;
      knownRetentionUntil = result.value.retentionUntil;
      setRetentionUntil(knownRetentionUntil);
    });
    return () => void (live = false);
    // Asked again when the network returns: the notice cannot be shown without the date.
  }, [api, retentionUntil, online]);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const toggleSession = (code: SessionCode, on: boolean) =>
    set('attendext', on ? [...draft.attendext, code] : draft.attendext.filter((chosen) => chosen !== code));
  const focusField = (field: string) =>
    document.getElementById(`${id}-${field === 'biztype' ? 'biztype-1' : field}`)?.focus();

  async function submit() {
    const body = { ...draft, biztype: draft.biztype ?? undefined };
    const checked = validateRegistration(body);
    setAlreadyRegistered(false);
    if (!checked.ok) {
      setFields(checked.fields);
      setFailure(null);
      if (checked.firstField) focusField(checked.firstField);
      return;
    }
    setFields({});
    setFailure(null);
    setBusy(true);
    const result = await store.registerWalkIn(body, day, desk);
    setBusy(false);
    if (result.ok) return onDone(result.value.checkin);
    if (isUnreachable(result))
      return setFailure(result.status === 0 ? t.offline : `${t.notSaved} ${errorMessage(result.code, locale)}`);
    if (result.code === 'already_registered') {
      setAlreadyRegistered(true);
      setFailure(errorMessage('already_registered', locale));
      return;
    }
    if (result.fields) {
      setFields(result.fields);
      const first = REGISTRATION_FIELD_ORDER.find((field) => result.fields?.[field]);
      if (first) focusField(first);
    }
    setFailure(`${t.notSaved} ${errorMessage(result.code, locale)}`);
  }

  const describedBy = (field: string) =>
    fields[field] ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true as const } : {};
  const fieldError = (field: string) =>
    fields[field] ? (
      <p id={`${id}-${field}-error`} className="admin-field-error">
        {fieldErrorMessage(fields[field], locale)}
      </p>
    ) : null;
  const textField = ({
    field,
    type,
    autoComplete,
    inputMode,
  }: {
    field: TextField;
    type: 'text' | 'tel';
    autoComplete: string;
    inputMode?: 'email';
  }) => (
    <div key={field} className="admin-form-dialog__field">
      <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={FIELD_LIMITS[field]}
        spellCheck={inputMode === 'email' || type === 'tel' ? false : undefined}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
        {...describedBy(field)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <FormDialog
      title={t.walkInTitle}
      intro={
        <>
          <p>{t.walkInIntro(day, desk)}</p>
          <p>{t.allRequired}</p>
        </>
      }
      submitLabel={t.register}
      cancelLabel={ADMIN_TEXT[locale].cancel}
      busy={busy}
      busyLabel={t.registering}
      error={failure}
      wide
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {!online ? <p className="desk-walkin__offline">{t.offline}</p> : null}
      {TEXT_FIELDS.map(textField)}
      <fieldset {...(fields.biztype ? { 'aria-describedby': `${id}-biztype-error` } : {})}>
        <legend>{labels.biztype}</legend>
        <div className="desk-walkin__options">
          {BUSINESS_TYPE_CODES.map((code) => (
            <label key={code} className="admin-choice">
              <input
                id={`${id}-biztype-${code}`}
                type="radio"
                name={`${id}-biztype`}
                checked={draft.biztype === code}
                onChange={() => set('biztype', code)}
                aria-invalid={fields.biztype ? true : undefined}
              />
              <span>{BUSINESS_TYPE_LABELS[locale][code]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {fieldError('biztype')}
      <fieldset
        id={`${id}-attendext`}
        tabIndex={-1}
        {...(fields.attendext ? { 'aria-describedby': `${id}-attendext-error` } : {})}
      >
        <legend>{labels.attendext}</legend>
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
      {textField({ field: 'about', type: 'text', autoComplete: 'off' })}
      <label htmlFor={`${id}-locale`}>{t.mailLanguage}</label>
      <select
        id={`${id}-locale`}
        value={draft.locale}
        onChange={(event) => set('locale', event.target.value === 'ko' ? 'ko' : 'en')}
      >
        <option value="ko">{t.languages.ko}</option>
        <option value="en">{t.languages.en}</option>
      </select>
      <p className="admin-field-hint desk-walkin__handover">{t.walkInHandOver}</p>
      <WalkInConsent
        id={id}
        locale={locale}
        retentionUntil={retentionUntil}
        checked={draft.consent}
        error={fields.consent}
        unavailableText={t.noticeUnavailable}
        onChange={(consent) => set('consent', consent)}
      />
      {alreadyRegistered && onSearchInstead ? (
        <button
          type="button"
          className="admin-button admin-button--secondary desk-walkin__search"
          onClick={() => onSearchInstead(draft.email.trim())}
        >
          {t.searchInstead}
        </button>
      ) : null}
    </FormDialog>
  );
}

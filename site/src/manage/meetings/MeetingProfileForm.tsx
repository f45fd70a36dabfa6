/**
 * Joining the meetings or changing the profile: role, organisation, pitch, sectors, stages, ticket
 * size (investors), and the separate consent to show the profile (PIPA: its own purpose, its own box).
 */
import { type FormEvent, useState } from 'react';
import {
  type ApiErrorCode,
  type FieldErrorCode,
  type Locale,
  MEETING_CURRENCIES,
  MEETING_ROLES,
  MEETING_ROLE_WORDS,
  MEETING_SECTORS,
  MEETING_SECTOR_WORDS,
  MEETING_STAGES,
  MEETING_STAGE_WORDS,
  type MeetingProfile,
  errorMessage,
  fieldErrorMessage,
} from '@forum/shared';
import { meetingsClient } from './meetingsClient';
import { MEETINGS_TEXT } from './meetingsText';

interface Props {
  token: string;
  locale: Locale;
  profile: MeetingProfile | null;
  onSaved: () => void;
  onBack: () => void;
}

export function MeetingProfileForm({ token, locale, profile, onSaved, onBack }: Props) {
  const t = MEETINGS_TEXT[locale];
  const [role, setRole] = useState(profile?.role ?? 'company');
  const [organisation, setOrganisation] = useState(profile?.organisation ?? '');
  const [pitch, setPitch] = useState(profile?.pitch ?? '');
  const [sectors, setSectors] = useState<string[]>(profile?.sectors ?? []);
  const [stages, setStages] = useState<string[]>(profile?.stages ?? []);
  const [min, setMin] = useState(String(profile?.ticketSize?.min ?? ''));
  const [max, setMax] = useState(String(profile?.ticketSize?.max ?? ''));
  const [currency, setCurrency] = useState<string>(profile?.ticketSize?.currency ?? 'KRW');
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (list: string[], set: (next: string[]) => void, code: string) =>
    set(list.includes(code) ? list.filter((c) => c !== code) : [...list, code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const ticketSize =
      role === 'investor' && min !== '' && max !== '' ? { min: Number(min), max: Number(max), currency } : undefined;
    const result = await meetingsClient.saveProfile(token, {
      role,
      organisation,
      pitch,
      sectors,
      stages,
      ...(ticketSize ? { ticketSize } : {}),
      consent,
    });
    setBusy(false);
    if (result.ok) return onSaved();
    setFields(result.fields ?? {});
    setError(result.code);
  }

  const fieldError = (name: string) =>
    fields[name] ? (
      <p className="reg-error" id={`meeting-${name}-error`}>
        {fieldErrorMessage(fields[name], locale)}
      </p>
    ) : null;
  const invalid = (name: string) => ({
    'aria-invalid': fields[name] ? true : undefined,
    'aria-describedby': fields[name] ? `meeting-${name}-error` : undefined,
  });

  const checkboxes = (name: 'sectors' | 'stages', codes: readonly string[], words: Record<string, string>) => (
    <fieldset className="reg-group">
      <legend className="reg-label">{t[name]}</legend>
      <div className="reg-options meetings-options">
        {codes.map((code) => {
          const list = name === 'sectors' ? sectors : stages;
          return (
            <label className="reg-option" key={code}>
              <input
                type="checkbox"
                checked={list.includes(code)}
                onChange={() => toggle(list, name === 'sectors' ? setSectors : setStages, code)}
                {...invalid(name)}
              />
              <span>{words[code]}</span>
            </label>
          );
        })}
      </div>
      {fieldError(name)}
    </fieldset>
  );

  return (
    <form className="meetings-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t.joinHeading}</h3>
      <fieldset className="reg-group">
        <legend className="reg-label">{t.role}</legend>
        <div className="reg-options meetings-options">
          {MEETING_ROLES.map((code) => (
            <label className="reg-option" key={code}>
              <input type="radio" name="meeting-role" checked={role === code} onChange={() => setRole(code)} />
              <span>{MEETING_ROLE_WORDS[locale][code]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="reg-field">
        <label className="reg-label" htmlFor="meeting-organisation">
          {t.organisation}
        </label>
        <input
          id="meeting-organisation"
          className="reg-input"
          value={organisation}
          maxLength={100}
          onChange={(e) => setOrganisation(e.target.value)}
          {...invalid('organisation')}
        />
        {fieldError('organisation')}
      </div>
      <div className="reg-field">
        <label className="reg-label" htmlFor="meeting-pitch">
          {t.pitch}
        </label>
        <p className="reg-hint">{t.pitchHint}</p>
        <input
          id="meeting-pitch"
          className="reg-input"
          value={pitch}
          maxLength={160}
          onChange={(e) => setPitch(e.target.value)}
          {...invalid('pitch')}
        />
        {fieldError('pitch')}
      </div>
      {checkboxes('sectors', MEETING_SECTORS, MEETING_SECTOR_WORDS[locale])}
      {checkboxes('stages', MEETING_STAGES, MEETING_STAGE_WORDS[locale])}
      {role === 'investor' ? (
        <fieldset className="reg-group">
          <legend className="reg-label">{t.ticketSize}</legend>
          <div className="meetings-ticket">
            <label>
              {t.ticketMin}
              <input
                className="reg-input"
                inputMode="numeric"
                value={min}
                onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            <label>
              {t.ticketMax}
              <input
                className="reg-input"
                inputMode="numeric"
                value={max}
                onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            <label>
              {t.currency}
              <select className="reg-input" value={currency} onChange={(e) => setCurrency(e.target.value)}>
                {MEETING_CURRENCIES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            </label>
          </div>
          {fieldError('ticketSize')}
        </fieldset>
      ) : null}
      <fieldset className="reg-group">
        <legend className="reg-label">{t.consent}</legend>
        <label className="reg-option reg-option--consent">
          <input
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            {...invalid('consent')}
          />
          <span>{t.consentText}</span>
        </label>
        {fieldError('consent')}
      </fieldset>
      {error ? (
        <p className="reg-error reg-error--request" role="alert">
          {errorMessage(error, locale)}
        </p>
      ) : null}
      <div className="manage-actions">
        <button type="submit" className="reg-button reg-button--primary" disabled={busy}>
          {t.saveProfile}
        </button>
        <button type="button" className="reg-button reg-button--secondary" onClick={onBack}>
          {t.back}
        </button>
      </div>
    </form>
  );
}

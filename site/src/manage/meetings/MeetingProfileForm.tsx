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
  type MeetingCurrency,
  type MeetingProfile,
  TICKET_AMOUNT_PROBLEM_WORDS,
  type TicketSize,
  errorMessage,
  fieldErrorMessage,
  formatTicketAmount,
  meetingRoleFor,
  parseTicketAmount,
} from '@forum/shared';
import { meetingsClient } from './meetingsClient';
import { MEETINGS_TEXT } from './meetingsText';

interface Props {
  token: string;
  locale: Locale;
  profile: MeetingProfile | null;
  /** The registration's business type and company: what a new profile starts from. */
  businessType?: number;
  company?: string;
  onSaved: () => void;
  onBack: () => void;
}

type TicketCheck =
  { ok: true; ticketSize: TicketSize | undefined } | { ok: false; min?: string; max?: string; both?: string };

/**
 * The two amounts as typed (`1억`, `USD 2M`), with the currency they name or, when neither names
 * one, the one chosen beside them. Both empty: no ticket size.
 */
function readTicket(min: string, max: string, chosen: MeetingCurrency, locale: Locale): TicketCheck {
  const words = TICKET_AMOUNT_PROBLEM_WORDS[locale];
  if (min.trim() === '' && max.trim() === '') return { ok: true, ticketSize: undefined };
  const from = parseTicketAmount(min);
  const to = parseTicketAmount(max);
  if (!from.ok || !to.ok)
    return {
      ok: false,
      ...(from.ok ? {} : { min: words[from.problem] }),
      ...(to.ok ? {} : { max: words[to.problem] }),
    };
  if (from.currency && to.currency && from.currency !== to.currency) return { ok: false, both: words.mixed_currencies };
  if (from.amount > to.amount) return { ok: false, both: words.min_above_max };
  return {
    ok: true,
    ticketSize: { min: from.amount, max: to.amount, currency: from.currency ?? to.currency ?? chosen },
  };
}

export function MeetingProfileForm({ token, locale, profile, businessType, company, onSaved, onBack }: Props) {
  const t = MEETINGS_TEXT[locale];
  const [role, setRole] = useState(profile?.role ?? meetingRoleFor(businessType));
  const [organisation, setOrganisation] = useState(profile?.organisation ?? company ?? '');
  const [pitch, setPitch] = useState(profile?.pitch ?? '');
  const [sectors, setSectors] = useState<string[]>(profile?.sectors ?? []);
  const [stages, setStages] = useState<string[]>(profile?.stages ?? []);
  // Shown back in the units people type (`1억 5,000만`, `USD 2M`), never as bare digits.
  const shown = (amount: number | undefined) =>
    amount === undefined || !profile?.ticketSize ? '' : formatTicketAmount(amount, profile.ticketSize.currency);
  const [min, setMin] = useState(shown(profile?.ticketSize?.min));
  const [max, setMax] = useState(shown(profile?.ticketSize?.max));
  const [currency, setCurrency] = useState<MeetingCurrency>(profile?.ticketSize?.currency ?? 'KRW');
  const [ticketErrors, setTicketErrors] = useState<{ min?: string; max?: string; both?: string }>({});
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (list: string[], set: (next: string[]) => void, code: string) =>
    set(list.includes(code) ? list.filter((c) => c !== code) : [...list, code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ticket =
      role === 'investor' ? readTicket(min, max, currency, locale) : { ok: true as const, ticketSize: undefined };
    if (!ticket.ok) {
      setTicketErrors(ticket);
      return;
    }
    setTicketErrors({});
    setBusy(true);
    setError(null);
    const { ticketSize } = ticket;
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
          <p className="reg-hint" id="meeting-ticket-hint">
            {t.ticketHint}
          </p>
          <div className="meetings-ticket">
            {(['min', 'max'] as const).map((end) => {
              const problem = ticketErrors[end];
              return (
                <div className="meetings-ticket__amount" key={end}>
                  <label htmlFor={`meeting-ticket-${end}`}>{end === 'min' ? t.ticketMin : t.ticketMax}</label>
                  <input
                    id={`meeting-ticket-${end}`}
                    className="reg-input"
                    value={end === 'min' ? min : max}
                    placeholder={end === 'min' ? '1억' : 'USD 2M'}
                    aria-invalid={problem || ticketErrors.both ? true : undefined}
                    aria-describedby={
                      problem
                        ? `meeting-ticket-${end}-error`
                        : ticketErrors.both
                          ? 'meeting-ticket-error'
                          : 'meeting-ticket-hint'
                    }
                    onChange={(e) => (end === 'min' ? setMin : setMax)(e.target.value)}
                  />
                  {problem ? (
                    <p className="reg-error" id={`meeting-ticket-${end}-error`}>
                      {problem}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <label>
              {t.currency}
              <select
                className="reg-input"
                value={currency}
                onChange={(e) => setCurrency(e.target.value as MeetingCurrency)}
              >
                {MEETING_CURRENCIES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            </label>
          </div>
          {ticketErrors.both ? (
            <p className="reg-error" id="meeting-ticket-error">
              {ticketErrors.both}
            </p>
          ) : null}
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

import type { FormEvent, ReactNode, Ref } from 'react';
import {
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  FIELD_LIMITS,
  HEARD_FROM_OTHER,
  HONEYPOT_FIELD,
  type Locale,
  SEAT_WORDS,
  type SessionCode,
  type SessionInfo,
  fieldToWire,
  heardFromChoices,
  sessionInfos,
  inTimeOrder,
} from '@forum/shared';
import { useSiteEdition } from '../edition/SiteEditionContext';
import { ConsentNotice } from './ConsentNotice';
import { feedbackText } from './feedbackText';
import type { Feedback, FormField, RegistrationDraft } from './registrationStore';
import { REGISTRATION_TEXT } from './registrationText';

export type FieldRefs = Partial<Record<FormField, HTMLInputElement | null>>;

interface RegistrationFormProps {
  locale: Locale;
  /** Prefix for element ids, unique per dialog. */
  idPrefix: string;
  draft: RegistrationDraft;
  feedback: Feedback | null;
  submitting: boolean;
  fieldRefs: { current: FieldRefs };
  feedbackRef: Ref<HTMLParagraphElement>;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /**
   * Set when a registrant changes an existing registration (the manage page): the e-mail is shown
   * read-only with this hint, there is no consent to give and no bot trap, and the buttons say these.
   */
  change?: { emailHint: string; submit: string; cancel: string };
  /** Sessions with no seat left: choosing one joins its waiting list. */
  fullSessions?: ReadonlySet<SessionCode>;
  /**
   * The sessions offered; default: those open to everyone. An invitation link adds the
   * invitation-only ones (the reception).
   */
  sessions?: readonly SessionInfo[];
}

type TextFieldName = 'company' | 'name' | 'title' | 'email' | 'phone';

interface TextFieldSpec {
  field: TextFieldName;
  type: 'text' | 'tel';
  autoComplete: string;
  inputMode?: 'email';
}

// The e-mail field is a text input with the e-mail keyboard, not type="email": browsers turn an
// address with a Korean domain (user@한국.kr) into punycode or refuse it. The shared schema checks it.
const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'title', type: 'text', autoComplete: 'organization-title' },
  { field: 'email', type: 'text', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** The registration form: fields in the checking order, the consent notice, and the footer buttons. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { locale, idPrefix, draft, feedback, submitting, fieldRefs, feedbackRef, onChange, change } = props;
  const t = REGISTRATION_TEXT[locale];
  // The sessions of the edition the page was rendered for, not the one compiled into the bundle.
  const { edition } = useSiteEdition();
  const publicSessions = sessionInfos(edition).filter((session) => !session.invitationOnly);
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorId = id('error');
  const fieldError = (field: FormField) => (feedback?.kind === 'field' && feedback.field === field ? feedback : null);
  const invalidProps = (field: FormField) =>
    fieldError(field) ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const bindRef = (field: FormField) => (element: HTMLInputElement | null) => {
    fieldRefs.current[field] = element;
  };
  const alertFor = (field: FormField): ReactNode => {
    const error = fieldError(field);
    return error ? (
      <p className="reg-error" role="alert" id={errorId}>
        {feedbackText(error, locale)}
      </p>
    ) : null;
  };

  const textField = ({ field, type, autoComplete, inputMode }: TextFieldSpec) => {
    const locked = change !== undefined && field === 'email';
    const describedBy = [locked ? id('email-hint') : '', fieldError(field) ? errorId : ''].join(' ').trim();
    return (
      <div className="reg-field" key={field}>
        <label className="reg-label" htmlFor={id(field)}>
          {t.labels[field]}
        </label>
        <input
          ref={bindRef(field)}
          className="reg-input"
          id={id(field)}
          name={field}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          autoCapitalize={inputMode === 'email' ? 'off' : undefined}
          maxLength={FIELD_LIMITS[field]}
          required
          spellCheck={inputMode === 'email' || type === 'tel' ? false : undefined}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          readOnly={locked || undefined}
          {...invalidProps(field)}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        />
        {locked ? (
          <p className="reg-hint reg-hint--after" id={id('email-hint')}>
            {change.emailHint}
          </p>
        ) : null}
        {alertFor(field)}
      </div>
    );
  };

  const toggleSession = (code: SessionCode, checked: boolean) =>
    onChange({ sessions: checked ? [...draft.sessions, code] : draft.sessions.filter((chosen) => chosen !== code) });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <form className="reg-form" noValidate onSubmit={handleSubmit}>
      <div className="reg-body">
        <p className="reg-intro">{t.intro}</p>
        {TEXT_FIELDS.map(textField)}

        <fieldset className="reg-group" {...(fieldError('businessType') ? { 'aria-describedby': errorId } : {})}>
          <legend className="reg-label">{t.labels.businessType}</legend>
          {alertFor('businessType')}
          <div className="reg-options reg-options--two">
            {BUSINESS_TYPE_CODES.map((code, index) => (
              <label className="reg-option" key={code}>
                <input
                  ref={index === 0 ? bindRef('businessType') : undefined}
                  type="radio"
                  name={fieldToWire('businessType')}
                  value={code}
                  required
                  checked={draft.businessType === code}
                  onChange={() => onChange({ businessType: code })}
                  {...invalidProps('businessType')}
                />
                <span>{BUSINESS_TYPE_LABELS[locale][code]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset
          className="reg-group"
          aria-describedby={[id('sessions-hint'), fieldError('sessions') ? errorId : ''].join(' ').trim()}
        >
          <legend className="reg-label">{t.labels.sessions}</legend>
          <p className="reg-hint" id={id('sessions-hint')}>
            {t.sessionsHint}
          </p>
          {alertFor('sessions')}
          <div className="reg-options">
            {inTimeOrder(props.sessions ?? publicSessions).map((session, index) => (
              <label className="reg-option" key={session.code}>
                <input
                  ref={index === 0 ? bindRef('sessions') : undefined}
                  type="checkbox"
                  name={fieldToWire('sessions')}
                  value={session.code}
                  checked={draft.sessions.includes(session.code)}
                  onChange={(event) => toggleSession(session.code, event.target.checked)}
                  {...invalidProps('sessions')}
                />
                <span>
                  {session.title[locale]}
                  {props.fullSessions?.has(session.code) ? (
                    <>
                      {' '}
                      <span className="reg-full">{SEAT_WORDS[locale].full}</span>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="reg-group" {...(fieldError('about') ? { 'aria-describedby': errorId } : {})}>
          <legend className="reg-label">{t.labels.about}</legend>
          {alertFor('about')}
          <div className="reg-options reg-options--two">
            {heardFromChoices(edition).map((choice, index) => (
              <label className="reg-option" key={choice.key}>
                <input
                  ref={index === 0 ? bindRef('about') : undefined}
                  type="radio"
                  name="about"
                  value={choice.key}
                  required
                  checked={draft.about === choice.key}
                  onChange={() => onChange({ about: choice.key })}
                  {...invalidProps('about')}
                />
                <span>{choice.words[locale]}</span>
              </label>
            ))}
          </div>
          {draft.about === HEARD_FROM_OTHER ? (
            <div className="reg-field reg-field--nested">
              <label className="reg-label" htmlFor={id('aboutOther')}>
                {t.aboutOther}
              </label>
              <input
                ref={bindRef('aboutOther')}
                className="reg-input"
                id={id('aboutOther')}
                name="aboutOther"
                type="text"
                autoComplete="off"
                maxLength={FIELD_LIMITS.aboutOther}
                value={draft.aboutOther}
                onChange={(event) => onChange({ aboutOther: event.target.value })}
                {...invalidProps('aboutOther')}
              />
              {alertFor('aboutOther')}
            </div>
          ) : null}
        </fieldset>

        {change ? null : (
          <section className="reg-consent" aria-labelledby={id('consent-notice-heading')}>
            <ConsentNotice locale={locale} id={id('consent-notice')} />
            <label className="reg-option reg-option--consent">
              <input
                ref={bindRef('consent')}
                type="checkbox"
                name="consent"
                required
                checked={draft.consent}
                onChange={(event) => onChange({ consent: event.target.checked })}
                aria-invalid={fieldError('consent') ? true : undefined}
                // Screen readers read the notice with the checkbox, then the error if there is one.
                aria-describedby={[id('consent-notice'), fieldError('consent') ? errorId : ''].join(' ').trim()}
              />
              <span>{t.consent.checkbox}</span>
            </label>
            {alertFor('consent')}
          </section>
        )}

        {/* A trap for bots: hidden from people and assistive technology, never focused by Tab. */}
        {change ? null : (
          <div className="reg-honeypot" aria-hidden="true">
            <label htmlFor={id('hp')}>{t.honeypot}</label>
            <input
              id={id('hp')}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={draft.honeypot}
              onChange={(event) => onChange({ honeypot: event.target.value })}
            />
          </div>
        )}

        {feedback?.kind === 'preview' ? (
          <p className="reg-preview-note" role="status" tabIndex={-1} ref={feedbackRef}>
            {feedbackText(feedback, locale)}
          </p>
        ) : null}
        {feedback?.kind === 'api' ? (
          <p className="reg-error reg-error--request" role="alert" tabIndex={-1} ref={feedbackRef}>
            {feedbackText(feedback, locale)}
          </p>
        ) : null}
      </div>

      <div className="reg-footer">
        <button type="button" className="reg-button reg-button--secondary" onClick={props.onCancel}>
          {change ? change.cancel : t.cancel}
        </button>
        <button type="submit" className="reg-button reg-button--primary" disabled={submitting} aria-busy={submitting}>
          {change ? change.submit : t.register}
        </button>
      </div>
    </form>
  );
}

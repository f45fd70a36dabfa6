/**
 * The consent notice of the public registration form (shared text, the retention date from the
 * API's settings) and the checkbox the visitor ticks on the desk's screen.
 */
import { CONSENT_NOTICE_TEXT, type FieldErrorCode, type Locale, fieldErrorMessage } from '@forum/shared';

export interface WalkInConsentProps {
  id: string;
  locale: Locale;
  /** `YYYY-MM-DD`; null while unknown (GET /api/site-info not answered). */
  retentionUntil: string | null;
  checked: boolean;
  error: FieldErrorCode | undefined;
  unavailableText: string;
  onChange: (checked: boolean) => void;
}

export function WalkInConsent({
  id,
  locale,
  retentionUntil,
  checked,
  error,
  unavailableText,
  onChange,
}: WalkInConsentProps) {
  const t = CONSENT_NOTICE_TEXT[locale];
  const errorId = `${id}-consent-error`;
  return (
    <section className="desk-consent" aria-labelledby={`${id}-notice-heading`}>
      <h3 className="desk-consent__heading" id={`${id}-notice-heading`}>
        {t.heading}
      </h3>
      <dl className="desk-consent__notice" id={`${id}-notice`}>
        <dt>{t.purposeTerm}</dt>
        <dd>{t.purpose}</dd>
        <dt>{t.itemsTerm}</dt>
        <dd>{t.items}</dd>
        <dt>{t.retentionTerm}</dt>
        <dd>{retentionUntil ? t.retention(retentionUntil) : unavailableText}</dd>
        <dt>{t.refusalTerm}</dt>
        <dd>{t.refusal}</dd>
      </dl>
      <label className="admin-choice desk-consent__choice">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={checked}
          disabled={!retentionUntil}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          // Screen readers read the notice with the checkbox, then the error if there is one.
          aria-describedby={[`${id}-notice`, error ? errorId : ''].join(' ').trim()}
        />
        <span>{t.checkbox}</span>
      </label>
      {error ? (
        <p id={errorId} className="admin-field-error">
          {fieldErrorMessage(error, locale)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * "Lost your link?": asks for a new link by e-mail. The API answers the same whether or not the
 * address is registered, and so does this form.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type FieldErrorCode,
  type Locale,
  errorMessage,
  fieldErrorMessage,
  isFieldErrorCode,
  registrationSchema,
} from '@forum/shared';
import { REGISTRATION_TEXT } from '../registration/registrationText';
import { requestLinkAgain } from './manageClient';
import { MANAGE_TEXT } from './manageText';

type Outcome =
  { kind: 'sent'; email: string } | { kind: 'field'; code: FieldErrorCode } | { kind: 'failed'; text: string };

export function LostLinkForm({ locale }: { locale: Locale }) {
  const t = MANAGE_TEXT[locale];
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = registrationSchema.shape.email.safeParse(email);
    if (!checked.success) {
      const code = checked.error.issues[0]?.message;
      setOutcome({ kind: 'field', code: isFieldErrorCode(code) ? code : 'invalid_email' });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await requestLinkAgain(checked.data);
    setBusy(false);
    if (result.ok) setOutcome({ kind: 'sent', email: checked.data });
    else if (result.code === 'too_many_requests' && result.retryAfterSeconds !== undefined)
      setOutcome({
        kind: 'failed',
        text: REGISTRATION_TEXT[locale].retryInMinutes(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))),
      });
    else setOutcome({ kind: 'failed', text: errorMessage(result.code, locale) });
  }

  const invalid = outcome?.kind === 'field';
  return (
    <section className="manage-lost" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.lostHeading}</h2>
      <p>{t.lostText}</p>
      <form className="manage-lost__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="reg-field">
          <label className="reg-label" htmlFor={`${id}-email`}>
            {REGISTRATION_TEXT[locale].labels.email}
          </label>
          <input
            ref={inputRef}
            className="reg-input"
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {invalid ? (
            <p className="reg-error" role="alert" id={`${id}-error`}>
              {fieldErrorMessage(outcome.code, locale)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="reg-button reg-button--primary" disabled={busy} aria-busy={busy}>
          {t.lostSubmit}
        </button>
      </form>
      <div role="status" className="manage-notice">
        {outcome?.kind === 'sent' ? t.lostSent(outcome.email) : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <p className="reg-error reg-error--request" role="alert">
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Changing one's own password (`POST /api/admin/password {currentPassword, newPassword}`): 204 when
 * done (the server ends the admin's other sessions), 400 validation for a new password under 12
 * characters, 401 invalid_credentials for a wrong current password. That 401 is an answer about the
 * form, not the end of the session; any other 401 is.
 */
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { createAuthApi } from './authApi';
import { AUTH_TEXT } from './authText';
import '../components/screenPage.css';
import './ChangePasswordScreen.css';

export const MIN_PASSWORD_LENGTH = 12;

type Outcome = { kind: 'done' } | { kind: 'failed'; text: string; field: 'current' | 'new' | null };

export function ChangePasswordScreen() {
  const { client, locale, token, onSessionEnded } = useAdmin();
  const api = useMemo(() => createAuthApi(client), [client]);
  const t = AUTH_TEXT[locale];
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);

  function fail(text: string, field: 'current' | 'new' | null) {
    setOutcome({ kind: 'failed', text, field });
    (field === 'current' ? currentRef : field === 'new' ? nextRef : null)?.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!current) return fail(errorMessage('validation', locale), 'current');
    if ([...next].length < MIN_PASSWORD_LENGTH) return fail(t.passwordTooShort, 'new');
    setPending(true);
    setOutcome(null);
    const result = await api.changePassword(token, current, next);
    setPending(false);
    if (result.ok) {
      setCurrent('');
      setNext('');
      setOutcome({ kind: 'done' });
      return;
    }
    if (result.code === 'invalid_credentials') return fail(t.wrongCurrentPassword, 'current');
    if (result.status === 401) return onSessionEnded(result.code);
    if (result.code === 'validation') return fail(t.passwordTooShort, 'new');
    fail(errorMessage(result.code, locale), null);
  }

  const failed = outcome?.kind === 'failed' ? outcome : null;
  const invalid = (field: 'current' | 'new') =>
    failed?.field === field ? { 'aria-invalid': true as const, 'aria-errormessage': `${id}-error` } : {};

  return (
    <section className="admin-accounts" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{t.changePassword}</h1>
      <p className="admin-accounts__intro">{t.changePasswordIntro}</p>
      <form className="admin-accounts__invite admin-password" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-current`}>{t.currentPassword}</label>
        <input
          ref={currentRef}
          id={`${id}-current`}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          {...invalid('current')}
        />
        <label htmlFor={`${id}-new`}>{t.newPassword}</label>
        <input
          ref={nextRef}
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          aria-describedby={`${id}-hint`}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          {...invalid('new')}
        />
        <p id={`${id}-hint`} className="admin-password__hint">
          {t.newPasswordHint}
        </p>
        <div id={`${id}-error`} className="admin-alert" role="alert">
          {failed?.text ?? null}
        </div>
        <p className="admin-notice" role="status">
          {pending ? t.changingPassword : outcome?.kind === 'done' ? t.passwordChanged : null}
        </p>
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          {t.changePassword}
        </button>
      </form>
    </section>
  );
}

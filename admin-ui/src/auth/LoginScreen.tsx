/**
 * The login box: admin ID, password and the one-time password from the authenticator app (or a
 * recovery code; empty for an admin who has not set one up yet, who then goes on to set it up).
 * Wrong credentials, a missing or wrong code, a throttled login (with when to try again), a dead
 * network and a server failure each get their own message in the page's language, in an alert.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Locale, errorMessage } from '@forum/shared';
import type { ApiFailure } from '../lib/apiClient';
import type { AuthApi } from './authApi';
import { AUTH_TEXT } from './authText';
import { OtpCodeField } from './OtpCodeField';
import type { AdminSession } from '../lib/session';
import './LoginScreen.css';

/** Why the login box is showing, when it is not a fresh visit. */
export type LoginNotice = 'sessionEnded' | 'loggedOut' | { idleMinutes: number } | null;

export interface LoginScreenProps {
  api: AuthApi;
  locale: Locale;
  notice: LoginNotice;
  /** Stores the login; returns null when the answer is not a usable session. */
  onLoggedIn: (login: { token: string; expiresAt: string; otpEnrolment?: true }) => AdminSession | null;
}

function failureText(failure: Pick<ApiFailure, 'code' | 'retryAfterSeconds'>, locale: Locale): string {
  if (failure.code === 'too_many_attempts' || failure.code === 'too_many_requests') {
    return AUTH_TEXT[locale].tooManyAttempts(failure.retryAfterSeconds);
  }
  return errorMessage(failure.code, locale);
}

export function LoginScreen({ api, locale, notice, onLoggedIn }: LoginScreenProps) {
  const t = AUTH_TEXT[locale];
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Pick<ApiFailure, 'code' | 'retryAfterSeconds'> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const s = AUTH_TEXT[locale];

  // Arriving here from the list (a logout or an ended session) puts focus on the box, not the body.
  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    const result = await api.login(email.trim(), password, otp.trim() || undefined);
    if (result.ok && onLoggedIn(result.value)) return;
    setPending(false);
    const failed = result.ok ? { code: 'internal_error' as const } : result;
    setFailure(failed);
    // The disabled button lost focus; what was wrong is retyped, anything else is retried.
    const otpProblem = failed.code === 'otp_required' || failed.code === 'invalid_otp';
    const retry = failed.code === 'validation' ? emailRef.current : otpProblem ? otpRef.current : passwordRef.current;
    retry?.focus();
    if (failed.code === 'invalid_credentials') passwordRef.current?.select();
    if (failed.code === 'invalid_otp') otpRef.current?.select();
  }

  const message = failure
    ? failureText(failure, locale)
    : notice === 'sessionEnded'
      ? errorMessage('unauthorized', locale)
      : typeof notice === 'object' && notice !== null
        ? s.idleLoggedOut(notice.idleMinutes)
        : null;

  return (
    <section className="admin-login" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.loginHeading}
      </h1>
      <p className="admin-login__intro">{t.loginIntro}</p>
      {notice === 'loggedOut' && !failure ? (
        <p className="admin-notice" role="status">
          {t.loggedOut}
        </p>
      ) : null}
      <div className="admin-alert" role="alert">
        {message}
      </div>
      <form className="admin-login__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`}>{t.adminId}</label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t.password}</label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <OtpCodeField
          ref={otpRef}
          id={`${id}-otp`}
          label={s.otp}
          value={otp}
          onChange={setOtp}
          recovery={{ hint: s.otpHint }}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          {pending ? <span className="admin-spinner" aria-hidden="true" /> : null}
          {t.logIn}
        </button>
        {pending ? (
          <p className="visually-hidden" role="status">
            {t.loggingIn}
          </p>
        ) : null}
      </form>
    </section>
  );
}

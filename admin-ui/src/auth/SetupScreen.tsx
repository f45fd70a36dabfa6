/**
 * The first-run setup (`/admin/setup#<code>`, printed by the server while no admin exists): the
 * first manager's e-mail and password, then the authenticator app (the secret drawn with the code),
 * then the recovery codes shown this once; the answer is a logged-in session. Without a code in
 * the address, the code is asked for; once an admin exists, the screen says so and leads to the login.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type AdminSetupCheck, type AdminSetupDone, type ApiErrorCode, type Locale, errorMessage } from '@forum/shared';
import { AUTH_TEXT } from './authText';
import { OtpCodeField } from './OtpCodeField';
import { groupKey, qrCodeImage } from './qrCodeImage';
import type { SetupApi } from './setupApi';
import { SETUP_TEXT } from './setupText';
import './EnrolmentScreen.css';
import './LoginScreen.css';

const MIN_PASSWORD = 12;

export interface SetupScreenProps {
  api: SetupApi;
  locale: Locale;
  /** From the address's fragment; empty when the address had none. */
  code: string;
  /** The manager exists and the codes were seen: the session to keep. */
  onDone: (session: { token: string; expiresAt: string }) => void;
  /** Already set up: to the login box. */
  onLogin: () => void;
}

type Step =
  | { kind: 'loading' }
  | { kind: 'done-before' }
  | { kind: 'account' }
  | { kind: 'otp'; check: AdminSetupCheck; image: string | null }
  | { kind: 'recovery'; done: AdminSetupDone };

export function SetupScreen({ api, locale, code: givenCode, onDone, onLogin }: SetupScreenProps) {
  const t = SETUP_TEXT[locale];
  const a = AUTH_TEXT[locale];
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState(givenCode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void api.state().then((result) => {
      if (!live) return;
      if (result.ok && !result.value.needed) setStep({ kind: 'done-before' });
      else setStep({ kind: 'account' });
    });
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step.kind]);

  const failed = (code: ApiErrorCode, fields?: Partial<Record<string, string>>) => {
    if (code === 'validation' && fields?.password === 'password_too_short') setProblem(t.passwordTooShort);
    else if (code === 'setup_done') setStep({ kind: 'done-before' });
    else setProblem(errorMessage(code, locale));
  };

  async function checkAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password.length < MIN_PASSWORD) return setProblem(t.passwordTooShort);
    if (password !== again) return setProblem(t.passwordsDiffer);
    setPending(true);
    setProblem(null);
    const result = await api.check(code.trim(), email.trim());
    setPending(false);
    if (!result.ok) return failed(result.code, result.fields);
    setStep({ kind: 'otp', check: result.value, image: null });
    const image = await qrCodeImage(result.value.otpauthUrl).catch(() => null);
    setStep((current) => (current.kind === 'otp' ? { ...current, image } : current));
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    const result = await api.complete({ code: code.trim(), email: email.trim(), password, otp: otp.trim() });
    setPending(false);
    if (!result.ok) return failed(result.code, result.fields);
    setStep({ kind: 'recovery', done: result.value });
  }

  const alert = (
    <div className="admin-alert" role="alert">
      {problem}
    </div>
  );

  if (step.kind === 'loading')
    return (
      <p className="admin-loading" role="status">
        <span className="admin-spinner" aria-hidden="true" /> {t.loading}
      </p>
    );

  if (step.kind === 'done-before')
    return (
      <section className="admin-login" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t.heading}
        </h1>
        <p className="admin-login__intro">{t.alreadySetUp}</p>
        <button type="button" className="admin-button admin-button--primary" onClick={onLogin}>
          {t.toLogin}
        </button>
      </section>
    );

  if (step.kind === 'recovery')
    return (
      <section className="admin-login admin-enrol" aria-labelledby={`${id}-heading`}>
        <p className="admin-notice" role="status">
          {t.done}
        </p>
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {a.recoveryHeading}
        </h1>
        <p>{a.recoveryIntro}</p>
        <ol className="admin-enrol__codes" aria-label={a.recoveryList}>
          {step.done.recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => onDone({ token: step.done.token, expiresAt: step.done.expiresAt })}
        >
          {a.recoverySaved}
        </button>
      </section>
    );

  if (step.kind === 'otp')
    return (
      <section className="admin-login admin-enrol" aria-labelledby={`${id}-heading`}>
        <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t.otpHeading}
        </h1>
        <p className="admin-login__intro">{t.otpIntro}</p>
        {alert}
        <p className="admin-enrol__step">{a.enrolStepScan}</p>
        <div className="admin-enrol__qr">
          {step.image ? (
            <img src={step.image} alt={a.qrAlt} width={200} height={200} />
          ) : (
            <span className="admin-spinner" aria-hidden="true" />
          )}
        </div>
        <p className="admin-enrol__step">{a.enrolStepKey}</p>
        <p className="admin-enrol__key">
          <span>{a.keyLabel}</span>
          <code lang="en">{groupKey(step.check.secret)}</code>
        </p>
        <form className="admin-login__form" onSubmit={(event) => void create(event)}>
          <OtpCodeField id={`${id}-otp`} label={a.enrolStepCode} value={otp} onChange={setOtp} />
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            {pending ? <span className="admin-spinner" aria-hidden="true" /> : null}
            {pending ? t.creating : t.create}
          </button>
        </form>
      </section>
    );

  return (
    <section className="admin-login" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-login__intro">{t.intro}</p>
      {alert}
      <form className="admin-login__form" onSubmit={(event) => void checkAccount(event)}>
        {givenCode ? null : (
          <>
            <label htmlFor={`${id}-code`}>{t.code}</label>
            <input
              id={`${id}-code`}
              name="code"
              autoComplete="off"
              required
              value={code}
              aria-describedby={`${id}-code-hint`}
              onChange={(event) => setCode(event.target.value)}
            />
            <p id={`${id}-code-hint`} className="admin-login__hint">
              {t.codeHint}
            </p>
          </>
        )}
        <label htmlFor={`${id}-email`}>{t.email}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t.password}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-password-hint`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-password-hint`} className="admin-login__hint">
          {t.passwordHint}
        </p>
        <label htmlFor={`${id}-again`}>{t.passwordAgain}</label>
        <input
          id={`${id}-again`}
          name="passwordAgain"
          type="password"
          autoComplete="new-password"
          required
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
          {pending ? <span className="admin-spinner" aria-hidden="true" /> : null}
          {pending ? t.checking : t.next}
        </button>
      </form>
    </section>
  );
}

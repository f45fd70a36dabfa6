/**
 * Setting up the authenticator app, the first time an admin logs in (the token is good for nothing
 * else until this is done): the QR code of the otpauth:// URL and the key to type instead, a code
 * from the app to prove it works, then the ten recovery codes, shown this once.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type ApiErrorCode, type Locale, type OtpEnrolmentStart, errorMessage } from '@forum/shared';
import type { AuthApi } from './authApi';
import { AUTH_TEXT } from './authText';
import { OtpCodeField } from './OtpCodeField';
import { groupKey, qrCodeImage } from './qrCodeImage';
import './EnrolmentScreen.css';

export interface EnrolmentScreenProps {
  api: AuthApi;
  locale: Locale;
  token: string;
  /** The app is set up and the codes were seen: the token is now a full session. */
  onEnrolled: () => void;
  onSessionEnded: (code?: ApiErrorCode) => void;
}

export function EnrolmentScreen({ api, locale, token, onEnrolled, onSessionEnded }: EnrolmentScreenProps) {
  const t = AUTH_TEXT[locale];
  const id = useId();
  const [setup, setSetup] = useState<(OtpEnrolmentStart & { image: string | null }) | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const recoveryRef = useRef<HTMLHeadingElement>(null);

  // The parent's callback may change on every render; asking for the secret must not.
  const onSessionEndedRef = useRef(onSessionEnded);
  useEffect(() => {
    onSessionEndedRef.current = onSessionEnded;
  }, [onSessionEnded]);

  /** Asks the server for the secret (the server answers the same pending one until it is confirmed). */
  const fetchSecret = useCallback(
    () =>
      api.startOtpEnrolment(token).then(async (result) => {
        if (!result.ok) {
          if (result.status === 401) onSessionEndedRef.current(result.code);
          else setFailure(result.code);
          return;
        }
        setSetup({ ...result.value, image: null });
        const image = await qrCodeImage(result.value.otpauthUrl).catch(() => null);
        setSetup({ ...result.value, image });
      }),
    [api, token],
  );

  const retry = () => {
    setFailure(null);
    void fetchSecret();
  };

  useEffect(() => {
    headingRef.current?.focus();
    void fetchSecret();
  }, [fetchSecret]);

  useEffect(() => {
    if (recoveryCodes) recoveryRef.current?.focus();
  }, [recoveryCodes]);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    const result = await api.confirmOtpEnrolment(token, code.trim());
    setPending(false);
    if (result.ok) {
      setRecoveryCodes(result.value.recoveryCodes);
      return;
    }
    if (result.status === 401) return onSessionEnded(result.code);
    setFailure(result.code);
    codeRef.current?.focus();
    codeRef.current?.select();
  }

  if (recoveryCodes) {
    return (
      <section className="admin-login admin-enrol" aria-labelledby={`${id}-recovery`}>
        <p className="admin-notice" role="status">
          {t.enrolled}
        </p>
        <h1 id={`${id}-recovery`} ref={recoveryRef} tabIndex={-1}>
          {t.recoveryHeading}
        </h1>
        <p>{t.recoveryIntro}</p>
        <ol className="admin-enrol__codes" aria-label={t.recoveryList}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="admin-button admin-button--primary" onClick={onEnrolled}>
          {t.recoverySaved}
        </button>
      </section>
    );
  }

  return (
    <section className="admin-login admin-enrol" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.enrolHeading}
      </h1>
      <p className="admin-login__intro">{t.enrolIntro}</p>
      <div className="admin-alert" role="alert">
        {failure ? errorMessage(failure, locale) : null}
      </div>
      {!setup && !failure ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {t.preparing}
        </p>
      ) : null}
      {!setup && failure ? (
        <button type="button" className="admin-button admin-button--secondary" onClick={retry}>
          {t.retryEnrolment}
        </button>
      ) : null}
      {setup ? (
        <>
          <p className="admin-enrol__step">{t.enrolStepScan}</p>
          <div className="admin-enrol__qr">
            {setup.image ? (
              <img src={setup.image} alt={t.qrAlt} width={200} height={200} />
            ) : (
              <span className="admin-spinner" aria-hidden="true" />
            )}
          </div>
          <p className="admin-enrol__step">{t.enrolStepKey}</p>
          <p className="admin-enrol__key">
            <span>{t.keyLabel}</span>
            <code lang="en">{groupKey(setup.secret)}</code>
          </p>
          <form className="admin-login__form" onSubmit={(event) => void confirm(event)}>
            <OtpCodeField ref={codeRef} id={`${id}-code`} label={t.enrolStepCode} value={code} onChange={setCode} />
            <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
              {pending ? <span className="admin-spinner" aria-hidden="true" /> : null}
              {t.confirm}
            </button>
            {pending ? (
              <p className="visually-hidden" role="status">
                {t.confirming}
              </p>
            ) : null}
          </form>
        </>
      ) : null}
    </section>
  );
}

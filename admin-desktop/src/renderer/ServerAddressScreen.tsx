/**
 * The server-address screen: on first run (nothing stored yet) and from the menu or the status
 * line later. The main process checks the address (https, or http on this machine) and calls its
 * /api/health before saving; every refusal is shown here, in the admin's language.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@forum/shared';
import { useDocumentTitle } from '@forum/admin-ui';
import type { ForumDesktopBridge, SetServerAnswer } from '../ipcContract';
import { DESKTOP_TEXT, serverProblemText } from './desktopText';

export interface ServerAddressScreenProps {
  bridge: ForumDesktopBridge;
  locale: Locale;
  onSwitchLanguage(): void;
  /** The stored address when changing it; null on first run. */
  current: string | null;
  onSaved(serverUrl: string): void;
  /** Present when there is a stored address to go back to. */
  onCancel?: () => void;
}

type Failure = Extract<SetServerAnswer, { ok: false }>;

export function ServerAddressScreen({
  bridge,
  locale,
  onSwitchLanguage,
  current,
  onSaved,
  onCancel,
}: ServerAddressScreenProps) {
  const t = DESKTOP_TEXT[locale];
  const id = useId();
  const [address, setAddress] = useState(current ?? '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useDocumentTitle(t.documentTitle);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    let answer: SetServerAnswer;
    try {
      answer = await bridge.setServer(address);
    } catch {
      answer = { ok: false, problem: 'unreachable', message: 'The console could not check the address.' };
    }
    setPending(false);
    if (answer.ok) {
      onSaved(answer.serverUrl);
      return;
    }
    setFailure(answer);
    inputRef.current?.focus();
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <main className="admin desktop-server" lang={locale}>
      <div className="admin-bar">
        <p className="admin-bar__brand">{t.brand}</p>
        <div className="admin-bar__actions">
          <button
            type="button"
            className="admin-button admin-button--quiet"
            lang={t.languageSwitchLang}
            onClick={onSwitchLanguage}
          >
            {t.languageSwitch}
          </button>
        </div>
      </div>
      <section className="admin-login" aria-labelledby={`${id}-heading`}>
        <p className="admin-login__brand">{t.brand}</p>
        <h1 id={`${id}-heading`}>{t.serverHeading}</h1>
        <p className="admin-login__intro">{current ? t.serverIntroChange : t.serverIntroFirstRun}</p>
        <div id={errorId} className="admin-alert" role="alert">
          {failure ? serverProblemText(failure.problem, locale, failure.status) : null}
        </div>
        <form className="admin-login__form" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-address`}>{t.serverLabel}</label>
          <input
            ref={inputRef}
            id={`${id}-address`}
            name="server"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            autoCapitalize="none"
            required
            placeholder="https://forum.example.com"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${errorId} ${hintId}` : hintId}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <p id={hintId} className="desktop-server__hint">
            {t.serverHint}
          </p>
          <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
            {pending ? <span className="admin-spinner" aria-hidden="true" /> : null}
            {t.checkAndSave}
          </button>
          {onCancel ? (
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={pending}
              onClick={onCancel}
            >
              {t.cancel}
            </button>
          ) : null}
          {pending ? (
            <p className="visually-hidden" role="status">
              {t.checking}
            </p>
          ) : null}
        </form>
      </section>
    </main>
  );
}

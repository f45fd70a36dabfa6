/**
 * The admin console: the login box or the registrant list, with a language switch. Everything
 * platform-specific (storage, saving the workbook, the API's address) comes in through `platform`,
 * and the language belongs to the host (`locale`, `onLocaleChange`; see locale.ts), so the web page
 * and the desktop console mount this same component and keep their own screens in step with it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '@forum/shared';
// Before the screens: their own CSS files then come later and override these shared rules.
import './AdminApp.css';
import { createAdminApi } from './adminApi';
import { ADMIN_TEXT } from './adminText';
import { useDocumentLanguage, useDocumentTitle } from './documentLanguage';
import { type LoginNotice, LoginScreen } from './LoginScreen';
import type { AdminPlatform } from './platform';
import { RegistrantsScreen } from './RegistrantsScreen';
import { type AdminSession, endSession, restoreSession, startSession } from './session';

export interface AdminAppProps {
  platform: AdminPlatform;
  locale: Locale;
  /** The language switch was used; the host remembers the choice and passes the new `locale`. */
  onLocaleChange(next: Locale): void;
}

type AuthState =
  | { session: AdminSession; fromLogin: boolean; notice?: undefined }
  | { session: null; notice: LoginNotice };

/** setTimeout's limit; a session is never that long, but a wrong clock could make it look so. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function AdminApp({ platform, locale, onLocaleChange }: AdminAppProps) {
  const { storage } = platform;
  const api = useMemo(() => createAdminApi(platform.apiBase), [platform.apiBase]);
  const [auth, setAuth] = useState<AuthState>(() => {
    const session = restoreSession(storage);
    return session ? { session, fromLogin: false } : { session: null, notice: null };
  });
  const t = ADMIN_TEXT[locale];

  useDocumentLanguage(locale);
  useDocumentTitle(t.documentTitle);

  const onLoggedIn = useCallback(
    (login: { token: string; expiresAt: string }) => {
      const session = startSession(storage, login);
      if (session) setAuth({ session, fromLogin: true });
      return session;
    },
    [storage],
  );

  /** Any 401, or the expiry passing while the page is open. */
  const onSessionEnded = useCallback(() => {
    endSession(storage);
    setAuth({ session: null, notice: 'sessionEnded' });
  }, [storage]);

  const onLogOut = useCallback(
    async (session: AdminSession) => {
      // Revoked on the server first, so the token is useless even if a copy survives elsewhere.
      await api.logout(session.token);
      endSession(storage);
      setAuth({ session: null, notice: 'loggedOut' });
    },
    [api, storage],
  );

  const session = auth.session;
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(onSessionEnded, Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAtMs - Date.now())));
    return () => clearTimeout(timer);
  }, [session, onSessionEnded]);

  function switchLanguage() {
    onLocaleChange(locale === 'ko' ? 'en' : 'ko');
  }

  return (
    <main className="admin" lang={locale}>
      <div className="admin-bar">
        <p className="admin-bar__brand">{t.brand}</p>
        <div className="admin-bar__actions">
          <button type="button" className="admin-button admin-button--quiet" lang={t.languageSwitchLang} onClick={switchLanguage}>
            {t.languageSwitch}
          </button>
          {session ? <LogOutButton label={t.logOut} onLogOut={() => onLogOut(session)} /> : null}
        </div>
      </div>
      {session ? (
        <RegistrantsScreen
          key={session.token}
          api={api}
          platform={platform}
          locale={locale}
          session={session}
          focusHeading={auth.fromLogin}
          onSessionEnded={onSessionEnded}
        />
      ) : (
        <LoginScreen api={api} locale={locale} notice={auth.notice} onLoggedIn={onLoggedIn} />
      )}
    </main>
  );
}

function LogOutButton({ label, onLogOut }: { label: string; onLogOut: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="admin-button admin-button--quiet"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void onLogOut();
      }}
    >
      {label}
    </button>
  );
}

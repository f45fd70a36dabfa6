/**
 * The admin console: the login box, the authenticator set-up, or the logged-in sections (the
 * registrant list; for managers also accounts and the access log), with a language switch and the
 * idle cut-off. Everything platform-specific (storage, saving the workbook, the API's address)
 * comes in through `platform`, and the language belongs to the host (`locale`, `onLocaleChange`;
 * see locale.ts), so the web page and the desktop console mount this same component.
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminSessionInfo, ApiErrorCode, Locale } from '@forum/shared';
// Before the screens: their own CSS files then come later and override these shared rules.
import './AdminApp.css';
import { AccessLogScreen } from '../accessLog';
import { AccountsScreen } from '../accounts';
import { ChangePasswordScreen, EnrolmentScreen, IdleGuard, type LoginNotice, LoginScreen } from '../auth';
import { CHECKIN_TEXT, CheckinSection, forgetDeskRoster } from '../checkin';
import { MeetingsScreen } from '../meetings';
import { ApprovalScreen } from '../approval';
import { InvitationsScreen } from '../invitations';
import { MessagesScreen } from '../messages';
import { RegistrantsScreen } from '../registrants';
import { SessionsScreen } from '../sessions';
import { createActivityTracker } from './activity';
import { AdminBar, type AdminSection } from './AdminBar';
import { createAdminApi } from './adminApi';
import { APP_TEXT } from './appText';
import { useDocumentLanguage, useDocumentTitle } from './documentLanguage';
import type { AdminPlatform } from './platform';
import { type AdminSession, endSession, restoreSession, startSession } from './session';

export interface AdminAppProps {
  platform: AdminPlatform;
  locale: Locale;
  /** The language switch was used; the host remembers the choice and passes the new `locale`. */
  onLocaleChange(next: Locale): void;
}

type AuthState =
  | { session: AdminSession; info: AdminSessionInfo | null; enrolling: boolean; fromLogin: boolean; notice?: undefined }
  | { session: null; notice: LoginNotice };

/** setTimeout's limit; a session is never that long, but a wrong clock could make it look so. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When the session's own description cannot be had (an older server): the least the UI may offer. */
const UNKNOWN_INFO = (session: AdminSession): AdminSessionInfo => ({
  account: { id: 0, email: '', role: 'staff' },
  expiresAt: session.expiresAt,
  idleExpiresAt: session.expiresAt,
  idleMinutes: 30,
  otpEnrolment: false,
});

export function AdminApp({ platform, locale, onLocaleChange }: AdminAppProps) {
  const { storage } = platform;
  const tracker = useMemo(() => createActivityTracker(), []);
  const api = useMemo(
    () => createAdminApi(platform.apiBase, { onActivity: tracker.touch }),
    [platform.apiBase, tracker],
  );
  const [auth, setAuth] = useState<AuthState>(() => {
    const session = restoreSession(storage);
    return session ? { session, info: null, enrolling: false, fromLogin: false } : { session: null, notice: null };
  });
  const [section, setSection] = useState<AdminSection>('registrants');
  const t = APP_TEXT[locale];

  useDocumentLanguage(locale);
  useDocumentTitle(t.documentTitle);

  const session = auth.session;
  const info = auth.session ? auth.info : null;
  const idleMinutes = info?.idleMinutes ?? 30;

  const onLoggedIn = useCallback(
    (login: { token: string; expiresAt: string; otpEnrolment?: true }) => {
      const started = startSession(storage, login);
      if (started) {
        tracker.touch();
        setSection('registrants');
        setAuth({ session: started, info: null, enrolling: login.otpEnrolment === true, fromLogin: true });
      }
      return started;
    },
    [storage, tracker],
  );

  /** Any 401, or the expiry passing while the page is open; `session_idle` says why. */
  const onSessionEnded = useCallback(
    (code?: ApiErrorCode) => {
      endSession(storage);
      forgetDeskRoster();
      setAuth({ session: null, notice: code === 'session_idle' ? { idleMinutes } : 'sessionEnded' });
    },
    [storage, idleMinutes],
  );

  const logOut = useCallback(
    async (ending: AdminSession, notice: LoginNotice) => {
      // Revoked on the server first, so the token is useless even if a copy survives elsewhere.
      await api.logout(ending.token);
      endSession(storage);
      forgetDeskRoster();
      setAuth({ session: null, notice });
    },
    [api, storage],
  );

  // Who is logged in, with which role, and how long the session may stay unused.
  useEffect(() => {
    if (!session || info) return;
    let live = true;
    void api.sessionInfo(session.token).then((result) => {
      if (!live) return;
      if (!result.ok && result.status === 401) return onSessionEnded(result.code);
      const known = result.ok ? result.value : UNKNOWN_INFO(session);
      setAuth((previous) =>
        previous.session !== null && previous.session.token === session.token
          ? { ...previous, info: known, enrolling: previous.enrolling || known.otpEnrolment }
          : previous,
      );
    });
    return () => {
      live = false;
    };
  }, [api, session, info, onSessionEnded]);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () => onSessionEnded(),
      Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAtMs - Date.now())),
    );
    return () => clearTimeout(timer);
  }, [session, onSessionEnded]);

  const onIdle = useCallback(() => {
    if (session) void logOut(session, { idleMinutes });
  }, [session, logOut, idleMinutes]);

  const stayLoggedIn = useCallback(async () => {
    if (!session) return;
    const result = await api.sessionInfo(session.token);
    if (!result.ok && result.status === 401) onSessionEnded(result.code);
  }, [api, session, onSessionEnded]);

  const onEnrolled = useCallback(() => {
    setAuth((previous) =>
      previous.session !== null ? { ...previous, enrolling: false, info: null, fromLogin: true } : previous,
    );
  }, []);

  const manager = info?.account.role === 'manager';
  // Staff have the list and check-in; a section they may not see falls back to the list.
  const shown: AdminSection =
    manager || section === 'checkin' || section === 'registrants' || section === 'sessions' || section === 'password'
      ? section
      : 'registrants';

  return (
    <main className="admin" lang={locale}>
      <AdminBar
        locale={locale}
        onLocaleChange={onLocaleChange}
        session={session && info && !auth.enrolling ? info : null}
        loggedIn={session !== null}
        section={shown}
        onSection={setSection}
        onLogOut={() => (session ? logOut(session, 'loggedOut') : Promise.resolve())}
      />
      {!session ? (
        <LoginScreen api={api} locale={locale} notice={auth.notice ?? null} onLoggedIn={onLoggedIn} />
      ) : auth.session && auth.enrolling ? (
        <EnrolmentScreen
          api={api}
          locale={locale}
          token={session.token}
          onEnrolled={onEnrolled}
          onSessionEnded={onSessionEnded}
        />
      ) : !info ? (
        // A restored session may be an enrolment token (the page reloaded during the set-up): until
        // the server has described it, no screen asks for anything such a token may not have.
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.checkingSession}
        </p>
      ) : shown === 'password' ? (
        <ChangePasswordScreen
          key={session.token}
          api={api}
          locale={locale}
          token={session.token}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'accounts' ? (
        <AccountsScreen
          key={session.token}
          api={api}
          locale={locale}
          token={session.token}
          self={info.account}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'checkin' ? (
        <Suspense
          fallback={
            <p className="admin-loading" role="status">
              <span className="admin-spinner" aria-hidden="true" /> {CHECKIN_TEXT[locale].loadingRoster}
            </p>
          }
        >
          <CheckinSection
            key={session.token}
            platform={platform}
            locale={locale}
            token={session.token}
            onActivity={tracker.touch}
            onSessionEnded={onSessionEnded}
          />
        </Suspense>
      ) : shown === 'sessions' ? (
        <SessionsScreen
          key={session.token}
          api={api}
          locale={locale}
          token={session.token}
          role={info.account.role}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'messages' ? (
        <MessagesScreen
          key={session.token}
          platform={platform}
          locale={locale}
          token={session.token}
          onActivity={tracker.touch}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'approval' ? (
        <ApprovalScreen
          key={session.token}
          platform={platform}
          locale={locale}
          token={session.token}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'invitations' ? (
        <InvitationsScreen
          key={session.token}
          platform={platform}
          locale={locale}
          token={session.token}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'meetings' ? (
        <MeetingsScreen
          key={session.token}
          platform={platform}
          locale={locale}
          token={session.token}
          onSessionEnded={onSessionEnded}
        />
      ) : shown === 'accessLog' ? (
        <AccessLogScreen
          key={session.token}
          api={api}
          platform={platform}
          locale={locale}
          token={session.token}
          onSessionEnded={onSessionEnded}
        />
      ) : (
        <RegistrantsScreen
          key={session.token}
          api={api}
          platform={platform}
          locale={locale}
          session={session}
          role={info.account.role}
          focusHeading={auth.session ? auth.fromLogin : false}
          onSessionEnded={onSessionEnded}
        />
      )}
      {session && info && !auth.enrolling ? (
        <IdleGuard
          tracker={tracker}
          idleMinutes={idleMinutes}
          locale={locale}
          onStayLoggedIn={stayLoggedIn}
          onLogOut={() => void logOut(session, 'loggedOut')}
          onIdle={onIdle}
        />
      ) : null}
    </main>
  );
}

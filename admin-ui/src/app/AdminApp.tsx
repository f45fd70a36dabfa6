/**
 * The admin console's shell: the login box, the authenticator set-up, or the logged-in sections
 * (the table in sections.tsx), with the edition switcher, a language switch and the idle cut-off.
 * The screens read the session, the language, the API client and the edition viewed from the
 * context given here (lib/adminContext.tsx), not from props. Everything platform-specific (storage, saving the workbook, the API's address)
 * comes in through `platform`, and the language belongs to the host (`locale`, `onLocaleChange`;
 * see locale.ts), so the web page and the desktop console mount this same component.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type AdminSessionInfo, type ApiErrorCode, EDITION, type Locale } from '@forum/shared';
// Before the screens: their own CSS files then come later and override these shared rules.
import './AdminApp.css';
import {
  EnrolmentScreen,
  IdleGuard,
  type LoginNotice,
  LoginScreen,
  SetupScreen,
  createAuthApi,
  createSetupApi,
} from '../auth';
import { forgetDeskRoster } from '../checkin';
import { createActivityTracker } from '../lib/activity';
import { AdminContext, type AdminContextValue, viewedEdition } from '../lib/adminContext';
import { createAdminClient } from '../lib/apiClient';
import { useDocumentLanguage, useDocumentTitle } from '../lib/documentLanguage';
import { type EditionSummary, adoptEditions, fetchEditions } from '../lib/editions';
import type { AdminPlatform } from '../lib/platform';
import { type AdminSession, endSession, restoreSession, startSession } from '../lib/session';
import { AdminBar } from './AdminBar';
import { APP_TEXT } from './appText';
import { PastEditionBanner } from './PastEditionBanner';
import { type AdminSection, sectionsFor } from './sections';

export interface AdminAppProps {
  platform: AdminPlatform;
  locale: Locale;
  /** The language switch was used; the host remembers the choice and passes the new `locale`. */
  onLocaleChange(next: Locale): void;
  /**
   * The first-run setup address was opened (the web page's `/admin/setup#<code>`; `code` empty
   * without a fragment): the setup screen instead of the login box, until `onLeave` (set up, or
   * already set up) takes the host back to the plain console.
   */
  setup?: { code: string; onLeave(): void } | null;
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

export function AdminApp({ platform, locale, onLocaleChange, setup = null }: AdminAppProps) {
  const { storage } = platform;
  const tracker = useMemo(() => createActivityTracker(), []);
  // The session's own calls (login, who am I, log out) belong to no edition.
  const baseClient = useMemo(
    () => createAdminClient(platform.apiBase, { onActivity: tracker.touch }),
    [platform.apiBase, tracker],
  );
  const api = useMemo(() => createAuthApi(baseClient), [baseClient]);
  const setupApi = useMemo(() => createSetupApi(baseClient), [baseClient]);
  const [editions, setEditions] = useState<readonly EditionSummary[] | null>(null);
  /** The past edition viewed; null is the current one (the server's default). */
  const [pastYear, setPastYear] = useState<number | null>(null);
  /** Raised when the Forum screen publishes: the editions (and so the current one) are read again. */
  const [editionsVersion, setEditionsVersion] = useState(0);
  const onEditionsChanged = useCallback(() => setEditionsVersion((version) => version + 1), []);
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
        setPastYear(null);
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

  // The editions the switcher offers; a server without the list (older) leaves the console in its current one.
  useEffect(() => {
    if (!session || !info || auth.enrolling) return;
    let live = true;
    void fetchEditions(baseClient, session.token).then((result) => {
      if (!live) return;
      if (!result.ok && result.status === 401) return onSessionEnded(result.code);
      if (result.ok) adoptEditions(result.value);
      setEditions(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
  }, [baseClient, session, info, auth, onSessionEnded, editionsVersion]);

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

  const currentYear = editions?.find((edition) => edition.current)?.year ?? EDITION.year;
  const viewedYear = pastYear !== null && editions?.some((e) => e.year === pastYear) ? pastYear : currentYear;
  // The server's file of the year when it listed one (it may be newer than this console's build).
  const listedFile = editions?.find((row) => row.year === viewedYear)?.files?.edition;
  const edition = useMemo(
    () => viewedEdition(viewedYear, viewedYear === currentYear, listedFile),
    [viewedYear, currentYear, listedFile],
  );
  // Every screen's calls go through this client: in a past edition it adds `?edition=YYYY`.
  const client = useMemo(
    () =>
      createAdminClient(platform.apiBase, {
        onActivity: tracker.touch,
        edition: edition.current ? null : edition.year,
      }),
    [platform.apiBase, tracker, edition],
  );
  const role = info?.account.role ?? 'staff';
  const sections = sectionsFor(role, edition.readOnly);
  // A section this admin may not open (or the desk, in a past edition) falls back to the list.
  const entry = sections.find((candidate) => candidate.id === section) ?? sections[0]!;
  const focusHeading = auth.session ? auth.fromLogin : false;
  const context = useMemo<AdminContextValue | null>(
    () =>
      session && info
        ? {
            platform,
            locale,
            token: session.token,
            account: info.account,
            role: info.account.role,
            manager: info.account.role === 'manager',
            client,
            edition,
            onActivity: tracker.touch,
            onSessionEnded,
            focusHeading,
            onEditionsChanged,
          }
        : null,
    [platform, locale, session, info, client, edition, tracker, onSessionEnded, focusHeading, onEditionsChanged],
  );
  const Screen = entry.Screen;

  return (
    <main className="admin" lang={locale}>
      <AdminBar
        locale={locale}
        onLocaleChange={onLocaleChange}
        session={session && info && !auth.enrolling ? info : null}
        loggedIn={session !== null}
        sections={sections}
        section={entry.id}
        onSection={setSection}
        editions={
          editions
            ? {
                list: editions,
                year: edition.year,
                onChoose: (year) => setPastYear(year === currentYear ? null : year),
              }
            : null
        }
        onLogOut={() => (session ? logOut(session, 'loggedOut') : Promise.resolve())}
      />
      {!session && setup ? (
        <SetupScreen
          api={setupApi}
          locale={locale}
          code={setup.code}
          onDone={(login) => {
            if (onLoggedIn(login)) setup.onLeave();
          }}
          onLogin={setup.onLeave}
        />
      ) : !session ? (
        <LoginScreen api={api} locale={locale} notice={auth.notice ?? null} onLoggedIn={onLoggedIn} />
      ) : auth.session && auth.enrolling ? (
        <EnrolmentScreen
          api={api}
          locale={locale}
          token={session.token}
          onEnrolled={onEnrolled}
          onSessionEnded={onSessionEnded}
        />
      ) : !context ? (
        // A restored session may be an enrolment token (the page reloaded during the set-up): until
        // the server has described it, no screen asks for anything such a token may not have.
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.checkingSession}
        </p>
      ) : (
        <AdminContext.Provider value={context}>
          {edition.readOnly ? (
            <PastEditionBanner
              locale={locale}
              year={edition.year}
              onBack={() => setPastYear(null)}
              currentYear={currentYear}
            />
          ) : null}
          {/* A new session or edition starts the screen afresh: nothing of one is shown in the other. */}
          <Screen key={entry.acrossEditions ? session.token : `${session.token}:${edition.year}`} />
        </AdminContext.Provider>
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

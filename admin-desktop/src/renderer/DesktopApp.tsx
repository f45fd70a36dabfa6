/**
 * The desktop console's screens: the server address (first run, or when asked for through the
 * menu's 'Server address…', which opens index.html#server), then the admin UI (@forum/admin-ui)
 * with the desktop platform. A status line shows which server is in use. This component owns the
 * window's language: the server screen, the admin UI, the status line and save failures all
 * follow the one switch.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@forum/shared';
import {
  AdminApp,
  type AdminStorage,
  endSession,
  readAdminLocale,
  useAdminLocale,
  useDocumentLanguage,
} from '@forum/admin-ui';
import type { ForumDesktopBridge } from '../ipcContract';
import { createDesktopPlatform } from './desktopPlatform';
import { DESKTOP_TEXT } from './desktopText';
import { ServerAddressScreen } from './ServerAddressScreen';
import './desktop.css';

export const SERVER_SCREEN_HASH = '#server';

type Screen = { name: 'loading' } | { name: 'server'; current: string | null } | { name: 'admin'; serverUrl: string };

export interface DesktopAppProps {
  bridge: ForumDesktopBridge;
  storage: AdminStorage;
}

function leaveServerHash(): void {
  if (window.location.hash === SERVER_SCREEN_HASH) {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  }
}

export function DesktopApp({ bridge, storage }: DesktopAppProps) {
  const [screen, setScreen] = useState<Screen>({ name: 'loading' });
  const [locale, setLocale] = useAdminLocale(storage);
  useDocumentLanguage(locale);
  // The platform outlives renders: when a save fails it reads the language the switch last stored.
  const platform = useMemo(
    () => createDesktopPlatform(bridge, { storage, locale: () => readAdminLocale(storage) }),
    [bridge, storage],
  );

  useEffect(() => {
    let live = true;
    bridge
      .getServer()
      .catch(() => null)
      .then((serverUrl) => {
        if (!live) return;
        const askForServer = serverUrl === null || window.location.hash === SERVER_SCREEN_HASH;
        setScreen(askForServer ? { name: 'server', current: serverUrl } : { name: 'admin', serverUrl });
      });
    const onHashChange = () => {
      if (window.location.hash !== SERVER_SCREEN_HASH) return;
      void bridge
        .getServer()
        .catch(() => null)
        .then((current) => {
          if (live) setScreen({ name: 'server', current });
        });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      live = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [bridge]);

  function onServerSaved(serverUrl: string, previous: string | null) {
    // A token belongs to the server that issued it: a new server means a new login.
    if (previous !== serverUrl) endSession(storage);
    leaveServerHash();
    setScreen({ name: 'admin', serverUrl });
  }

  function backToAdmin(serverUrl: string) {
    leaveServerHash();
    setScreen({ name: 'admin', serverUrl });
  }

  function switchLanguage() {
    setLocale(locale === 'ko' ? 'en' : 'ko');
  }

  if (screen.name === 'loading') {
    return (
      <p className="desktop-loading" role="status">
        {DESKTOP_TEXT[locale].loading}
      </p>
    );
  }
  if (screen.name === 'server') {
    const current = screen.current;
    return (
      <ServerAddressScreen
        bridge={bridge}
        locale={locale}
        onSwitchLanguage={switchLanguage}
        current={current}
        onSaved={(serverUrl) => onServerSaved(serverUrl, current)}
        {...(current ? { onCancel: () => backToAdmin(current) } : {})}
      />
    );
  }
  return (
    <div className="desktop-shell">
      {/* Keyed by server, so a change of server starts the admin UI afresh (new login). */}
      <AdminApp key={screen.serverUrl} platform={platform} locale={locale} onLocaleChange={setLocale} />
      <ServerStatus
        locale={locale}
        serverUrl={screen.serverUrl}
        onChange={() => setScreen({ name: 'server', current: screen.serverUrl })}
      />
    </div>
  );
}

function ServerStatus({ locale, serverUrl, onChange }: { locale: Locale; serverUrl: string; onChange(): void }) {
  const t = DESKTOP_TEXT[locale];
  return (
    <footer className="desktop-status">
      <span>
        {t.connectedTo}: <span className="desktop-status__url">{serverUrl}</span>
      </span>
      <button type="button" className="desktop-status__change" onClick={onChange}>
        {t.changeServer}
      </button>
    </footer>
  );
}

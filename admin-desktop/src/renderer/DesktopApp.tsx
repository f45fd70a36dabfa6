/**
 * The desktop console's screens: the server address (first run, or when asked for through the
 * menu's 'Server address…', which opens index.html#server), then the site's own admin UI with the
 * desktop platform. A status line shows which server is in use.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@forum/shared';
import { AdminApp } from '../../../site/src/admin/AdminApp';
import { readAdminLocale, saveAdminLocale } from '../../../site/src/admin/locale';
import type { AdminStorage } from '../../../site/src/admin/platform';
import { endSession } from '../../../site/src/admin/session';
import type { ForumDesktopBridge } from '../ipcContract';
import { createDesktopPlatform } from './desktopPlatform';
import { DESKTOP_TEXT } from './desktopText';
import { ServerAddressScreen } from './ServerAddressScreen';
import { useDocumentLocale } from './useDocumentLocale';
import './desktop.css';

export const SERVER_SCREEN_HASH = '#server';

type Screen =
  | { name: 'loading' }
  | { name: 'server'; current: string | null }
  | { name: 'admin'; serverUrl: string };

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
  const [locale, setLocale] = useState<Locale>(() => readAdminLocale(storage));

  const platform = useMemo(() => createDesktopPlatform(bridge, { storage }), [bridge, storage]);

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
    const next: Locale = locale === 'ko' ? 'en' : 'ko';
    saveAdminLocale(storage, next);
    setLocale(next);
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
      <AdminApp key={screen.serverUrl} platform={platform} />
      <ServerStatus serverUrl={screen.serverUrl} onChange={() => setScreen({ name: 'server', current: screen.serverUrl })} />
    </div>
  );
}

function ServerStatus({ serverUrl, onChange }: { serverUrl: string; onChange(): void }) {
  const t = DESKTOP_TEXT[useDocumentLocale()];
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

/**
 * The check-in section as the console mounts it: one desk store per session (the API client, the
 * token, IndexedDB), started while the section is open and stopped when it is left, and the screen
 * on top. A 401 from any desk call ends the session as everywhere else in the console.
 */
import { type ComponentType, useEffect, useMemo } from 'react';
import type { CheckinRosterEntry, ForumDay } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { PrintBadgeButton } from '../badges';
import { createCheckinApi } from './checkinApi';
import { CheckinScreen } from './CheckinScreen';
import { createDeskStore } from './createDeskStore';
import { OfflineBanner } from './OfflineBanner';
import { WalkInButton } from './WalkInButton';
import { DeskMeetings } from '../meetings';

export function CheckinSection() {
  const { platform, locale, token, client, onSessionEnded } = useAdmin();
  // A new desk store only for a new session or API (the client is made once per session and
  // edition in the shell; the session ender changes only with the idle setting).
  const api = useMemo(() => createCheckinApi(client), [client]);
  const store = useMemo(
    () => createDeskStore({ api, token, onUnauthorized: (code) => onSessionEnded(code) }),
    [api, token, onSessionEnded],
  );
  // A component type made once per store and language, so the dialog is not remounted on every render.
  const WalkIn = useMemo<ComponentType<{ desk: string; day: ForumDay; onDone(entry?: CheckinRosterEntry): void }>>(
    () =>
      function WalkInSlot(props) {
        return <WalkInButton store={store} api={api} locale={locale} {...props} />;
      },
    [store, api, locale],
  );

  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);

  return (
    <CheckinScreen
      store={store}
      locale={locale}
      storage={platform.storage}
      banner={<OfflineBanner store={store} locale={locale} />}
      WalkIn={WalkIn}
      PrintBadge={PrintBadgeButton}
      Meetings={DeskMeetings}
    />
  );
}

/**
 * The check-in section as the console mounts it: one desk store per session (the API client, the
 * token, IndexedDB), started while the section is open and stopped when it is left, and the screen
 * on top. A 401 from any desk call ends the session as everywhere else in the console.
 */
import { type ComponentType, useEffect, useMemo } from 'react';
import type { ApiErrorCode, CheckinRosterEntry, ForumDay, Locale } from '@forum/shared';
import type { AdminPlatform } from '../app/platform';
import { PrintBadgeButton } from '../badges';
import { createCheckinApi } from './checkinApi';
import { CheckinScreen } from './CheckinScreen';
import { createDeskStore } from './createDeskStore';
import { OfflineBanner } from './OfflineBanner';
import { WalkInButton } from './WalkInButton';
import { DeskMeetings } from '../meetings';

export interface CheckinSectionProps {
  platform: AdminPlatform;
  locale: Locale;
  token: string;
  /** Counted as use of the session by the idle cut-off (as the server counts the desk's calls). */
  onActivity(): void;
  onSessionEnded(code?: ApiErrorCode): void;
}

export function CheckinSection({ platform, locale, token, onActivity, onSessionEnded }: CheckinSectionProps) {
  // A new desk store only for a new session or API (the callbacks are stable in the console: the
  // activity tracker's, and the session ender's, which changes only with the idle setting).
  const api = useMemo(() => createCheckinApi(platform.apiBase, { onActivity }), [platform.apiBase, onActivity]);
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

  const PrintBadge = useMemo<ComponentType<{ code: string }>>(
    () =>
      function PrintBadgeSlot({ code }) {
        return (
          <PrintBadgeButton
            platform={platform}
            token={token}
            code={code}
            locale={locale}
            onActivity={onActivity}
            onSessionEnded={onSessionEnded}
          />
        );
      },
    [platform, token, locale, onActivity, onSessionEnded],
  );
  const Meetings = useMemo<ComponentType<{ registrantId: number; day: ForumDay }>>(
    () =>
      function MeetingsSlot(props) {
        return <DeskMeetings apiBase={platform.apiBase} token={token} locale={locale} {...props} />;
      },
    [platform.apiBase, token, locale],
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
      PrintBadge={PrintBadge}
      Meetings={Meetings}
    />
  );
}

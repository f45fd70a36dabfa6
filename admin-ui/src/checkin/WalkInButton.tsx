/**
 * The check-in screen's walk-in slot: the button that opens the walk-in dialog, and afterwards a
 * line saying who was registered and checked in. The screen is handed the new person (or, after a
 * 409, the registered person found by e-mail) through `onDone`, to show them large.
 */
import { useState } from 'react';
import type { CheckinRosterEntry, ForumDay, Locale } from '@forum/shared';
import type { CheckinApi } from './checkinApi';
import { CHECKIN_TEXT } from './checkinText';
import type { DeskStore } from './deskStore';
import { DESK_TEXT, formatDeskTime } from './deskText';
import { WalkInDialog } from './WalkInDialog';

export interface WalkInButtonProps {
  store: DeskStore;
  api: Pick<CheckinApi, 'siteInfo'>;
  locale: Locale;
  desk: string;
  day: ForumDay;
  /** The dialog closed; `entry` is the person to show, when there is one. */
  /** `checkedInNow`: the walk-in just registered and checked in here (the card offers undo, not "already"). */
  onDone(entry?: CheckinRosterEntry, checkedInNow?: boolean): void;
}

export function WalkInButton({ store, api, locale, desk, day, onDone }: WalkInButtonProps) {
  const t = DESK_TEXT[locale];
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>('');

  return (
    <>
      <button type="button" className="admin-button admin-button--secondary" onClick={() => setOpen(true)}>
        {CHECKIN_TEXT[locale].walkIn}
      </button>
      <p role="status" className="desk-walkin__done">
        {done}
      </p>
      {open ? (
        <WalkInDialog
          store={store}
          api={api}
          locale={locale}
          day={day}
          desk={desk}
          onCancel={() => {
            setOpen(false);
            onDone();
          }}
          onDone={(result) => {
            setOpen(false);
            setDone(t.walkInDone(result.registrant.name, day, result.desk, formatDeskTime(result.checkedInAt)));
            onDone(store.get(result.registrant.id), true);
          }}
          onSearchInstead={(email) => {
            setOpen(false);
            const wanted = email.toLowerCase();
            onDone(store.search(email, 5).find((entry) => entry.email.toLowerCase() === wanted));
          }}
        />
      ) : null}
    </>
  );
}

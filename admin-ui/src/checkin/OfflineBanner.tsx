/**
 * Tells the desk where its check-ins are: offline with how many wait on this device, "sending…"
 * once the network is back, then each queued check-in that did not count (someone else was first,
 * or the registrant was deleted meanwhile) until staff dismiss it. The status line is a live
 * region that is always in the page, so a screen reader hears it change.
 */
import type { Locale } from '@forum/shared';
import type { DeskConflict, DeskStore } from './deskStore';
import { DESK_TEXT, type DeskText, formatDeskTime } from './deskText';
import { useDeskState } from './useDeskState';
import './OfflineBanner.css';

export interface OfflineBannerProps {
  store: Pick<DeskStore, 'getState' | 'subscribe' | 'dismissConflict'>;
  locale: Locale;
}

function conflictText(conflict: DeskConflict, t: DeskText): string {
  const name = conflict.entry.name;
  if (conflict.kind === 'removed') return t.conflictRemoved(name, conflict.day);
  if (conflict.kind === 'refused') return t.conflictRefused(name, conflict.day);
  return t.conflictElsewhere(name, conflict.first.desk, formatDeskTime(conflict.first.checkedInAt), conflict.day);
}

export function OfflineBanner({ store, locale }: OfflineBannerProps) {
  const { online, pending, conflicts } = useDeskState(store);
  const t = DESK_TEXT[locale];
  const status = !online ? 'offline' : pending > 0 ? 'sending' : null;

  return (
    <div className="desk-banner">
      <div
        role="status"
        className={status ? `desk-banner__status desk-banner__status--${status}` : 'desk-banner__status'}
      >
        {status === 'offline' ? (
          <p>
            <strong>{t.offlineHeading}</strong> {t.offlineWaiting(pending)}
          </p>
        ) : status === 'sending' ? (
          <p>{t.sending(pending)}</p>
        ) : null}
      </div>
      {conflicts.length > 0 ? (
        <section className="desk-banner__conflicts" aria-label={t.conflictsHeading}>
          <ul>
            {conflicts.map((conflict) => (
              <li key={`${conflict.entry.id}:${conflict.day}:${conflict.queuedAt}`}>
                <div role="alert" className="desk-banner__conflict">
                  <span>{conflictText(conflict, t)}</span>
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={t.dismissLabel(conflict.entry.name)}
                    onClick={() => store.dismissConflict(conflict)}
                  >
                    {t.dismiss}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The idle cut-off in the page (ADMIN_IDLE_MINUTES on the server): a minute before the session
 * would end unused, a modal warning with a countdown offers to stay logged in (one call to the
 * server, which counts as use) or to log out; when the time is up the page logs out and the login
 * box says why.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@forum/shared';
import type { ActivityTracker } from '../lib/activity';
import { AUTH_TEXT } from './authText';
import { useModalDialog } from '../components/useModalDialog';
import '../components/dialog.css';

export const IDLE_WARNING_MS = 60_000;

export interface IdleGuardProps {
  tracker: ActivityTracker;
  idleMinutes: number;
  locale: Locale;
  onStayLoggedIn: () => Promise<void>;
  onLogOut: () => void;
  onIdle: () => void;
}

export function IdleGuard({ tracker, idleMinutes, locale, onStayLoggedIn, onLogOut, onIdle }: IdleGuardProps) {
  const lastActivity = useSyncExternalStore(tracker.subscribe, tracker.lastActivity);
  const deadline = lastActivity + idleMinutes * 60_000;
  // The deadline a warning was raised for: new activity moves the deadline, which ends the warning.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const warning = warnedFor === deadline;

  useEffect(() => {
    const warn = setTimeout(
      () => {
        setNow(Date.now());
        setWarnedFor(deadline);
      },
      Math.max(0, deadline - IDLE_WARNING_MS - Date.now()),
    );
    const end = setTimeout(onIdle, Math.max(0, deadline - Date.now()));
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [deadline, onIdle]);

  // The countdown in the warning, once a second.
  useEffect(() => {
    if (!warning) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [warning]);

  if (!warning) return null;
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <IdleWarning locale={locale} minutes={idleMinutes} seconds={seconds} onStay={onStayLoggedIn} onLogOut={onLogOut} />
  );
}

function IdleWarning({
  locale,
  minutes,
  seconds,
  onStay,
  onLogOut,
}: {
  locale: Locale;
  minutes: number;
  seconds: number;
  onStay: () => Promise<void>;
  onLogOut: () => void;
}) {
  const t = AUTH_TEXT[locale];
  const id = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  const stay = () => {
    if (pending) return;
    setPending(true);
    void onStay();
  };
  // Escape means "I am here": it keeps the session, like the default button.
  const modal = useModalDialog(stayRef, stay);

  return (
    <dialog
      className="admin-dialog admin-idle"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      {...modal}
    >
      <h2 id={`${id}-title`} className="admin-dialog__title">
        {t.idleTitle}
      </h2>
      {/* The countdown changes every second: only its start is announced (the dialog's description). */}
      <p id={`${id}-body`} className="admin-dialog__body">
        {t.idleBody(minutes, seconds)}
      </p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" disabled={pending} onClick={onLogOut}>
          {t.logOutNow}
        </button>
        <button
          ref={stayRef}
          type="button"
          className="admin-button admin-button--primary"
          disabled={pending}
          onClick={stay}
        >
          {t.stayLoggedIn}
        </button>
      </div>
    </dialog>
  );
}

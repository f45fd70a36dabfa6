/**
 * The person at the desk, large enough to read at arm's length: who they are, their sessions that
 * day and their code, one button to check in, and what happened. A registration under review or
 * declined says so under the name before anything is tapped, and has no button. Each outcome has its own colour,
 * icon and words, so nothing depends on seeing the colour.
 */
import { type ReactNode, useId } from 'react';
import {
  type Locale,
  SESSIONS_IN_TIME_ORDER,
  STATUS_WORDS,
  businessTypeLabel,
  formatCheckinCode,
  formatKoreaDateTime,
} from '@forum/shared';
import { CHECKIN_TEXT } from './checkinText';
import type { FlowState, PersonStatus } from './useCheckinFlow';

type PersonState = Extract<FlowState, { kind: 'person' }>;

export interface PersonCardProps {
  state: PersonState;
  locale: Locale;
  undoSeconds: number;
  onCheckIn(): void;
  onUndo(): void;
  /** Shown once the person is checked in (the desk's "Print badge"). */
  afterCheckIn?: ReactNode;
  /** Mount point inside the card's facts: the person's meetings of the day (meetings/DeskMeetings). */
  meetings?: ReactNode;
}

function Icon({ kind }: { kind: 'done' | 'already' | 'queued' | 'problem' }) {
  const paths = {
    done: 'M5 12.5l4.5 4.5L19 7.5',
    already: 'M12 7v5l3 3M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
    queued: 'M12 4v10m0 0l-4-4m4 4l4-4M5 19h14',
    problem: 'M12 8v5m0 3.5v.5M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
  } as const;
  return (
    <svg
      className="checkin-outcome__icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Outcome({
  status,
  locale,
  undoSeconds,
  onUndo,
}: {
  status: PersonStatus;
  locale: Locale;
  undoSeconds: number;
  onUndo(): void;
}) {
  const t = CHECKIN_TEXT[locale];
  switch (status.kind) {
    case 'ready':
    case 'checking':
      return null;
    case 'notApproved':
      return (
        <div className="checkin-outcome checkin-outcome--problem checkin-outcome--not-approved">
          <Icon kind="problem" />
          <div className="checkin-outcome__text">
            <p className="checkin-outcome__title">{STATUS_WORDS[locale][status.status]}</p>
            <p className="checkin-outcome__detail">{t.notApproved[status.status]}</p>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="checkin-outcome checkin-outcome--problem">
          <Icon kind="problem" />
          <p className="checkin-outcome__title">{status.message}</p>
        </div>
      );
    case 'already':
      return (
        <div className="checkin-outcome checkin-outcome--already">
          <Icon kind="already" />
          <div>
            <p className="checkin-outcome__title">{t.already}</p>
            <p className="checkin-outcome__detail">
              {t.alreadyAt(formatKoreaDateTime(status.checkedInAt), status.desk)}
            </p>
            {status.note ? <p className="checkin-outcome__detail">{status.note}</p> : null}
          </div>
        </div>
      );
    case 'checkedIn':
    case 'undoing':
      return (
        <div className={`checkin-outcome ${status.queued ? 'checkin-outcome--queued' : 'checkin-outcome--done'}`}>
          <Icon kind={status.queued ? 'queued' : 'done'} />
          <div className="checkin-outcome__text">
            <p className="checkin-outcome__title">{status.queued ? t.queued : t.checkedIn}</p>
            <p className="checkin-outcome__detail">
              {status.queued ? t.queuedDetail : t.checkedInAt(formatKoreaDateTime(status.checkedInAt), status.desk)}
            </p>
          </div>
          {undoSeconds > 0 ? (
            <button
              type="button"
              className="admin-button admin-button--secondary checkin-outcome__undo"
              disabled={status.kind === 'undoing'}
              onClick={onUndo}
            >
              {status.kind === 'undoing' ? t.undoing : t.undoFor(undoSeconds)}
            </button>
          ) : null}
        </div>
      );
  }
}

export function PersonCard({ state, locale, undoSeconds, onCheckIn, onUndo, meetings, afterCheckIn }: PersonCardProps) {
  const t = CHECKIN_TEXT[locale];
  const id = useId();
  const { entry, day, status } = state;
  const sessions = SESSIONS_IN_TIME_ORDER.filter(
    (session) => session.day === day && entry.sessions.includes(session.code),
  );
  // Only someone whose status holds places is checked in: the others' card says so first, with no button.
  const notApproved = status.kind === 'notApproved';
  const canCheckIn = status.kind === 'ready' || status.kind === 'checking' || status.kind === 'failed';
  return (
    <article className={`checkin-card checkin-card--${status.kind}`} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="checkin-card__name">
        {entry.name}
      </h2>
      {notApproved ? <Outcome status={status} locale={locale} undoSeconds={undoSeconds} onUndo={onUndo} /> : null}
      <dl className="checkin-card__facts">
        <div>
          <dt>{t.company}</dt>
          <dd>{entry.company}</dd>
        </div>
        {entry.title ? (
          <div>
            <dt>{t.title}</dt>
            <dd>{entry.title}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.type}</dt>
          <dd>{businessTypeLabel(entry.businessType, locale)}</dd>
        </div>
        <div className="checkin-card__sessions">
          <dt>{t.todaysSessions(day)}</dt>
          <dd>
            {sessions.length === 0 ? (
              notApproved ? (
                t.noSeats
              ) : (
                t.noSessions
              )
            ) : (
              <ul>
                {sessions.map((session) => (
                  <li key={session.code}>{session.title[locale]}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {meetings}
        <div>
          <dt>{t.code}</dt>
          <dd className="checkin-card__code">{formatCheckinCode(entry.checkinCode)}</dd>
        </div>
        {entry.onsite ? (
          <div>
            <dt className="visually-hidden">{t.onsite}</dt>
            <dd className="checkin-card__onsite">{t.onsite}</dd>
          </div>
        ) : null}
      </dl>
      {canCheckIn ? (
        <button
          type="button"
          className="admin-button admin-button--primary checkin-card__check-in"
          disabled={status.kind === 'checking'}
          onClick={onCheckIn}
        >
          {status.kind === 'checking' ? t.checkingIn : t.checkIn}
        </button>
      ) : null}
      {notApproved ? null : <Outcome status={status} locale={locale} undoSeconds={undoSeconds} onUndo={onUndo} />}
      {status.kind === 'checkedIn' || status.kind === 'already' ? afterCheckIn : null}
    </article>
  );
}

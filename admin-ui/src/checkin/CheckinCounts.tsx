/**
 * Who has come so far: checked in out of registered for each forum day and for each session of
 * the chosen day, from the counts the desk store polls (every few seconds while online). Numbers
 * in words beside plain bars, so a screen reader hears each line whole.
 */
import { useId } from 'react';
import {
  type CheckinCounts as Counts,
  type ForumDay,
  type Locale,
  EDITION,
  SESSIONS,
  formatKoreaDateTime,
  inEditionTimeOrder,
} from '@forum/shared';
import { CHECKIN_TEXT } from './checkinText';

function Bar({ value, of }: { value: number; of: number }) {
  return (
    <span className="checkin-counts__track" aria-hidden="true">
      <span className="checkin-counts__bar" style={{ width: `${of > 0 ? Math.min(100, (value / of) * 100) : 0}%` }} />
    </span>
  );
}

export function CheckinCounts({ counts, day, locale }: { counts: Counts | null; day: ForumDay; locale: Locale }) {
  const t = CHECKIN_TEXT[locale];
  const id = useId();
  const shown = counts?.days.find((entry) => entry.day === day);
  return (
    <section className="checkin-counts" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="checkin-counts__heading">
        {t.counts}
      </h2>
      {!counts ? (
        <p className="checkin-counts__note">{t.countsLoading}</p>
      ) : (
        <>
          <ul className="checkin-counts__days">
            {counts.days.map((entry) => (
              <li
                key={entry.day}
                className={`checkin-counts__day${entry.day === day ? ' checkin-counts__day--current' : ''}`}
              >
                <span className="checkin-counts__label">{t.dayShort(entry.day)}</span>
                <strong className="checkin-counts__value">{t.dayCount(entry.checkedIn, entry.registered)}</strong>
                <Bar value={entry.checkedIn} of={entry.registered} />
              </li>
            ))}
          </ul>
          {shown ? (
            <>
              <p className="checkin-counts__note">{t.expected(shown.expected)}</p>
              <ul className="checkin-counts__sessions" aria-label={t.todaysSessions(day)}>
                {inEditionTimeOrder(shown.sessions, EDITION).map((session) => (
                  <li key={session.code} className="checkin-counts__session">
                    <span className="checkin-counts__label">
                      {SESSIONS.find((s) => s.code === session.code)?.column[locale] ?? session.code}
                    </span>
                    <span className="checkin-counts__value">
                      {t.sessionCount(session.checkedIn, session.registered)}
                    </span>
                    <Bar value={session.checkedIn} of={session.registered} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="checkin-counts__note">
            {t.walkIns(counts.onsite)} · {t.countsAsOf(formatKoreaDateTime(counts.asOf))}
          </p>
        </>
      )}
    </section>
  );
}

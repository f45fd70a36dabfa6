/**
 * The Sessions screen: each session's capacity (managers change it; empty is unlimited), seated,
 * offered (seats held by open offers), waiting, expired offers and checked in, as separate columns
 * (the seats feature's own figures), a manager's deliberate overbooking, and
 * the registration charts (per day and cumulative, by business type, by "how did you hear", each
 * session's fill). Staff see the figures without the controls.
 */
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type Locale,
  type Registrant,
  type SessionCode,
  type SessionInfo,
  type SessionSeatsSummary,
  businessTypeLabel,
  errorMessage,
  heardFromChoiceWords,
  heardFromChoices,
  inEditionTimeOrder,
  inTimeOrder,
} from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { createRegistrantsApi } from '../registrants';
import { createSessionsApi } from './sessionsApi';
import { PersonPicker } from '../components/PersonPicker';
import { BarChart, DailyChart } from './BarChart';
import { SESSIONS_TEXT } from './sessionsText';
import '../components/table.css';
import '../components/screenPage.css';
import './SessionsScreen.css';

type Message = { kind: 'status' | 'alert'; text: string };

const columnIn = (sessions: readonly SessionInfo[]) => (code: SessionCode, locale: Locale) =>
  sessions.find((session) => session.code === code)?.column[locale] ?? code;

export function SessionsScreen() {
  const { client, locale, token, manager: managerRole, edition, onSessionEnded } = useAdmin();
  const api = useMemo(() => createSessionsApi(client), [client]);
  const people = useMemo(() => createRegistrantsApi(client), [client]);
  const t = SESSIONS_TEXT[locale];
  const id = useId();
  // A past edition's seats are history: nobody changes them.
  const manager = managerRole && !edition.readOnly;
  const columnOf = columnIn(edition.sessions);
  const [drafts, setDrafts] = useState<Partial<Record<SessionCode, string>>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [overbookSession, setOverbookSession] = useState<SessionCode>(
    inTimeOrder(edition.sessions)[0]?.code ?? 'day11',
  );
  const [overbookPerson, setOverbookPerson] = useState<Registrant | null>(null);
  // Said next to the picker, in the organiser's words (not "Not found." at the top of the page).
  const [overbookError, setOverbookError] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const alert = useCallback((text: string) => setMessage({ kind: 'alert', text }), []);
  const {
    data: stats,
    reload: load,
    fail,
  } = useAdminLoad(
    useCallback(() => api.registrationStats(token), [api, token]),
    alert,
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function saveCapacity(session: SessionSeatsSummary) {
    const text = (drafts[session.code] ?? '').trim();
    const capacity = text === '' ? null : Number(text);
    if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1)) {
      setMessage({ kind: 'alert', text: t.capacityInvalid });
      return;
    }
    setBusy(true);
    const result = await api.setSessionCapacity(token, session.code, capacity);
    setBusy(false);
    if (!result.ok) return fail(result);
    setDrafts((previous) => ({ ...previous, [session.code]: undefined }));
    setMessage({ kind: 'status', text: t.saved(columnOf(session.code, locale)) });
    await load();
  }

  const loadPeople = useCallback(async () => {
    const result = await people.listRegistrants(token);
    if (result.ok) return result.value;
    if (result.status === 401) onSessionEnded(result.code);
    return null;
  }, [people, token, onSessionEnded]);

  async function overbook(event: FormEvent) {
    event.preventDefault();
    if (!overbookPerson) {
      setOverbookError(t.chooseRegistrant);
      return;
    }
    const person = overbookPerson;
    const session = columnOf(overbookSession, locale);
    setBusy(true);
    setOverbookError('');
    const result = await api.seatBeyondCapacity(token, overbookSession, person.id);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) return onSessionEnded(result.code);
      setOverbookError(result.code === 'not_found' ? t.registrantGone(person.name) : errorMessage(result.code, locale));
      return;
    }
    setOverbookPerson(null);
    setMessage({ kind: 'status', text: t.overbooked(person.name, session) });
    await load();
  }

  return (
    <section className="admin-sessions" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-sessions__intro">{t.intro}</p>
      <div className={message?.kind === 'alert' ? 'admin-alert' : 'admin-notice'} role={message?.kind ?? 'status'}>
        {message?.text}
      </div>
      {!stats ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <>
          <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="admin-table admin-sessions__table">
              <caption id={`${id}-caption`} className="visually-hidden">
                {t.table}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.session}</th>
                  <th scope="col">{t.capacity}</th>
                  <th scope="col">{t.seated}</th>
                  <th scope="col">{t.offered}</th>
                  <th scope="col">{t.waiting}</th>
                  <th scope="col">{t.expired}</th>
                  <th scope="col">{t.checkedIn}</th>
                </tr>
              </thead>
              <tbody>
                {inEditionTimeOrder(stats.sessions, edition.file).map((session) => {
                  const name = columnOf(session.code, locale);
                  // The capacity is taken by the seated and the open offers together.
                  const over = session.capacity !== null ? session.seated + session.offered - session.capacity : 0;
                  return (
                    <tr key={session.code}>
                      <td className="admin-sessions__name">{name}</td>
                      <td data-label={t.capacity}>
                        {manager ? (
                          <span className="admin-sessions__capacity">
                            <input
                              type="text"
                              inputMode="numeric"
                              aria-label={t.capacityFor(name)}
                              placeholder={t.unlimited}
                              value={
                                drafts[session.code] ?? (session.capacity === null ? '' : String(session.capacity))
                              }
                              onChange={(event) =>
                                setDrafts((previous) => ({ ...previous, [session.code]: event.target.value }))
                              }
                            />
                            <button
                              type="button"
                              className="admin-button"
                              disabled={busy || drafts[session.code] === undefined}
                              onClick={() => void saveCapacity(session)}
                            >
                              {t.save}
                            </button>
                          </span>
                        ) : session.capacity === null ? (
                          t.unlimited
                        ) : (
                          session.capacity
                        )}
                      </td>
                      <td data-label={t.seated}>
                        {session.seated}
                        {over > 0 ? <span className="admin-sessions__over">{t.overCapacity(over)}</span> : null}
                      </td>
                      <td data-label={t.offered}>{session.offered}</td>
                      <td data-label={t.waiting}>{session.waiting}</td>
                      <td data-label={t.expired}>{session.expired}</td>
                      <td data-label={t.checkedIn}>{session.checkedIn}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          {manager ? (
            <form className="admin-sessions__panel" onSubmit={(event) => void overbook(event)}>
              <h2>{t.overbookHeading}</h2>
              <p className="admin-sessions__intro">{t.overbookIntro}</p>
              <div className="admin-sessions__fields">
                <label>
                  {t.session}
                  <select
                    value={overbookSession}
                    onChange={(event) => setOverbookSession(event.target.value as SessionCode)}
                  >
                    {inTimeOrder(edition.sessions).map((session) => (
                      <option key={session.code} value={session.code}>
                        {session.column[locale]}
                      </option>
                    ))}
                  </select>
                </label>
                <PersonPicker
                  locale={locale}
                  label={t.registrantToSeat}
                  load={loadPeople}
                  chosen={overbookPerson}
                  onChoose={(person) => {
                    setOverbookPerson(person);
                    setOverbookError('');
                  }}
                  error={overbookError}
                />
                <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
                  {t.overbook}
                </button>
              </div>
            </form>
          ) : null}

          <section className="admin-sessions__charts" aria-labelledby={`${id}-charts`}>
            <h2 id={`${id}-charts`}>{t.chartsHeading}</h2>
            <DailyChart
              title={t.perDay}
              days={stats.perDay}
              labels={{ perDay: t.perDay, cumulative: t.cumulative }}
              emptyText={t.noData}
            />
            <BarChart
              title={t.fill}
              emptyText={t.noData}
              bars={inEditionTimeOrder(stats.sessions, edition.file).map((session) => ({
                label: columnOf(session.code, locale),
                value: session.seated + session.offered,
                max: session.capacity,
                text: t.ofCapacity(session.seated + session.offered, session.capacity),
              }))}
            />
            <BarChart
              title={t.byBiztype}
              emptyText={t.noData}
              bars={stats.byBiztype.map((entry) => ({
                label: businessTypeLabel(entry.biztype, locale),
                value: entry.count,
              }))}
            />
            <BarChart
              title={t.byAbout}
              emptyText={t.noData}
              bars={stats.byAbout.map((entry) => ({
                label: entry.about
                  ? heardFromChoiceWords(entry.about, locale, heardFromChoices(edition.file))
                  : t.blankAbout,
                value: entry.count,
              }))}
            />
          </section>
        </>
      )}
    </section>
  );
}

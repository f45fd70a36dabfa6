/**
 * Managers' Meetings screen: the counts, the slot settings, a grid per day of slots by tables,
 * moving or cancelling a meeting, and each participant's agenda as a PDF. The server records the
 * view, every change and every agenda in the access log.
 */
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type AdminMeeting,
  type ApiErrorCode,
  type MeetingSlots,
  errorMessage,
  formatLongDate,
  meetingSlotTimes,
} from '@forum/shared';
import { openPdf } from '../lib/pdfOutput';
import { saveFailed } from '../lib/platform';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { createMeetingsApi } from './meetingsApi';
import { MEETINGS_TEXT } from './meetingsText';
import '../components/table.css';
import '../components/screenPage.css';
import './MeetingsScreen.css';

type Message = { kind: 'status' | 'alert'; text: string } | null;
const FORUM_DAYS = [1, 2] as const;

const who = (m: AdminMeeting) =>
  `${m.investor.organisation} (${m.investor.name}) ↔ ${m.company.organisation} (${m.company.name})`;

export function MeetingsScreen() {
  const { client, platform, locale, token, edition, onSessionEnded } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  const id = useId();
  const api = useMemo(() => createMeetingsApi(client), [client]);
  // A past edition's meetings are history: no slot settings, no moving or cancelling.
  const readOnly = edition.readOnly;
  // The slot settings as edited; until then, as the server has them.
  const [editedSlots, setSlots] = useState<MeetingSlots | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [moving, setMoving] = useState<{ meeting: AdminMeeting; at: string; table: number } | null>(null);
  // Said inside the move panel, in the organiser's words (never the registrant's sentence at the top).
  const [moveError, setMoveError] = useState('');
  const [cancelling, setCancelling] = useState<AdminMeeting | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const {
    data,
    reload: load,
    fail,
  } = useAdminLoad(
    useCallback(() => api.list(token), [api, token]),
    useCallback((text: string) => setMessage({ kind: 'alert', text }), []),
  );

  const slots = editedSlots ?? data?.slots ?? null;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function run<T>(
    work: Promise<{ ok: true; value: T } | { ok: false; status: number; code: ApiErrorCode }>,
    done: string,
  ) {
    setBusy(true);
    setMessage(null);
    const result = await work;
    setBusy(false);
    if (!result.ok) return fail(result);
    setMessage({ kind: 'status', text: done });
    await load();
  }

  function saveSlots(event: FormEvent) {
    event.preventDefault();
    if (slots) void run(api.saveSlots(token, slots), t.slotsSaved);
  }

  function setDay(day: number, change: { on?: boolean; start?: string; end?: string }) {
    if (!slots) return;
    const current = slots.days.find((d) => d.day === day);
    const others = slots.days.filter((d) => d.day !== day);
    const on = change.on ?? Boolean(current);
    const next = on ? [...others, { day, start: '09:00', end: '12:00', ...current, ...strip(change) }] : others;
    setSlots({ ...slots, days: next.sort((a, b) => a.day - b.day) });
  }

  async function downloadAgenda(registrantId: number, name: string) {
    const result = await api.agendaPdf(token, registrantId);
    if (!result.ok) return fail(result);
    // A download on the web, a save dialog on the desktop (as the badges).
    const saved = await openPdf(
      platform,
      result.value,
      `meetings-${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}.pdf`,
      'save',
    );
    if (saveFailed(saved)) setMessage({ kind: 'alert', text: saved.message });
  }

  const times = data ? meetingSlotTimes(data.slots) : [];
  const people = data
    ? [...new Map(data.meetings.flatMap((m) => [m.investor, m.company]).map((p) => [p.registrantId, p])).values()]
    : [];

  return (
    <section className="admin-accounts admin-meetings" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-accounts__intro">{t.intro}</p>
      {data ? <p className="admin-meetings__counts">{t.counts(data.counts)}</p> : null}
      <div className="admin-status" role="status">
        {message?.kind === 'status' ? message.text : null}
      </div>
      <div className="admin-alert" role="alert">
        {message?.kind === 'alert' ? message.text : null}
      </div>

      {!data || !slots ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <>
          <form className="admin-accounts__invite" onSubmit={saveSlots} aria-labelledby={`${id}-slots`}>
            <h2 id={`${id}-slots`}>{t.slotsHeading}</h2>
            <fieldset className="admin-meetings__settings" disabled={readOnly}>
              <div className="admin-meetings__days">
                {FORUM_DAYS.map((day) => {
                  const current = slots.days.find((d) => d.day === day);
                  return (
                    <fieldset key={day} className="admin-meetings__day">
                      <legend>
                        <label>
                          <input
                            type="checkbox"
                            checked={Boolean(current)}
                            onChange={(e) => setDay(day, { on: e.target.checked })}
                          />{' '}
                          {t.dayOn(day)}
                        </label>
                      </legend>
                      <label>
                        {t.start}
                        <input
                          type="time"
                          step={300}
                          disabled={!current}
                          value={current?.start ?? '09:00'}
                          onChange={(e) => setDay(day, { start: e.target.value })}
                        />
                      </label>
                      <label>
                        {t.end}
                        <input
                          type="time"
                          step={300}
                          disabled={!current}
                          value={current?.end ?? '12:00'}
                          onChange={(e) => setDay(day, { end: e.target.value })}
                        />
                      </label>
                    </fieldset>
                  );
                })}
                <label>
                  {t.slotMinutes}
                  <input
                    type="number"
                    min={5}
                    max={240}
                    value={slots.slotMinutes}
                    onChange={(e) => setSlots({ ...slots, slotMinutes: Number(e.target.value) })}
                  />
                </label>
                <label>
                  {t.tables}
                  <input
                    type="number"
                    min={1}
                    max={200}
                    value={slots.tables}
                    onChange={(e) => setSlots({ ...slots, tables: Number(e.target.value) })}
                  />
                </label>
              </div>
            </fieldset>
            {readOnly ? null : (
              <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
                {t.saveSlots}
              </button>
            )}
          </form>

          {times.length === 0 ? <p>{t.noSlots}</p> : null}
          {data.slots.days.map(({ day }) => (
            <div key={day} className="admin-meetings__grid">
              <h2>{t.gridHeading(day, formatLongDate(edition.file.days[day === 2 ? 2 : 1], locale))}</h2>
              <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-grid-${day}`} tabIndex={0}>
                <table className="admin-table admin-table--cards admin-meetings__table">
                  <caption id={`${id}-grid-${day}`}>{t.gridCaption(day)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.time}</th>
                      {Array.from({ length: data.slots.tables }, (_, i) => (
                        <th scope="col" key={i}>
                          {t.table(i + 1)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {times
                      .filter((slot) => slot.day === day)
                      .map((slot) => (
                        <tr key={slot.start}>
                          <th scope="row">
                            {slot.start}-{slot.end}
                          </th>
                          {Array.from({ length: data.slots.tables }, (_, i) => {
                            const meeting = data.meetings.find(
                              (m) => m.day === day && m.start === slot.start && m.table === i + 1,
                            );
                            return (
                              <td
                                key={i}
                                data-label={t.table(i + 1)}
                                className={meeting ? 'admin-meetings__booked' : undefined}
                              >
                                {meeting ? (
                                  <>
                                    <span className="admin-meetings__who">
                                      {meeting.investor.organisation}
                                      <br />
                                      {meeting.company.organisation}
                                    </span>
                                    {readOnly ? null : (
                                      <span className="admin-meetings__actions">
                                        <button
                                          type="button"
                                          className="admin-edit"
                                          aria-label={`${t.move}: ${who(meeting)}`}
                                          onClick={() => {
                                            setMoveError('');
                                            setMoving({
                                              meeting,
                                              at: `${meeting.day} ${meeting.start}`,
                                              table: meeting.table,
                                            });
                                          }}
                                        >
                                          {t.move}
                                        </button>
                                        <button
                                          type="button"
                                          className="admin-edit"
                                          aria-label={`${t.cancel}: ${who(meeting)}`}
                                          onClick={() => setCancelling(meeting)}
                                        >
                                          {t.cancel}
                                        </button>
                                      </span>
                                    )}
                                  </>
                                ) : null}
                              </td>
                            );
                          })}
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </div>
          ))}

          {moving && !readOnly ? (
            <form
              className="admin-accounts__invite"
              aria-labelledby={`${id}-move`}
              onSubmit={(event) => {
                event.preventDefault();
                const [day, start] = moving.at.split(' ');
                const target = { day: Number(day), start: start ?? '', table: moving.table };
                const taken = data.meetings.find(
                  (m) =>
                    m.id !== moving.meeting.id &&
                    m.day === target.day &&
                    m.start === target.start &&
                    (m.table === target.table || sharesPerson(m, moving.meeting)),
                );
                if (taken) {
                  setMoveError(
                    taken.table === target.table
                      ? t.tableTaken(t.table(target.table), `${t.day(target.day)} ${target.start}`, who(taken))
                      : t.personBusy(`${t.day(target.day)} ${target.start}`, who(taken)),
                  );
                  return;
                }
                setMoveError('');
                void (async () => {
                  setBusy(true);
                  const result = await api.move(token, moving.meeting.id, target);
                  setBusy(false);
                  if (!result.ok) {
                    if (result.status === 401) return onSessionEnded(result.code);
                    setMoveError(
                      result.code === 'meeting_slot_unavailable'
                        ? t.slotTaken(`${t.day(target.day)} ${target.start}`, t.table(target.table))
                        : result.code === 'not_found'
                          ? t.meetingGone
                          : errorMessage(result.code, locale),
                    );
                    return;
                  }
                  setMoving(null);
                  setMessage({ kind: 'status', text: t.moved });
                  await load();
                })();
              }}
            >
              <h2 id={`${id}-move`}>{t.moveHeading(who(moving.meeting))}</h2>
              <div className="admin-meetings__days">
                <label>
                  {t.moveTo}
                  <select
                    value={moving.at}
                    onChange={(e) => {
                      setMoving({ ...moving, at: e.target.value });
                      setMoveError('');
                    }}
                  >
                    {times.map((slot) => (
                      <option key={`${slot.day} ${slot.start}`} value={`${slot.day} ${slot.start}`}>
                        {t.day(slot.day)} {slot.start}-{slot.end}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t.moveTable}
                  <select
                    value={moving.table}
                    onChange={(e) => {
                      setMoving({ ...moving, table: Number(e.target.value) });
                      setMoveError('');
                    }}
                  >
                    {Array.from({ length: data.slots.tables }, (_, i) => (
                      <option key={i} value={i + 1}>
                        {t.table(i + 1)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {moveError ? (
                <p className="admin-meetings__move-error" role="alert">
                  {moveError}
                </p>
              ) : null}
              <div className="admin-meetings__buttons">
                <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
                  {t.moveSave}
                </button>
                <button type="button" className="admin-button admin-button--secondary" onClick={() => setMoving(null)}>
                  {t.keep}
                </button>
              </div>
            </form>
          ) : null}

          <div className="admin-accounts__invite">
            <h2>{t.participants}</h2>
            {people.length === 0 ? <p>{t.noParticipants}</p> : null}
            <ul className="admin-meetings__people">
              {people.map((person) => (
                <li key={person.registrantId}>
                  <button
                    type="button"
                    className="admin-button admin-button--secondary"
                    onClick={() => void downloadAgenda(person.registrantId, person.name)}
                  >
                    {t.agendaPdf(`${person.name}, ${person.organisation}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}

      {cancelling ? (
        <ConfirmDialog
          title={t.cancelTitle}
          confirmLabel={t.cancelConfirm}
          cancelLabel={t.keep}
          busy={busy}
          busyLabel={t.cancelling}
          onConfirm={() => void run(api.cancel(token, cancelling.id), t.cancelled).then(() => setCancelling(null))}
          onCancel={() => setCancelling(null)}
        >
          <p>{t.cancelText(who(cancelling))}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Whether two meetings have a person in common (nobody sits at two tables at once). */
function sharesPerson(a: AdminMeeting, b: AdminMeeting): boolean {
  const ids = new Set([a.investor.registrantId, a.company.registrantId]);
  return ids.has(b.investor.registrantId) || ids.has(b.company.registrantId);
}

/** The change's defined entries only, so a missing start or end keeps the current one. */
function strip(change: { start?: string; end?: string }) {
  return Object.fromEntries(Object.entries(change).filter(([key, value]) => key !== 'on' && value !== undefined));
}

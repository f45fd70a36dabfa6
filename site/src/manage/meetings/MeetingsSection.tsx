/**
 * The manage page's one-to-one meetings: join with a profile, browse the other side (suggested
 * matches first), ask with a note, answer requests, see the agenda, cancel a meeting, leave.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  type ApiErrorCode,
  EDITION,
  MEETING_OPEN_REQUESTS_LIMIT,
  type Locale,
  MEETING_ROLE_WORDS,
  MEETING_SECTOR_WORDS,
  MEETING_STAGE_WORDS,
  type MeetingDirectoryEntry,
  type MeetingRequestView,
  type MyMeetings,
  type ParticipantMeeting,
  errorMessage,
  formatLongDate,
  tooManyRequestsMessage,
  formatTicketAmount,
  type TicketSize,
} from '@forum/shared';
import { MeetingProfileForm } from './MeetingProfileForm';
import { meetingsClient } from './meetingsClient';
import { MEETINGS_TEXT } from './meetingsText';
import './MeetingsSection.css';

/** `1억 - 5억`, `USD 500K - USD 2M`: the units the investor typed. */
function ticketRange(size: TicketSize): string {
  return `${formatTicketAmount(size.min, size.currency)} - ${formatTicketAmount(size.max, size.currency)}`;
}

function when(meeting: Pick<ParticipantMeeting, 'day' | 'start' | 'end' | 'table'>, locale: Locale): string {
  const t = MEETINGS_TEXT[locale];
  const date = EDITION.days[meeting.day === 2 ? 2 : 1];
  return `${formatLongDate(date, locale)} ${meeting.start}-${meeting.end}, ${t.table(meeting.table)}`;
}

/** The caller's meetings, and the directory once they have a profile. */
async function fetchMeetings(
  token: string,
): Promise<{ mine: MyMeetings; directory: MeetingDirectoryEntry[] } | { code: ApiErrorCode }> {
  const result = await meetingsClient.mine(token);
  if (!result.ok) return { code: result.code };
  if (!result.value.profile) return { mine: result.value, directory: [] };
  const found = await meetingsClient.directory(token);
  return { mine: result.value, directory: found.ok ? found.value : [] };
}

export function MeetingsSection({
  token,
  locale,
  businessType,
  company,
}: {
  token: string;
  locale: Locale;
  /** The registration's business type and company: a new profile starts from them. */
  businessType?: number;
  company?: string;
}) {
  const t = MEETINGS_TEXT[locale];
  const [mine, setMine] = useState<MyMeetings | null>(null);
  const [directory, setDirectory] = useState<MeetingDirectoryEntry[]>([]);
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorCode | null>(null);
  // The words of a refusal that say more than its code (a 429: when to try again, or why).
  const [errorText, setErrorText] = useState<string | null>(null);

  const load = useCallback(async () => {
    const next = await fetchMeetings(token);
    if ('code' in next) return setError(next.code);
    setMine(next.mine);
    setDirectory(next.directory);
  }, [token]);

  useEffect(() => {
    let live = true;
    void fetchMeetings(token).then((next) => {
      if (!live) return;
      if ('code' in next) setError(next.code);
      else {
        setMine(next.mine);
        setDirectory(next.directory);
      }
    });
    return () => {
      live = false;
    };
  }, [token]);

  async function act(
    work: Promise<{ ok: boolean; code?: ApiErrorCode; retryAfterSeconds?: number }>,
    success: string | null = null,
  ) {
    setError(null);
    setErrorText(null);
    setNotice(null);
    const result = await work;
    if (!result.ok) {
      setError(result.code ?? 'internal_error');
      if (result.code === 'too_many_requests') setErrorText(refusalText(result.retryAfterSeconds));
    } else setNotice(success);
    await load();
  }

  /** A 429: at the open-requests limit, that; otherwise when to try again. */
  function refusalText(retryAfterSeconds: number | undefined): string {
    const open = mine?.sent.filter((request) => request.status === 'pending').length ?? 0;
    if (open >= MEETING_OPEN_REQUESTS_LIMIT) return t.openRequestsLimit(MEETING_OPEN_REQUESTS_LIMIT);
    return retryAfterSeconds !== undefined
      ? tooManyRequestsMessage(retryAfterSeconds, locale)
      : errorMessage('too_many_requests', locale);
  }

  const errorLine = error ? (
    <p className="reg-error reg-error--request" role="alert">
      {errorText ?? errorMessage(error, locale)}
    </p>
  ) : null;

  if (!mine) {
    return (
      <section className="meetings" aria-labelledby="meetings-heading">
        <h2 id="meetings-heading">{t.heading}</h2>
        {error ? <p role="alert">{t.loadFailed}</p> : null}
      </section>
    );
  }

  const profile = mine.profile;
  const requestedIds = new Set(
    mine.sent.filter((r) => r.status === 'pending' || r.status === 'accepted').map((r) => r.profile.profileId),
  );
  const requestList = (heading: string, list: MeetingRequestView[], answer: boolean) => (
    <div className="meetings-block">
      <h3>{heading}</h3>
      {list.length === 0 ? <p className="meetings-muted">{t.noRequests}</p> : null}
      <ul className="meetings-list">
        {list.map((request) => (
          <li key={request.id} className="meetings-card">
            <p className="meetings-card__title">
              {request.profile.organisation} · {MEETING_ROLE_WORDS[locale][request.profile.role]}
            </p>
            {request.note ? <p className="meetings-card__note">{request.note}</p> : null}
            <p className="meetings-muted">{t.status[request.status]}</p>
            {answer && request.status === 'pending' ? (
              <div className="manage-actions">
                <button
                  type="button"
                  className="reg-button reg-button--primary"
                  onClick={() =>
                    void (async () => {
                      const result = await meetingsClient.accept(token, request.id);
                      await act(
                        Promise.resolve(result),
                        result.ok ? t.accepted(when(result.value.meeting, locale)) : null,
                      );
                    })()
                  }
                >
                  {t.accept}
                </button>
                <button
                  type="button"
                  className="reg-button reg-button--secondary"
                  onClick={() => void act(meetingsClient.decline(token, request.id))}
                >
                  {t.decline}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <section className="meetings" aria-labelledby="meetings-heading">
      <h2 id="meetings-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <div role="status" className="manage-notice">
        {notice}
      </div>
      {errorLine}
      {editing ? (
        <MeetingProfileForm
          token={token}
          locale={locale}
          profile={profile}
          businessType={businessType}
          company={company}
          onSaved={() => {
            setEditing(false);
            void load();
          }}
          onBack={() => setEditing(false)}
        />
      ) : !profile ? (
        <button type="button" className="reg-button reg-button--primary" onClick={() => setEditing(true)}>
          {t.join}
        </button>
      ) : (
        <>
          <div className="meetings-block">
            <h3>{t.yourProfile}</h3>
            <p className="meetings-card__title">
              {profile.organisation} · {MEETING_ROLE_WORDS[locale][profile.role]}
            </p>
            <p>{profile.pitch}</p>
            <div className="manage-actions">
              <button type="button" className="reg-button reg-button--secondary" onClick={() => setEditing(true)}>
                {t.editProfile}
              </button>
              <button type="button" className="reg-button reg-button--secondary" onClick={() => setLeaving(true)}>
                {t.leave}
              </button>
            </div>
            {leaving ? (
              <div className="manage-confirm" role="group" aria-label={t.leave}>
                <p>{t.leaveConfirm}</p>
                <div className="manage-actions">
                  <button
                    type="button"
                    className="reg-button reg-button--danger"
                    onClick={() => {
                      setLeaving(false);
                      void act(meetingsClient.leave(token));
                    }}
                  >
                    {t.leaveYes}
                  </button>
                  <button type="button" className="reg-button reg-button--secondary" onClick={() => setLeaving(false)}>
                    {t.keep}
                  </button>
                </div>
              </div>
            ) : null}
          </div>

          <div className="meetings-block">
            <h3>{t.agenda}</h3>
            {mine.meetings.length === 0 ? <p className="meetings-muted">{t.noMeetings}</p> : null}
            <ul className="meetings-list">
              {mine.meetings.map((meeting) => (
                <li key={meeting.id} className="meetings-card">
                  <p className="meetings-card__title">{when(meeting, locale)}</p>
                  <p>
                    {meeting.with.organisation} · {MEETING_ROLE_WORDS[locale][meeting.with.role]}
                  </p>
                  <button
                    type="button"
                    className="reg-button reg-button--secondary"
                    onClick={() => void act(meetingsClient.cancel(token, meeting.id))}
                  >
                    {t.cancelMeeting}
                  </button>
                </li>
              ))}
            </ul>
          </div>

          {requestList(t.received, mine.received, true)}
          {requestList(t.sent, mine.sent, false)}

          <div className="meetings-block">
            <h3>{t.directory}</h3>
            {directory.length === 0 ? <p className="meetings-muted">{t.directoryEmpty}</p> : null}
            <ul className="meetings-list">
              {directory.map((entry) => (
                <li key={entry.profileId} className="meetings-card">
                  <p className="meetings-card__title">
                    {entry.organisation}
                    {entry.suggested ? <span className="meetings-badge">{t.suggested}</span> : null}
                  </p>
                  <p>{entry.pitch}</p>
                  <p className="meetings-muted">
                    {[
                      ...entry.sectors.map((code) => MEETING_SECTOR_WORDS[locale][code]),
                      ...entry.stages.map((code) => MEETING_STAGE_WORDS[locale][code]),
                    ].join(' · ')}
                    {entry.ticketSize ? ` · ${ticketRange(entry.ticketSize)}` : ''}
                  </p>
                  {requestedIds.has(entry.profileId) ? (
                    <p className="meetings-muted">{t.requestSent}</p>
                  ) : (
                    <div className="meetings-request">
                      <label className="reg-label" htmlFor={`meeting-note-${entry.profileId}`}>
                        {t.note}
                      </label>
                      <textarea
                        id={`meeting-note-${entry.profileId}`}
                        className="reg-input"
                        rows={2}
                        maxLength={300}
                        value={notes[entry.profileId] ?? ''}
                        onChange={(e) => setNotes({ ...notes, [entry.profileId]: e.target.value })}
                      />
                      <button
                        type="button"
                        className="reg-button reg-button--primary"
                        aria-label={`${t.sendRequest}: ${entry.organisation}`}
                        onClick={() =>
                          void act(
                            meetingsClient.request(token, entry.profileId, notes[entry.profileId] ?? ''),
                            t.requestSent,
                          )
                        }
                      >
                        {t.sendRequest}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Managers' Invitations screen: import a list (checked first, then imported all or nothing, with
 * each problem by row and column), the counts by state, and the invitees with their state; send
 * or send again to those selected, or to everyone not yet sent.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  INVITATION_STATES,
  INVITATION_STATE_WORDS,
  type ImportError,
  type InvitationRow,
  formatKoreaDateTime,
} from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { createInvitationsApi } from './invitationsApi';
import { INVITATIONS_TEXT } from './invitationsText';
import '../components/table.css';
import '../components/screenPage.css';
import './InvitationsScreen.css';

type Message = { kind: 'status' | 'alert'; text: string } | null;

export function InvitationsScreen() {
  const { client, locale, token, edition } = useAdmin();
  const t = INVITATIONS_TEXT[locale];
  const id = useId();
  const api = useMemo(() => createInvitationsApi(client), [client]);
  // A past edition's invitations are history: no import, no sending.
  const readOnly = edition.readOnly;
  const [file, setFile] = useState<File | null>(null);
  const [checkedFile, setCheckedFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ImportError[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const alert = useCallback((text: string) => setMessage({ kind: 'alert', text }), []);
  const {
    data: rows,
    reload: load,
    fail,
  } = useAdminLoad(
    useCallback(() => api.list(token), [api, token]),
    alert,
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const counts = useMemo(() => {
    const c = Object.fromEntries(INVITATION_STATES.map((state) => [state, 0])) as Record<
      InvitationRow['state'],
      number
    >;
    for (const row of rows ?? []) c[row.state] += 1;
    return c;
  }, [rows]);

  async function runImport(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    const answer = await api.importFile(token, file, dryRun, locale);
    setBusy(false);
    if (answer.ok) {
      setErrors([]);
      setMessage({
        kind: 'status',
        text: dryRun ? t.checked(answer.created, answer.updated) : t.imported(answer.created, answer.updated),
      });
      setCheckedFile(dryRun ? file : null);
      if (!dryRun) await load();
      return;
    }
    if ('errors' in answer) {
      setErrors(answer.errors);
      setCheckedFile(null);
      setMessage({ kind: 'alert', text: t.refused(answer.errors.length) });
      return;
    }
    fail(answer);
  }

  async function send(ids: readonly number[]) {
    if (ids.length === 0) return;
    setBusy(true);
    const result = await api.send(token, ids);
    setBusy(false);
    if (!result.ok) return fail(result);
    setMessage({ kind: 'status', text: t.sent(result.value.sent.length, result.value.skipped.length) });
    setSelected(new Set());
    await load();
  }

  const chosen = (rows ?? []).filter((row) => selected.has(row.id));
  const anySent = chosen.some((row) => row.sentAt !== null);
  const unsent = (rows ?? []).filter((row) => row.state === 'not_sent').map((row) => row.id);

  return (
    <section className="admin-invitations" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-invitations__intro">{t.intro}</p>
      <div className={message?.kind === 'alert' ? 'admin-alert' : 'admin-notice'} role={message?.kind ?? 'status'}>
        {message?.text}
      </div>

      {readOnly ? null : (
        <form
          className="admin-invitations__panel"
          onSubmit={(event) => {
            event.preventDefault();
            void runImport(true);
          }}
        >
          <h2>{t.importHeading}</h2>
          <label className="admin-invitations__file">
            {t.file}
            <input
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setCheckedFile(null);
                setErrors([]);
              }}
            />
          </label>
          <div className="admin-invitations__actions">
            <button type="submit" className="admin-button admin-button--secondary" disabled={busy || !file}>
              {t.check}
            </button>
            <button
              type="button"
              className="admin-button admin-button--primary"
              // The dry run comes first: importing is offered for the file that was checked.
              disabled={busy || !file || checkedFile !== file}
              onClick={() => void runImport(false)}
            >
              {t.import}
            </button>
          </div>
          {errors.length > 0 ? (
            <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t.errorsCaption}>
              <table className="admin-table">
                <caption>{t.errorsCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.row}</th>
                    <th scope="col">{t.column}</th>
                    <th scope="col">{t.problem}</th>
                  </tr>
                </thead>
                <tbody>
                  {errors.map((error, index) => (
                    <tr key={index}>
                      <td>{error.row === 0 ? t.wholeFile : error.row}</td>
                      <td>{error.column ? t.columns[error.column] : ''}</td>
                      <td className="admin-invitations__wrap">{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </form>
      )}

      {!rows ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <>
          <ul className="admin-invitations__counts" aria-label={t.counts}>
            {INVITATION_STATES.map((state) => (
              <li key={state} className={`admin-invitations__count admin-invitations__count--${state}`}>
                <span>{INVITATION_STATE_WORDS[locale][state]}</span> <strong>{counts[state]}</strong>
              </li>
            ))}
          </ul>
          {readOnly ? null : (
            <div className="admin-invitations__actions">
              <button
                type="button"
                className="admin-button admin-button--primary"
                disabled={busy || chosen.length === 0}
                onClick={() => void send(chosen.map((row) => row.id))}
              >
                {anySent ? t.resend(chosen.length) : t.send(chosen.length)}
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                disabled={busy || unsent.length === 0}
                onClick={() => void send(unsent)}
              >
                {t.sendUnsent}
              </button>
            </div>
          )}
          {rows.length === 0 ? (
            <p className="admin-invitations__empty">{t.empty}</p>
          ) : (
            <>
              {/* On a phone the list scrolls sideways: the cue says so, as the registrant list's does. */}
              <p className="admin-table-cue" aria-hidden="true">
                {t.scrollCue}
              </p>
              <div
                className="admin-table-scroll admin-table-scroll--cue"
                tabIndex={0}
                role="region"
                aria-label={t.listCaption}
              >
                <table className="admin-table">
                  <caption>
                    <span className="admin-table__caption">{t.listCaption}</span>
                  </caption>
                  <thead>
                    <tr>
                      {readOnly ? null : (
                        <th scope="col">
                          <input
                            type="checkbox"
                            aria-label={t.selectAll}
                            checked={chosen.length === rows.length}
                            onChange={(event) =>
                              setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                            }
                          />
                        </th>
                      )}
                      <th scope="col">{t.name}</th>
                      <th scope="col">{t.company}</th>
                      <th scope="col">{t.email}</th>
                      <th scope="col">{t.language}</th>
                      <th scope="col">{t.state}</th>
                      <th scope="col">{t.sentAt}</th>
                      <th scope="col">{t.registration}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        {readOnly ? null : (
                          <td>
                            <input
                              type="checkbox"
                              aria-label={t.select(row.email)}
                              checked={selected.has(row.id)}
                              onChange={(event) =>
                                setSelected((previous) => {
                                  const next = new Set(previous);
                                  if (event.target.checked) next.add(row.id);
                                  else next.delete(row.id);
                                  return next;
                                })
                              }
                            />
                          </td>
                        )}
                        <td>{row.name}</td>
                        <td>{row.company}</td>
                        <td>{row.email}</td>
                        <td>{row.locale === 'ko' ? '한국어' : 'English'}</td>
                        <td>
                          <span className={`admin-invitations__state admin-invitations__state--${row.state}`}>
                            {INVITATION_STATE_WORDS[locale][row.state]}
                          </span>
                        </td>
                        <td>{row.sentAt ? formatKoreaDateTime(row.sentAt) : ''}</td>
                        <td>{row.registrationId ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

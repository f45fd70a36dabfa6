/**
 * Managers' Invitations screen: import a list (checked first, then imported all or nothing, with
 * each problem by row and column), the counts by state, and the invitees with their state; send
 * or send again to those selected, or to everyone not yet sent (confirmed with the count); remove
 * an invitee at their request (confirmed, naming them).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CSV_ENCODING_WORDS,
  INVITATION_STATES,
  INVITATION_STATE_WORDS,
  type ImportError,
  type InvitationRow,
} from '@forum/shared';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImportRowReport } from '../components/ImportRowReport';
import { COMMON_TEXT } from '../components/commonText';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { InviteeTable } from './InviteeTable';
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
  const [confirming, setConfirming] = useState<
    { kind: 'sendUnsent'; ids: readonly number[] } | { kind: 'remove'; row: InvitationRow } | null
  >(null);
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
        text:
          (dryRun ? t.checked(answer.created, answer.updated) : t.imported(answer.created, answer.updated)) +
          (answer.suppressed > 0 ? ` ${t.suppressed(answer.suppressed)}` : '') +
          (answer.encoding ? ` ${t.encodingRead(CSV_ENCODING_WORDS[locale][answer.encoding])}` : ''),
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
    setConfirming(null);
    if (!result.ok) return fail(result);
    setMessage({ kind: 'status', text: t.sent(result.value.sent.length, result.value.skipped.length) });
    setSelected(new Set());
    await load();
  }

  /** At the invitee's request: their data goes; only a keyed trace of the address stays. */
  async function remove(row: InvitationRow) {
    setBusy(true);
    const result = await api.remove(token, row.id);
    setBusy(false);
    setConfirming(null);
    if (!result.ok) return fail(result);
    setMessage({ kind: 'status', text: t.removed(row.name) });
    setSelected((previous) => new Set([...previous].filter((other) => other !== row.id)));
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
            <ImportRowReport
              errors={errors}
              locale={locale}
              columnName={(column) => t.columns[column as keyof typeof t.columns] ?? column}
            />
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
                onClick={() => setConfirming({ kind: 'sendUnsent', ids: unsent })}
              >
                {t.sendUnsent(unsent.length)}
              </button>
            </div>
          )}
          {rows.length === 0 ? (
            <p className="admin-invitations__empty">{t.empty}</p>
          ) : (
            <InviteeTable
              rows={rows}
              locale={locale}
              readOnly={readOnly}
              selected={selected}
              onSelect={setSelected}
              onRemove={(row) => setConfirming({ kind: 'remove', row })}
              busy={busy}
            />
          )}
        </>
      )}
      {confirming?.kind === 'sendUnsent' ? (
        <ConfirmDialog
          title={t.confirmSendUnsent(confirming.ids.length)}
          confirmLabel={t.sendUnsent(confirming.ids.length)}
          cancelLabel={COMMON_TEXT[locale].cancel}
          busy={busy}
          busyLabel={t.loading}
          tone="primary"
          onConfirm={() => void send(confirming.ids)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t.confirmSendUnsentText}</p>
        </ConfirmDialog>
      ) : null}
      {confirming?.kind === 'remove' ? (
        <ConfirmDialog
          title={t.confirmRemove(confirming.row.name)}
          confirmLabel={t.remove}
          cancelLabel={COMMON_TEXT[locale].cancel}
          busy={busy}
          busyLabel={t.loading}
          onConfirm={() => void remove(confirming.row)}
          onCancel={() => setConfirming(null)}
        >
          <p className="admin-invitations__wrap">{t.confirmRemoveWho(confirming.row.email, confirming.row.company)}</p>
          <p>{t.confirmRemoveText}</p>
          {confirming.row.registrationId !== null ? <p>{t.confirmRemoveRegistered}</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/**
 * One message's page: what it says and to whom, a preview as a chosen recipient, a test to
 * oneself, send (now or at its time), cancel (or turn a reminder off), and each recipient's
 * delivery state with the mail server's reply, with a retry of the failures.
 */
import { useEffect, useId, useState } from 'react';
import {
  type ApiErrorCode,
  type Locale,
  type MessageDetail,
  type MessagePreview,
  errorMessage,
  fieldErrorMessage,
  formatKoreaDateTime,
} from '@forum/shared';
import type { ApiResult } from '../app/adminApi';
import type { MessagesApi } from './messagesApi';
import { MESSAGES_TEXT } from './messagesText';

export interface MessagePageProps {
  api: MessagesApi;
  locale: Locale;
  token: string;
  messageId: number;
  notice: string;
  onBack(): void;
  onSessionEnded(code?: ApiErrorCode): void;
}

export function MessagePage({ api, locale, token, messageId, notice, onBack, onSessionEnded }: MessagePageProps) {
  const t = MESSAGES_TEXT[locale];
  const id = useId();
  const [detail, setDetail] = useState<MessageDetail | null>(null);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [previewAs, setPreviewAs] = useState('');
  const [status, setStatus] = useState(notice);
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  // Raised to load the page again (after an action, or Refresh).
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void api.detail(token, messageId).then((result) => {
      if (!live) return;
      if (result.ok) setDetail(result.value);
      else if (result.status === 401) onSessionEnded(result.code);
      else setAlert(errorMessage(result.code, locale));
    });
    return () => {
      live = false;
    };
  }, [api, token, messageId, locale, onSessionEnded, version]);
  const load = () => setVersion((value) => value + 1);

  async function run<T>(work: () => Promise<ApiResult<T>>, done: (value: T) => string) {
    setBusy(true);
    setAlert('');
    const result = await work();
    setBusy(false);
    if (result.ok) {
      setStatus(done(result.value));
      load();
    } else if (result.status === 401) onSessionEnded(result.code);
    else {
      // A refusal that names a field (`message_too_long` at preview or send) says what is wrong.
      const field = Object.values(result.fields ?? {}).find((code) => code !== undefined);
      setAlert(field ? fieldErrorMessage(field, locale) : errorMessage(result.code, locale));
    }
  }

  const asId = /^\d+$/.test(previewAs.trim()) ? Number(previewAs.trim()) : null;
  const canSend =
    detail &&
    (detail.state === 'draft' ||
      detail.state === 'failed' ||
      (detail.kind === 'reminder' && detail.state === 'cancelled'));
  const canCancel = detail && (detail.state === 'draft' || detail.state === 'scheduled' || detail.state === 'failed');
  // A draft with a time goes at that time (or at once, the server decides, when it has passed).
  const scheduled = Boolean(detail?.sendAt);

  return (
    <section className="admin-messages__page" aria-labelledby={`${id}-heading`}>
      <button type="button" className="admin-button admin-button--quiet" onClick={onBack}>
        {t.back}
      </button>
      <div className="admin-notice" role="status">
        {status}
      </div>
      <div className="admin-alert" role="alert">
        {alert}
      </div>
      {!detail ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {t.loading}
        </p>
      ) : (
        <>
          <h2 id={`${id}-heading`}>{detail.subject[locale] || detail.subject[locale === 'ko' ? 'en' : 'ko']}</h2>
          <dl className="admin-messages__facts">
            <dt>{t.kind}</dt>
            <dd>{detail.kind === 'reminder' ? t.reminder(detail.reminderDay ?? 1) : t.manual}</dd>
            <dt>{t.state}</dt>
            <dd>{t.states[detail.state]}</dd>
            {detail.state === 'failed' && detail.failureReason ? (
              <>
                <dt>{t.failureHeading}</dt>
                <dd className="admin-messages__failure">{t.failure(detail.failureReason)}</dd>
              </>
            ) : null}
            <dt>{t.sendTime}</dt>
            <dd>{detail.sendAt ? formatKoreaDateTime(detail.sendAt) : '—'}</dd>
            <dt>{t.recipients}</dt>
            <dd>{t.recipientCount(detail.recipients)}</dd>
          </dl>
          <div className="admin-messages__actions">
            {canSend ? (
              <button
                type="button"
                className="admin-button admin-button--primary"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => api.send(token, messageId),
                    (v) => t.sent(v.recipients),
                  )
                }
              >
                {detail.state === 'failed'
                  ? t.sendAgain
                  : detail.kind === 'reminder'
                    ? t.turnOn
                    : scheduled
                      ? t.schedule
                      : t.sendNow}
              </button>
            ) : null}
            {canCancel ? (
              <button
                type="button"
                className="admin-button admin-button--secondary"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => api.cancel(token, messageId),
                    () => t.cancelled,
                  )
                }
              >
                {detail.kind === 'reminder' ? t.turnOff : t.cancel}
              </button>
            ) : null}
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={busy}
              onClick={() =>
                void run(
                  () => api.test(token, messageId, asId),
                  (v) => t.testSent(v.to),
                )
              }
            >
              {t.sendTest}
            </button>
            {detail.delivery.failed > 0 ? (
              <button
                type="button"
                className="admin-button admin-button--secondary"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => api.retry(token, messageId),
                    (v) => t.retried(v.retried),
                  )
                }
              >
                {t.retry}
              </button>
            ) : null}
          </div>

          <div className="admin-messages__panel">
            <h3>{t.previewHeading}</h3>
            <div className="admin-messages__preview-controls">
              <div className="admin-field">
                <label htmlFor={`${id}-as`}>{t.previewAs}</label>
                <input
                  id={`${id}-as`}
                  inputMode="numeric"
                  value={previewAs}
                  onChange={(event) => setPreviewAs(event.target.value)}
                />
              </div>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => api.preview(token, messageId, asId),
                    (value) => {
                      setPreview(value);
                      return '';
                    },
                  )
                }
              >
                {t.preview}
              </button>
            </div>
            {preview ? (
              <div className="admin-messages__preview" lang={preview.locale}>
                <p className="admin-messages__preview-to">{t.previewTo(preview.to, preview.locale)}</p>
                <p className="admin-messages__preview-subject">{preview.subject}</p>
                <pre>{preview.text}</pre>
              </div>
            ) : null}
          </div>

          <p className="admin-messages__summary" role="status">
            {t.deliverySummary(detail.delivery.sent, detail.delivery.failed, detail.delivery.queued)}
          </p>
          <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="admin-table">
              <caption id={`${id}-caption`}>{t.recipientsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.email}</th>
                  <th scope="col">{t.language}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">{t.reason}</th>
                </tr>
              </thead>
              <tbody>
                {detail.recipientList.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t.noRecipients}</td>
                  </tr>
                ) : (
                  detail.recipientList.map((r) => (
                    <tr key={r.registrantId}>
                      <th scope="row">{r.name}</th>
                      <td>{r.email}</td>
                      <td>{r.locale === 'ko' ? t.korean : t.english}</td>
                      <td className={`admin-messages__state admin-messages__state--${r.state}`}>
                        {t.mailStates[r.state]}
                      </td>
                      <td>{r.reason ?? ''}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <button type="button" className="admin-button admin-button--quiet" onClick={load}>
            {t.refresh}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * One message's page: what it says and to whom (its audience in words), a preview as a chosen
 * recipient (the audience's first until another is chosen, with a warning for someone outside
 * it), a test to oneself, send (now or at its time) after a confirmation naming the count, a
 * draft's edit and delete, a scheduled message's cancel (or a reminder off), why a reminder did
 * not go, and each recipient's delivery state with the mail server's reply, with a retry.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import {
  type ApiErrorCode,
  type Locale,
  type MessageDetail,
  type MessagePreview,
  type Registrant,
  errorMessage,
  fieldErrorMessage,
  formatKoreaDateTime,
} from '@forum/shared';
import type { ApiResult } from '../lib/apiClient';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PersonPicker } from '../components/PersonPicker';
import { audienceInWords, reminderNotSentReason } from './audienceWords';
import type { MessagesApi } from './messagesApi';
import { MESSAGES_TEXT } from './messagesText';

export interface MessagePageProps {
  api: MessagesApi;
  locale: Locale;
  token: string;
  messageId: number;
  notice: string;
  onBack(): void;
  onEdit(draft: MessageDetail): void;
  onSessionEnded(code?: ApiErrorCode): void;
  /** A past edition's message: read, never edited or sent. */
  readOnly?: boolean;
}

export function MessagePage(props: MessagePageProps) {
  const { api, locale, token, messageId, notice, onBack, onEdit, onSessionEnded, readOnly = false } = props;
  const t = MESSAGES_TEXT[locale];
  const id = useId();
  const [detail, setDetail] = useState<MessageDetail | null>(null);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [previewError, setPreviewError] = useState('');
  const [previewPerson, setPreviewPerson] = useState<Registrant | null>(null);
  const [status, setStatus] = useState(notice);
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // When the page was loaded: whether a draft's time is still to come.
  const [loadedAt, setLoadedAt] = useState(0);

  // Raised to load the page again (after an action, or Refresh).
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void api.detail(token, messageId).then((result) => {
      if (!live) return;
      if (result.ok) {
        setDetail(result.value);
        setLoadedAt(Date.now());
      } else if (result.status === 401) onSessionEnded(result.code);
      else setAlert(errorMessage(result.code, locale));
    });
    return () => {
      live = false;
    };
  }, [api, token, messageId, locale, onSessionEnded, version]);
  const load = () => setVersion((value) => value + 1);

  // The preview is there when the page opens (the audience's first) and follows the chosen person.
  const asId = previewPerson?.id ?? null;
  useEffect(() => {
    let live = true;
    void api.preview(token, messageId, asId).then((result) => {
      if (!live) return;
      if (result.ok) {
        setPreview(result.value);
        setPreviewError('');
      } else if (result.status === 401) onSessionEnded(result.code);
      else {
        setPreview(null);
        setPreviewError(
          result.code === 'not_found'
            ? asId
              ? t.previewGone
              : t.previewNoRecipient
            : errorMessage(result.code, locale),
        );
      }
    });
    return () => {
      live = false;
    };
  }, [api, token, messageId, asId, locale, onSessionEnded, t, version]);

  const loadPeople = useCallback(async () => {
    const result = await api.people(token);
    if (result.ok) return result.value;
    if (result.status === 401) onSessionEnded(result.code);
    return null;
  }, [api, token, onSessionEnded]);

  async function run<T>(work: () => Promise<ApiResult<T>>, done: (value: T) => string) {
    setBusy(true);
    setAlert('');
    const result = await work();
    setBusy(false);
    setConfirming(false);
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

  const canSend =
    detail &&
    (detail.state === 'draft' ||
      detail.state === 'failed' ||
      (detail.kind === 'reminder' && detail.state === 'cancelled'));
  const canCancel = detail && (detail.state === 'draft' || detail.state === 'scheduled' || detail.state === 'failed');
  const isDraft = detail?.state === 'draft' && detail.kind === 'manual';
  // A draft with a time still to come goes at that time; otherwise at once.
  const later = detail?.sendAt && Date.parse(detail.sendAt) > loadedAt ? detail.sendAt : null;
  const words = detail ? audienceInWords(detail.audience, locale) : '';
  const notSent = detail ? reminderNotSentReason(detail, locale) : null;

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
            {notSent ? (
              <>
                <dt>{t.notSent}</dt>
                <dd>{notSent}</dd>
              </>
            ) : null}
            <dt>{t.sendTime}</dt>
            <dd>{detail.sendAt ? formatKoreaDateTime(detail.sendAt) : '—'}</dd>
            <dt>{t.audience}</dt>
            <dd>{words}</dd>
            <dt>{t.recipients}</dt>
            <dd>{t.recipientCount(detail.recipients)}</dd>
          </dl>
          {readOnly ? null : (
            <div className="admin-messages__actions">
              {isDraft ? (
                <button
                  type="button"
                  className="admin-button admin-button--secondary"
                  disabled={busy}
                  onClick={() => onEdit(detail)}
                >
                  {t.edit}
                </button>
              ) : null}
              {canSend ? (
                <button
                  type="button"
                  className="admin-button admin-button--primary"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  {detail.state === 'failed'
                    ? t.sendAgain
                    : detail.kind === 'reminder'
                      ? t.turnOn
                      : later
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
                      () => (isDraft ? t.draftDeleted : t.cancelled),
                    )
                  }
                >
                  {detail.kind === 'reminder' ? t.turnOff : isDraft ? t.deleteDraft : t.cancel}
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
          )}
          {confirming ? (
            <ConfirmDialog
              title={t.confirmSendTitle}
              confirmLabel={later ? t.confirmSchedule(detail.recipients) : t.confirmSend(detail.recipients)}
              cancelLabel={t.keepDraft}
              busy={busy}
              busyLabel={t.sending}
              onConfirm={() =>
                void run(
                  () => api.send(token, messageId),
                  (v) => t.sent(v.recipients),
                )
              }
              onCancel={() => setConfirming(false)}
            >
              <p>
                {later
                  ? t.confirmScheduleBody(detail.recipients, formatKoreaDateTime(later), words)
                  : t.confirmSendBody(detail.recipients, words)}
              </p>
            </ConfirmDialog>
          ) : null}

          <div className="admin-messages__panel">
            <h3>{t.previewHeading}</h3>
            {/* An invitee message previews its first invitee: the picker lists registrants only. */}
            {detail.audience.invitation ? null : (
              <PersonPicker
                locale={locale}
                label={t.previewAs}
                load={loadPeople}
                chosen={previewPerson}
                onChoose={setPreviewPerson}
                error={previewError}
              />
            )}
            {preview ? (
              <div className="admin-messages__preview" lang={preview.locale}>
                {preview.inAudience === false ? (
                  <p className="admin-messages__warning" role="status" lang={locale}>
                    {t.outsideAudience(previewPerson?.name ?? preview.to)}
                  </p>
                ) : null}
                <p className="admin-messages__preview-to" lang={locale}>
                  {t.previewTo(preview.to, preview.locale)}
                </p>
                <p className="admin-messages__preview-subject">{preview.subject}</p>
                <pre>{preview.text}</pre>
              </div>
            ) : null}
          </div>

          <p className="admin-messages__summary" role="status">
            {t.deliverySummary(detail.delivery.sent, detail.delivery.failed, detail.delivery.queued)}
          </p>
          <div
            className="admin-table-scroll admin-messages__recipients"
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
          >
            <table className="admin-table admin-table--cards">
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
                    <tr key={r.invitationId !== null ? `i${r.invitationId}` : `r${r.registrantId}`}>
                      <th scope="row">{r.name}</th>
                      <td data-label={t.email}>{r.email}</td>
                      <td data-label={t.language}>{r.locale === 'ko' ? t.korean : t.english}</td>
                      <td data-label={t.state} className={`admin-messages__state admin-messages__state--${r.state}`}>
                        {t.mailStates[r.state]}
                      </td>
                      <td data-label={t.reason}>{r.reason ?? ''}</td>
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

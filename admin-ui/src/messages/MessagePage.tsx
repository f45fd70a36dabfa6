/**
 * One message's page: what it says and to whom (its audience in words), a preview as a chosen
 * recipient (the audience's first until another is chosen, with a warning for someone outside
 * it), a test to oneself, send (now or at its time) after a confirmation naming the count, a
 * draft's edit and delete, a scheduled message's cancel (or a reminder off), why a reminder did
 * not go, and each recipient's delivery state with the mail server's reply, with a retry.
 * The state and its moves are in messagePageState.ts.
 */
import { useEffect, useId, useReducer } from 'react';
import { type ApiErrorCode, type Locale, type MessageDetail, errorMessage, fieldErrorMessage } from '@forum/shared';
import type { ApiResult } from '../lib/apiClient';
import { audienceInWords } from './audienceWords';
import { MessageDeliveryTable } from './MessageDeliveryTable';
import { MessageFacts } from './MessageFacts';
import { MessagePageActions } from './MessagePageActions';
import { initialMessagePageState, messageMoves, messagePageReducer } from './messagePageState';
import { MessageRecipientPreview } from './MessageRecipientPreview';
import type { MessagesApi } from './messagesApi';
import { MESSAGES_TEXT } from './messagesText';
import { SendConfirmDialog } from './SendConfirmDialog';
import { useLoadPeople } from './useLoadPeople';

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
  const [state, dispatch] = useReducer(messagePageReducer, notice, initialMessagePageState);
  const { detail, loadedAt, preview, previewError, previewPerson, status, alert, busy, confirming, version } = state;

  useEffect(() => {
    let live = true;
    void api.detail(token, messageId).then((result) => {
      if (!live) return;
      if (result.ok) dispatch({ type: 'loaded', detail: result.value, at: Date.now() });
      else if (result.status === 401) onSessionEnded(result.code);
      else dispatch({ type: 'loadFailed', alert: errorMessage(result.code, locale) });
    });
    return () => {
      live = false;
    };
  }, [api, token, messageId, locale, onSessionEnded, version]);

  // The preview is there when the page opens (the audience's first) and follows the chosen person.
  const asId = previewPerson?.id ?? null;
  useEffect(() => {
    let live = true;
    void api.preview(token, messageId, asId).then((result) => {
      if (!live) return;
      if (result.ok) dispatch({ type: 'previewed', preview: result.value });
      else if (result.status === 401) onSessionEnded(result.code);
      else {
        const error =
          result.code === 'not_found'
            ? asId
              ? t.previewGone
              : t.previewNoRecipient
            : errorMessage(result.code, locale);
        dispatch({ type: 'previewFailed', error });
      }
    });
    return () => {
      live = false;
    };
  }, [api, token, messageId, asId, locale, onSessionEnded, t, version]);

  const loadPeople = useLoadPeople(api, token, onSessionEnded);

  async function run<T>(work: () => Promise<ApiResult<T>>, done: (value: T) => string) {
    dispatch({ type: 'working' });
    const result = await work();
    if (result.ok) dispatch({ type: 'done', status: done(result.value) });
    else if (result.status === 401) {
      dispatch({ type: 'stopped' });
      onSessionEnded(result.code);
    } else {
      // A refusal that names a field (`message_too_long` at preview or send) says what is wrong.
      const field = Object.values(result.fields ?? {}).find((code) => code !== undefined);
      dispatch({
        type: 'refused',
        alert: field ? fieldErrorMessage(field, locale) : errorMessage(result.code, locale),
      });
    }
  }

  const moves = detail ? messageMoves(detail, loadedAt) : null;
  const words = detail ? audienceInWords(detail.audience, locale) : '';

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
      {!detail || !moves ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {t.loading}
        </p>
      ) : (
        <>
          <h2 id={`${id}-heading`}>{detail.subject[locale] || detail.subject[locale === 'ko' ? 'en' : 'ko']}</h2>
          <MessageFacts locale={locale} detail={detail} words={words} />
          {readOnly ? null : (
            <MessagePageActions
              locale={locale}
              detail={detail}
              moves={moves}
              busy={busy}
              onEdit={() => onEdit(detail)}
              onAskToSend={() => dispatch({ type: 'askToSend' })}
              onCancel={() =>
                void run(
                  () => api.cancel(token, messageId),
                  () => (moves.isDraft ? t.draftDeleted : t.cancelled),
                )
              }
              onTest={() =>
                void run(
                  () => api.test(token, messageId, asId),
                  (v) => t.testSent(v.to),
                )
              }
              onRetry={() =>
                void run(
                  () => api.retry(token, messageId),
                  (v) => t.retried(v.retried),
                )
              }
            />
          )}
          {confirming ? (
            <SendConfirmDialog
              locale={locale}
              recipients={detail.recipients}
              words={words}
              later={moves.later}
              busy={busy}
              onConfirm={() =>
                void run(
                  () => api.send(token, messageId),
                  (v) => t.sent(v.recipients),
                )
              }
              onCancel={() => dispatch({ type: 'keepDraft' })}
            />
          ) : null}
          <MessageRecipientPreview
            locale={locale}
            canChoose={!detail.audience.invitation}
            loadPeople={loadPeople}
            person={previewPerson}
            onChoose={(person) => dispatch({ type: 'choosePreviewPerson', person })}
            preview={preview}
            error={previewError}
          />
          <MessageDeliveryTable idPrefix={id} locale={locale} detail={detail} />
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => dispatch({ type: 'reload' })}
          >
            {t.refresh}
          </button>
        </>
      )}
    </section>
  );
}

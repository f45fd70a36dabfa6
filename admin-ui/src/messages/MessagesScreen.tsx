/**
 * Managers' Messages screen: the messages (the day-before reminders among them, as scheduled
 * messages) with their state and delivery, writing a new one, and each message's page.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type MessageDetail, formatKoreaDateTime } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { createMessagesApi } from './messagesApi';
import { audienceInWords, reminderNotSentReason } from './audienceWords';
import { MessageComposer } from './MessageComposer';
import { MessagePage } from './MessagePage';
import { MESSAGES_TEXT } from './messagesText';
import '../components/table.css';
import '../components/screenPage.css';
import './MessagesScreen.css';

type View =
  { name: 'list' } | { name: 'compose'; draft?: MessageDetail } | { name: 'message'; id: number; notice: string };

export function MessagesScreen() {
  const { client, locale, token, edition, onSessionEnded } = useAdmin();
  const t = MESSAGES_TEXT[locale];
  const id = useId();
  const api = useMemo(() => createMessagesApi(client), [client]);
  const [alert, setAlert] = useState('');
  const [view, setView] = useState<View>({ name: 'list' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listing = view.name === 'list';
  // The list again each time it is shown (a message sent or saved meanwhile).
  const { data: messages } = useAdminLoad(
    useCallback(
      () => (listing ? api.list(token) : Promise.resolve({ ok: true as const, value: null })),
      [api, token, listing],
    ),
    setAlert,
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="admin-messages" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-messages__intro">{t.intro}</p>
      <div className="admin-alert" role="alert">
        {alert}
      </div>
      {view.name === 'compose' && !edition.readOnly ? (
        <>
          <button type="button" className="admin-button admin-button--quiet" onClick={() => setView({ name: 'list' })}>
            {t.back}
          </button>
          <MessageComposer
            key={view.draft?.id ?? 'new'}
            api={api}
            locale={locale}
            token={token}
            {...(view.draft ? { draft: view.draft } : {})}
            onSaved={(saved) => setView({ name: 'message', id: saved, notice: view.draft ? t.changesSaved : t.saved })}
            onSessionEnded={onSessionEnded}
          />
        </>
      ) : view.name === 'message' ? (
        <MessagePage
          api={api}
          locale={locale}
          token={token}
          messageId={view.id}
          notice={view.notice}
          onBack={() => setView({ name: 'list' })}
          onEdit={(draft) => setView({ name: 'compose', draft })}
          onSessionEnded={onSessionEnded}
          readOnly={edition.readOnly}
        />
      ) : (
        <>
          {edition.readOnly ? null : (
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => setView({ name: 'compose' })}
            >
              {t.newMessage}
            </button>
          )}
          {!messages ? (
            <p className="admin-loading" role="status">
              <span className="admin-spinner" aria-hidden="true" />
              {t.loading}
            </p>
          ) : (
            <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
              <table className="admin-table admin-table--cards admin-messages__table">
                <caption id={`${id}-caption`}>{t.listCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.subject}</th>
                    <th scope="col">{t.kind}</th>
                    <th scope="col">{t.state}</th>
                    <th scope="col">{t.sendTime}</th>
                    <th scope="col">{t.audience}</th>
                    <th scope="col">{t.recipients}</th>
                    <th scope="col">{t.delivery}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.open}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {messages.map((message) => {
                    const subject = message.subject[locale] || message.subject[locale === 'ko' ? 'en' : 'ko'];
                    const notSent = reminderNotSentReason(message, locale);
                    return (
                      <tr key={message.id}>
                        <th scope="row">{subject}</th>
                        <td data-label={t.kind}>
                          {message.kind === 'reminder' ? t.reminder(message.reminderDay ?? 1) : t.manual}
                        </td>
                        <td data-label={t.state}>
                          <span>
                            {t.states[message.state]}
                            {message.state === 'failed' && message.failureReason ? (
                              <span className="admin-messages__failure-code"> ({message.failureReason})</span>
                            ) : null}
                            {notSent ? <span className="admin-messages__reason">{notSent}</span> : null}
                          </span>
                        </td>
                        <td data-label={t.sendTime}>{message.sendAt ? formatKoreaDateTime(message.sendAt) : '—'}</td>
                        <td data-label={t.audience}>{audienceInWords(message.audience, locale)}</td>
                        <td data-label={t.recipients}>
                          {message.recipients.toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-US')}
                        </td>
                        <td data-label={t.delivery}>
                          {t.deliverySummary(message.delivery.sent, message.delivery.failed, message.delivery.queued)}
                        </td>
                        <td className="admin-messages__open admin-table__actions">
                          <button
                            type="button"
                            className="admin-edit"
                            onClick={() => setView({ name: 'message', id: message.id, notice: '' })}
                          >
                            {t.open} <span className="visually-hidden">{subject}</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** A message's facts: its kind, state (and why it failed or did not go), time, audience in words and count. */
import { type Locale, type MessageDetail, formatKoreaDateTime } from '@forum/shared';
import { reminderNotSentReason } from './audienceWords';
import { MESSAGES_TEXT } from './messagesText';

export interface MessageFactsProps {
  locale: Locale;
  detail: MessageDetail;
  /** The audience in words. */
  words: string;
}

export function MessageFacts({ locale, detail, words }: MessageFactsProps) {
  const t = MESSAGES_TEXT[locale];
  const notSent = reminderNotSentReason(detail, locale);
  return (
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
  );
}

/** A message's delivery: the sent, failed and queued counts, and each recipient's state with the mail server's reply. */
import type { Locale, MessageDetail } from '@forum/shared';
import { MESSAGES_TEXT } from './messagesText';

export interface MessageDeliveryTableProps {
  /** The page's id prefix (the caption is `${idPrefix}-caption`). */
  idPrefix: string;
  locale: Locale;
  detail: MessageDetail;
}

export function MessageDeliveryTable({ idPrefix: id, locale, detail }: MessageDeliveryTableProps) {
  const t = MESSAGES_TEXT[locale];
  return (
    <>
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
    </>
  );
}

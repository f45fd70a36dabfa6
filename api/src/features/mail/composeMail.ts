/** A claimed outbox row rendered as nodemailer's message options: sender, headers, parts and calendar files. */
import type { SendMailOptions } from 'nodemailer';
import { EDITION } from '@forum/shared';
import type { MailConfig } from '../../config';
import { renderOutboxMail } from './content/outboxContent';
import type { ClaimedMail } from './outboxRepo';

export type MailSenderIdentity = Pick<MailConfig, 'from' | 'replyTo'>;

export async function toSendMailOptions(mail: ClaimedMail, sender: MailSenderIdentity): Promise<SendMailOptions> {
  const content = await renderOutboxMail(mail.model);
  return {
    // Without a name in MAIL_FROM the forum's name in the registrant's language is shown.
    from: { name: sender.from.name ?? EDITION.name[mail.locale], address: sender.from.address },
    to: mail.recipient,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    subject: content.subject,
    text: content.text,
    html: content.html,
    attachments: content.attachments,
    messageId: mail.messageId,
    headers: {
      'Content-Language': mail.locale,
      // RFC 3834: an automatic message; holiday auto-replies should not answer it.
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
    },
  };
}

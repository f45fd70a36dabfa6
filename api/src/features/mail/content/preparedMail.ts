/**
 * A message written elsewhere and rendered before it is queued (a manager's message to a group,
 * the day-before reminder): the outbox keeps its finished subject, text and HTML in the
 * recipient's language, and at most the check-in code whose QR image the HTML shows. Rendered at
 * queue time because a message's words are the manager's at the moment of sending, whatever they
 * edit afterwards.
 */
import { checkinQrImage } from './checkinQr';
import type { MailAttachment, PreparedMailModel, RenderedMail } from './mailTypes';

export type { PreparedMailModel } from './mailTypes';

export async function renderPreparedMail(model: PreparedMailModel): Promise<RenderedMail> {
  const attachments: MailAttachment[] = [];
  if (model.qr) {
    const image = await checkinQrImage(model.qr.code);
    attachments.push({
      filename: 'checkin-code.png',
      contentType: 'image/png',
      content: image.png,
      cid: model.qr.cid,
      contentDisposition: 'inline',
    });
  }
  return { subject: model.subject, text: model.text, html: model.html, attachments };
}

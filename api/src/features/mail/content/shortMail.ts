/**
 * A short notice rendered before it is queued (a registration under review, a decline, an
 * invitation): a few paragraphs and at most one link the forum wrote, as plain text and simple
 * HTML in the one mail layout. Every value is escaped and nothing a person typed becomes a link: only `link` is one.
 */
import { EDITION, escapeHtml } from '@forum/shared';
import { MAIL_COLORS, buttonHtml, mailDocument, paragraphHtml, smallPrintHtml, textWithFooter } from './mailLayout';
import type { PreparedMailModel, ShortMail } from './mailTypes';

export type { ShortMail } from './mailTypes';

const e = escapeHtml;

function paragraph(text: string): string {
  return paragraphHtml(e(text).replace(/\n/g, '<br>'));
}

export function renderShortMail(mail: ShortMail, now: Date): PreparedMailModel {
  const { link } = mail;
  const at = link ? link.linkAfter : mail.paragraphs.length;
  const textParts = [...mail.paragraphs.slice(0, at)];
  if (link) textParts.push(`${link.label}:\n${link.url}`);
  textParts.push(...mail.paragraphs.slice(at));
  const text = textWithFooter(textParts.join('\n\n'), mail.footer);

  // The link's address under the button too, for clients that show no button.
  const button = link
    ? buttonHtml(link.label, link.url) +
      paragraphHtml(e(link.url), `font-size:13px;color:${MAIL_COLORS.muted};word-break:break-all;`)
    : '';
  const html = mailDocument({
    locale: mail.locale,
    title: mail.subject,
    brand: EDITION.name[mail.locale],
    body: [...mail.paragraphs.slice(0, at).map(paragraph), button, ...mail.paragraphs.slice(at).map(paragraph)]
      .filter(Boolean)
      .join('\n'),
    footer: mail.footer.map((line, i) => smallPrintHtml(e(line).replace(/\n/g, '<br>'), i === 0)).join('\n'),
  });
  return { kind: 'message', locale: mail.locale, subject: mail.subject, text, html, qr: null, now };
}

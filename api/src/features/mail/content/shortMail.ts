/**
 * A short notice rendered before it is queued (a registration under review, a decline, an
 * invitation): a few paragraphs and at most one link the forum wrote, as plain text and simple
 * HTML. Every value is escaped and nothing a person typed becomes a link: only `link` is one.
 */
import { type Locale, escapeHtml } from '@forum/shared';
import type { PreparedMailModel } from './preparedMail';

export interface ShortMail {
  locale: Locale;
  subject: string;
  /** Paragraphs in order; line breaks inside one are kept. */
  paragraphs: readonly string[];
  /** The one call to action (an invitation, the manage link), placed after `linkAfter` paragraphs. */
  link?: { label: string; url: string; linkAfter: number };
  /** Small print under a rule (contact, why they receive it). */
  footer: readonly string[];
}

const e = escapeHtml;
const FONT = "-apple-system,'Segoe UI',Roboto,Arial,'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR',sans-serif";
const P = `margin:0 0 14px;font-family:${FONT};font-size:15px;line-height:1.6;color:#1b2a41;`;
const SMALL = `margin:0 0 8px;font-family:${FONT};font-size:13px;line-height:1.5;color:#55606e;`;

function paragraphHtml(text: string, style: string): string {
  return `<p style="${style}">${e(text).replace(/\n/g, '<br>')}</p>`;
}

export function renderShortMail(mail: ShortMail, now: Date): PreparedMailModel {
  const { link } = mail;
  const at = link ? link.linkAfter : mail.paragraphs.length;
  const textParts = [...mail.paragraphs.slice(0, at)];
  if (link) textParts.push(`${link.label}:\n${link.url}`);
  textParts.push(...mail.paragraphs.slice(at));
  const text = `${textParts.join('\n\n')}\n\n--\n${mail.footer.join('\n')}\n`;

  const button = link
    ? `<p style="margin:18px 0;"><a href="${e(link.url)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-family:${FONT};font-size:15px;font-weight:600;">${e(link.label)}</a></p>` +
      `<p style="${SMALL}">${e(link.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${mail.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;">
${mail.paragraphs
  .slice(0, at)
  .map((p) => paragraphHtml(p, P))
  .join('\n')}
${button}
${mail.paragraphs
  .slice(at)
  .map((p) => paragraphHtml(p, P))
  .join('\n')}
<hr style="border:none;border-top:1px solid #dde3ea;margin:20px 0;">
${mail.footer.map((line) => paragraphHtml(line, SMALL)).join('\n')}
</div></body></html>`;
  return { kind: 'message', locale: mail.locale, subject: mail.subject, text, html, qr: null, now };
}

/**
 * The one layout every e-mail is drawn in (so every mail looks alike and reads in old clients): the HTML skeleton mail clients need
 * (layout tables, inline styles only, a 600 px column that shrinks on phones with a fixed-width
 * table for Outlook, which ignores max-width; system fonts with Korean ones in the stack; a hidden
 * preview line) with the forum's band on top and the small print under a rule, and the plain-text
 * part's footer. The registration mails, the short notices, the meeting messages and the managers'
 * messages all fill it; each brings only its body. Every value is escaped by the caller's helpers
 * or here.
 */
import { type Locale, escapeHtml } from '@forum/shared';

export const MAIL_COLORS = {
  navy: '#0b2545',
  ink: '#1b2a41',
  muted: '#4a5a70',
  line: '#d9e1ea',
  surface: '#f4f7fa',
  accent: '#0f766e',
};
export const MAIL_FONT =
  "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,Pretendard,'Apple SD Gothic Neo','Noto Sans KR','Malgun Gothic','Noto Sans CJK KR','Noto Sans SC','PingFang SC','Microsoft YaHei','Hiragino Sans','Yu Gothic','Noto Sans JP',sans-serif";

const e = escapeHtml;

/** What a message puts into the layout. */
export interface MailFrame {
  locale: Locale;
  /** The `<title>`: the subject. */
  title: string;
  /** The inbox's preview line, hidden in the message itself. */
  preheader?: string;
  /** The band on top: the forum's name, with the message's heading under it when it has one. */
  brand: string;
  heading?: string;
  /** The message's own HTML. */
  body: string;
  /** The small print's HTML under the rule (contact, why they receive it). */
  footer: string;
}

/** A paragraph of the body: `html` is already escaped (line breaks as `<br>` where wanted). */
export function paragraphHtml(html: string, style = ''): string {
  return `<p style="margin:0 0 14px;font-family:${MAIL_FONT};font-size:15px;line-height:1.6;color:${MAIL_COLORS.ink};${style}">${html}</p>`;
}

/** A section heading inside the body. */
export function headingHtml(text: string): string {
  return `<h2 style="margin:28px 0 12px;font-family:${MAIL_FONT};font-size:17px;line-height:1.4;color:${MAIL_COLORS.navy};">${e(text)}</h2>`;
}

/** A "bulletproof" button (a coloured table cell, not a styled link alone), the one call to action. */
export function buttonHtml(label: string, url: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 14px;"><tr>` +
    `<td bgcolor="${MAIL_COLORS.accent}" style="border-radius:6px;background:${MAIL_COLORS.accent};">` +
    `<a href="${e(url)}" target="_blank" style="display:inline-block;padding:13px 22px;font-family:${MAIL_FONT};font-size:16px;line-height:1.2;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(label)}</a>` +
    `</td></tr></table>`
  );
}

/** A line of the small print: `html` is already escaped. */
export function smallPrintHtml(html: string, first = false): string {
  return `<p style="margin:${first ? '0' : '8px'} 0 0;font-family:${MAIL_FONT};font-size:12px;line-height:1.5;color:${MAIL_COLORS.muted};">${html}</p>`;
}

/** The whole HTML part. */
export function mailDocument(frame: MailFrame): string {
  const band = frame.heading
    ? `<p style="margin:0 0 6px;font-family:${MAIL_FONT};font-size:13px;line-height:1.4;letter-spacing:0.04em;color:#b9c7dd;">${e(frame.brand)}</p>
<h1 style="margin:0;font-family:${MAIL_FONT};font-size:23px;line-height:1.35;color:#ffffff;">${e(frame.heading)}</h1>`
    : `<p style="margin:0;font-family:${MAIL_FONT};font-size:15px;line-height:1.4;font-weight:bold;color:#ffffff;">${e(frame.brand)}</p>`;
  const preheader =
    frame.preheader !== undefined
      ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${MAIL_COLORS.surface};">${e(frame.preheader)}</div>\n`
      : '';
  return `<!DOCTYPE html>
<html lang="${frame.locale}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(frame.title)}</title>
</head>
<body style="margin:0;padding:0;background:${MAIL_COLORS.surface};-webkit-text-size-adjust:100%;${frame.locale === 'ko' ? 'word-break:keep-all;' : ''}">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${MAIL_COLORS.surface};">
<tr><td align="center" style="padding:24px 10px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid ${MAIL_COLORS.line};border-radius:10px;border-collapse:separate;">
<tr><td style="padding:26px 28px 22px;background:${MAIL_COLORS.navy};border-radius:10px 10px 0 0;">
${band}
</td></tr>
<tr><td style="padding:26px 28px 8px;">
${frame.body}
</td></tr>
<tr><td style="padding:18px 28px 22px;border-top:1px solid ${MAIL_COLORS.line};">
${frame.footer}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: the body, then the small print after the usual `--` signature line. */
export function textWithFooter(body: string, footer: readonly string[]): string {
  return `${body}\n\n--\n${footer.join('\n')}\n`;
}

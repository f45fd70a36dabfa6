/**
 * The registration mails' HTML body (their check-in card, summary, session cards, manage button),
 * drawn in the one mail layout (mailLayout.ts). Every value is escaped.
 */
import type { MailView } from './mailView';
import type { SessionLine } from './sessionLines';
import { escapeHtml } from '@forum/shared';
import { MAIL_COLORS, MAIL_FONT, buttonHtml, headingHtml, mailDocument, paragraphHtml } from './mailLayout';

const COLORS = MAIL_COLORS;
const FONT = MAIL_FONT;

// The one escaper (@forum/shared), named here too for the renderers' tests.
export { escapeHtml };

const e = escapeHtml;
const heading = headingHtml;

function paragraph(text: string, style = ''): string {
  return paragraphHtml(e(text), style);
}

function definitionTable(rows: readonly [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:9px 12px 9px 0;width:36%;border-bottom:1px solid ${COLORS.line};font-family:${FONT};font-size:14px;line-height:1.5;font-weight:normal;color:${COLORS.muted};">${e(label)}</th>` +
        `<td valign="top" style="padding:9px 0;border-bottom:1px solid ${COLORS.line};font-family:${FONT};font-size:15px;line-height:1.5;color:${COLORS.ink};word-break:break-word;overflow-wrap:anywhere;">${e(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;border-top:1px solid ${COLORS.line};">${cells}</table>`;
}

function sessionCards(lines: readonly SessionLine[], view: MailView, struck = false): string {
  // Korea time is named once, on the first session: the others are on the same clock.
  return lines
    .map(
      (line, i) =>
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 10px;border-collapse:separate;"><tr>` +
        `<td width="4" style="width:4px;background:${struck ? COLORS.line : COLORS.accent};border-radius:2px;"></td>` +
        `<td style="padding:10px 14px;background:${COLORS.surface};font-family:${FONT};">` +
        `<div style="font-size:15px;line-height:1.45;font-weight:bold;color:${COLORS.ink};${struck ? 'text-decoration:line-through;' : ''}">${e(line.name)}</div>` +
        `<div style="margin-top:4px;font-size:14px;line-height:1.5;color:${COLORS.ink};">${e(line.date)} &middot; ${e(line.time)}${i === 0 ? ` <span style="color:${COLORS.muted};">(${e(view.koreaTime)})</span>` : ''}</div>` +
        `<div style="font-size:14px;line-height:1.5;color:${COLORS.muted};">${e(view.roomLabel)}: ${e(line.room)}</div>` +
        (line.status
          ? `<div style="margin-top:4px;font-size:14px;line-height:1.5;font-weight:bold;color:${COLORS.ink};">${e(line.status)}</div>`
          : '') +
        `</td></tr></table>`,
    )
    .join('');
}

function manageBlock(manage: NonNullable<MailView['manage']>): string {
  return (
    heading(manage.heading) +
    buttonHtml(manage.button, manage.url) +
    paragraph(manage.note, `font-size:14px;color:${COLORS.muted};`) +
    paragraph(manage.fallback, `font-size:13px;color:${COLORS.muted};margin-bottom:4px;`) +
    `<p style="margin:0 0 14px;font-family:${FONT};font-size:13px;line-height:1.5;word-break:break-all;"><a href="${e(manage.url)}" style="color:${COLORS.accent};">${e(manage.url)}</a></p>`
  );
}

/**
 * The QR code centred in a bordered card with the code under it in large, spaced characters: the
 * block a registrant opens at the door. Width and height are set so clients that load images late
 * keep the space, and the alt text carries the code for those that never show it.
 */
function checkinBlock(checkin: NonNullable<MailView['checkin']>): string {
  const size = checkin.qr.size;
  return (
    heading(checkin.heading) +
    // What to do first, then the QR code with the code under it, as on the manage page.
    paragraph(checkin.note, `font-size:14px;color:${COLORS.muted};`) +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px;border:1px solid ${COLORS.line};border-radius:8px;border-collapse:separate;"><tr>` +
    `<td align="center" style="padding:18px 12px 16px;">` +
    `<img src="cid:${e(checkin.qr.cid)}" width="${size}" height="${size}" alt="${e(checkin.qr.alt)}" style="display:block;width:${size}px;height:${size}px;max-width:100%;border:0;">` +
    `<p style="margin:10px 0 0;font-family:Consolas,'SFMono-Regular',Menlo,'Courier New',monospace;font-size:22px;line-height:1.3;font-weight:bold;letter-spacing:0.08em;color:${COLORS.ink};">${e(checkin.code)}</p>` +
    `</td></tr></table>`
  );
}

export function renderMailHtml(view: MailView): string {
  const body = [
    paragraph(view.greeting),
    paragraph(view.intro) + (view.offer ? paragraph(view.offer, 'font-weight:bold;') : ''),
    view.checkin ? checkinBlock(view.checkin) : '',
    view.summary ? heading(view.summary.heading) + definitionTable(view.summary.rows) : '',
    view.sessions
      ? heading(view.sessions.heading) +
        sessionCards(view.sessions.lines, view, view.kind === 'cancellation') +
        paragraph(view.calendarNote, `font-size:14px;color:${COLORS.muted};`)
      : '',
    view.removedSessions
      ? heading(view.removedSessions.heading) +
        sessionCards(view.removedSessions.lines, view, true) +
        paragraph(view.removedSessions.note, `font-size:14px;color:${COLORS.muted};`)
      : '',
    heading(view.event.heading),
    definitionTable(view.event.rows),
    view.manage ? manageBlock(view.manage) : '',
    view.registerAgain ? `<div style="height:14px;"></div>${paragraph(view.registerAgain)}` : '',
    `<div style="height:8px;"></div>`,
    paragraph(view.retention, `font-size:14px;color:${COLORS.muted};`),
  ].join('\n');

  const contact =
    `<p style="margin:0 0 6px;font-family:${FONT};font-size:14px;line-height:1.5;font-weight:bold;color:${COLORS.ink};">${e(view.contact.heading)} ${e(view.contact.line)}</p>` +
    `<p style="margin:0;font-family:${FONT};font-size:14px;line-height:1.6;color:${COLORS.ink};">` +
    `<a href="mailto:${e(view.contact.email)}" style="color:${COLORS.accent};">${e(view.contact.email)}</a><br>` +
    `<a href="tel:${e(view.contact.phone.replace(/[^\d+]/g, ''))}" style="color:${COLORS.accent};">${e(view.contact.phone)}</a></p>`;

  return mailDocument({
    locale: view.locale,
    title: view.subject,
    preheader: view.preheader,
    brand: view.brand,
    heading: view.heading,
    body,
    footer: `${contact}\n<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLORS.muted};">${e(view.footer)}</p>`,
  });
}

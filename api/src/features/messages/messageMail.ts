/**
 * One recipient's copy of a message: the subject and body in their language with the placeholders
 * filled, the reason they receive it, and (when the text shows the check-in code, and always in
 * the reminder) the QR image of their code. Plain text and HTML in the one mail layout (mail's
 * mailLayout), every value escaped.
 */
import {
  escapeHtml,
  EDITION,
  type Locale,
  type MessagePlaceholder,
  type Registrant,
  type SessionCode,
  fillPlaceholders,
  sessionsOnOwnLine,
  formatCheckinCode,
} from '@forum/shared';
import {
  MAIL_COLORS,
  WORD_JOINER,
  editionDates,
  headingHtml,
  mailDocument,
  paragraphHtml,
  sessionLines,
  smallPrintHtml,
  textWithFooter,
  unlinkable,
} from '../mail';
import { sampleInvitationUrl } from '../invitations';
import { MESSAGE_TEXT } from './messageText';

export interface MessageTexts {
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
  /** A reminder lists only its day's sessions, and always shows the QR code. */
  reminderSessions: readonly SessionCode[] | null;
}

export interface RenderedMessage {
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  /** The check-in code whose QR image the HTML shows, with the image's content id. */
  qr: { code: string; cid: string } | null;
}

/**
 * Whom a copy is for: a registrant, or an invitee who has not registered (no sessions, no
 * check-in code; `invitedFrom`: where the organisers got the contact, said under the message).
 */
export type MessagePerson = Pick<Registrant, 'locale' | 'name' | 'company' | 'sessions' | 'seats' | 'checkinCode'> & {
  invitedFrom?: string;
};

export interface RenderSettings {
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
}

const e = escapeHtml;

function sessionsText(codes: readonly SessionCode[], locale: Locale): string {
  const lines = sessionLines(codes, locale);
  if (lines.length === 0) return MESSAGE_TEXT[locale].noSessions;
  // Korea time is named once, on the first line: every time after it is the same clock.
  return lines
    .map(
      (line, i) =>
        `- ${line.name}: ${line.date}, ${line.time}${i === 0 ? ` (${MESSAGE_TEXT[locale].koreaTime})` : ''}, ${line.room}`,
    )
    .join('\n');
}

/**
 * A URL the manager wrote, whole (`?a=1&b=2` included). It ends at white space, at markup
 * characters, and at the word joiner that starts every registrant value (see unlinkable), so what a
 * registrant typed never becomes, or extends, a link.
 */
const MANAGER_URL = new RegExp(`https?://[^\\s<>"${WORD_JOINER}]+`, 'g');
/** Punctuation that ends a sentence after a URL rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?'")\]]+$/;

function linkedHtml(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(MANAGER_URL)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const at = match.index;
    html += e(text.slice(from, at)) + `<a href="${e(url)}" style="color:#0f766e;">${e(url)}</a>`;
    from = at + url.length;
  }
  return html + e(text.slice(from));
}

const LEADING_JOINER = new RegExp(`(^|\\s)${WORD_JOINER}`, 'g');

/** Escaped text with the manager's links made clickable and its line breaks kept. */
function htmlParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => paragraphHtml(linkedHtml(block).replace(/\n/g, '<br>')))
    .join('\n');
}

/**
 * A recipient's personal links: a registrant's manage link, an invitee's invitation link; null in
 * a preview or a test (the manage link shows a note, the invitation link a sample address: a
 * manager's copy must not carry anyone's credential).
 */
export interface PersonalLinks {
  manageLink: string | null;
  inviteLink: string | null;
}

export const NO_LINKS: PersonalLinks = { manageLink: null, inviteLink: null };

/** One recipient's subject and body in their language with the placeholders filled (and `{name}`, `{company}` unlinkable). */
export function filledMessage(
  texts: MessageTexts,
  registrant: MessagePerson,
  links: PersonalLinks,
  siteUrl: string,
): { subject: string; body: string } {
  const locale = registrant.locale;
  const t = MESSAGE_TEXT[locale];
  // `{sessions}` lists the sessions the person is seated in (their places as the seats feature gave them).
  const seated = registrant.sessions.filter((code) => (registrant.seats?.[code]?.status ?? 'seated') === 'seated');
  const sessions = texts.reminderSessions ? seated.filter((code) => texts.reminderSessions?.includes(code)) : seated;
  const code = registrant.checkinCode ? formatCheckinCode(registrant.checkinCode) : '';
  const values: Record<MessagePlaceholder, string> = {
    // What the registrant typed, never a link (see unlinkable).
    name: unlinkable(registrant.name, { boundary: true }),
    company: unlinkable(registrant.company, { boundary: true }),
    sessions: sessionsText(sessions, locale),
    manageLink: links.manageLink ?? t.sampleLinkNote,
    checkinCode: code,
    inviteLink: links.inviteLink ?? sampleInvitationUrl(siteUrl, locale),
  };
  // Whatever language a text was left empty in, the other is better than nothing.
  const other: Locale = locale === 'en' ? 'ko' : 'en';
  // A value's leading word joiner is needed only where it could end a URL: not at the start or after a space.
  const fill = (text: string) => fillPlaceholders(text, values).replace(LEADING_JOINER, '$1');
  const subject = fill(texts.subject[locale] || texts.subject[other]).replace(/\s+/g, ' ');
  const body = fill(sessionsOnOwnLine(texts.body[locale] || texts.body[other]));
  return { subject, body };
}

/** `links`: the recipient's working links, or NO_LINKS in a preview or a test (see PersonalLinks). */
export function renderMessage(
  texts: MessageTexts,
  registrant: MessagePerson,
  links: PersonalLinks,
  settings: RenderSettings,
): RenderedMessage {
  const locale = registrant.locale;
  const t = MESSAGE_TEXT[locale];
  const { subject, body } = filledMessage(texts, registrant, links, settings.siteUrl);
  const code = registrant.checkinCode ? formatCheckinCode(registrant.checkinCode) : '';
  const other: Locale = locale === 'en' ? 'ko' : 'en';
  const forum = EDITION.name[locale];
  const why =
    registrant.invitedFrom !== undefined
      ? t.whyInvited(forum, editionDates(locale), registrant.invitedFrom)
      : t.why(forum, editionDates(locale));
  const contact = t.contact(settings.contactEmail, settings.contactPhone);
  const host = new URL(settings.siteUrl).hostname || 'localhost';
  const showQr =
    registrant.checkinCode !== undefined &&
    (texts.reminderSessions !== null || /\{checkinCode\}/.test(texts.body[locale] || texts.body[other]));
  const qr = showQr && registrant.checkinCode ? { code: registrant.checkinCode, cid: `checkin-code@${host}` } : null;

  const text = textWithFooter(body, [forum, why, contact, settings.siteUrl]);
  const qrHtml = qr
    ? headingHtml(t.checkinHeading) +
      `<p style="margin:0 0 14px;text-align:center;"><img src="cid:${e(qr.cid)}" width="174" height="174" alt="${e(t.checkinAlt(code))}" style="display:inline-block;width:174px;height:174px;border:0;"><br>` +
      `<span style="font-family:Consolas,Menlo,monospace;font-size:20px;font-weight:bold;letter-spacing:0.08em;color:${MAIL_COLORS.ink};">${e(code)}</span></p>`
    : '';
  const html = mailDocument({
    locale,
    title: subject,
    brand: forum,
    body: `${htmlParagraphs(body)}\n${qrHtml}`,
    footer: `${smallPrintHtml(e(why), true)}\n${smallPrintHtml(e(contact))}`,
  });
  return { locale, subject, text, html, qr };
}

/**
 * The short notice to a registration's old address when a manager changes it to another: the
 * registrant hears of it wherever they read their mail, so a registration (and its manage link)
 * cannot be moved away quietly. It names neither the new address nor anything else of theirs.
 */
import { EDITION, escapeHtml, mailSubject } from '@forum/shared';
import { mailDocument, paragraphHtml, smallPrintHtml, textWithFooter } from './mailLayout';
import { MAIL_TEXT } from './mailText';
import { unlinkable } from './unlinkable';
import type { RegistrationMailModel, RenderedMail } from './mailTypes';

export function renderEmailChangedMail(model: RegistrationMailModel): RenderedMail {
  const locale = model.registrant.locale;
  const t = MAIL_TEXT[locale].emailChanged;
  const forum = EDITION.name[locale];
  const contact = `${model.contactEmail} · ${model.contactPhone}`;
  const greeting = t.greeting(unlinkable(model.registrant.name));
  const subject = mailSubject(locale, EDITION.year, t.subject(forum));
  const text = textWithFooter([greeting, '', t.body(forum), '', t.notYou, contact].join('\n'), [model.siteUrl]);
  const html = mailDocument({
    locale,
    title: subject,
    brand: forum,
    body: [
      paragraphHtml(escapeHtml(greeting)),
      paragraphHtml(escapeHtml(t.body(forum))),
      paragraphHtml(`${escapeHtml(t.notYou)}<br>${escapeHtml(contact)}`),
    ].join('\n'),
    footer: smallPrintHtml(escapeHtml(model.siteUrl), true),
  });
  return { subject, text, html, attachments: [] };
}

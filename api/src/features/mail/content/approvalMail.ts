/**
 * The two short approval messages, in the registrant's language, rendered from the outbox's model
 * when delivered: "received, under review" (with the manage link, so they may change or cancel
 * while they wait; no QR code, no calendar file: nothing is confirmed yet) and the decline (with
 * the organisers' reason in their language, when one was given in it). An approval sends the full
 * confirmation instead.
 */
import { EDITION, formatLongDate, mailSubject } from '@forum/shared';
import { MAIL_TEXT } from './mailText';
import type { ApprovalMailKind, RegistrationMailModel, RenderedMail } from './mailTypes';
import { renderShortMail } from './shortMail';
import { unlinkable } from './unlinkable';

export function renderApprovalMail(model: RegistrationMailModel & { kind: ApprovalMailKind }): RenderedMail {
  const { registrant } = model;
  const locale = registrant.locale;
  const t = MAIL_TEXT[locale].approval;
  const forum = EDITION.name[locale];
  const greeting = MAIL_TEXT[locale].greeting(unlinkable(registrant.name));
  const footer = [t.contact(model.contactEmail, model.contactPhone)];
  if (model.kind === 'under_review') {
    const prepared = renderShortMail(
      {
        locale,
        subject: mailSubject(locale, EDITION.year, t.underReviewSubject(forum)),
        paragraphs: [greeting, t.underReviewBody(forum), t.underReviewManage],
        ...(model.manageUrl ? { link: { label: t.manageButton, url: model.manageUrl, linkAfter: 3 } } : {}),
        footer,
      },
      model.now,
    );
    return { subject: prepared.subject, text: prepared.text, html: prepared.html, attachments: [] };
  }
  const reason = model.declineReason?.[locale]?.trim();
  const prepared = renderShortMail(
    {
      locale,
      subject: mailSubject(locale, EDITION.year, t.declinedSubject(forum)),
      paragraphs: [
        greeting,
        t.declinedBody(forum),
        // The organisers' own words, as they wrote them (a link they give stays one).
        ...(reason ? [t.reason(reason)] : []),
        t.declinedData(formatLongDate(model.retentionUntil, locale)),
      ],
      // The manage link still opens the registration (read-only) and its reason.
      ...(model.manageUrl ? { link: { label: t.manageButton, url: model.manageUrl, linkAfter: reason ? 3 : 2 } } : {}),
      footer,
    },
    model.now,
  );
  return { subject: prepared.subject, text: prepared.text, html: prepared.html, attachments: [] };
}

/**
 * The two short approval e-mails, in the registrant's language: "received, under review" (with
 * the manage link, so they may change or cancel while they wait; no QR code, no calendar file:
 * nothing is confirmed yet) and the decline (with the organiser's reason in their language, when
 * one was given). The approval itself sends the full confirmation (registrations' mail).
 */
import { type DeclineReason, EDITION, type Locale, type Registrant, formatLongDate } from '@forum/shared';
import { type PreparedMailModel, renderShortMail } from '../mail';

export interface ApprovalMailSettings {
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  retentionUntil: string;
}

const WORDS = {
  en: {
    pendingSubject: (forum: string) => `${forum}: registration received, under review`,
    greeting: (name: string) => `Dear ${name},`,
    pendingBody: (forum: string) =>
      `Thank you for registering for the ${forum}. We have received your registration, and it is under review by the organisers. We will write to you again when it has been reviewed: if it is approved, you will receive your confirmation with your check-in QR code and calendar file.`,
    pendingManage:
      'Until then you may change or cancel your registration with your personal link. Please keep this e-mail.',
    manageButton: 'View or change your registration',
    declinedSubject: (forum: string) => `${forum}: your registration`,
    declinedBody: (forum: string) =>
      `Thank you for your interest in the ${forum}. We are sorry that we cannot accept your registration.`,
    reason: (text: string) => `The organisers' note:\n${text}`,
    declinedData: (until: string) =>
      `Your personal data will be deleted at the latest on ${until}. Questions: reply to this e-mail.`,
    contact: (email: string, phone: string) => `Contact: ${email} · ${phone}`,
  },
  ko: {
    pendingSubject: (forum: string) => `${forum}: 등록 접수 완료, 검토 중`,
    greeting: (name: string) => `${name} 님, 안녕하세요.`,
    pendingBody: (forum: string) =>
      `${forum}에 등록해 주셔서 감사합니다. 등록이 접수되었으며 운영 사무국에서 검토 중입니다. 검토가 끝나면 다시 안내해 드립니다. 승인되면 체크인 QR 코드와 일정 파일이 담긴 확인 메일을 보내 드립니다.`,
    pendingManage: '그때까지 개인 링크에서 등록 내용을 변경하거나 취소할 수 있습니다. 이 메일을 보관해 주세요.',
    manageButton: '등록 내용 확인·변경',
    declinedSubject: (forum: string) => `${forum}: 등록 안내`,
    declinedBody: (forum: string) =>
      `${forum}에 관심을 가져 주셔서 감사합니다. 죄송하지만 이번 등록은 승인되지 않았습니다.`,
    reason: (text: string) => `운영 사무국 안내:\n${text}`,
    declinedData: (until: string) => `개인정보는 늦어도 ${until}에 삭제됩니다. 문의는 이 메일에 회신해 주세요.`,
    contact: (email: string, phone: string) => `문의: ${email} · ${phone}`,
  },
} satisfies Record<Locale, unknown>;

export function pendingMail(
  registrant: Pick<Registrant, 'name' | 'locale'>,
  manageLink: string,
  settings: ApprovalMailSettings,
  now: Date,
): PreparedMailModel {
  const locale = registrant.locale;
  const t = WORDS[locale];
  const forum = EDITION.name[locale];
  return renderShortMail(
    {
      locale,
      subject: t.pendingSubject(forum),
      paragraphs: [t.greeting(registrant.name), t.pendingBody(forum), t.pendingManage],
      link: { label: t.manageButton, url: manageLink, linkAfter: 3 },
      footer: [t.contact(settings.contactEmail, settings.contactPhone)],
    },
    now,
  );
}

export function declinedMail(
  registrant: Pick<Registrant, 'name' | 'locale'>,
  reason: DeclineReason | undefined,
  settings: ApprovalMailSettings,
  now: Date,
): PreparedMailModel {
  const locale = registrant.locale;
  const t = WORDS[locale];
  const forum = EDITION.name[locale];
  const text = reason?.[locale]?.trim();
  return renderShortMail(
    {
      locale,
      subject: t.declinedSubject(forum),
      paragraphs: [
        t.greeting(registrant.name),
        t.declinedBody(forum),
        ...(text ? [t.reason(text)] : []),
        t.declinedData(formatLongDate(settings.retentionUntil, locale)),
      ],
      footer: [t.contact(settings.contactEmail, settings.contactPhone)],
    },
    now,
  );
}

/**
 * The short notice to a registration's old address when a manager changes it to another: the
 * registrant hears of it wherever they read their mail, so a registration (and its manage link)
 * cannot be moved away quietly. It names neither the new address nor anything else of theirs.
 */
import { EDITION, type Locale, escapeHtml } from '@forum/shared';
import { unlinkable } from './unlinkable';
import type { RegistrationMailModel, RenderedMail } from './mailTypes';

const WORDS: Record<
  Locale,
  {
    subject: (forum: string) => string;
    greeting: (name: string) => string;
    body: (forum: string) => string;
    notYou: string;
  }
> = {
  en: {
    subject: (forum) => `The e-mail address of your ${forum} registration was changed`,
    greeting: (name) => `Dear ${name},`,
    body: (forum) =>
      `The organisers of ${forum} changed the e-mail address of your pre-registration to another address. From now on, messages about it go there, and this address no longer receives them.`,
    notYou: 'If you did not ask for this, please contact us:',
  },
  ko: {
    subject: (forum) => `[${forum}] 사전등록 이메일 주소가 변경되었습니다`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    body: (forum) =>
      `${forum} 운영 사무국에서 회원님의 사전등록 이메일 주소를 다른 주소로 변경했습니다. 앞으로 등록 관련 안내는 새 주소로 발송되며, 이 주소로는 더 이상 발송되지 않습니다.`,
    notYou: '요청하신 적이 없다면 아래로 연락해 주세요:',
  },
};

export function renderEmailChangedMail(model: RegistrationMailModel): RenderedMail {
  const locale = model.registrant.locale;
  const t = WORDS[locale];
  const forum = EDITION.name[locale];
  const contact = `${model.contactEmail} · ${model.contactPhone}`;
  const greeting = t.greeting(unlinkable(model.registrant.name));
  const lines = [greeting, '', t.body(forum), '', t.notYou, contact, '', model.siteUrl];
  const paragraphs = [
    escapeHtml(greeting),
    escapeHtml(t.body(forum)),
    `${escapeHtml(t.notYou)}<br>${escapeHtml(contact)}`,
  ];
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(forum))}</title></head><body style="font-family:sans-serif;line-height:1.6">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
  return { subject: t.subject(forum), text: `${lines.join('\n')}\n`, html, attachments: [] };
}

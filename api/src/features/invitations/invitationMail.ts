/**
 * The invitation e-mail, in the invitee's language: the personal link, the sessions suggested,
 * and where the organisers got the address, as PIPA Art. 20 requires when personal data was not
 * collected from the person (the source, the purpose, and the right to ask that it stop).
 */
import { EDITION, type Locale, formatLongDate, inTimeOrder, mailSubject, sessionInfos } from '@forum/shared';
import { type PreparedMailModel, renderShortMail } from '../mail';
import type { StoredInvitation } from './repo';

export interface InvitationMailSettings {
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  retentionUntil: string;
}

const INVITE_BASE: Record<Locale, string> = { en: '/invite', ko: '/kor/invite' };

export function invitationUrl(siteUrl: string, token: string, locale: Locale): string {
  return `${siteUrl.replace(/\/+$/, '')}${INVITE_BASE[locale]}/${encodeURIComponent(token)}`;
}

/**
 * The `{inviteLink}` of a message's preview or a manager's test: an invitation address that opens
 * no invitation (an invitee's real link exists only in the mail that carries it).
 */
export function sampleInvitationUrl(siteUrl: string, locale: Locale): string {
  return invitationUrl(siteUrl, 'SAMPLE-LINK', locale);
}

const WORDS = {
  en: {
    subject: () => 'Your invitation',
    greeting: (name: string) => `Dear ${name},`,
    body: (forum: string, dates: string) =>
      `We are pleased to invite you to the ${forum} (${dates}). Your personal link below opens the registration form, already filled in with your details; a registration through it is confirmed at once.`,
    sessions: 'Sessions we thought of for you:',
    decline: 'If you cannot come, the same link lets you decline, and we will not write to you about this forum again.',
    button: 'Accept the invitation',
    source: (source: string) => `Where we got your contact: ${source}.`,
    purpose: (until: string) =>
      `We use your name, company and e-mail only to invite you to this forum, and keep them until ${until}. You may ask us at any time to stop using them or to delete them: reply to this e-mail (Personal Information Protection Act, Art. 20).`,
    contact: (email: string, phone: string) => `Contact: ${email} · ${phone}`,
  },
  ko: {
    subject: () => '초청 안내',
    greeting: (name: string) => `${name} 님, 안녕하세요.`,
    body: (forum: string, dates: string) =>
      `${forum}(${dates})에 귀하를 초청합니다. 아래 개인 링크를 누르시면 정보가 미리 입력된 등록 양식이 열리며, 이 링크로 등록하시면 바로 확정됩니다.`,
    sessions: '추천 세션:',
    decline: '참석이 어려우시면 같은 링크에서 불참을 알려 주세요. 이 포럼에 관해 다시 연락드리지 않습니다.',
    button: '초청 수락하기',
    source: (source: string) => `연락처 수집 출처: ${source}`,
    purpose: (until: string) =>
      `성명, 소속, 이메일은 이 포럼 초청에만 이용하며 ${until}까지 보관합니다. 언제든지 처리 정지나 삭제를 요구하실 수 있습니다. 이 메일에 회신해 주세요(개인정보 보호법 제20조).`,
    contact: (email: string, phone: string) => `문의: ${email} · ${phone}`,
  },
} satisfies Record<Locale, unknown>;

function editionDates(locale: Locale): string {
  const days = Object.values(EDITION.days);
  return days.map((day) => formatLongDate(day, locale)).join(locale === 'ko' ? ' ~ ' : ' – ');
}

export function invitationMail(
  invitation: Pick<StoredInvitation, 'name' | 'locale' | 'sessions' | 'source'>,
  link: string,
  settings: InvitationMailSettings,
  now: Date,
): PreparedMailModel {
  const locale = invitation.locale;
  const t = WORDS[locale];
  const forum = EDITION.name[locale];
  const titles = inTimeOrder(sessionInfos(EDITION))
    .filter((session) => invitation.sessions.includes(session.code))
    .map((session) => `- ${session.title[locale]}`);
  return renderShortMail(
    {
      locale,
      subject: mailSubject(locale, EDITION.year, t.subject()),
      paragraphs: [
        t.greeting(invitation.name),
        t.body(forum, editionDates(locale)),
        ...(titles.length > 0 ? [`${t.sessions}\n${titles.join('\n')}`] : []),
        t.decline,
      ],
      link: { label: t.button, url: link, linkAfter: titles.length > 0 ? 3 : 2 },
      footer: [
        t.source(invitation.source),
        t.purpose(formatLongDate(settings.retentionUntil, locale)),
        t.contact(settings.contactEmail, settings.contactPhone),
      ],
    },
    now,
  );
}

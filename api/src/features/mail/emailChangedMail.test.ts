/** The old address's notice: short, in the registrant's language, no link, no new address. */
import { EDITION } from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { renderRegistrationMail, type RegistrationMailModel } from './content/registrationMail';

function model(locale: 'en' | 'ko'): RegistrationMailModel {
  return {
    kind: 'email_changed',
    registrant: {
      id: 7,
      company: 'Han River Capital',
      name: 'Jane <Doe>',
      title: 'Partner',
      email: 'old@example.com',
      phone: '010-1234-5678',
      businessType: 1,
      sessions: ['day11'],
      about: '',
      locale,
      revision: 2,
    },
    manageUrl: null,
    siteUrl: 'https://forum.example.org',
    contactEmail: 'forum@example.org',
    contactPhone: '+82-2-000-0000',
    retentionUntil: '2026-03-31',
    organizer: { name: 'Forum', email: 'forum@example.org' },
    now: new Date('2025-09-01T00:00:00Z'),
  };
}

describe('the e-mail-changed notice', () => {
  it('is short and in English, escaped, without a link, a calendar or the registration', async () => {
    const mail = await renderRegistrationMail(model('en'));
    expect(mail.subject).toBe(`[Forum ${EDITION.year}] The e-mail address of your registration was changed`);
    expect(mail.text).toContain('Dear Jane <Doe>,');
    expect(mail.text).toContain('forum@example.org');
    expect(mail.html).toContain('Jane &#60;Doe&#62;');
    expect(mail.html).not.toContain('<Doe>');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toMatch(/registration\/|Partner|010-1234/);
  });

  it('is in Korean for a Korean registrant', async () => {
    const mail = await renderRegistrationMail(model('ko'));
    expect(mail.subject).toContain('사전등록 이메일 주소가 변경되었습니다');
    expect(mail.html).toContain('lang="ko"');
  });
});

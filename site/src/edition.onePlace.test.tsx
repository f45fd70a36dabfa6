// @vitest-environment node
/**
 * Next year's edition is one file's change: this test moves one session's time in the edition file
 * (@forum/shared/edition, replaced here by a copy with one start and end changed) and finds the new
 * time in the prerendered HTML of / and /kor, in the registration form's option, and in the
 * calendar file of the confirmation e-mail the API sends. Any of them keeping its own copy of the
 * time fails it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { EDITION, type Edition, formatSessionDay } from '@forum/shared';
import {
  type TestDatabase,
  type TestServer,
  type TestSmtpServer,
  createTestDatabase,
  parseMail,
  startTestServer,
  startTestSmtpServer,
  validRegistration,
} from '@forum/api/testing';
import { renderPage } from './entry-server';
import { shippedSiteEdition } from './edition/SiteEditionContext';
import { RegistrationForm } from './registration/RegistrationForm';

/** The Bio and healthcare session, 14:00-17:00 in the seed, moved to 15:10-17:40. */
vi.mock('@forum/shared/edition', async (importOriginal) => {
  const original = await importOriginal<{ EDITION: Edition }>();
  const sessions = original.EDITION.sessions.map((session) =>
    session.code === 'day13' ? { ...session, start: '15:10', end: '17:40' } : session,
  );
  return { ...original, EDITION: { ...original.EDITION, sessions } };
});

/** The moved session's date in the current edition (the mock keeps its day). */
const BIO_DATE = EDITION.days[EDITION.sessions.find((session) => session.code === 'day13')!.day];

/** Text without tags, so a time split across elements is still found. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('one session moved in the edition file', () => {
  it('shows the new time in the prerendered programme of both languages, beside the session', async () => {
    for (const [path, title] of [
      ['/', 'Bio and healthcare session'],
      ['/kor', '바이오·헬스케어 세션'],
    ] as const) {
      const page = text((await renderPage(path, 'https://forum.example.com', shippedSiteEdition())).html);
      // The wide table and the phone list: the time, then (after the list's room) the session's title.
      expect(page.match(new RegExp(`15:10–17:40 .{0,40}?${title}`, 'g')), path).toHaveLength(2);
      expect(page, path).not.toMatch(new RegExp(`14:00–17:00 .{0,40}?${title}`));
    }
  });

  it('labels the form’s option with the new time in both languages', () => {
    for (const [locale, label] of [
      ['en', `${formatSessionDay(BIO_DATE, 'en')} 15:10-17:40 Bio and healthcare session`],
      ['ko', `${formatSessionDay(BIO_DATE, 'ko')} 15:10-17:40 바이오·헬스케어 세션`],
    ] as const) {
      const html = renderToString(
        <RegistrationForm
          locale={locale}
          idPrefix="t"
          draft={{
            company: '',
            name: '',
            title: '',
            email: '',
            phone: '',
            businessType: null,
            sessions: [],
            about: '',
            aboutOther: '',
            consent: false,
            honeypot: '',
          }}
          feedback={null}
          submitting={false}
          fieldRefs={{ current: {} }}
          feedbackRef={null}
          onChange={() => {}}
          onSubmit={() => {}}
          onCancel={() => {}}
        />,
      );
      expect(text(html)).toContain(label);
    }
  });

  describe('the confirmation e-mail from the API', () => {
    let testDb: TestDatabase;
    let smtp: TestSmtpServer;
    let server: TestServer;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      smtp = await startTestSmtpServer();
      server = await startTestServer(testDb.db, {
        smtpUrl: smtp.url,
        mailSender: { pollIntervalMs: 50 },
        env: { SITE_DIST: 'does-not-exist', REGISTRATION_RATE_LIMIT: '0', SITE_URL: 'https://forum.example.com' },
      });
    });

    afterAll(async () => {
      await server?.close();
      await smtp?.close();
      await testDb?.drop();
    });

    it('puts the new time in the .ics and in the message', async () => {
      const res = await server.request('/api/user', {
        json: validRegistration({ attendext: ['day13'], locale: 'ko' }),
      });
      expect(res.status).toBe(201);
      const [received] = await smtp.waitForMessages(1);
      const mail = await parseMail(received!.raw);
      const invite = mail.attachments.find((attachment) => attachment.filename === 'invite.ics');
      const ics = invite?.content.toString('utf8') ?? '';
      const day = BIO_DATE.replaceAll('-', '');
      expect(ics).toContain(`DTSTART;TZID=Asia/Seoul:${day}T151000`);
      expect(ics).toContain(`DTEND;TZID=Asia/Seoul:${day}T174000`);
      expect(mail.text).toContain('15:10–17:40');
    });
  });
});

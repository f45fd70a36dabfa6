/**
 * The confirmation e-mail end to end: POST /api/user, the outbox, the sender, real nodemailer over
 * SMTP to a real server on a loopback port, parsed back with mailparser, the .ics with ical.js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_LABELS, EDITION, editionSession, roomWords, scheduleOf } from '@forum/shared';
import {
  type TestSmtpServer,
  parseMail,
  startTestSmtpServer,
  validRegistration,
  calendarsIn,
  manageLinkIn,
  type TestForum,
  startTestForum,
  LAST_PUBLIC_SESSION,
} from '../../testing';

// The mail's dates, written out here (not with the code's formatter) from the edition's days.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
/** 'Monday, 22 September 2025'. */
function longDate(isoDate: string): string {
  const d = utcDay(isoDate);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
/** '22–23 September 2025': the two days of one month (as the editions' are). */
function dateRange(): string {
  const [first, second] = [utcDay(EDITION.days[1]), utcDay(EDITION.days[2])];
  return `${first.getUTCDate()}–${second.getUTCDate()} ${MONTHS[second.getUTCMonth()]} ${second.getUTCFullYear()}`;
}
/** '2025년 9월 23일 (화)'. */
function koreanDate(isoDate: string): string {
  const d = utcDay(isoDate);
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 (${'일월화수목금토'[d.getUTCDay()]})`;
}
/** The session the English registrant chose last: the edition's last public one (2025: Middle East). */
const last = editionSession(EDITION, LAST_PUBLIC_SESSION);

let smtp: TestSmtpServer;
let server: TestForum;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestForum({
    admin: null,
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    env: {
      SITE_DIST: 'does-not-exist',
      REGISTRATION_RATE_LIMIT: '0',
      SITE_URL: 'https://forum.example.com',
      CONTACT_EMAIL: 'office@forum.example.com',
      CONTACT_PHONE: '+82-2-555-0100',
      RETENTION_UNTIL: '2027-12-31',
    },
  });
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Registers and returns the one message that arrives for it. */
async function registerAndReceive(overrides: Record<string, unknown>) {
  const before = smtp.messages.length;
  const body = validRegistration(overrides);
  const res = await server.request('/api/user', { json: body });
  expect(res.status).toBe(201);
  const [received] = (await smtp.waitForMessages(before + 1)).slice(before);
  return {
    body,
    received: received!,
    mail: await parseMail(received!.raw),
    id: ((await res.json()) as { id: number }).id,
  };
}

describe('the confirmation e-mail', () => {
  it('reaches the registrant in English with both parts, the summary, the sessions, the contact, the retention date and the manage link', async () => {
    const { body, received, mail } = await registerAndReceive({
      email: 'jane.doe@example.com',
      name: 'Jane Doe',
      company: 'Han River Capital',
      title: 'Partner',
      phone: '+82-10-1234-5678',
      biztype: 3,
      attendext: ['day11', LAST_PUBLIC_SESSION],
      locale: 'en',
    });
    expect(received.to).toEqual(['jane.doe@example.com']);
    expect(mail.to).toMatchObject({ value: [{ address: 'jane.doe@example.com' }] });
    expect(mail.from?.value[0]).toEqual({ address: 'office@forum.example.com', name: EDITION.name.en });
    expect(mail.subject).toBe(`[Forum ${EDITION.year}] Your registration is confirmed`);
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]+@forum\.example\.com>$/);

    for (const part of [mail.text ?? '', mail.html || '']) {
      for (const value of [
        'Han River Capital',
        'Jane Doe',
        'Partner',
        'jane.doe@example.com',
        '+82-10-1234-5678',
        BUSINESS_TYPE_LABELS.en[3],
      ]) {
        expect(part).toContain(value);
      }
      expect(part).toContain('Opening ceremony and keynote');
      expect(part).toContain(longDate(EDITION.days[1]));
      expect(part).toContain('09:30–11:30');
      expect(part).toContain(roomWords(EDITION, editionSession(EDITION, 'day11').room).en);
      expect(part).toContain(last.title.en);
      expect(part).toContain(roomWords(EDITION, last.room).en);
      expect(part).not.toContain('AI session');
      expect(part).toContain(dateRange());
      expect(part).toContain(EDITION.venue.en.name);
      expect(part).toContain('office@forum.example.com');
      expect(part).toContain('+82-2-555-0100');
      expect(part).toContain('31 December 2027');
    }
    const link = manageLinkIn(mail);
    expect(link).toMatchObject({ locale: 'en' });
    expect(link!.url).toBe(`https://forum.example.com/registration/${link!.token}`);
    expect(link!.token.length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url
    expect(mail.html).toContain(`href="${link!.url}"`);
    expect(body.email).toBe('jane.doe@example.com');
  });

  it('is written in Korean for a Korean registrant, with the subject encoded as UTF-8', async () => {
    const { received, mail } = await registerAndReceive({
      email: 'minjun@example.com',
      name: '김민준',
      company: '한강벤처스',
      biztype: 5,
      attendext: ['day21'],
      locale: 'ko',
    });
    const rawHeaders = received.raw.subarray(0, received.raw.indexOf('\r\n\r\n')).toString('latin1');
    // RFC 2047: no raw 8-bit Korean in the header, an encoded word instead.
    expect(rawHeaders).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect([...rawHeaders].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    expect(mail.subject).toBe(`[포럼 ${EDITION.year}] 사전등록이 완료되었습니다`);
    expect(mail.from?.value[0]?.name).toBe(EDITION.name.ko);
    expect(mail.headers.get('content-language')).toBe('ko');
    expect(mail.text).toContain('김민준 님, 안녕하세요.');
    expect(mail.text).toContain('한강벤처스');
    expect(mail.text).toContain(BUSINESS_TYPE_LABELS.ko[5]);
    expect(mail.text).toContain('라이프스타일 세션');
    expect(mail.text).toContain(koreanDate(EDITION.days[editionSession(EDITION, 'day21').day]));
    expect(mail.text).toContain('2027년 12월 31일까지');
    expect(mail.html).toContain('<html lang="ko"');
    expect(mail.html).toContain('라이프스타일 세션');
    expect(manageLinkIn(mail)?.url).toMatch(/^https:\/\/forum\.example\.com\/kor\/registration\/[A-Za-z0-9_-]{43}$/);
  });

  it('carries an .ics with one event per session at the right Seoul times and stable UIDs', async () => {
    const { mail, id } = await registerAndReceive({ attendext: ['day11', 'day12', LAST_PUBLIC_SESSION], locale: 'en' });
    const calendars = calendarsIn(mail);
    expect(Object.keys(calendars)).toEqual(['invite.ics']);
    const invite = calendars['invite.ics']!;
    expect(invite.method).toBe('REQUEST');
    expect(invite.events.map((event) => event.uid)).toEqual([
      `forum${EDITION.year}-registrant${id}-day11@forum.example.com`,
      `forum${EDITION.year}-registrant${id}-day12@forum.example.com`,
      `forum${EDITION.year}-registrant${id}-${LAST_PUBLIC_SESSION}@forum.example.com`,
    ]);
    const [opening, ai, mena] = invite.events;
    expect(opening).toMatchObject({
      timezone: 'Asia/Seoul',
      localStart: `${EDITION.days[1]}T09:30:00`,
      sequence: 0,
      status: 'CONFIRMED',
    });
    // Korea is UTC+9: 09:30 there is 00:30 UTC the same day.
    expect(opening!.start.toISOString()).toBe(`${EDITION.days[1]}T00:30:00.000Z`);
    expect(opening!.end.toISOString()).toBe(`${EDITION.days[1]}T02:30:00.000Z`);
    expect(ai!.start.toISOString()).toBe(`${EDITION.days[1]}T05:00:00.000Z`);
    const last = scheduleOf(LAST_PUBLIC_SESSION);
    expect(mena!.start.toISOString()).toBe(new Date(`${last.date}T${last.start}:00+09:00`).toISOString());
    expect(mena!.summary).toBe(`${EDITION.name.en}: ${editionSession(EDITION, LAST_PUBLIC_SESSION).title.en}`);
  });
});

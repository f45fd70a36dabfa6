/**
 * No text a registrant typed becomes a link in any mail, HTML or plain: a name, company, job title, meeting organisation and note that look like addresses
 * (`http://…`, `www.…`, `x.io`) are delivered, read back from the SMTP server, and checked three
 * ways: the HTML part's own `<a href>`s, the HTML's visible text and the plain-text part run
 * through a mail client's link detection (linkify-it with the full TLD list, as mailparser's
 * `textAsHtml` does). The forum's links (manage, site) and a URL a manager writes
 * (`?a=1&b=2`) stay whole links in both parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  type TestForum,
  type TestSmtpServer,
  bearer,
  loginToken,
  manageLinkIn,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  testConfig,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let forum: TestForum;
let adminToken: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  forum = await startTestForum({
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    messages: { pollIntervalMs: 100 },
    config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, ratePerMinute: 60_000 } },
  });
  adminToken = await loginToken(forum, forum.admin);
  const slots = await forum.request('/api/admin/meetings/slots', {
    method: 'PUT',
    headers: bearer(adminToken),
    json: { days: [{ day: 1, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 2 },
  });
  expect(slots.status).toBe(200);
});

afterAll(async () => {
  await forum?.close();
  await smtp?.close();
});

/** Everything a registrant could type that a client would take for an address. */
const TYPED = {
  name: 'Kim www.evil-name.com',
  company: 'evil-company.io',
  title: 'https://evil-title.com/x?y=1',
  organisation: 'http://evil-org.com/pwn',
  note: 'Hello, see www.evil-note.com now.',
};

async function nextMailTo(address: string, after: number, subject?: RegExp): Promise<ParsedMail> {
  for (let count = after + 1; ; count += 1) {
    for (const message of (await smtp.waitForMessages(count)).slice(after)) {
      if (!message.to.includes(address)) continue;
      const parsed = await parseMail(message.raw);
      if (!subject || subject.test(parsed.subject ?? '')) return parsed;
    }
  }
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&middot;/g, '·')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The HTML part's own links, decoded. */
function htmlLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
}

/** What a reader sees of the HTML part: the text without markup. */
function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<head>[\s\S]*?<\/head>/i, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|tr|h\d)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

/** The links a mail client's detection finds in plain text (mailparser runs linkify-it on it). */
async function detectedLinks(text: string): Promise<string[]> {
  const parsed = await parseMail(`Content-Type: text/plain; charset=utf-8\r\n\r\n${text}`);
  return htmlLinks(parsed.textAsHtml ?? '');
}

/** The three readings of one mail: HTML links, links detected in its HTML's text, links detected in its text part. */
async function linksOf(mail: ParsedMail) {
  const html = typeof mail.html === 'string' ? mail.html : '';
  return {
    html: htmlLinks(html),
    htmlText: await detectedLinks(visibleText(html)),
    text: htmlLinks(mail.textAsHtml ?? ''),
  };
}

function expectNoTypedLink(links: Awaited<ReturnType<typeof linksOf>>) {
  for (const found of [...links.html, ...links.htmlText, ...links.text]) expect(found).not.toMatch(/evil/);
}

const withoutJoiners = (text: string) => text.replaceAll('\u2060', '');

describe('registrant text in mails', () => {
  let investor: { id: number; email: string; token: string };

  it('is never a link in the confirmation, and the reader still sees it as typed; the manage link is whole', async () => {
    const before = smtp.messages.length;
    const body = validRegistration({ name: TYPED.name, company: TYPED.company, title: TYPED.title });
    const res = await forum.request('/api/user', { json: body });
    expect(res.status).toBe(201);
    const email = body.email as string;
    const mail = await nextMailTo(email, before);
    const manage = manageLinkIn(mail)!;
    investor = { id: ((await res.json()) as { id: number }).id, email, token: manage.token };

    // Before the fix a client linked these: the check itself finds links in the raw words.
    expect(await detectedLinks(`${TYPED.name} ${TYPED.company} ${TYPED.title}`)).toHaveLength(3);

    const links = await linksOf(mail);
    expectNoTypedLink(links);
    const html = typeof mail.html === 'string' ? mail.html : '';
    for (const typed of [TYPED.name, TYPED.company, TYPED.title]) {
      expect(withoutJoiners(visibleText(html))).toContain(typed);
      expect(withoutJoiners(mail.text ?? '')).toContain(typed);
    }
    expect(links.html).toContain(manage.url);
    expect(links.text).toContain(manage.url);
  });

  it('is never a link in a meeting request: the other’s organisation and note, and the forum’s own sentence around them', async () => {
    const company = await (async () => {
      const before = smtp.messages.length;
      const body = validRegistration();
      const res = await forum.request('/api/user', { json: body });
      expect(res.status).toBe(201);
      const email = body.email as string;
      return { email, token: manageLinkIn(await nextMailTo(email, before))!.token };
    })();
    const join = async (token: string, profile: Record<string, unknown>) => {
      const res = await forum.request(`/api/registration/${token}/meetings/profile`, { method: 'PUT', json: profile });
      expect(res.status).toBe(200);
      return ((await res.json()) as { profileId: number }).profileId;
    };
    const investorId = await join(investor.token, {
      role: 'investor',
      organisation: 'Han River Ventures',
      pitch: 'Seed',
      sectors: ['ai'],
      stages: ['seed'],
      ticketSize: { min: 1, max: 2, currency: 'KRW' },
      consent: true,
    });
    await join(company.token, {
      role: 'company',
      organisation: TYPED.organisation,
      pitch: 'www.evil-pitch.com',
      sectors: ['ai'],
      stages: ['seed'],
      consent: true,
    });
    const before = smtp.messages.length;
    const asked = await forum.request(`/api/registration/${company.token}/meetings/requests`, {
      method: 'POST',
      json: { profileId: investorId, note: TYPED.note },
    });
    expect(asked.status).toBe(201);
    const mail = await nextMailTo(investor.email, before, /meeting request/);
    const links = await linksOf(mail);
    expectNoTypedLink(links);
    const text = withoutJoiners(mail.text ?? '');
    expect(text).toContain(`${TYPED.organisation} (Company) would like to meet you`);
    expect(text).toContain(TYPED.note);
    // The forum's links: the manage page (a new, whole link) and the site.
    const manage = manageLinkIn(mail)!;
    expect(links.html).toEqual([manage.url, 'http://localhost:3000']);
    expect(links.text).toEqual([manage.url, 'mailto:contact@example.com', 'http://localhost:3000']);
  });

  it('is never a link in a manager’s message, whose own URL keeps its whole query in HTML and text', async () => {
    const url = 'https://forum.example.com/info?a=1&b=2&lang=en#map';
    const created = await forum.request('/api/admin/messages', {
      method: 'POST',
      headers: bearer(adminToken),
      json: {
        audience: { locales: ['en'] },
        subject: { en: 'Programme for {name}', ko: '{name} 님 안내' },
        body: {
          en: `Dear {name} of {company},\n\nThe programme: ${url}.\nWith your name: https://forum.example.com/hello?n={name}\n\nYour page: {manageLink}`,
          ko: '안녕하세요',
        },
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const before = smtp.messages.length;
    expect(
      (await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(adminToken) })).status,
    ).toBe(202);
    const mail = await nextMailTo(investor.email, before, /Programme/);
    const links = await linksOf(mail);
    expectNoTypedLink(links);
    const manage = manageLinkIn(mail)!;
    // The whole URL, `&` and fragment included, without the sentence's full stop.
    expect(links.html).toEqual([url, 'https://forum.example.com/hello?n=', manage.url]);
    expect(links.text).toContain(url);
    expect(links.text).toContain(manage.url);
    expect(mail.text).toContain(`The programme: ${url}.`);
    expect(withoutJoiners(mail.text ?? '')).toContain(`Dear ${TYPED.name} of ${TYPED.company},`);
    expect(mail.subject).toContain('\u2060');
    expect(withoutJoiners(mail.subject ?? '')).toBe(`Programme for ${TYPED.name}`);
  });
});

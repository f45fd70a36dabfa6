/**
 * "Lost your link?" (`POST /api/registration/resend`) sends a short message of its own with a new
 * manage link, in the registrant's language, and the new link replaces the old ones: a link sent
 * again is a new credential, not one more beside those already out. An admin's resend replaces
 * them too. Real SMTP; the links are read out of the delivered messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  type TestForum,
  type TestSmtpServer,
  loginToken,
  manageLinkIn,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  validRegistration,
} from '../../testing';
import { EDITION } from '@forum/shared';

let smtp: TestSmtpServer;
let forum: TestForum;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // TRUST_PROXY: each request is its own client address, so the resend limits stay out of the way.
  forum = await startTestForum({ smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 }, config: { trustProxy: true } });
});

afterAll(async () => {
  await forum.close();
  await smtp.close();
});

let client = 0;
const newClient = () => ({ 'X-Forwarded-For': `203.0.113.${(client += 1)}` });

async function nextMailTo(address: string, after: number): Promise<ParsedMail> {
  for (let count = after + 1; ; count += 1) {
    const found = (await smtp.waitForMessages(count)).slice(after).find((message) => message.to.includes(address));
    if (found) return parseMail(found.raw);
  }
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const before = smtp.messages.length;
  const res = await forum.request('/api/user', { json: body, headers: newClient() });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const email = body.email as string;
  return { id, email, token: manageLinkIn(await nextMailTo(email, before))!.token };
}

async function askForLink(email: string) {
  const before = smtp.messages.length;
  const res = await forum.request('/api/registration/resend', { json: { email }, headers: newClient() });
  expect(res.status).toBe(202);
  const mail = await nextMailTo(email, before);
  return { mail, token: manageLinkIn(mail)!.token };
}

const status = async (token: string) => (await forum.request(`/api/registration/${token}`)).status;

describe('"Lost your link?"', () => {
  it('sends its own short English message with the link only: no thank-you, summary, sessions or calendar', async () => {
    const { email } = await register({ locale: 'en', name: 'Jane Doe' });
    const { mail } = await askForLink(email);
    expect(mail.subject).toBe(`[Forum ${EDITION.year}] Your registration link`);
    const text = mail.text ?? '';
    expect(text).toMatch(/^Your registration link\n/);
    expect(text).toContain('Dear Jane Doe,');
    expect(text).toContain('The links we sent you before no longer work.');
    expect(text).toMatch(/https?:\/\/\S+\/registration\/[A-Za-z0-9_-]+/);
    for (const part of [text, mail.html || '']) {
      expect(part).toContain('Your registration link');
      expect(part).not.toContain('Thank you for registering');
      expect(part).not.toContain('Your sessions');
      expect(part).not.toContain('invite.ics');
    }
    expect(mail.attachments).toEqual([]);
  });

  it('speaks Korean to a Korean registrant, with the Korean link', async () => {
    const { email } = await register({ locale: 'ko', name: '김민지' });
    const { mail } = await askForLink(email);
    expect(mail.subject).toBe(`[포럼 ${EDITION.year}] 사전등록 관리 링크`);
    expect(mail.text).toMatch(/^사전등록 관리 링크\n/);
    expect(mail.text).toContain('이전에 보내 드린 링크는 더 이상 사용할 수 없습니다.');
    expect(manageLinkIn(mail)!.locale).toBe('ko');
    expect(mail.attachments).toEqual([]);
  });

  it('replaces the earlier links: each new link works, every older one is 404', async () => {
    const { email, token: first } = await register();
    const { token: second } = await askForLink(email);
    expect([await status(first), await status(second)]).toEqual([404, 200]);
    const { token: third } = await askForLink(email);
    expect([await status(first), await status(second), await status(third)]).toEqual([404, 404, 200]);
    // The live link still does everything a link does.
    const change = await forum.request(`/api/registration/${third}`, { method: 'PATCH', json: { title: 'CEO' } });
    expect(change.status).toBe(200);
  });

  it('answers an unknown address 202 like a registered one, sends nothing and revokes nothing', async () => {
    const { token } = await register();
    const res = await forum.request('/api/registration/resend', {
      json: { email: 'never.registered@example.com' },
      headers: newClient(),
    });
    expect(res.status).toBe(202);
    await forum.settled();
    expect(smtp.messages.some((message) => message.to.includes('never.registered@example.com'))).toBe(false);
    expect(await status(token)).toBe(200);
  });

  it('an admin’s resend of the confirmation also replaces the earlier links', async () => {
    const { id, email, token } = await register();
    const adminToken = await loginToken(forum, forum.admin);
    const before = smtp.messages.length;
    const res = await forum.request(`/api/user/${id}/resend-confirmation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(202);
    const mail = await nextMailTo(email, before);
    expect(mail.subject).toBe(`[Forum ${EDITION.year}] Your registration is confirmed`);
    expect([await status(token), await status(manageLinkIn(mail)!.token)]).toEqual([404, 200]);
  });
});

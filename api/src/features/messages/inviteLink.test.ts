/**
 * `{inviteLink}` in a reminder to the invitees who have not registered, over HTTP and a real SMTP
 * server, on SQLite (and MariaDB when TEST_DATABASE_URL is set): only that audience may name it
 * (registrants are refused, in both languages); the preview and the manager's test show a sample
 * address, never a working link; sending mints a new link per invitee, carried by their one mail:
 * it opens their invitation and registers them, and the link they had before is refused. The
 * access log records the send.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { type InvitationRow, type MessagePreview, fieldErrorMessage } from '@forum/shared';
import {
  type TestForum,
  type TestSmtpServer,
  bearer,
  logRows,
  loginToken,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  testConfig,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let forum: TestForum;
let auth: Record<string, string>;

const isMessage = (mail: { messageId: string | null }) => Boolean(mail.messageId?.startsWith('<message-'));
const isInvitation = (mail: { messageId: string | null }) => Boolean(mail.messageId?.startsWith('<invitation-'));
const tokenIn = (mail: ParsedMail) => /\/(?:kor\/)?invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  forum = await startTestForum({
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    messages: { pollIntervalMs: 100 },
    config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, ratePerMinute: 60_000 } },
  });
  auth = bearer(await loginToken(forum, forum.admin));
});

afterAll(async () => {
  await forum?.close();
  await smtp?.close();
});

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}

const CSV = [
  'e-mail,name,company,language,sessions,note,source',
  'kim.link@example.com,김초청,샘플벤처스,ko,,,2024 포럼 참가자 명단',
  'lee.link@example.com,Lee Link,Sample Capital,en,,,Business card',
].join('\n');

const LAST_CALL = {
  audience: { invitation: 'not_registered' },
  subject: { en: '{name}, last call', ko: '{name} 님, 마지막 안내' },
  body: {
    en: 'Dear {name},\nRegister through your personal link: {inviteLink}',
    ko: '{name} 님,\n개인 초청 링크로 등록해 주세요: {inviteLink}',
  },
};

describe('{inviteLink} in a reminder to the invitees who have not registered', () => {
  const oldTokens = new Map<string, string>();
  let messageId = 0;

  it('is refused for every other audience, with words in both languages', async () => {
    for (const audience of [{}, { locales: ['ko'] }, { approval: ['pending'] }]) {
      const res = await forum.request('/api/admin/messages', {
        json: { ...LAST_CALL, audience },
        headers: auth,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation', fields: { 'body.ko': 'invitees_only' } },
      });
    }
    const subjectOnly = await forum.request('/api/admin/messages', {
      json: { audience: {}, subject: { en: 'Link {inviteLink}', ko: '링크' }, body: { en: 'Hi', ko: '안녕하세요' } },
      headers: auth,
    });
    expect(await subjectOnly.json()).toMatchObject({ error: { fields: { 'subject.en': 'invitees_only' } } });
    expect(fieldErrorMessage('invitees_only', 'en')).toContain('{inviteLink} is for invitees who have not registered');
    expect(fieldErrorMessage('invitees_only', 'ko')).toContain('미등록 초청자');
  });

  it('the preview and the manager test show a sample address, and mint nothing', async () => {
    const imported = await forum.request('/api/admin/invitations/import', {
      body: CSV,
      headers: { ...auth, 'Content-Type': 'text/csv; charset=utf-8' },
    });
    expect(imported.status).toBe(200);
    const ids = (
      (await (await forum.request('/api/admin/invitations', { headers: auth })).json()) as InvitationRow[]
    ).map((row) => row.id);
    expect((await forum.request('/api/admin/invitations/send', { json: { ids }, headers: auth })).status).toBe(200);
    const invitations = await until(
      () => smtp.messages.filter(isInvitation),
      (list) => list.length >= 2,
    );
    for (const raw of invitations) oldTokens.set(raw.to.join(','), tokenIn(await parseMail(raw.raw)));
    expect([...oldTokens.values()].every((token) => token.length > 20)).toBe(true);
    const hashesBefore = await forum.db('invitations').select('id', 'token_hash').orderBy('id');

    const created = await forum.request('/api/admin/messages', { json: LAST_CALL, headers: auth });
    expect(created.status).toBe(201);
    messageId = ((await created.json()) as { id: number }).id;
    const preview = (await (
      await forum.request(`/api/admin/messages/${messageId}/preview`, { headers: auth })
    ).json()) as MessagePreview;
    expect(preview.to).toBe('kim.link@example.com');
    expect(preview.text).toContain('개인 초청 링크로 등록해 주세요: http://localhost:3000/kor/invite/SAMPLE-LINK');

    expect((await forum.request(`/api/admin/messages/${messageId}/test`, { json: {}, headers: auth })).status).toBe(
      202,
    );
    const tests = await until(
      () => smtp.messages.filter(isMessage),
      (list) => list.length >= 2,
    );
    for (const raw of tests) expect((await parseMail(raw.raw)).text).toMatch(/\/invite\/SAMPLE-LINK/);
    expect((await forum.request('/api/invitations/SAMPLE-LINK')).status).toBe(404);
    // Neither minted a link: the invitees' links still open.
    expect(await forum.db('invitations').select('id', 'token_hash').orderBy('id')).toEqual(hashesBefore);
    for (const token of oldTokens.values()) expect((await forum.request(`/api/invitations/${token}`)).status).toBe(200);
  });

  it('sends each invitee one mail with a new link that registers them; the old link is refused', async () => {
    const before = smtp.messages.filter(isMessage).length;
    const send = await forum.request(`/api/admin/messages/${messageId}/send`, { method: 'POST', headers: auth });
    expect(send.status).toBe(202);
    await until(
      () => smtp.messages.filter(isMessage),
      (list) => list.length >= before + 2,
    );
    const mails = smtp.messages.filter(isMessage).slice(before);
    expect(mails.map((mail) => mail.to.join(',')).sort()).toEqual(['kim.link@example.com', 'lee.link@example.com']);

    const kim = await parseMail(mails.find((mail) => mail.to.includes('kim.link@example.com'))!.raw);
    expect(kim.text).toMatch(/개인 초청 링크로 등록해 주세요: http:\/\/localhost:3000\/kor\/invite\/[A-Za-z0-9_-]+/);
    expect(kim.html).toMatch(/href="http:\/\/localhost:3000\/kor\/invite\/[A-Za-z0-9_-]+"/);
    const lee = await parseMail(mails.find((mail) => mail.to.includes('lee.link@example.com'))!.raw);
    expect(lee.text).toMatch(/personal link: http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]+/);

    const rows = (await forum.db('invitations').select('email', 'token_hash')) as Array<{
      email: string;
      token_hash: string;
    }>;
    for (const [email, mail] of [
      ['kim.link@example.com', kim],
      ['lee.link@example.com', lee],
    ] as const) {
      const token = tokenIn(mail);
      expect(token).not.toBe(oldTokens.get(email));
      // The mail carries the link whose hash is stored.
      expect(rows.find((row) => row.email === email)?.token_hash).toBe(
        createHash('sha256').update(token).digest('hex'),
      );
      expect((await forum.request(`/api/invitations/${oldTokens.get(email)}`)).status).toBe(404);
      const opened = await forum.request(`/api/invitations/${token}`);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toMatchObject({ email });
    }

    // The old link registers nobody; the new one registers its invitee, approved.
    const refused = await forum.request('/api/user', {
      json: validRegistration({ email: 'lee.link@example.com', invitation: oldTokens.get('lee.link@example.com') }),
    });
    expect(refused.status).toBe(404);
    const registered = await forum.request('/api/user', {
      json: validRegistration({ email: 'lee.link@example.com', name: 'Lee Link', invitation: tokenIn(lee) }),
    });
    expect(registered.status).toBe(201);
    expect(await registered.json()).toMatchObject({ status: 'approved' });
    const listed = (await (await forum.request('/api/admin/invitations', { headers: auth })).json()) as InvitationRow[];
    expect(listed.find((row) => row.email === 'lee.link@example.com')?.state).toBe('registered');

    const entries = (await logRows(forum.db, 'message')).filter(
      (entry) => (entry.detail as { messageId?: number }).messageId === messageId,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ registrant_count: 2, detail: { filter: { invitation: 'not_registered' } } });
    // The access log never holds a link.
    expect(JSON.stringify(entries)).not.toMatch(/invite\//);
  });
});

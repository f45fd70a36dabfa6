/**
 * A message to the invitees who have not registered (the audience `invitation: "not_registered"`),
 * over HTTP and a real SMTP server, on SQLite (and MariaDB when TEST_DATABASE_URL is set): the
 * count, the refusal of registrant filters beside it and of the placeholders an invitee has no
 * value for, an invitee who registers or declines after the message was written is not mailed,
 * each of the others gets one mail in their invitation's language (with where their contact came
 * from), exactly once; the recipient list, the access log and the retention purge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { InvitationRow, MessageDetail, MessagePreview } from '@forum/shared';
import {
  type TestForum,
  type TestSmtpServer,
  TEST_ACCESS_LOG_KEY,
  bearer,
  logRows,
  loginToken,
  parseMail,
  runPurgeCli,
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

async function invitations(): Promise<InvitationRow[]> {
  return (await (await forum.request('/api/admin/invitations', { headers: auth })).json()) as InvitationRow[];
}

const tokenIn = (mail: ParsedMail) => /\/(?:kor\/)?invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

const CSV = [
  'e-mail,name,company,language,sessions,note,source',
  'kim.investor@example.com,김투자,샘플벤처스,ko,day11,,2024 포럼 참가자 명단',
  'lee.partner@example.com,Lee Partner,Sample Capital,en,,,"Business card, KVIC meetup 2025"',
  'park.joins@example.com,Park Joins,Gamma,en,,,Referral',
  'choi.declines@example.com,최사양,델타,ko,,,Referral',
  'form.user@example.com,Form User,Epsilon,en,,,Referral',
  'never.sent@example.com,Never Sent,Zeta,en,,,Referral',
].join('\n');

const REMINDER = {
  audience: { invitation: 'not_registered' },
  subject: { en: '{name}, a seat is kept for you', ko: '{name} 님, 자리를 마련해 두었습니다' },
  body: {
    en: 'Dear {name} of {company},\nYour invitation is still open. Please register before 15 September.',
    ko: '{company} {name} 님,\n초청이 아직 유효합니다. 9월 15일까지 등록해 주세요.',
  },
};

function countOf(audience: unknown) {
  return forum.request('/api/admin/messages/audience', { json: { audience }, headers: auth });
}

describe('a message to the invitees who have not registered', () => {
  const tokens = new Map<string, string>();
  let messageId = 0;

  it('counts the invitees sent an invitation who have neither registered nor declined', async () => {
    const imported = await forum.request('/api/admin/invitations/import', {
      body: CSV,
      headers: { ...auth, 'Content-Type': 'text/csv; charset=utf-8' },
    });
    expect(imported.status).toBe(200);
    expect((await countOf({ invitation: 'not_registered' })).status).toBe(200);
    // Nobody has been sent an invitation yet: nobody to remind.
    expect(await (await countOf({ invitation: 'not_registered' })).json()).toEqual({ recipients: 0 });

    const ids = (await invitations()).filter((row) => row.email !== 'never.sent@example.com').map((row) => row.id);
    const sent = await forum.request('/api/admin/invitations/send', { json: { ids }, headers: auth });
    expect(sent.status).toBe(200);
    const mails = await until(
      () => smtp.messages.filter(isInvitation),
      (list) => list.length >= 5,
    );
    expect(mails).toHaveLength(5);
    for (const raw of mails) {
      const mail = await parseMail(raw.raw);
      tokens.set(raw.to.join(','), tokenIn(mail));
    }
    expect(await (await countOf({ invitation: 'not_registered' })).json()).toEqual({ recipients: 5 });
  });

  it('refuses registrant filters beside it, and the placeholders an invitee has no value for', async () => {
    for (const audience of [
      { invitation: 'not_registered', locales: ['en'] },
      { invitation: 'not_registered', sessions: ['day11'] },
      { invitation: 'not_registered', approval: ['pending'] },
    ]) {
      const res = await countOf(audience);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation', fields: { 'audience.invitation': 'invitees_alone' } },
      });
      const create = await forum.request('/api/admin/messages', { json: { ...REMINDER, audience }, headers: auth });
      expect(create.status).toBe(400);
    }
    expect((await countOf({ invitation: 'all' })).status).toBe(400);

    for (const placeholder of ['{manageLink}', '{sessions}', '{checkinCode}']) {
      const res = await forum.request('/api/admin/messages', {
        json: { ...REMINDER, body: { ...REMINDER.body, en: `${REMINDER.body.en} ${placeholder}` } },
        headers: auth,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation', fields: { 'body.en': 'not_for_invitees' } },
      });
    }
    const typo = await forum.request('/api/admin/messages', {
      json: { ...REMINDER, subject: { ...REMINDER.subject, ko: '{nmae} 님' } },
      headers: auth,
    });
    expect(await typo.json()).toMatchObject({ error: { fields: { 'subject.ko': 'unknown_placeholder' } } });
    // The same placeholders stay allowed for registrants.
    const forRegistrants = await forum.request('/api/admin/messages', {
      json: { ...REMINDER, audience: {}, body: { en: 'Link: {manageLink}', ko: '링크: {manageLink}' } },
      headers: auth,
    });
    expect(forRegistrants.status).toBe(201);
    await forum.request(`/api/admin/messages/${((await forRegistrants.json()) as { id: number }).id}`, {
      method: 'DELETE',
      headers: auth,
    });
  });

  it('is written for five; those who register or decline before it goes are not mailed', async () => {
    const created = await forum.request('/api/admin/messages', { json: REMINDER, headers: auth });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number; recipients: number };
    expect(body.recipients).toBe(5);
    messageId = body.id;

    // After it was written: one registers through the link, one declines, one registers on the public form.
    const joined = await forum.request('/api/user', {
      json: validRegistration({
        email: 'park.joins@example.com',
        name: 'Park Joins',
        locale: 'en',
        invitation: tokens.get('park.joins@example.com'),
      }),
    });
    expect(joined.status).toBe(201);
    const declined = await forum.request(`/api/invitations/${tokens.get('choi.declines@example.com')}/decline`, {
      method: 'POST',
    });
    expect(declined.status).toBe(200);
    const byForm = await forum.request('/api/user', {
      json: validRegistration({ email: 'Form.User@example.com', name: 'Form User', locale: 'en' }),
    });
    expect(byForm.status).toBe(201);

    const preview = await forum.request(`/api/admin/messages/${messageId}/preview`, { headers: auth });
    expect(preview.status).toBe(200);
    const shown = (await preview.json()) as MessagePreview;
    expect(shown).toMatchObject({ registrantId: null, to: 'kim.investor@example.com', locale: 'ko', inAudience: true });
    expect(shown.subject).toBe('김투자 님, 자리를 마련해 두었습니다');
    expect(shown.text).toContain('2024 포럼 참가자 명단');

    const test = await forum.request(`/api/admin/messages/${messageId}/test`, { json: {}, headers: auth });
    expect(test.status).toBe(202);
    // The manager's test: the first invitee's copy in both languages, to the manager.
    const copies = await until(
      () => smtp.messages.filter(isMessage),
      (list) => list.length >= 2,
    );
    expect(copies.map((mail) => mail.to.join(','))).toEqual([forum.admin.email, forum.admin.email]);
    const subjects = await Promise.all(copies.map(async (mail) => (await parseMail(mail.raw)).subject));
    expect(subjects.sort()).toEqual([
      '[Test] 김투자, a seat is kept for you',
      '[테스트] 김투자 님, 자리를 마련해 두었습니다',
    ]);
  });

  it('sends each remaining invitee one mail in their language, exactly once', async () => {
    const before = smtp.messages.filter(isMessage).length; // the manager's two test copies, arrived
    const send = await forum.request(`/api/admin/messages/${messageId}/send`, { method: 'POST', headers: auth });
    expect(send.status).toBe(202);
    expect(await send.json()).toMatchObject({ id: messageId, recipients: 2 });

    const all = await until(
      () => smtp.messages.filter(isMessage),
      (list) => list.length >= before + 2,
    );
    // The dispatcher and the sender have nothing left due: nothing more comes.
    await forum.settled();
    const mails = smtp.messages.filter(isMessage).slice(before);
    expect(all.length).toBe(before + 2);
    expect(mails.map((mail) => mail.to.join(',')).sort()).toEqual([
      'kim.investor@example.com',
      'lee.partner@example.com',
    ]);
    const kim = await parseMail(mails.find((mail) => mail.to.includes('kim.investor@example.com'))!.raw);
    expect(kim.subject).toBe('김투자 님, 자리를 마련해 두었습니다');
    expect(kim.text).toContain('샘플벤처스 김투자 님,');
    expect(kim.text).toContain('초청받으셨기 때문에 받으시는 메일입니다. 연락처 수집 출처: 2024 포럼 참가자 명단');
    const lee = await parseMail(mails.find((mail) => mail.to.includes('lee.partner@example.com'))!.raw);
    expect(lee.subject).toBe('Lee Partner, a seat is kept for you');
    expect(lee.text).toContain('Dear Lee Partner of Sample Capital,');
    expect(lee.text).toContain('Where we got your contact: Business card, KVIC meetup 2025.');
    expect(lee.html).toContain('Where we got your contact');

    // Sending it again is refused; the recipient list names the invitees and their delivery.
    expect(
      (await forum.request(`/api/admin/messages/${messageId}/send`, { method: 'POST', headers: auth })).status,
    ).toBe(409);
    const detail = (await (
      await forum.request(`/api/admin/messages/${messageId}`, { headers: auth })
    ).json()) as MessageDetail;
    expect(detail).toMatchObject({ state: 'sent', recipients: 2, audience: { invitation: 'not_registered' } });
    const rows = await invitations();
    const idOf = (email: string) => rows.find((row) => row.email === email)!.id;
    expect(
      detail.recipientList.map(({ registrantId, invitationId, email, locale, state }) => ({
        registrantId,
        invitationId,
        email,
        locale,
        state,
      })),
    ).toEqual([
      {
        registrantId: null,
        invitationId: idOf('kim.investor@example.com'),
        email: 'kim.investor@example.com',
        locale: 'ko',
        state: 'sent',
      },
      {
        registrantId: null,
        invitationId: idOf('lee.partner@example.com'),
        email: 'lee.partner@example.com',
        locale: 'en',
        state: 'sent',
      },
    ]);
    const stored = (await forum.db('message_recipients').where({ message_id: messageId })) as Array<{
      registrant_id: number | null;
      invitation_id: number | null;
    }>;
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.registrant_id === null && row.invitation_id !== null)).toBe(true);

    const entries = (await logRows(forum.db, 'message')).filter(
      (entry) => (entry.detail as { messageId?: number }).messageId === messageId,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      registrant_count: 2,
      detail: {
        filter: { invitation: 'not_registered' },
        invitations: [idOf('kim.investor@example.com'), idOf('lee.partner@example.com')],
      },
    });
  });

  it('a recipient row is a registrant or an invitation, never both nor neither (the database says so)', async () => {
    const invitation = (await invitations()).find((row) => row.registrationId !== null);
    const row = { message_id: messageId, mail_message_id: '<x@example.com>', locale: 'en', queued_at: new Date() };
    await expect(forum.db('message_recipients').insert(row)).rejects.toThrow();
    await expect(
      forum
        .db('message_recipients')
        .insert({ ...row, registrant_id: invitation!.registrationId, invitation_id: invitation!.id }),
    ).rejects.toThrow();
  });

  it('goes with the invitations in the retention purge', async () => {
    const code = await runPurgeCli([], {
      db: forum.db,
      accessLogKey: TEST_ACCESS_LOG_KEY,
      settings: { retentionUntil: '2025-09-30', accessLogRetentionDays: 730 },
      clock: () => new Date('2025-10-01T00:00:00Z'),
      out: () => {},
      err: () => {},
    });
    expect(code).toBe(0);
    expect(await invitations()).toEqual([]);
    expect(await forum.db('message_recipients').whereNotNull('invitation_id')).toEqual([]);
  });
});

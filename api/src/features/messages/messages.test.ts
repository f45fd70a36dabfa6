/**
 * Messages to registrants over HTTP and a real SMTP server, mails parsed back: an audience yields
 * exactly its recipients, each one mail in their language with the placeholders filled; unknown
 * placeholders are refused; staff get 403; a scheduled message goes at its time (injected clock)
 * and a cancelled one never; the send is an access-log entry; failures show the server's reply
 * and can be retried.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessagePreview, MessageSummary, Registrant, Wire } from '@forum/shared';
import {
  type TestForum,
  type TestServer,
  type TestSmtpServer,
  bearer,
  createTestAdmin,
  listAll,
  loginToken,
  logRows,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  testConfig,
  validRegistration,
} from '../../testing';

const isMessage = (mail: { messageId: string | null }) => Boolean(mail.messageId?.startsWith('<message-'));

async function messagesOf(smtp: TestSmtpServer, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (smtp.messages.filter(isMessage).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return smtp.messages.filter(isMessage);
}

async function register(server: TestServer, overrides: Record<string, unknown>): Promise<number> {
  const res = await server.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const MESSAGE = {
  subject: { en: 'Room change for {name}', ko: '{name} 님, 장소 변경 안내' },
  body: {
    en: 'Dear {name} of {company},\nYour sessions:\n{sessions}\nCode: {checkinCode}\nLink: {manageLink}',
    ko: '{company} {name} 님,\n참가 세션: {sessions}\n코드: {checkinCode}\n링크: {manageLink}',
  },
};

describe('messages to registrants', () => {
  let forum: TestForum;
  let smtp: TestSmtpServer;
  let token: string;
  let people: Wire<Registrant>[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    forum = await startTestForum({
      smtpUrl: smtp.url,
      mailSender: { pollIntervalMs: 50 },
      messages: { pollIntervalMs: 100 },
      config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, ratePerMinute: 60_000 } },
    });
    token = await loginToken(forum, forum.admin);
    const ids = [
      await register(forum, {
        name: 'Ann Lee',
        company: 'Alpha',
        email: 'ann@example.com',
        attendext: ['day11'],
        locale: 'en',
        biztype: 1,
      }),
      await register(forum, {
        name: '김민수',
        company: '베타',
        email: 'minsu@example.com',
        attendext: ['day11', 'day21'],
        locale: 'ko',
        biztype: 2,
      }),
      await register(forum, {
        name: 'Bob Park',
        company: 'Gamma',
        email: 'bob@example.com',
        attendext: ['day21'],
        locale: 'en',
        biztype: 1,
      }),
      await register(forum, {
        name: '이서연',
        company: '델타',
        email: 'seoyeon@example.com',
        attendext: ['day12'],
        locale: 'ko',
        biztype: 3,
      }),
    ];
    people = (await listAll(forum, token)).filter((p) => ids.includes(p.id));
    // The confirmations go first; the tests count only messages.
    await smtp.waitForMessages(4);
  }, 60_000);

  afterAll(async () => {
    await forum?.close();
    await smtp?.close();
  });

  afterEach(() => {
    smtp.behaviour = 'accept';
  });

  const person = (email: string) => people.find((p) => p.email === email)!;
  const create = async (body: unknown) => forum.request('/api/admin/messages', { json: body, headers: bearer(token) });

  it('refuses an unknown placeholder with the field code unknown_placeholder', async () => {
    const res = await create({ ...MESSAGE, body: { en: 'Hello {nmae}', ko: '안녕하세요 {name}' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toEqual({ 'body.en': 'unknown_placeholder' });
  });

  it('answers bad input with a clear 400 or 404, never a 5xx', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', '/api/admin/messages', [], 400],
      ['POST', '/api/admin/messages', { ...MESSAGE, sendAt: 'soon' }, 400],
      ['POST', '/api/admin/messages', { ...MESSAGE, audience: { biztypes: [9] } }, 400],
      ['POST', '/api/admin/messages', { ...MESSAGE, subject: { en: 'x\u202Ey', ko: 'y' } }, 400],
      ['POST', '/api/admin/messages', { ...MESSAGE, body: { en: '', ko: '' } }, 400],
      ['GET', '/api/admin/messages/abc', undefined, 404],
      ['GET', '/api/admin/messages/999999', undefined, 404],
      ['GET', '/api/admin/messages/1/preview?registrantId=x', undefined, 400],
      ['POST', '/api/admin/messages/999999/send', undefined, 404],
    ];
    for (const [method, path, json, status] of cases) {
      const res = await forum.request(path, {
        method,
        headers: bearer(token),
        ...(json === undefined ? {} : { json }),
      });
      expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/validation|not_found/);
    }
    // Only English readers: the Korean text may stay empty.
    const english = await create({ ...MESSAGE, audience: { locales: ['en'] }, body: { en: 'Hi {name}', ko: '' } });
    expect(english.status).toBe(201);
  });

  it('edits a draft until it is sent (PATCH), and a preview says whether the person is in the audience', async () => {
    const created = await create({ ...MESSAGE, audience: { sessions: ['day21'] } });
    expect(created.status).toBe(201);
    const { id, recipients } = (await created.json()) as { id: number; recipients: number };
    expect(recipients).toBe(2);
    const patch = (json: unknown) =>
      forum.request(`/api/admin/messages/${id}`, { method: 'PATCH', json, headers: bearer(token) });

    const edited = await patch({
      audience: { sessions: ['day12'] },
      subject: { en: 'Edited {name}', ko: '수정 {name}' },
      body: { en: 'New text', ko: '새 글' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toEqual({ id, recipients: 1 });
    const detail = (await (
      await forum.request(`/api/admin/messages/${id}`, { headers: bearer(token) })
    ).json()) as MessageDetail;
    expect(detail).toMatchObject({
      state: 'draft',
      audience: { sessions: ['day12'] },
      subject: { en: 'Edited {name}', ko: '수정 {name}' },
      body: { en: 'New text', ko: '새 글' },
    });

    // Refused like a new message: the same checks, the same field codes.
    const bad = await patch({ ...MESSAGE, body: { en: 'Hi {nmae}', ko: 'x' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: object } }).error.fields).toEqual({
      'body.en': 'unknown_placeholder',
    });

    const preview = async (registrantId: number) =>
      (await (
        await forum.request(`/api/admin/messages/${id}/preview?registrantId=${registrantId}`, {
          headers: bearer(token),
        })
      ).json()) as MessagePreview;
    expect(await preview(person('seoyeon@example.com').id)).toMatchObject({ inAudience: true, subject: '수정 이서연' });
    expect(await preview(person('ann@example.com').id)).toMatchObject({ inAudience: false, subject: 'Edited Ann Lee' });

    // Once it is no longer a draft (here cancelled, so that nobody is mailed), 409.
    const cancel = await forum.request(`/api/admin/messages/${id}`, { method: 'DELETE', headers: bearer(token) });
    expect(cancel.status).toBe(204);
    const late = await patch({ ...MESSAGE, audience: {} });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('message_already_sent');
    const missing = await forum.request('/api/admin/messages/999999', {
      method: 'PATCH',
      json: MESSAGE,
      headers: bearer(token),
    });
    expect(missing.status).toBe(404);
  });

  it('answers staff 403 on every messages call', async () => {
    await createTestAdmin(forum.db, 'staff@forum.test', 'staff password 12', undefined, { role: 'staff' });
    const staff = await loginToken(forum, {
      email: 'staff@forum.test',
      password: 'staff password 12',
      otpSecret: forum.admin.otpSecret!,
    });
    const calls: [string, string][] = [
      ['POST', '/api/admin/messages'],
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/messages/1'],
      ['POST', '/api/admin/messages/1/send'],
      ['DELETE', '/api/admin/messages/1'],
    ];
    for (const [method, path] of calls) {
      const res = await forum.request(path, {
        method,
        headers: bearer(staff),
        ...(method === 'POST' ? { json: MESSAGE } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('sends to exactly its audience, each one mail in their language with the placeholders filled', async () => {
    const created = await create({
      ...MESSAGE,
      audience: { sessions: ['day11', 'day12'], biztypes: [1, 2, 3], locales: ['en', 'ko'] },
    });
    expect(created.status).toBe(201);
    const { id, recipients } = (await created.json()) as { id: number; recipients: number };
    expect(recipients).toBe(3);

    const preview = (await (
      await forum.request(`/api/admin/messages/${id}/preview?registrantId=${person('minsu@example.com').id}`, {
        headers: bearer(token),
      })
    ).json()) as MessagePreview;
    expect(preview.locale).toBe('ko');
    expect(preview.subject).toBe('김민수 님, 장소 변경 안내');

    const sent = await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(token) });
    expect(sent.status).toBe(202);

    const mails = await messagesOf(smtp, 3);
    await forum.settled();
    const mine = smtp.messages.filter(isMessage).filter((m) => m.messageId?.startsWith(`<message-${id}.`));
    expect(mine).toHaveLength(3);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(['ann@example.com', 'minsu@example.com', 'seoyeon@example.com']);

    for (const raw of mine) {
      const mail = await parseMail(raw.raw);
      const to = raw.to[0]!;
      const who = person(to);
      expect(mail.headers.get('content-language')).toBe(who.locale);
      const text = mail.text ?? '';
      expect(text).toContain(who.name);
      expect(text).toContain(who.company);
      expect(text).not.toMatch(/\{(name|company|sessions|checkinCode|manageLink)\}/);
      // The list starts on its own line after the colon, even where the text put it on the same line.
      expect(text).toMatch(who.locale === 'ko' ? /참가 세션:\n- / : /Your sessions:\n- /);
      expect(text).toContain(
        `${who.checkinCode!.slice(0, 4)}-${who.checkinCode!.slice(4, 8)}-${who.checkinCode!.slice(8)}`,
      );
      // {sessions} is one session a line, Korea time named once (김민수 has two sessions).
      const sessionLines = text.split('\n').filter((line) => line.startsWith('- '));
      expect(sessionLines).toHaveLength(who.attendext.length);
      expect(text.split(who.locale === 'ko' ? '한국 시간' : 'Korea time').length - 1).toBe(1);
      if (who.locale === 'ko') {
        expect(mail.subject).toBe(`${who.name} 님, 장소 변경 안내`);
        expect(text).toContain('사전등록하셨기 때문에 받으시는 메일입니다');
      } else {
        expect(mail.subject).toBe(`Room change for ${who.name}`);
        expect(text).toContain('You are receiving this e-mail because you registered for');
      }
      // The link works and opens this person's registration.
      const link = /https?:\/\/\S+?\/(?:kor\/)?registration\/([A-Za-z0-9_-]+)/.exec(text);
      expect(link).not.toBeNull();
      const opened = await forum.request(`/api/registration/${link![1]}`);
      expect(opened.status).toBe(200);
      expect(((await opened.json()) as Registrant).email).toBe(to);
      // The QR image is attached inline.
      expect(mail.attachments.some((a) => a.contentType === 'image/png')).toBe(true);
    }

    // The send is one access-log entry: action message, the count and the filter.
    const entries = await logRows(forum.db, 'message');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ registrant_count: 3 });
    expect(entries[0]!.detail).toMatchObject({
      messageId: id,
      filter: { sessions: ['day11', 'day12'], biztypes: [1, 2, 3], locales: ['en', 'ko'] },
    });

    // The message's page shows each recipient sent.
    await forum.settled();
    const detail = (await (
      await forum.request(`/api/admin/messages/${id}`, { headers: bearer(token) })
    ).json()) as MessageDetail;
    expect(detail.state).toBe('sent');
    expect(detail.recipients).toBe(3);
    expect(detail.recipientList.map((r) => [r.email, r.state]).sort()).toEqual([
      ['ann@example.com', 'sent'],
      ['minsu@example.com', 'sent'],
      ['seoyeon@example.com', 'sent'],
    ]);
    // Sent once: sending again is refused.
    const again = await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(token) });
    expect(again.status).toBe(409);
  }, 60_000);

  it('filters by check-in (no-shows), language and registration date', async () => {
    const day1 = await forum.request('/api/checkin', {
      json: { code: person('ann@example.com').checkinCode, day: 1, desk: 'A' },
      headers: bearer(token),
    });
    expect(day1.status).toBe(200);
    const count = async (audience: unknown) =>
      (
        (await (
          await forum.request('/api/admin/messages/audience', { json: { audience }, headers: bearer(token) })
        ).json()) as {
          recipients: number;
        }
      ).recipients;
    expect(await count({ sessions: ['day11'], checkedIn: { day: 1, value: false } })).toBe(1);
    expect(await count({ checkedIn: { day: 1, value: true } })).toBe(1);
    expect(await count({ locales: ['ko'] })).toBe(2);
    expect(await count({ status: ['seated'], sessions: ['day21'] })).toBe(2);
    expect(await count({ status: ['waiting'] })).toBe(0);
    const third = person('bob@example.com');
    expect(await count({ registeredAfter: third.createdAt })).toBe(1);
    const bad = await forum.request('/api/admin/messages/audience', {
      json: { audience: { sessions: ['day99'] } },
      headers: bearer(token),
    });
    expect(bad.status).toBe(400);
  });

  it('shows a failure with the server reply, and retries it', async () => {
    const created = (await (await create({ ...MESSAGE, audience: { locales: ['en'], biztypes: [1] } })).json()) as {
      id: number;
    };
    smtp.behaviour = 'reject-recipient';
    await forum.request(`/api/admin/messages/${created.id}/send`, { method: 'POST', headers: bearer(token) });
    let detail: MessageDetail | null = null;
    for (let i = 0; i < 100; i += 1) {
      detail = (await (
        await forum.request(`/api/admin/messages/${created.id}`, { headers: bearer(token) })
      ).json()) as MessageDetail;
      if (detail.recipientList.length === 2 && detail.recipientList.every((r) => r.state === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(detail!.recipientList.map((r) => r.state)).toEqual(['failed', 'failed']);
    expect(detail!.recipientList[0]!.reason).toMatch(/550/);
    smtp.behaviour = 'accept';
    const before = smtp.messages.filter((m) => m.messageId?.startsWith(`<message-${created.id}.`)).length;
    expect(before).toBe(0);
    const retry = await forum.request(`/api/admin/messages/${created.id}/retry`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ retried: 2 });
    const deadline = Date.now() + 10_000;
    while (
      smtp.messages.filter((m) => m.messageId?.startsWith(`<message-${created.id}.`)).length < 2 &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      smtp.messages
        .filter((m) => m.messageId?.startsWith(`<message-${created.id}.`))
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['ann@example.com', 'bob@example.com']);
  }, 30_000);

  it('lists the messages, with the reminders as scheduled messages', async () => {
    const list = (await (
      await forum.request('/api/admin/messages', { headers: bearer(token) })
    ).json()) as MessageSummary[];
    const reminders = list.filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => m.reminderDay).sort()).toEqual([1, 2]);
  });
});

describe('a scheduled message (injected clock)', () => {
  let forum: TestForum;
  let smtp: TestSmtpServer;
  let now = new Date('2025-09-10T00:00:00Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    forum = await startTestForum({
      clock: () => now,
      smtpUrl: smtp.url,
      mailSender: { pollIntervalMs: 50, clock: () => now },
      messages: { pollIntervalMs: 100 },
    });
  }, 60_000);

  afterAll(async () => {
    await forum?.close();
    await smtp?.close();
  });

  it('goes at its time, and a cancelled one never', async () => {
    const token = await loginToken(forum, forum.admin);
    await register(forum, { email: 'early@example.com', attendext: ['day11'] });
    await smtp.waitForMessages(1);
    const at = (iso: string) => ({ ...MESSAGE, audience: {}, sendAt: iso });
    const later = (await (
      await forum.request('/api/admin/messages', { json: at('2025-09-10T03:00:00Z'), headers: bearer(token) })
    ).json()) as { id: number };
    const cancelled = (await (
      await forum.request('/api/admin/messages', { json: at('2025-09-10T02:00:00Z'), headers: bearer(token) })
    ).json()) as { id: number };
    for (const id of [later.id, cancelled.id])
      expect(
        (await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(token) })).status,
      ).toBe(202);
    expect(
      (await forum.request(`/api/admin/messages/${cancelled.id}`, { method: 'DELETE', headers: bearer(token) })).status,
    ).toBe(204);

    now = new Date('2025-09-10T02:59:00Z');
    await forum.messages!.runDue();
    await forum.settled();
    expect(smtp.messages.filter(isMessage)).toHaveLength(0);

    now = new Date('2025-09-10T03:00:01Z');
    await forum.messages!.runDue();
    const mails = await messagesOf(smtp, 1);
    now = new Date('2025-09-11T00:00:00Z');
    await forum.messages!.runDue();
    await forum.settled();
    expect(smtp.messages.filter(isMessage)).toHaveLength(1);
    expect(mails[0]!.messageId).toMatch(new RegExp(`^<message-${later.id}\\.`));
    // A message already sent cannot be cancelled (a new login: the day moved on).
    const again = await loginToken(forum, forum.admin);
    expect(
      (await forum.request(`/api/admin/messages/${later.id}`, { method: 'DELETE', headers: bearer(again) })).status,
    ).toBe(409);
  }, 30_000);
});

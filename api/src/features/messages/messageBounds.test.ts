/**
 * A message's bounds over HTTP: one whose text for some recipient would pass 100 KB once its
 * placeholders are filled (`{sessions}` x 500) is refused at create, preview and send with the field
 * code `message_too_long`; a message the queue cannot take (a database trigger refusing its
 * recipient rows, a real driver error) becomes `failed` with the error's code, shown in the list and
 * the detail, stays cancellable, mails nobody, and the log line names the code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION, type MessageDetail, type MessageSummary } from '@forum/shared';
import {
  type TestForum,
  type TestSmtpServer,
  bearer,
  loginToken,
  startTestForum,
  startTestSmtpServer,
  testConfig,
  validRegistration,
  LAST_PUBLIC_SESSION,
} from '../../testing';
import { isMysql } from '../../db/database';

let forum: TestForum;
let smtp: TestSmtpServer;
let token: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  forum = await startTestForum({
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    // Run by hand (runDue), so each test knows when the queue has been tried.
    messages: { pollIntervalMs: 3_600_000 },
    config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, ratePerMinute: 60_000 } },
  });
  token = await loginToken(forum, forum.admin);
  for (const [email, locale] of [
    ['bounds.en@example.com', 'en'],
    ['bounds.ko@example.com', 'ko'],
  ] as const) {
    const res = await forum.request('/api/user', {
      json: validRegistration({
        email,
        locale,
        attendext: ['day11', 'day12', 'day13', 'day21', 'day22', LAST_PUBLIC_SESSION],
      }),
    });
    expect(res.status).toBe(201);
  }
  // Their confirmations are out of the way before any test counts mails.
  await smtp.waitForMessages(2);
});

afterAll(async () => {
  await forum?.close();
  await smtp?.close();
});

const admin = () => bearer(token);
const SMALL = { subject: { en: 'Hello {name}', ko: '{name} 님' }, body: { en: 'Hi {name}', ko: '안녕하세요' } };
/** Within the body's own length limit, as written; about 500 x 6 session lines once filled. */
const HUGE_BODY = '{sessions}'.repeat(500);

async function create(message: Record<string, unknown>) {
  return forum.request('/api/admin/messages', { method: 'POST', headers: admin(), json: { audience: {}, ...message } });
}

async function expectTooLong(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; fields: Record<string, string>; message: string } };
  expect(body.error.code).toBe('validation');
  expect(body.error.fields).toEqual({ [field]: 'message_too_long' });
}

/** A message stored as it would have been before this check (an older release, or the audience grew). */
async function storedDirectly(body: { en: string; ko: string }): Promise<number> {
  const [id] = await forum.db('messages').insert({
    kind: 'manual',
    state: 'draft',
    audience: '{}',
    subject_en: 'Old',
    subject_ko: 'Old',
    body_en: body.en,
    body_ko: body.ko,
    created_by_email: forum.admin.email,
    created_at: new Date(),
    edition: EDITION.year,
  });
  if (id === undefined) throw new Error('no id');
  return Number(id);
}

describe('message_too_long', () => {
  it('refuses at create a text that {sessions} x 500 makes over 100 KB for a recipient, in the caller’s language', async () => {
    const before = Number(((await forum.db('messages').count({ n: '*' })) as [{ n: number | string }])[0].n);
    await expectTooLong(await create({ ...SMALL, body: { en: HUGE_BODY, ko: '안녕하세요' } }), 'body.en');
    await expectTooLong(await create({ ...SMALL, body: { en: 'Hi', ko: HUGE_BODY } }), 'body.ko');
    const ko = await forum.request('/api/admin/messages', {
      method: 'POST',
      headers: { ...admin(), 'Accept-Language': 'ko' },
      json: { audience: {}, ...SMALL, body: { en: HUGE_BODY, ko: HUGE_BODY } },
    });
    expect(ko.status).toBe(400);
    expect(((await ko.json()) as { error: { message: string } }).error.message).toBe('입력 항목을 확인해 주세요.');
    // Nothing was written.
    expect(Number(((await forum.db('messages').count({ n: '*' })) as [{ n: number | string }])[0].n)).toBe(before);
    // The same text with {sessions} a few times is fine: the bound is on the filled text, not the placeholder.
    expect(
      (await create({ ...SMALL, body: { en: 'Your sessions:\n{sessions}\n'.repeat(5), ko: '안녕' } })).status,
    ).toBe(201);
  });

  it('refuses at preview and at send, and the message stays a draft that mailed nobody', async () => {
    const id = await storedDirectly({ en: HUGE_BODY, ko: HUGE_BODY });
    const before = smtp.messages.length;
    const preview = await forum.request(`/api/admin/messages/${id}/preview`, { headers: admin() });
    expect(preview.status).toBe(400);
    expect(Object.values(((await preview.json()) as { error: { fields: object } }).error.fields)).toEqual([
      'message_too_long',
    ]);
    const sent = await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: admin() });
    expect(sent.status).toBe(400);
    expect(Object.values(((await sent.json()) as { error: { fields: object } }).error.fields)).toEqual([
      'message_too_long',
    ]);
    expect((await forum.db('messages').where({ id }).first()).state).toBe('draft');
    await forum.messages!.runDue();
    expect(await forum.db('message_recipients').where({ message_id: id }).select('id')).toEqual([]);
    await forum.settled();
    expect(smtp.messages.length).toBe(before);
  });
});

describe('a message the queue cannot take', () => {
  it('becomes failed with the error’s code, shown to the admin, cancellable, and logged with the code', async () => {
    const res = await create(SMALL);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };

    // A real driver error: the database itself refuses the message's recipient rows.
    const mysql = isMysql(forum.db);
    if (mysql)
      await forum.db.raw(
        "CREATE TRIGGER refuse_recipients BEFORE INSERT ON message_recipients FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused for the test'",
      );
    else
      await forum.db.raw(
        "CREATE TRIGGER refuse_recipients BEFORE INSERT ON message_recipients BEGIN SELECT RAISE(ABORT, 'refused for the test'); END",
      );
    const code = mysql ? 'ER_SIGNAL_EXCEPTION' : 'SQLITE_CONSTRAINT_TRIGGER';
    const mailsBefore = smtp.messages.length;
    try {
      expect((await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: admin() })).status).toBe(
        202,
      );
      await forum.messages!.runDue();
      // Taken up again, it stays failed: it is not retried forever as "sending".
      await forum.messages!.runDue();
    } finally {
      await forum.db.raw('DROP TRIGGER refuse_recipients');
    }

    const detail = (await (
      await forum.request(`/api/admin/messages/${id}`, { headers: admin() })
    ).json()) as MessageDetail;
    expect(detail.state).toBe('failed');
    expect(detail.failureReason).toBe(code);
    const listed = (
      (await (await forum.request('/api/admin/messages', { headers: admin() })).json()) as MessageSummary[]
    ).find((message) => message.id === id);
    expect(listed).toMatchObject({ state: 'failed', failureReason: code });

    const logged = forum.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'message could not be queued');
    expect(logged).toEqual([expect.objectContaining({ messageId: id, code })]);
    // The line names the code, never the error's text.
    expect(forum.logs.join('\n')).not.toContain('refused for the test');

    // Cancellable (today's "already sent" is gone), and then it never goes.
    expect((await forum.request(`/api/admin/messages/${id}`, { method: 'DELETE', headers: admin() })).status).toBe(204);
    const cancelled = (await (
      await forum.request(`/api/admin/messages/${id}`, { headers: admin() })
    ).json()) as MessageDetail;
    expect(cancelled).toMatchObject({ state: 'cancelled', failureReason: null });
    await forum.messages!.runDue();
    await forum.settled();
    expect(smtp.messages.length).toBe(mailsBefore);
    expect(await forum.db('mail_outbox').where({ kind: 'message' }).select('id')).toEqual([]);
  });

  it('a failed message may be sent again once the cause is gone, and then goes', async () => {
    const { id } = (await (await create(SMALL)).json()) as { id: number };
    await forum.db('messages').where({ id }).update({ state: 'failed', failure_reason: 'ER_SIGNAL_EXCEPTION' });
    expect((await forum.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: admin() })).status).toBe(
      202,
    );
    await forum.messages!.runDue();
    const detail = (await (
      await forum.request(`/api/admin/messages/${id}`, { headers: admin() })
    ).json()) as MessageDetail;
    expect(detail).toMatchObject({ state: 'sent', failureReason: null, recipients: 2 });
  });
});

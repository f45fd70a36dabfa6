/**
 * Exactly once per recipient through an SMTP outage and a restart of the server process: a
 * 200-recipient message is queued and delivered by the real server entry point (server.ts) in a
 * child process, while the SMTP server answers 451 for a while; midway the process gets SIGTERM
 * (a restart, as systemd or the rolling restart does it) and a new one takes over. Every
 * recipient ends with exactly one copy; so does a message two processes take up at the same moment
 * (each process's job races for it, on SQLite or MariaDB). And the pacing: a message goes no faster than
 * MAIL_RATE_PER_MINUTE.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestDatabase,
  type TestServer,
  type TestSmtpServer,
  bearer,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  outboxStates,
  startTestServer,
  startTestSmtpServer,
  testConfig,
  validRegistration,
  startServerProcess,
} from '../../testing';

const RECIPIENTS = 200;
const isMessage = (mail: { messageId: string | null }) => Boolean(mail.messageId?.startsWith('<message-'));

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a 200-recipient message through an SMTP outage and a process restart', () => {
  let dir: string;
  let testDb: TestDatabase;
  let inProcess: TestServer;
  let smtp: TestSmtpServer;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-messages-restart-'));
    testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
    smtp = await startTestSmtpServer();
    // This process only takes the manager's calls; the child processes queue and deliver.
    inProcess = await startTestServer(testDb.db);
    // Ten at a time: one after another, the 200 registrations were most of this file's time on MariaDB.
    for (let start = 0; start < RECIPIENTS; start += 10) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async (_, offset) => {
          const i = start + offset;
          const res = await inProcess.request('/api/user', {
            json: validRegistration({ email: `person.${i}@example.com`, locale: i % 3 === 0 ? 'ko' : 'en' }),
          });
          return res.status;
        }),
      );
      expect(statuses).toEqual(Array(10).fill(201));
    }
    // The confirmations are not what this test counts.
    await testDb.db('mail_outbox').delete();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await inProcess?.close();
    await smtp?.close();
    await testDb?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers exactly one mail to each recipient', async () => {
    const env = {
      DATABASE_URL: testDb.url,
      SITE_DIST: dir,
      SMTP_URL: smtp.url,
      // 20 a second: the send lasts ten seconds, long enough to restart in the middle of it.
      MAIL_RATE_PER_MINUTE: '1200',
    };
    smtp.behaviour = 'defer-data';
    const first = await startServerProcess(env);
    children.push(first.child);

    const token = await loginToken(inProcess, await createTestAdmin(testDb.db));
    const created = await inProcess.request('/api/admin/messages', {
      headers: bearer(token),
      json: {
        audience: {},
        subject: { en: 'Hello {name}', ko: '{name} 님 안녕하세요' },
        body: { en: 'Code {checkinCode}', ko: '코드 {checkinCode}' },
      },
    });
    expect(created.status).toBe(201);
    const { id, recipients } = (await created.json()) as { id: number; recipients: number };
    expect(recipients).toBe(RECIPIENTS);
    expect(
      (await inProcess.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(token) })).status,
    ).toBe(202);

    // The outage: the server defers every message until a good number have been refused.
    await until(() => smtp.refusals >= 20, 30_000, 'the SMTP server to defer messages');
    smtp.behaviour = 'accept';
    // Midway: the process is restarted.
    await until(() => smtp.messages.filter(isMessage).length >= 40, 30_000, 'the first deliveries');
    first.child.kill('SIGTERM');
    expect(await stopped(first.child)).toBe(0);
    const delivered = smtp.messages.filter(isMessage).length;
    expect(delivered).toBeLessThan(RECIPIENTS);
    const second = await startServerProcess(env);
    children.push(second.child);

    await until(() => smtp.messages.filter(isMessage).length >= RECIPIENTS, 90_000, 'every recipient');
    // The delivering process stops (finishing what it holds): no mail can come after it, so a
    // second copy a wrong claim would make is here by now, and the outbox holds nothing to send.
    second.child.kill('SIGTERM');
    expect(await stopped(second.child)).toBe(0);
    expect(await outboxStates(testDb.db, id)).toEqual({ sent: RECIPIENTS });
    const mails = smtp.messages.filter(isMessage);
    expect(mails).toHaveLength(RECIPIENTS);
    const to = mails.flatMap((mail) => mail.to);
    expect(new Set(to).size).toBe(RECIPIENTS);
    expect(to.sort()).toEqual(Array.from({ length: RECIPIENTS }, (_, i) => `person.${i}@example.com`).sort());
    // Both processes delivered part of it.
    expect(first.output.join('')).toMatch(/"msg":"mail sent"/);
    expect(second.output.join('')).toMatch(/"msg":"mail sent"/);
    const rows = (await testDb.db('message_recipients').where({ message_id: id }).count({ n: '*' })) as [
      { n: number | string },
    ];
    expect(Number(rows[0].n)).toBe(RECIPIENTS);
  }, 180_000);

  it('delivers exactly one mail to each recipient when two processes queue and send the same message at once', async () => {
    const env = { DATABASE_URL: testDb.url, SITE_DIST: dir, SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '3000' };
    smtp.behaviour = 'accept';
    const both = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    children.push(...both.map((process) => process.child));

    const token = await loginToken(inProcess, await createTestAdmin(testDb.db, 'racer@forum.test'));
    const created = await inProcess.request('/api/admin/messages', {
      headers: bearer(token),
      json: { audience: {}, subject: { en: 'Race {name}', ko: '경주 {name}' }, body: { en: 'Hi', ko: '안녕' } },
    });
    const { id } = (await created.json()) as { id: number };
    const mine = () => smtp.messages.filter((mail) => mail.messageId?.startsWith(`<message-${id}.`));
    expect(
      (await inProcess.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: bearer(token) })).status,
    ).toBe(202);
    await until(() => mine().length >= RECIPIENTS, 90_000, 'every recipient');
    // Both processes stop (finishing what they hold): nothing can arrive after, and nothing is left to send.
    for (const { child } of both) child.kill('SIGTERM');
    expect(await Promise.all(both.map(({ child }) => stopped(child)))).toEqual([0, 0]);
    expect(await outboxStates(testDb.db, id)).toEqual({ sent: RECIPIENTS });
    const to = mine().flatMap((mail) => mail.to);
    expect(to).toHaveLength(RECIPIENTS);
    expect(new Set(to).size).toBe(RECIPIENTS);
  }, 180_000);
});

describe('pacing', () => {
  it('hands a message to the mail server no faster than MAIL_RATE_PER_MINUTE', async () => {
    const smtp = await startTestSmtpServer();
    const { startTestForum } = await import('../../testing');
    const forum = await startTestForum({
      smtpUrl: smtp.url,
      config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, ratePerMinute: 600 } },
      mailSender: { pollIntervalMs: 20 },
      messages: { pollIntervalMs: 50 },
    });
    try {
      for (let i = 0; i < 11; i += 1)
        expect((await forum.request('/api/user', { json: validRegistration() })).status).toBe(201);
      await smtp.waitForMessages(11);
      const token = await loginToken(forum, forum.admin);
      const created = (await (
        await forum.request('/api/admin/messages', {
          headers: bearer(token),
          json: {
            audience: {},
            subject: { en: 'Paced', ko: '속도' },
            body: { en: 'Hello {name}', ko: '안녕하세요 {name}' },
          },
        })
      ).json()) as { id: number };
      const started = Date.now();
      await forum.request(`/api/admin/messages/${created.id}/send`, { method: 'POST', headers: bearer(token) });
      const arrivals: number[] = [];
      await until(
        () => {
          const count = smtp.messages.filter(isMessage).length;
          while (arrivals.length < count) arrivals.push(Date.now() - started);
          return count >= 11;
        },
        20_000,
        'the paced message',
      );
      // 600 a minute is one every 100 ms: eleven mails span at least a second.
      expect(arrivals[10]! - arrivals[0]!).toBeGreaterThanOrEqual(900);
    } finally {
      await forum.close();
      await smtp.close();
    }
  }, 60_000);
});

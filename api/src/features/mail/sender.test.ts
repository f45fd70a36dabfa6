/**
 * The sender against a real SMTP server: temporary failures retried with backoff until the server
 * is back (then exactly one message), permanent refusals marked failed with the reply and shown in
 * the admin list, the 48-hour limit, the at-least-once guarantee around a crash, and stop().
 * Time is a hand-moved clock and passes are driven with deliverDue(), so nothing here waits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  loginToken,
  parseMail,
  silentLogger,
  startTestSmtpServer,
  testConfig,
  testDbKind,
  unusedPort,
  validRegistration,
  type TestForum,
  startTestForum,
} from '../../testing';
import type { Logger } from '../../logger';
import { createOutboxRepo } from './outboxRepo';
import { type MailSender, type MailSenderOptions, createMailSender } from './sender';
import { type MailTransport, createSmtpTransport } from './transports';
import { EDITION } from '@forum/shared';

let server: TestForum;
let adminToken: string;
const sqliteFile = path.join(os.tmpdir(), `forum-sender-${process.pid}.sqlite`);

beforeAll(async () => {
  // A file, not memory, so a second pool (a second "process") sees the same database.
  // The app without a sender: the tests below drive their own.
  server = await startTestForum({ database: testDbKind === 'sqlite' ? { sqliteFile } : {} });
  adminToken = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true });
});

/** A clock the test moves by hand. */
function manualClock(start = server.now()) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function sender(
  transport: MailTransport,
  clock: () => Date,
  extra: Partial<MailSenderOptions> & { db?: Database; log?: Logger } = {},
): MailSender {
  const { db = server.db, log = silentLogger, ...options } = extra;
  return createMailSender({
    outbox: createOutboxRepo(db),
    transport,
    sender: testConfig().mail,
    log,
    clock,
    random: () => 0.5,
    ...options,
  });
}

async function register(email: string): Promise<number> {
  const res = await server.request('/api/user', { json: validRegistration({ email }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function mailStateOf(id: number) {
  const list = (await (
    await server.request('/api/user/list', { headers: { Authorization: `Bearer ${adminToken}` } })
  ).json()) as { id: number; mail: unknown }[];
  return list.find((row) => row.id === id)?.mail;
}

async function outboxRow(email: string) {
  const rows = (await server
    .db('mail_outbox')
    .select('id', 'state', 'attempts', 'next_attempt_at', 'last_error', 'recipient', 'content')) as Array<{
    id: number;
    state: string;
    attempts: number;
    next_attempt_at: Date | number;
    last_error: string | null;
    recipient: string | null;
    content: string | null;
  }>;
  return rows.filter((row) => row.recipient === email || row.content?.includes(email));
}

/** Queued messages other tests left behind must not be claimed by this test's sender. */
async function onlyDue(email: string): Promise<void> {
  await server
    .db('mail_outbox')
    .whereNot('recipient', email)
    .andWhere('state', 'queued')
    .update({ state: 'sent', recipient: null, content: null });
}

describe('temporary failures', () => {
  it('registration answers 201 while the mail server is down; the mail arrives exactly once after it is back (refused, then 421, then up)', async () => {
    const port = await unusedPort();
    const email = 'down.then.up@example.com';
    const started = Date.now();
    const id = await register(email);
    expect(Date.now() - started).toBeLessThan(5_000); // answered without waiting for any mail server
    await onlyDue(email);
    expect(await mailStateOf(id)).toEqual({ state: 'queued' });

    const clock = manualClock();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const mail = sender(transport, clock.now);
    try {
      // 1. Nothing listens: connection refused, retried within 10 s.
      expect(await mail.deliverDue()).toBe(1);
      let [row] = await outboxRow(email);
      expect(row).toMatchObject({ state: 'queued', attempts: 1 });
      expect(row!.last_error).toMatch(/ECONNREFUSED/);
      const firstRetryIn = new Date(row!.next_attempt_at).getTime() - clock.now().getTime();
      expect(firstRetryIn).toBeGreaterThan(0);
      expect(firstRetryIn).toBeLessThanOrEqual(10_000);
      expect(await mail.deliverDue()).toBe(0); // not due yet

      // 2. The server is up but answers 421: still temporary.
      const smtp = await startTestSmtpServer({ port, behaviour: 'refuse-connection' });
      try {
        clock.advance(firstRetryIn);
        expect(await mail.deliverDue()).toBe(1);
        expect(smtp.refusals).toBe(1);
        [row] = await outboxRow(email);
        expect(row).toMatchObject({ state: 'queued', attempts: 2 });
        expect(row!.last_error).toMatch(/^421 /);
        expect(await mailStateOf(id)).toEqual({ state: 'queued' });

        // 3. Back to normal: delivered, and only once however often the sender looks again.
        smtp.behaviour = 'accept';
        clock.advance(new Date(row!.next_attempt_at).getTime() - clock.now().getTime());
        expect(await mail.deliverDue()).toBe(1);
        for (let i = 0; i < 3; i += 1) {
          clock.advance(60 * 60_000);
          expect(await mail.deliverDue()).toBe(0);
        }
        expect(smtp.messages.map((message) => message.to)).toEqual([[email]]);
        expect((await parseMail(smtp.messages[0]!.raw)).subject).toMatch(/is confirmed$/);
        expect(await mailStateOf(id)).toEqual({ state: 'sent' });
      } finally {
        await smtp.close();
      }
    } finally {
      await transport.close();
    }
  });

  it('backs off to at most 5 minutes between tries and gives up, marked failed, after 48 hours', async () => {
    const port = await unusedPort();
    const email = 'never.up@example.com';
    const id = await register(email);
    await onlyDue(email);
    const clock = manualClock();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const mail = sender(transport, clock.now);
    try {
      const intervals: number[] = [];
      for (let attempt = 0; attempt < 150; attempt += 1) {
        if ((await mail.deliverDue()) === 0) break;
        const [row] = await outboxRow(email);
        if (!row || row.state !== 'queued') break;
        const wait = new Date(row.next_attempt_at).getTime() - clock.now().getTime();
        intervals.push(wait);
        clock.advance(Math.max(wait, 30 * 60_000)); // jump ahead: the point is the schedule, not every try
      }
      expect(intervals[0]).toBeLessThanOrEqual(10_000);
      expect(Math.max(...intervals)).toBeLessThanOrEqual(5 * 60_000);
      expect(intervals.slice(0, 7)).toEqual([...intervals.slice(0, 7)].sort((a, b) => a - b));
      const state = (await mailStateOf(id)) as { state: string; reason: string };
      expect(state.state).toBe('failed');
      expect(state.reason).toMatch(/^Not delivered within 48 hours\. Last error: .*ECONNREFUSED/);
    } finally {
      await transport.close();
    }
  });

  it('treats 451 after DATA as temporary', async () => {
    const smtp = await startTestSmtpServer({ behaviour: 'defer-data' });
    const email = 'deferred@example.com';
    await register(email);
    await onlyDue(email);
    const clock = manualClock();
    const transport = createSmtpTransport(smtp.url);
    const mail = sender(transport, clock.now);
    try {
      await mail.deliverDue();
      expect((await outboxRow(email))[0]).toMatchObject({ state: 'queued', attempts: 1 });
      smtp.behaviour = 'accept';
      clock.advance(10_000);
      await mail.deliverDue();
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });
});

describe('permanent failures', () => {
  it('a 550 is marked failed at once with the server’s reply, shown in the admin list, and the message content is dropped', async () => {
    const smtp = await startTestSmtpServer({ behaviour: 'reject-recipient' });
    const email = 'no.such.user@example.com';
    const id = await register(email);
    await onlyDue(email);
    const transport = createSmtpTransport(smtp.url);
    const mail = sender(transport, () => new Date());
    try {
      expect(await mail.deliverDue()).toBe(1);
      expect(await mail.deliverDue()).toBe(0);
      expect(smtp.messages).toHaveLength(0);
      const state = (await mailStateOf(id)) as { state: string; reason: string };
      expect(state).toEqual({
        state: 'failed',
        reason: expect.stringMatching(/^550 5\.1\.1 <no\.such\.user@example\.com>: Recipient address rejected/),
      });
      const rows = (await server
        .db('mail_outbox')
        .where('registrant_id', id)
        .select('recipient', 'content', 'state')) as unknown[];
      expect(rows).toEqual([{ recipient: null, content: null, state: 'failed' }]);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });
});

describe('at least once', () => {
  /** A transport that delivers for real, then takes its process's database away before it can mark the row. */
  function crashAfterSend(inner: MailTransport, pool: Database): MailTransport {
    return {
      description: 'crashing',
      async send(message, meta) {
        await inner.send(message, meta);
        await pool.destroy();
      },
      close: (options) => inner.close(options),
    };
  }

  it('a crash between "accepted by the server" and "marked sent" sends the message again after the lease, with the same Message-ID', async () => {
    const smtp = await startTestSmtpServer();
    const email = 'crash.after.send@example.com';
    await register(email);
    await onlyDue(email);
    const clock = manualClock();
    const leaseMs = 120_000;
    const poolA = server.database.open();
    const transportA = createSmtpTransport(smtp.url);
    const transportB = createSmtpTransport(smtp.url);
    const logs: string[] = [];
    const dying = sender(crashAfterSend(transportA, poolA), clock.now, {
      db: poolA,
      leaseMs,
      log: { info: () => {}, error: (f) => logs.push(JSON.stringify(f)) },
    });
    const survivor = sender(transportB, clock.now, { leaseMs });
    try {
      expect(await dying.deliverDue()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(logs.join()).toContain('mail outbox update failed');

      // The row is still held by the dead sender's claim until its lease ends.
      expect(await survivor.deliverDue()).toBe(0);
      clock.advance(leaseMs);
      expect(await survivor.deliverDue()).toBe(1);
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.messages[1]!.messageId).toBe(smtp.messages[0]!.messageId);
      clock.advance(leaseMs);
      expect(await survivor.deliverDue()).toBe(0);
      expect(await server.db('mail_outbox').where('message_id', smtp.messages[0]!.messageId!).first('state')).toEqual({
        state: 'sent',
      });
    } finally {
      await transportA.close();
      await transportB.close();
      await smtp.close();
    }
  });

  it('a crash after claiming and before sending loses nothing: the message goes out once, after the lease', async () => {
    const smtp = await startTestSmtpServer();
    const email = 'crash.before.send@example.com';
    await register(email);
    await onlyDue(email);
    const clock = manualClock();
    // A sender that claimed and died at once.
    expect(await createOutboxRepo(server.db).claimDue(clock.now(), 10, 60_000)).toHaveLength(1);
    const transport = createSmtpTransport(smtp.url);
    const survivor = sender(transport, clock.now, { leaseMs: 60_000 });
    try {
      expect(await survivor.deliverDue()).toBe(0);
      clock.advance(60_000);
      expect(await survivor.deliverDue()).toBe(1);
      clock.advance(60 * 60_000);
      expect(await survivor.deliverDue()).toBe(0);
      expect(smtp.messages.map((message) => message.to)).toEqual([[email]]);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });
});

describe('the background loop', () => {
  it('delivers a new registration at once (the app wakes it), long before its next poll', async () => {
    const smtp = await startTestSmtpServer();
    await onlyDue('-');
    const app = await server.startServer({ smtpUrl: smtp.url, mailSender: { pollIntervalMs: 60 * 60_000 } });
    try {
      const res = await app.request('/api/user', { json: validRegistration({ email: 'woken@example.com' }) });
      expect(res.status).toBe(201);
      const [message] = await smtp.waitForMessages(1, 5_000);
      expect(message!.to).toEqual(['woken@example.com']);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('idle() resolves once every mail due has gone, not before, however long the poll', async () => {
    const email = 'idle.test@example.com';
    await onlyDue('-');
    for (let i = 0; i < 14; i += 1) await register(`${i}.${email}`);
    const sent: string[] = [];
    const counting: MailTransport = {
      description: 'counting',
      async send(message) {
        sent.push(String(message.to));
      },
      close: async () => {},
    };
    // A batch of 5 and an hour's poll: idle() must itself keep the loop going until nothing is due.
    const loop = sender(counting, () => new Date(), { batchSize: 5, pollIntervalMs: 60 * 60_000 });
    loop.start();
    try {
      await loop.idle();
      expect(sent).toHaveLength(14);
      // Nothing due: it answers after one empty pass.
      await loop.idle();
      expect(sent).toHaveLength(14);
    } finally {
      await loop.stop();
    }
    // Without a loop it runs the passes itself.
    await register(`late.${email}`);
    const passes = sender(counting, () => new Date());
    await passes.idle();
    expect(sent).toContain(`late.${email}`);
  });

  it('stop() finishes the message in hand, gives back the ones not started, and returns', async () => {
    const email = 'stop.test@example.com';
    await onlyDue('-');
    for (let i = 0; i < 3; i += 1) await register(`${i}.${email}`);
    let release: (() => void) | null = null;
    const sent: string[] = [];
    const slow: MailTransport = {
      description: 'slow',
      async send(message) {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(String(message.to));
      },
      close: async () => {},
    };
    const loop = sender(slow, () => new Date(), { concurrency: 1, pollIntervalMs: 10 });
    loop.start();
    // Wait until the first message is in hand.
    for (let waited = 0; !release && waited < 5_000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(release).not.toBeNull();
    const stopped = loop.stop();
    (release as unknown as () => void)();
    await stopped;
    expect(sent).toEqual([`0.${email}`]);
    // stop() returned only once the message in hand was delivered and marked sent, which clears
    // its address and content (a stop that did not wait would return before that write).
    expect(await outboxRow(`0.${email}`)).toEqual([]);
    const rows = (await server
      .db('mail_outbox')
      .whereIn('recipient', [`1.${email}`, `2.${email}`])
      .select('state', 'attempts', 'claim_token')) as unknown[];
    expect(rows).toEqual([
      { state: 'queued', attempts: 0, claim_token: null },
      { state: 'queued', attempts: 0, claim_token: null },
    ]);
    await server
      .db('mail_outbox')
      .whereIn('recipient', [`1.${email}`, `2.${email}`])
      .update({ state: 'sent', recipient: null, content: null });
  });

  it('stop() does not wait for a server that stalls: the delivery is cut off and retried later', async () => {
    const email = 'stalled@example.com';
    await onlyDue('-');
    await register(email);
    const stalled: MailTransport = {
      description: 'stalled',
      send: (_message, meta) =>
        new Promise((_resolve, reject) =>
          meta.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { code: 'EABORT' }))),
        ),
      close: async () => {},
    };
    let inHand!: () => void;
    const handedOver = new Promise<void>((resolve) => (inHand = resolve));
    const counted: MailTransport = {
      ...stalled,
      send: (message, meta) => {
        inHand();
        return stalled.send(message, meta);
      },
    };
    const loop = sender(counted, () => server.now(), { stopGraceMs: 100, pollIntervalMs: 10 });
    loop.start();
    await handedOver;
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await outboxRow(email);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row!.last_error).toMatch(/EABORT/);
    await server.db('mail_outbox').where('id', row!.id).update({ state: 'sent', recipient: null, content: null });
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as a readable .eml file and logs its path, never its content', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-eml-'));
    await onlyDue('-');
    const app = await server.startServer({
      config: { mail: { ...testConfig().mail, smtpUrl: null, dir } },
      mailSender: { pollIntervalMs: 20 },
    });
    try {
      const email = 'eml.reader@example.com';
      expect(
        (await app.request('/api/user', { json: validRegistration({ email, name: 'Eml Reader', locale: 'ko' }) }))
          .status,
      ).toBe(201);
      let files: string[] = [];
      for (let waited = 0; files.length === 0 && waited < 5_000; waited += 20) {
        files = fs.readdirSync(dir).filter((file) => file.endsWith('.eml'));
        if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(files).toHaveLength(1);
      const file = path.join(dir, files[0]!);
      const mail = await parseMail(fs.readFileSync(file));
      expect(mail.to).toMatchObject({ value: [{ address: email }] });
      expect(mail.subject).toBe(`[포럼 ${EDITION.year}] 사전등록이 완료되었습니다`);
      expect(mail.text).toContain('Eml Reader');
      // The file is written before its line is logged: wait for the line, not for time.
      await expect.poll(() => app.logs.join('\n'), { timeout: 5_000 }).toContain(JSON.stringify(file));
      const logs = app.logs.join('\n');
      expect(logs).toContain(JSON.stringify(file));
      expect(logs).not.toContain(email);
      expect(logs).not.toContain('Eml Reader');
      expect(logs).not.toContain('사전등록이 완료');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('STARTTLS on a loopback relay', () => {
  it('delivers to a local server offering STARTTLS with a self-signed certificate', async () => {
    const smtp = await startTestSmtpServer({ starttls: true });
    const email = 'tls@example.com';
    await register(email);
    await onlyDue(email);
    const transport = createSmtpTransport(smtp.url);
    try {
      expect(await sender(transport, () => new Date()).deliverDue()).toBe(1);
      expect(smtp.messages.map((message) => message.to)).toEqual([[email]]);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });
});

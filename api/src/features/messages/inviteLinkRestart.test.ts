/**
 * `{inviteLink}` through a crash: the real server entry point (server.ts) in a child process is
 * killed (SIGKILL, no goodbye) while it queues a reminder to 600 invitees, between two of its
 * batches; a new process takes the message over. Each invitee ends with exactly one mail, and the
 * link in it is the one stored: it opens that invitee's invitation. On SQLite, or MariaDB when
 * TEST_DATABASE_URL is set.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  type TestDatabase,
  type TestServer,
  type TestSmtpServer,
  bearer,
  createTestAdmin,
  createTestDatabase,
  forumDayClock,
  loginToken,
  outboxStates,
  parseMail,
  startServerProcess,
  startTestServer,
  startTestSmtpServer,
} from '../../testing';

const INVITEES = 600;
const isMessage = (mail: { messageId: string | null }) => Boolean(mail.messageId?.startsWith('<message-'));

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function count(db: Knex, table: string, where: Record<string, unknown>): Promise<number> {
  const [row] = (await db(table).where(where).count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}

/**
 * A transaction holding a write lock on every invitation. On MariaDB the batch in flight may lock
 * some of those rows first and InnoDB then picks one of the two as a deadlock's victim: when that
 * is this hold, the batch has gone through and the hold is taken again.
 */
async function holdInvitations(db: Knex): Promise<Knex.Transaction> {
  for (let attempt = 1; ; attempt += 1) {
    const hold = await db.transaction();
    try {
      await hold('invitations').update({ name: hold.ref('name') });
      return hold;
    } catch (error) {
      await hold.rollback().catch(() => {});
      if (attempt >= 5 || (error as { code?: string }).code !== 'ER_LOCK_DEADLOCK') throw error;
    }
  }
}

describe('a reminder with {inviteLink} when the process queuing it is killed', () => {
  let dir: string;
  let testDb: TestDatabase;
  let inProcess: TestServer;
  let smtp: TestSmtpServer;
  /** A mail server that accepts connections and never answers: the first process delivers nothing. */
  let silent: net.Server;
  const children: ChildProcess[] = [];
  /** Open while the first process is killed; rolled back at the end too, so a failure never leaves it locking. */
  let hold: Knex.Transaction | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-invite-link-restart-'));
    testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
    smtp = await startTestSmtpServer();
    silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    inProcess = await startTestServer(testDb.db);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    if (hold && !hold.isCompleted()) await hold.rollback();
    await inProcess?.close();
    await smtp?.close();
    await new Promise((resolve) => silent?.close(resolve));
    await testDb?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends each invitee exactly one mail, whose link is the stored one and opens their invitation', async () => {
    const auth = bearer(await loginToken(inProcess, await createTestAdmin(testDb.db)));
    const csv = [
      'e-mail,name,company,language,sessions,note,source',
      ...Array.from(
        { length: INVITEES },
        (_, i) => `invitee.${i}@example.com,Invitee ${i},Fund ${i},${i % 2 ? 'ko' : 'en'},,,List`,
      ),
    ].join('\n');
    const imported = await inProcess.request('/api/admin/invitations/import', {
      body: csv,
      headers: { ...auth, 'Content-Type': 'text/csv; charset=utf-8' },
    });
    expect(imported.status).toBe(200);
    const sent = await inProcess.request('/api/admin/invitations/send', { json: { filter: {} }, headers: auth });
    expect(sent.status).toBe(200);
    // The invitations themselves are not what this test counts.
    await testDb.db('mail_outbox').delete();

    const created = await inProcess.request('/api/admin/messages', {
      headers: auth,
      json: {
        audience: { invitation: 'not_registered' },
        subject: { en: 'Last call, {name}', ko: '{name} 님, 마지막 안내' },
        body: { en: 'Your link: {inviteLink}', ko: '초청 링크: {inviteLink}' },
      },
    });
    expect(created.status).toBe(201);
    const { id, recipients } = (await created.json()) as { id: number; recipients: number };
    expect(recipients).toBe(INVITEES);
    expect((await inProcess.request(`/api/admin/messages/${id}/send`, { method: 'POST', headers: auth })).status).toBe(
      202,
    );

    const silentUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    const env = { DATABASE_URL: testDb.url, SITE_DIST: dir, MAIL_RATE_PER_MINUTE: '60000' };
    const first = await startServerProcess({ ...env, SMTP_URL: silentUrl });
    children.push(first.child);
    await until(async () => (await count(testDb.db, 'message_recipients', { message_id: id })) > 0, 60_000, 'a batch');
    // Once a batch is in, a write of the invitations holds the next batch back (SQLite's write
    // lock, MariaDB's row locks): the process dies between two batches, or inside one.
    hold = await holdInvitations(testDb.db);
    first.child.kill('SIGKILL');
    await stopped(first.child);
    await hold.rollback();
    const queuedByFirst = await count(testDb.db, 'message_recipients', { message_id: id });
    expect(queuedByFirst).toBeGreaterThan(0);
    expect(queuedByFirst).toBeLessThan(INVITEES);
    expect(queuedByFirst % 50).toBe(0);
    expect(await count(testDb.db, 'mail_outbox', { kind: 'message' })).toBe(queuedByFirst);

    // The dead process's leases run out (60 s for the message, 2 min for its mails): set here, not waited for.
    // The processes run on the forum's first day (startServerProcess sets FORUM_CLOCK there).
    const past = new Date(forumDayClock()().getTime() - 1_000);
    await testDb.db('messages').where({ id }).update({ dispatch_until: past });
    await testDb.db('mail_outbox').where({ state: 'queued' }).update({ next_attempt_at: past });

    const second = await startServerProcess({ ...env, SMTP_URL: smtp.url });
    children.push(second.child);
    await until(() => smtp.messages.filter(isMessage).length >= INVITEES, 120_000, 'every invitee');
    await until(
      async () => (await testDb.db('messages').where({ id }).first('state')).state === 'sent',
      30_000,
      'the message to be sent',
    );
    // The process stops (finishing what it holds): a second copy a wrong resume would make is here
    // by now, and nothing is left to send.
    second.child.kill('SIGTERM');
    await stopped(second.child);
    expect(await outboxStates(testDb.db, id)).toEqual({ sent: INVITEES });
    const mails = smtp.messages.filter(isMessage);
    expect(mails).toHaveLength(INVITEES);
    const to = mails.flatMap((mail) => mail.to);
    expect(new Set(to).size).toBe(INVITEES);

    const hashes = new Map(
      (
        (await testDb.db('invitations').select('email', 'token_hash')) as Array<{ email: string; token_hash: string }>
      ).map((row) => [row.email, row.token_hash]),
    );
    const tokens = new Map<string, string>();
    for (const raw of mails) {
      const token = /\/invite\/([A-Za-z0-9_-]+)/.exec((await parseMail(raw.raw)).text ?? '')?.[1] ?? '';
      const email = raw.to.join(',');
      expect(createHash('sha256').update(token).digest('hex')).toBe(hashes.get(email));
      tokens.set(email, token);
    }
    // Every link opens its own invitee's invitation (a sample of them, through HTTP).
    for (const i of [0, 1, queuedByFirst - 1, queuedByFirst, INVITEES - 1]) {
      const email = `invitee.${i}@example.com`;
      const opened = await inProcess.request(`/api/invitations/${tokens.get(email)}`);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toMatchObject({ email });
    }
  }, 240_000);
});

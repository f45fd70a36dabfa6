/**
 * The send's resume point: queuing a message into the outbox stops (a restart) or dies (a crash,
 * its lease left behind) after a batch, and whoever takes the message next queues only the
 * recipients not yet queued. Each recipient ends with exactly one mail in the outbox, and a
 * message already queued is never queued again.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  type TestForum,
  TEST_ACCESS_LOG_KEY,
  currentEditionYear,
  startTestForum,
  testConfig,
  validRegistration,
} from '../../testing';
import { createAccessLog } from '../accessLog';
import { createRegistrationStore } from '../registrations';
import { createMessageService } from './service';

let forum: TestForum;
let now = new Date('2025-09-01T00:00:00Z');

beforeEach(async () => {
  forum = await startTestForum({ clock: () => now });
  for (let i = 0; i < 120; i += 1)
    expect((await forum.request('/api/user', { json: validRegistration({ email: `r${i}@example.com` }) })).status).toBe(
      201,
    );
});

afterEach(async () => {
  await forum.close();
});

function service() {
  return createMessageService({
    db: forum.db,
    store: createRegistrationStore(forum.db, currentEditionYear),
    accessLog: createAccessLog(forum.db, () => now, TEST_ACCESS_LOG_KEY),
    settings: testConfig(),
    clock: () => now,
    onMailQueued: () => {},
  });
}

const actor = { adminId: 1, account: 'admin@forum.test', address: null };
const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number(((await forum.db(table).where(where).count({ n: '*' })) as [{ n: number | string }])[0].n);

it('resumes after a stop and after a crash, queuing each recipient once', async () => {
  const messages = service();
  const { id } = await messages.create(
    { audience: {}, subject: { en: 'Hi {name}', ko: '{name} 님' }, body: { en: 'Hello', ko: '안녕하세요' } },
    actor,
  );
  await messages.send(id, actor);

  // A stop after the first batch: the lease is given back.
  let batches = 0;
  await messages.queueDue(() => (batches += 1) > 1);
  expect(await count('message_recipients', { message_id: id })).toBe(50);
  expect(await count('mail_outbox', { kind: 'message' })).toBe(50);

  // A crash after the second batch: the lease stays; nobody takes the message until it runs out.
  batches = 0;
  await expect(
    messages.queueDue(() => {
      batches += 1;
      if (batches > 1) throw new Error('process died');
      return false;
    }),
  ).rejects.toThrow('process died');
  expect(await count('message_recipients', { message_id: id })).toBe(100);
  expect(await messages.queueDue()).toBe(0);
  expect(await count('message_recipients', { message_id: id })).toBe(100);

  now = new Date(now.getTime() + 61_000);
  await messages.queueDue();
  expect(await count('message_recipients', { message_id: id })).toBe(120);
  expect(await count('mail_outbox', { kind: 'message' })).toBe(120);
  const recipients = (await forum.db('mail_outbox').where({ kind: 'message' }).select('recipient')) as {
    recipient: string;
  }[];
  expect(new Set(recipients.map((row) => row.recipient)).size).toBe(120);

  // Sent: never queued again.
  expect(await messages.queueDue()).toBe(0);
  expect(await count('mail_outbox', { kind: 'message' })).toBe(120);
  expect((await forum.db('messages').where({ id }).first()).state).toBe('sent');
});

/**
 * A lapsed offer reaches the next person without anyone reading the seats: the background job
 * (server.ts runs one per process) passes it on and queues the offer mail. SQLite, and MariaDB
 * when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EDITION, type RegistrationResult } from '@forum/shared';
import {
  type TestForum,
  bearer,
  loginToken,
  silentLogger,
  startTestForum,
  validRegistration,
  LAST_PUBLIC_SESSION,
} from '../../testing';
import { startOfferExpiryJob } from './index';

let forum: TestForum;
let now = new Date(`${EDITION.year}-03-01T00:00:00Z`);

beforeAll(async () => {
  forum = await startTestForum({ clock: () => now });
});

afterAll(async () => {
  await forum?.close();
});

async function register(): Promise<RegistrationResult> {
  const res = await forum.request('/api/user', { json: validRegistration({ attendext: [LAST_PUBLIC_SESSION] }) });
  expect(res.status).toBe(201);
  return (await res.json()) as RegistrationResult;
}

async function statusOf(id: number): Promise<string | undefined> {
  const row = (await forum.db('session_places').where({ registrant_id: id, session: LAST_PUBLIC_SESSION }).first()) as
    { status: string } | undefined;
  return row?.status;
}

it('passes a lapsed offer to the next person waiting and mails them, with nobody reading the seats', async () => {
  const manager = await loginToken(forum, forum.admin);
  const capacity = await forum.request(`/api/admin/sessions/${LAST_PUBLIC_SESSION}`, {
    method: 'PUT',
    json: { capacity: 1 },
    headers: bearer(manager),
  });
  expect(capacity.status).toBe(200);
  const first = await register();
  const second = await register();
  const third = await register();
  expect([first.seated, second.waiting, third.waiting]).toEqual([
    [LAST_PUBLIC_SESSION],
    [LAST_PUBLIC_SESSION],
    [LAST_PUBLIC_SESSION],
  ]);

  // The manager deletes the first registrant: the seat is offered to the second.
  const deleted = await forum.request(`/api/user/${first.id}`, { method: 'DELETE', headers: bearer(manager) });
  expect(deleted.status).toBe(204);
  expect(await statusOf(second.id)).toBe('offered');

  const woken: number[] = [];
  forum.services.mailQueued.listen(() => woken.push(1));
  const job = startOfferExpiryJob({
    waitingList: forum.services.waitingList,
    log: silentLogger,
    intervalMs: 3_600_000,
  });
  try {
    // Within the offer's hours nothing passes on.
    expect(await job.runOnce()).toBe(0);
    now = new Date(now.getTime() + 24 * 3_600_000 + 1);
    // One offer ran out (its person is told) and one was made.
    expect(await job.runOnce()).toBe(2);
    expect(await statusOf(second.id)).toBe('expired');
    expect(await statusOf(third.id)).toBe('offered');
    const offers = await forum.db('mail_outbox').where({ registrant_id: third.id, kind: 'offer' });
    expect(offers).toHaveLength(1);
    expect(await forum.db('mail_outbox').where({ registrant_id: second.id, kind: 'offer_expired' })).toHaveLength(1);
    expect(woken).toHaveLength(1);
    // A second pass finds nothing more to do.
    expect(await job.runOnce()).toBe(0);
  } finally {
    await job.stop();
  }
});

/**
 * An invitation is for its invitee (issue 36), through HTTP on SQLite (and MariaDB when
 * TEST_DATABASE_URL is set): another address is refused naming the invited one masked (both
 * languages); a used invitation stays used after a cancel, except for its invitee; once declined
 * or used the link answers its state and the invitee's name only, and a declined invitee may
 * register after all; both public calls are rate-limited; the list is the managers', each read
 * logged with the count; a removal at the invitee's request keeps only a keyed hash of the address,
 * which a later import skips.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationRow } from '@forum/shared';
import {
  TEST_ACCESS_LOG_KEY,
  type TestForum,
  bearer,
  createTestAdmin,
  logRows,
  loginToken,
  startTestForum,
  validRegistration,
} from '../../testing';
import { registrationEmailKey } from '../registrations';

let forum: TestForum;
let auth: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  forum = await startTestForum();
  auth = bearer(await loginToken(forum, forum.admin));
  const account = await createTestAdmin(forum.db, 'staff@forum.test', 'staff password 123', undefined, {
    role: 'staff',
  });
  staff = bearer(await loginToken(forum, account));
});

afterAll(async () => {
  await forum.close();
});

async function importCsv(rows: readonly string[]) {
  const res = await forum.request('/api/admin/invitations/import', {
    body: ['e-mail,name,company,language,sessions,note,source', ...rows].join('\n'),
    headers: { ...auth, 'Content-Type': 'text/csv; charset=utf-8' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { created: number; updated: number; suppressed: number };
}

async function invitations(): Promise<InvitationRow[]> {
  const res = await forum.request('/api/admin/invitations', { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as InvitationRow[];
}

/** Imports and sends one invitation; answers its id and the link's token (read from the outbox). */
async function invite(email: string, name: string, locale: 'en' | 'ko' = 'en') {
  await importCsv([`${email},${name},Sample Capital,${locale},,,Business card`]);
  const { id } = (await invitations()).find((row) => row.email === email)!;
  const sent = await forum.request('/api/admin/invitations/send', { json: { ids: [id] }, headers: auth });
  expect(sent.status).toBe(200);
  const row = await forum.db('mail_outbox').where({ recipient: email }).orderBy('id', 'desc').first('content');
  return { id, token: decodeURIComponent(/\/invite\/([A-Za-z0-9_%-]+)/.exec(row.content as string)![1]!) };
}

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  forum.request('/api/user', { json: validRegistration(body), headers });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe('an invitation is for its invitee', () => {
  it('refuses another address (400, field email, invitation_email) naming the invited one masked, in both languages', async () => {
    const { token } = await invite('kim.bound@example.com', 'Kim Bound');
    const res = await register({ email: 'someone.else@example.com', invitation: token });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: 'validation', fields: { email: 'invitation_email' } });
    expect(error.message).toContain('k***@example.com');
    expect(error.message).not.toContain('kim.bound');
    const korean = await errorOf(
      await register({ email: 'someone.else@example.com', invitation: token }, { 'Accept-Language': 'ko' }),
    );
    expect(korean.message).toContain('k***@example.com');
    expect(korean.message).toContain('초청');
    expect(await forum.db('registrants').where({ email: 'someone.else@example.com' }).first()).toBeUndefined();
    // The same address typed another way is the invitee.
    const own = await register({ email: '  Kim.Bound@Example.com ', invitation: token });
    expect(own.status).toBe(201);
  });

  it('stays used after a cancel, except for the invitee, and then tells only its state and the name', async () => {
    const { token } = await invite('lee.used@example.com', 'Lee Used');
    const first = await register({ email: 'lee.used@example.com', invitation: token });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    expect(await (await forum.request(`/api/invitations/${token}`)).json()).toEqual({
      state: 'registered',
      name: 'Lee Used',
    });
    // The registration is deleted (as a cancel does): the link is used still.
    expect((await forum.request(`/api/user/${id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    const stranger = await register({ email: 'stranger@example.com', invitation: token });
    expect(stranger.status).toBe(400);
    expect((await errorOf(stranger)).fields).toEqual({ email: 'invitation_email' });
    expect(await (await forum.request(`/api/invitations/${token}`)).json()).toEqual({
      state: 'registered',
      name: 'Lee Used',
    });
    // Its invitee may register again with it.
    const again = await register({ email: 'lee.used@example.com', invitation: token });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ status: 'approved' });
  });

  it('once declined answers its state and the name only; the invitee may register after all', async () => {
    const { token } = await invite('park.declines@example.com', '박거절', 'ko');
    const open = await forum.request(`/api/invitations/${token}`);
    expect(await open.json()).toMatchObject({ email: 'park.declines@example.com', company: 'Sample Capital' });
    expect((await forum.request(`/api/invitations/${token}/decline`, { method: 'POST' })).status).toBe(200);
    const closed = await forum.request(`/api/invitations/${token}`);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ state: 'declined', name: '박거절' });
    const after = await register({ email: 'park.declines@example.com', invitation: token, locale: 'ko' });
    expect(after.status).toBe(201);
    expect((await invitations()).find((row) => row.email === 'park.declines@example.com')).toMatchObject({
      state: 'registered',
    });
    // Declining a used invitation is refused.
    expect((await forum.request(`/api/invitations/${token}/decline`, { method: 'POST' })).status).toBe(409);
  });
});

describe('the public invitation calls are rate-limited', () => {
  it('answers 429 with Retry-After past each link’s limit, in the caller’s language', async () => {
    const { token } = await invite('choi.limit@example.com', 'Choi Limit');
    await forum.db('rate_limits').delete();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await forum.request(`/api/invitations/${token}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(statuses.slice(20)).toEqual(Array.from({ length: 5 }, () => 429));
    const limited = await forum.request(`/api/invitations/${token}`, { headers: { 'Accept-Language': 'ko' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('too_many_requests');

    // Declining: five tries of one link, then 429 (unknown links too: the limit comes before the look-up).
    const declines: number[] = [];
    for (let i = 0; i < 6; i += 1)
      declines.push((await forum.request('/api/invitations/no-such-link/decline', { method: 'POST' })).status);
    expect(declines).toEqual([404, 404, 404, 404, 404, 429]);
    await forum.db('rate_limits').delete();
  });
});

describe('the invitation list is the managers’', () => {
  it('is 403 for staff (a denied entry naming them) and logs each manager’s read with the count', async () => {
    const refused = await forum.request('/api/admin/invitations', { headers: staff });
    expect(refused.status).toBe(403);
    const denied = (await logRows(forum.db, 'denied')).at(-1);
    expect(denied).toMatchObject({ account: 'staff@forum.test', detail: { path: '/api/admin/invitations' } });
    const before = (await logRows(forum.db, 'list_view')).length;
    const rows = await invitations();
    const logged = await logRows(forum.db, 'list_view');
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({
      account: forum.admin.email,
      registrant_count: rows.length,
      detail: { purpose: 'invitations' },
    });
    expect(JSON.stringify(logged.at(-1))).not.toContain('@example.com');
  });

  it('removes an invitee at their request, keeps only a keyed hash, and a later import skips them', async () => {
    const email = 'jung.remove@example.com';
    const { id } = await invite(email, 'Jung Remove');
    expect((await forum.request(`/api/admin/invitations/${id}`, { method: 'DELETE', headers: staff })).status).toBe(
      403,
    );
    const res = await forum.request(`/api/admin/invitations/${id}`, { method: 'DELETE', headers: auth });
    expect(res.status).toBe(200);
    expect((await invitations()).find((row) => row.id === id)).toBeUndefined();
    expect(await forum.db('invitations').where({ id }).first()).toBeUndefined();
    expect((await forum.request(`/api/admin/invitations/${id}`, { method: 'DELETE', headers: auth })).status).toBe(404);
    expect((await logRows(forum.db, 'invitation_delete')).at(-1)).toMatchObject({
      account: forum.admin.email,
      detail: { invitation: id },
    });

    // Only the keyed hash is left: not the address, and not a plain hash anyone could recompute.
    const suppressions = (await forum.db('invitation_suppressions').select('email_hash')) as Array<{
      email_hash: string;
    }>;
    const key = registrationEmailKey(email);
    expect(suppressions).toHaveLength(1);
    expect(suppressions[0]!.email_hash).not.toContain('jung');
    expect(suppressions[0]!.email_hash).not.toBe(createHash('sha256').update(key).digest('hex'));
    const derived = createHmac('sha256', TEST_ACCESS_LOG_KEY)
      .update('investor-forum/invitation-suppression/v1')
      .digest();
    expect(suppressions[0]!.email_hash).toBe(createHmac('sha256', derived).update(key).digest('hex'));
    const outbox = await forum.db('mail_outbox').where({ recipient: email });
    expect(outbox.every((row: { content: string | null }) => !row.content?.includes('Jung Remove'))).toBe(true);

    // The same list imported again (the address typed another way too): skipped, counted.
    expect(
      await importCsv([
        `${email.toUpperCase()},Jung Remove,Sample Capital,en,,,Business card`,
        'new.person@example.com,New Person,,en,,,Referral',
      ]),
    ).toEqual({ created: 1, updated: 0, suppressed: 1, encoding: 'utf-8' });
    expect((await invitations()).some((row) => row.email.toLowerCase() === email)).toBe(false);
  });
});

/**
 * The manage link through HTTP: GET, PATCH, DELETE /api/registration/:token and the "lost your
 * link" resend, with real e-mails (the tokens come out of delivered messages, as for a visitor).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_CODE_PATTERN, endOfKoreaDay, EDITION } from '@forum/shared';
import {
  type TestSmtpServer,
  loginToken,
  parseMail,
  startTestSmtpServer,
  validRegistration,
  calendarsIn,
  manageLinkIn,
  type TestForum,
  startTestForum,
  LAST_PUBLIC_SESSION,
} from '../../testing';

let smtp: TestSmtpServer;
let server: TestForum;
let adminToken: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // TRUST_PROXY lets each test be its own client address for the resend limits.
  server = await startTestForum({
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    config: { trustProxy: true },
  });
  adminToken = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

let clientCounter = 0;
/** A fresh client address (X-Forwarded-For) for each call site that counts against a limit. */
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${(clientCounter += 1)}` });

async function nextMailTo(address: string, after: number) {
  for (let count = after + 1; ; count += 1) {
    const messages = await smtp.waitForMessages(count);
    const found = messages.slice(after).find((message) => message.to.includes(address));
    if (found) return parseMail(found.raw);
  }
}

async function register(overrides: Record<string, unknown> = {}) {
  const before = smtp.messages.length;
  const body = validRegistration(overrides);
  const res = await server.request('/api/user', { json: body, headers: newClient() });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const mail = await nextMailTo(body.email as string, before);
  return { id, body, token: manageLinkIn(mail)!.token };
}

const api = (token: string) => `/api/registration/${token}`;

describe('GET /api/registration/:token', () => {
  it('answers the registrant with the mail state, never cached', async () => {
    const { id, body, token } = await register({ attendext: ['day12', 'day21'], locale: 'ko' });
    const res = await server.request(api(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const registrant = (await res.json()) as Record<string, unknown>;
    expect(registrant).toMatchObject({
      id,
      email: body.email,
      company: body.company,
      attendext: ['day12', 'day21'],
      locale: 'ko',
      mail: { state: 'sent' },
    });
    expect(Object.keys(registrant).sort()).toEqual(
      [
        'about',
        'aboutOther',
        'attend',
        'attendext',
        'biztype',
        'checkinCode',
        'company',
        'createdAt',
        'edition',
        'email',
        'id',
        'locale',
        'mail',
        'name',
        'phone',
        'seats',
        'status',
        'title',
      ].sort(),
    );
    // The code the e-mail's QR carries, the same as the admin list shows.
    expect(registrant.checkinCode).toMatch(CHECKIN_CODE_PATTERN);
    const listed = (await (
      await server.request('/api/user/list', { headers: { Authorization: `Bearer ${adminToken}` } })
    ).json()) as Array<Record<string, unknown>>;
    expect(listed.find((row) => row.id === id)?.checkinCode).toBe(registrant.checkinCode);
  });

  it('keeps only the token’s hash', async () => {
    const { id, token } = await register();
    const rows = (await server.db('registration_links').where('registrant_id', id).select('token_hash')) as {
      token_hash: string;
    }[];
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('answers a wrong or malformed token with 404 not_found in the client’s language', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', 'x'.repeat(300), '%E0%A4%A']) {
      const res = await server.request(api(token));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
    const korean = await server.request(api('B'.repeat(43)), { headers: { 'Accept-Language': 'ko' } });
    expect(await korean.json()).toEqual({ error: { code: 'not_found', message: '찾을 수 없습니다.' } });
  });

  it('answers an expired token exactly like a wrong one', async () => {
    const { token } = await register();
    const afterRetention = endOfKoreaDay('2027-12-31');
    const later = await server.startServer({
      config: { retentionUntil: '2027-12-31' },
      clock: () => afterRetention,
    });
    const lastMoment = await server.startServer({
      config: { retentionUntil: '2027-12-31' },
      clock: () => new Date(afterRetention.getTime() - 1),
    });
    try {
      expect((await lastMoment.request(api(token))).status).toBe(200);
      for (const request of [
        later.request(api(token)),
        later.request(api(token), { method: 'PATCH', json: { name: 'X' } }),
        later.request(api(token), { method: 'DELETE' }),
      ]) {
        const res = await request;
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
      }
    } finally {
      await later.close();
      await lastMoment.close();
    }
  });

  it('never writes the token into the request log', async () => {
    const { token } = await register();
    await server.request(api(token));
    expect(server.logs.join('\n')).not.toContain(token);
    expect(server.logs.some((line) => line.includes('"path":"/api/registration/:token"'))).toBe(true);
  });
});

describe('PATCH /api/registration/:token', () => {
  it('changes the sessions and sends an updated confirmation with the same UIDs and a higher SEQUENCE', async () => {
    const { id, body, token } = await register({ attendext: ['day11', 'day22'], name: 'Jane Doe' });
    const before = smtp.messages.length;
    const res = await server.request(api(token), {
      method: 'PATCH',
      json: { attendext: ['day22', LAST_PUBLIC_SESSION], title: 'Managing Partner' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      email: body.email,
      attendext: ['day22', LAST_PUBLIC_SESSION],
      title: 'Managing Partner',
      name: 'Jane Doe',
      mail: { state: expect.any(String) },
    });

    const update = await nextMailTo(body.email as string, before);
    expect(update.subject).toBe(`[Forum ${EDITION.year}] Your registration has been updated`);
    expect(update.text).toContain('Managing Partner');
    expect(manageLinkIn(update)?.token).toBe(token);
    const { 'invite.ics': invite, 'cancel.ics': dropped } = calendarsIn(update);
    expect(invite?.method).toBe('REQUEST');
    expect(invite?.events.map((event) => [event.uid, event.sequence])).toEqual([
      [`forum${EDITION.year}-registrant${id}-day22@localhost`, 1],
      [`forum${EDITION.year}-registrant${id}-${LAST_PUBLIC_SESSION}@localhost`, 1],
    ]);
    expect(dropped?.method).toBe('CANCEL');
    expect(dropped?.events.map((event) => [event.uid, event.sequence, event.status])).toEqual([
      [`forum${EDITION.year}-registrant${id}-day11@localhost`, 1, 'CANCELLED'],
    ]);

    const beforeSecond = smtp.messages.length;
    const again = await server.request(api(token), { method: 'PATCH', json: { attendext: ['day21'] } });
    expect(again.status).toBe(200);
    const second = await nextMailTo(body.email as string, beforeSecond);
    expect(calendarsIn(second)['invite.ics']?.events.map((event) => event.sequence)).toEqual([2]);
  });

  it('refuses another e-mail address (400 on email) and changes nothing', async () => {
    const { body, token } = await register({ company: 'Before Co' });
    const res = await server.request(api(token), {
      method: 'PATCH',
      json: { email: 'someone.else@example.com', company: 'After Co' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Please check the highlighted fields.',
        fields: { email: 'email_unchangeable' },
      },
    });
    expect(await (await server.request(api(token))).json()).toMatchObject({ email: body.email, company: 'Before Co' });
    // The same address in another case is not a change.
    expect(
      (await server.request(api(token), { method: 'PATCH', json: { email: (body.email as string).toUpperCase() } }))
        .status,
    ).toBe(200);
  });

  it('checks the change with the registration schema and its messages', async () => {
    const { token } = await register();
    const res = await server.request(api(token), {
      method: 'PATCH',
      json: { name: '  ', phone: 'call me', attendext: ['day99'] },
      headers: { 'Accept-Language': 'ko' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation',
        message: '입력 항목을 확인해 주세요.',
        fields: { name: 'required', phone: 'invalid_phone', attendext: 'invalid_session' },
      },
    });
    expect((await server.request(api(token), { method: 'PATCH', json: { consent: false } })).status).toBe(400);
    expect(
      (await server.request(api(token), { method: 'PATCH', body: 'name=x', headers: { 'Content-Type': 'text/plain' } }))
        .status,
    ).toBe(415);
  });

  it('saving what is already stored sends nothing', async () => {
    const { body, token } = await register();
    const before = smtp.messages.length;
    const res = await server.request(api(token), {
      method: 'PATCH',
      json: { company: body.company, attendext: body.attendext },
    });
    expect(res.status).toBe(200);
    await server.settled();
    expect(smtp.messages.slice(before).filter((message) => message.to.includes(body.email as string))).toEqual([]);
  });
});

describe('PATCH limits', () => {
  it('mails at most 20 changes an hour per registration: the 21st is 429 and mails nothing; an unchanged save still answers', async () => {
    const { id, body, token } = await register();
    const updates = async () =>
      Number(
        (
          (await server.db('mail_outbox').where({ registrant_id: id, kind: 'update' }).count({ n: '*' })) as [
            { n: number | string },
          ]
        )[0].n,
      );
    // Each from its own address: the registration's own count refuses, not an address's.
    for (let i = 1; i <= 20; i += 1)
      expect(
        (await server.request(api(token), { method: 'PATCH', json: { title: `Partner ${i}` }, headers: newClient() }))
          .status,
      ).toBe(200);
    expect(await updates()).toBe(20);
    const refused = await server.request(api(token), {
      method: 'PATCH',
      json: { title: 'Partner 21' },
      headers: { ...newClient(), 'Accept-Language': 'ko' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'too_many_requests',
        message: expect.stringMatching(/^요청이 너무 많습니다\. \d+분 후 다시 시도해 주세요\.$/),
      },
    });
    expect(await updates()).toBe(20);
    // Nothing changed: the title is the 20th.
    expect(((await (await server.request(api(token))).json()) as { title: string }).title).toBe('Partner 20');
    // Saving what is stored mails nothing, so it is not refused.
    expect(
      (await server.request(api(token), { method: 'PATCH', json: { company: body.company }, headers: newClient() }))
        .status,
    ).toBe(200);
  });
});

describe('DELETE /api/registration/:token', () => {
  it('cancels: 204, the personal data is deleted, a METHOD:CANCEL message follows, and the link is dead', async () => {
    const { id, body, token } = await register({
      attendext: ['day13', LAST_PUBLIC_SESSION],
      locale: 'ko',
      name: '김민준',
    });
    const before = smtp.messages.length;
    const res = await server.request(api(token), { method: 'DELETE' });
    expect(res.status).toBe(204);

    const cancellation = await nextMailTo(body.email as string, before);
    expect(cancellation.subject).toBe(`[포럼 ${EDITION.year}] 사전등록이 취소되었습니다`);
    expect(manageLinkIn(cancellation)).toBeNull();
    const calendar = calendarsIn(cancellation)['cancel.ics'];
    expect(calendar?.method).toBe('CANCEL');
    expect(calendar?.events.map((event) => [event.uid, event.sequence, event.status])).toEqual([
      [`forum${EDITION.year}-registrant${id}-day13@localhost`, 1, 'CANCELLED'],
      [`forum${EDITION.year}-registrant${id}-${LAST_PUBLIC_SESSION}@localhost`, 1, 'CANCELLED'],
    ]);

    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const after = await server.request(api(token), {
        method,
        ...(method === 'PATCH' ? { json: { name: 'x' } } : {}),
      });
      expect(after.status).toBe(404);
      expect(await after.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
    const list = (await (
      await server.request('/api/user/list', { headers: { Authorization: `Bearer ${adminToken}` } })
    ).json()) as { id: number }[];
    expect(list.find((row) => row.id === id)).toBeUndefined();
    // Nothing personal is left: not in the registrants, the links, nor the (delivered) outbox.
    await smtp.waitForMessages(before + 1);
    await server.settled();
    expect(await server.db('registrants').where('id', id).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await server.db('registration_links').where('registrant_id', id).count({ n: '*' })).toEqual([{ n: 0 }]);
    const outbox = (await server.db('mail_outbox').select('recipient', 'content', 'state')) as {
      recipient: string | null;
      content: string | null;
      state: string;
    }[];
    expect(
      outbox.filter(
        (row) => JSON.stringify(row).includes(body.email as string) || JSON.stringify(row).includes('김민준'),
      ),
    ).toEqual([]);
  });
});

describe('POST /api/registration/resend', () => {
  it('answers 202 the same way for a registered and an unknown address, and mails a new link only to the registered one', async () => {
    const { body, token } = await register();
    const before = smtp.messages.length;
    const known = await server.request('/api/registration/resend', {
      json: { email: ` ${(body.email as string).toUpperCase()} ` },
      headers: newClient(),
    });
    const unknown = await server.request('/api/registration/resend', {
      json: { email: 'nobody.registered@example.com' },
      headers: newClient(),
    });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    expect([...known.headers.keys()].filter((name) => name !== 'date')).toEqual(
      [...unknown.headers.keys()].filter((name) => name !== 'date'),
    );

    const mail = await nextMailTo(body.email as string, before);
    const link = manageLinkIn(mail)!;
    expect(link.token).not.toBe(token);
    expect((await server.request(api(link.token))).status).toBe(200);
    // The new link replaces the old one (lostLink.test.ts checks the message and the revocation).
    expect((await server.request(api(token))).status).toBe(404);
    await server.settled();
    expect(smtp.messages.some((message) => message.to.includes('nobody.registered@example.com'))).toBe(false);
  });

  it('limits requests per e-mail address, registered or not (429 with Retry-After)', async () => {
    for (const email of [(await register()).body.email as string, 'not.here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await server.request('/api/registration/resend', { json: { email }, headers: newClient() });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');
        }
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    }
  });

  it('a refused request mails nobody and says when to try again, in the caller’s language', async () => {
    const { id, body } = await register({ locale: 'ko' });
    const email = body.email as string;
    const links = async () =>
      Number(
        (
          (await server.db('mail_outbox').where({ registrant_id: id, kind: 'link' }).count({ n: '*' })) as [
            { n: number | string },
          ]
        )[0].n,
      );
    for (let i = 0; i < 3; i += 1)
      expect((await server.request('/api/registration/resend', { json: { email }, headers: newClient() })).status).toBe(
        202,
      );
    expect(await links()).toBe(3);
    const refused = await server.request('/api/registration/resend', {
      json: { email },
      headers: { ...newClient(), 'Accept-Language': 'ko' },
    });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const minutes = Math.ceil(wait / 60);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'too_many_requests',
        message: minutes >= 120 ? expect.any(String) : `요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
      },
    });
    // No fourth link: not in the outbox, not at the mail server.
    expect(await links()).toBe(3);
    const queued = async () =>
      Number(
        ((await server.db('mail_outbox').where({ state: 'queued' }).count({ n: '*' })) as [{ n: number | string }])[0]
          .n,
      );
    while ((await queued()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const delivered = smtp.messages.filter((message) => message.to.includes(email));
    expect(delivered).toHaveLength(4); // the confirmation and three links
  });

  it('limits requests per client address', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await server.request('/api/registration/resend', {
            json: { email: `someone${i}@example.com` },
            headers: client,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('answers 400 for something that is not an e-mail address', async () => {
    const res = await server.request('/api/registration/resend', { json: { email: 'nope' }, headers: newClient() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation', fields: { email: 'invalid_email' } } });
  });
});

describe('admin: POST /api/user/:id/resend-confirmation', () => {
  it('queues the confirmation again with a new link (202); 401 without a session; 404 for an unknown registrant', async () => {
    const { id, body } = await register();
    expect((await server.request(`/api/user/${id}/resend-confirmation`, { method: 'POST' })).status).toBe(401);
    const auth = { Authorization: `Bearer ${adminToken}` };
    expect(
      (await server.request('/api/user/999999/resend-confirmation', { method: 'POST', headers: auth })).status,
    ).toBe(404);
    expect((await server.request('/api/user/abc/resend-confirmation', { method: 'POST', headers: auth })).status).toBe(
      404,
    );

    const before = smtp.messages.length;
    const res = await server.request(`/api/user/${id}/resend-confirmation`, { method: 'POST', headers: auth });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ mail: { state: 'queued' } });
    const mail = await nextMailTo(body.email as string, before);
    expect(mail.subject).toBe(`[Forum ${EDITION.year}] Your registration is confirmed`);
    expect((await server.request(api(manageLinkIn(mail)!.token))).status).toBe(200);
  });

  it('an admin delete takes the registrant’s links and messages with it', async () => {
    const { id, token } = await register();
    const auth = { Authorization: `Bearer ${adminToken}` };
    expect((await server.request(`/api/user/${id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await server.request(api(token))).status).toBe(404);
    expect(await server.db('mail_outbox').where('registrant_id', id).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

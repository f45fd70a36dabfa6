/**
 * Meeting requests mail their receiver, so they are limited:
 * at most 10 waiting for an answer per person, a person receives at most 5 new requests an hour
 * (the leave, rejoin, request cycle that mailed one person 10 times in 2.8 s stops at 5), a sender
 * makes at most 20 an hour, a client address 60. Each refusal is `429 too_many_requests` with
 * Retry-After and words in the caller's language, and writes no mail; a repeated request answers
 * the open one and mails nobody. Mail is counted in the outbox and, at the end, at the SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  type TestForum,
  type TestSmtpServer,
  bearer,
  loginToken,
  manageLinkIn,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let server: TestForum;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // TRUST_PROXY: each test speaks from its own client address (X-Forwarded-For), so the
  // per-address limit is counted apart per test.
  server = await startTestForum({
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    config: { trustProxy: true },
  });
  const adminToken = await loginToken(server, server.admin);
  const slots = await server.request('/api/admin/meetings/slots', {
    method: 'PUT',
    headers: bearer(adminToken),
    json: { days: [{ day: 1, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 2 },
  });
  expect(slots.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let addresses = 0;
const newAddress = () => `203.0.113.${(addresses += 1)}`;

interface Person {
  id: number;
  email: string;
  token: string;
}

async function nextMailTo(address: string, after: number): Promise<ParsedMail> {
  for (let count = after + 1; ; count += 1) {
    const found = (await smtp.waitForMessages(count)).slice(after).find((message) => message.to.includes(address));
    if (found) return parseMail(found.raw);
  }
}

async function register(): Promise<Person> {
  const before = smtp.messages.length;
  const body = validRegistration();
  const res = await server.request('/api/user', { json: body, headers: { 'X-Forwarded-For': newAddress() } });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const email = body.email as string;
  return { id, email, token: manageLinkIn(await nextMailTo(email, before))!.token };
}

const meetingsOf = (token: string) => `/api/registration/${token}/meetings`;
const investorProfile = {
  role: 'investor',
  organisation: 'Han River Ventures',
  pitch: 'Seed to Series A',
  sectors: ['ai'],
  stages: ['seed'],
  ticketSize: { min: 1, max: 2, currency: 'KRW' },
  consent: true,
};
const companyProfile = {
  role: 'company',
  organisation: 'Gangnam Robotics',
  pitch: 'Warehouse robots',
  sectors: ['ai'],
  stages: ['seed'],
  consent: true,
};

async function join(person: Person, profile: Record<string, unknown>): Promise<number> {
  const res = await server.request(`${meetingsOf(person.token)}/profile`, { method: 'PUT', json: profile });
  expect(res.status).toBe(200);
  return ((await res.json()) as { profileId: number }).profileId;
}

async function leave(person: Person): Promise<void> {
  expect((await server.request(`${meetingsOf(person.token)}/profile`, { method: 'DELETE' })).status).toBe(204);
}

function ask(from: Person, profileId: number, address: string, headers: Record<string, string> = {}) {
  return server.request(`${meetingsOf(from.token)}/requests`, {
    method: 'POST',
    json: { profileId, note: 'Twenty minutes?' },
    headers: { 'X-Forwarded-For': address, ...headers },
  });
}

/** Request mails written for a person (the outbox keeps the row after delivery). */
async function requestMailsTo(person: Person): Promise<number> {
  const rows = (await server
    .db('mail_outbox')
    .where({ registrant_id: person.id, kind: 'meeting_request' })
    .count({ n: '*' })) as [{ n: number | string }];
  return Number(rows[0].n);
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('too_many_requests');
  return body.error.message;
}

describe('meeting request limits', () => {
  it('keeps at most 10 requests waiting per person: the 11th is 429 in the caller’s language and mails nobody', async () => {
    const address = newAddress();
    const company = await register();
    await join(company, companyProfile);
    const investors = await Promise.all(Array.from({ length: 11 }, () => register()));
    const profiles = await Promise.all(investors.map((investor) => join(investor, investorProfile)));

    const ids: number[] = [];
    for (const profileId of profiles.slice(0, 10)) {
      const res = await ask(company, profileId, address);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    // A repeat answers the open request: the same id, no new mail.
    const again = await ask(company, profiles[0]!, address);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(ids[0]);
    expect(await requestMailsTo(investors[0]!)).toBe(1);

    const english = await expectRefused(await ask(company, profiles[10]!, address));
    expect(english).toBe(
      'You have 10 meeting requests waiting for an answer. Please wait for replies before asking someone else.',
    );
    const korean = await expectRefused(await ask(company, profiles[10]!, address, { 'Accept-Language': 'ko' }));
    expect(korean).toBe('답변을 기다리는 미팅 요청이 10건 있습니다. 답변을 받은 뒤 다른 참가자에게 요청해 주세요.');
    expect(await requestMailsTo(investors[10]!)).toBe(0);

    // An answer frees a place.
    expect(
      (await server.request(`${meetingsOf(investors[1]!.token)}/requests/${ids[1]}/decline`, { method: 'POST' }))
        .status,
    ).toBe(200);
    expect((await ask(company, profiles[10]!, address)).status).toBe(201);
    expect(await requestMailsTo(investors[10]!)).toBe(1);
  });

  it('mails a person at most 5 new requests an hour: leave, rejoin and ask again stops at 5', async () => {
    const address = newAddress();
    const investor = await register();
    const investorId = await join(investor, investorProfile);
    const company = await register();

    const statuses: number[] = [];
    let refusal: Response | null = null;
    for (let round = 0; round < 6; round += 1) {
      await join(company, companyProfile);
      const res = await ask(company, investorId, address);
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
      await leave(company);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await expectRefused(refusal!)).toMatch(
      /^This participant has received many meeting requests in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    // Another sender is held back too: the limit is the receiver's.
    const other = await register();
    await join(other, companyProfile);
    const korean = await expectRefused(await ask(other, investorId, newAddress(), { 'Accept-Language': 'ko' }));
    expect(korean).toMatch(
      /^이 참가자에게 지난 1시간 동안 미팅 요청이 많이 도착했습니다\. \d+분 후 다시 시도해 주세요\.$/,
    );
    expect(await requestMailsTo(investor)).toBe(5);

    // And at the mail server: exactly 5 request mails reached the investor.
    while (
      Number(
        ((await server.db('mail_outbox').where({ state: 'queued' }).count({ n: '*' })) as [{ n: number | string }])[0]
          .n,
      ) > 0
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const received = await Promise.all(
      smtp.messages.filter((message) => message.to.includes(investor.email)).map((message) => parseMail(message.raw)),
    );
    expect(received.filter((mail) => /meeting request/.test(mail.subject ?? ''))).toHaveLength(5);
  });

  it('lets a sender make at most 20 new requests an hour, however often they leave and rejoin', async () => {
    const address = newAddress();
    const sender = await register();
    const investors = await Promise.all(Array.from({ length: 5 }, () => register()));
    const profiles = await Promise.all(investors.map((investor) => join(investor, investorProfile)));
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      await join(sender, companyProfile);
      for (const profileId of profiles) statuses.push((await ask(sender, profileId, address)).status);
      await leave(sender);
    }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 201));
    await join(sender, companyProfile);
    const message = await expectRefused(await ask(sender, profiles[0]!, address));
    expect(message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    const mails = await Promise.all(investors.map(requestMailsTo));
    expect(mails).toEqual([4, 4, 4, 4, 4]);
  });

  it('lets one client address make at most 60 new requests an hour, whoever sends them', async () => {
    const address = newAddress();
    const companies = await Promise.all(Array.from({ length: 4 }, () => register()));
    const investors = await Promise.all(Array.from({ length: 13 }, () => register()));
    const profiles = await Promise.all(investors.map((investor) => join(investor, investorProfile)));
    // Each request from a fresh profile (no open-request cap), spread so that no sender passes 20
    // and no receiver 5: only the address's count can refuse the 61st.
    const statuses: number[] = [];
    for (let k = 0; k < 61; k += 1) {
      const company = companies[k % companies.length]!;
      await join(company, companyProfile);
      statuses.push((await ask(company, profiles[k % profiles.length]!, address)).status);
      await leave(company);
    }
    expect(statuses.slice(0, 60)).toEqual(Array.from({ length: 60 }, () => 201));
    expect(statuses[60]).toBe(429);
    const last = investors[60 % investors.length]!;
    expect(await requestMailsTo(last)).toBe(4);
    // From another address the same request goes: the refusal was the address's alone.
    await join(companies[0]!, companyProfile);
    expect((await ask(companies[0]!, profiles[60 % profiles.length]!, newAddress())).status).toBe(201);
    expect(await requestMailsTo(last)).toBe(5);
  });
});

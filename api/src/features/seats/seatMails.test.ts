/**
 * Every mail about a place, over real SMTP and parsed back :
 * a confirmation for someone only on a waiting list says so in its subject and carries no .ics
 * and no promise of one; an offer that runs out is told in the person's language; rejoining the
 * line is told once (a repeat mails nobody, and the link's limit answers 429 with Retry-After);
 * a second claim of a seat already held mails nobody and raises no revision; the claim refusal
 * does not speak of a next person. SQLite, and MariaDB when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION, type RegistrationResult } from '@forum/shared';
import {
  type MailedForum,
  type TestForum,
  type TestSmtpServer,
  calendarsIn,
  manageLinkIn,
  parseMail,
  startMailedForum,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let forum: TestForum;
let now = new Date(`${EDITION.year}-03-01T00:00:00Z`);

let mailed: MailedForum;

beforeAll(async () => {
  mailed = await startMailedForum({ clock: () => now, capacities: { day12: 1 } });
  ({ smtp, forum } = mailed);
});

afterAll(async () => {
  await mailed?.close();
});

/** Does `action` and answers the one message that arrives for `email`. */
const nextMailTo = (email: string, action: () => Promise<unknown>) => mailed.nextMailTo(email, action);

/**
 * Every message the outbox ever held for a registrant (queued or sent: a delivered row loses its
 * recipient, not its registrant): nothing reaches SMTP without one.
 */
async function outboxOf(email: string): Promise<number> {
  const person = (await forum.db('registrants').where({ email }).first('id')) as { id: number };
  const [row] = (await forum.db('mail_outbox').where({ registrant_id: person.id }).count({ n: '*' })) as Array<{
    n: number | string;
  }>;
  return Number(row?.n ?? 0);
}

async function register(overrides: Record<string, unknown>) {
  const res = await forum.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as RegistrationResult;
}

function post(token: string, action: 'claim' | 'rejoin', session: string, locale: 'en' | 'ko' = 'en') {
  return forum.request(`/api/registration/${token}/${action}`, {
    method: 'POST',
    json: { session },
    headers: { 'Accept-Language': locale },
  });
}

describe('mails about places', () => {
  const holder = 'holder@example.com';
  const waiter = 'waiter@example.com';
  const korean = 'next.in.line@example.com';
  let holderToken = '';
  let waiterToken = '';
  let koreanToken = '';

  it('confirms a waiting-only registration as such: "on the waiting list" in the subject, no .ics, no promise of one', async () => {
    holderToken = manageLinkIn(
      await nextMailTo(holder, () => register({ email: holder, attendext: ['day12'] })),
    )!.token;

    const en = await nextMailTo(waiter, () => register({ email: waiter, attendext: ['day12'] }));
    expect(en.subject).toContain('on the waiting list');
    expect(en.subject).not.toContain('confirmed');
    expect(en.text).toContain('waiting list, number 1');
    expect(calendarsIn(en)).toEqual({});
    expect((en.attachments ?? []).map((file) => file.filename)).not.toContain('invite.ics');
    expect(en.text).not.toMatch(/invite\.ics|calendar file/);
    expect(en.html).not.toMatch(/invite\.ics|calendar file/);
    waiterToken = manageLinkIn(en)!.token;

    const ko = await nextMailTo(korean, () => register({ email: korean, attendext: ['day12'], locale: 'ko' }));
    expect(ko.subject).toContain('대기자 명단');
    expect(ko.text).toContain('대기자 명단, 2번');
    expect(calendarsIn(ko)).toEqual({});
    expect(ko.text).not.toMatch(/invite\.ics|캘린더 파일/);
    koreanToken = manageLinkIn(ko)!.token;
  });

  it('tells the person whose offer ran out, in their language, and the seat goes to the next in line', async () => {
    const offer = await nextMailTo(waiter, () =>
      forum.request(`/api/registration/${holderToken}`, { method: 'DELETE' }),
    );
    expect(offer.subject).toContain('A seat is free for you');

    now = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
    const before = smtp.messages.length;
    // Any reader lets the offer run out; the public figures are one.
    expect((await forum.request('/api/sessions')).status).toBe(200);
    const received = await smtp.waitForMessages(before + 2);
    const to = async (email: string) =>
      parseMail(received.slice(before).find((message) => message.to.includes(email))!.raw);
    const expired = await to(waiter);
    expect(expired.subject).toContain('Your seat offer');
    expect(expired.subject).toContain('has expired');
    expect(expired.text).toContain('join the waiting list again');
    expect(expired.text).toContain('end of the line');
    expect(manageLinkIn(expired)).not.toBeNull();
    expect(calendarsIn(expired)).toEqual({});
    const nextOffer = await to(korean);
    expect(nextOffer.subject).toContain('좌석이 생겼습니다');

    // Claiming the lapsed offer: 409, in words that do not claim a next person exists.
    for (const locale of ['en', 'ko'] as const) {
      const claim = await post(waiterToken, 'claim', 'day12', locale);
      expect(claim.status).toBe(409);
      const { error } = (await claim.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('offer_expired');
      expect(error.message).not.toMatch(/next person|다음 대기자/);
      expect(error.message).toMatch(locale === 'en' ? /waiting list again/ : /다시 등록/);
    }
  });

  it('rejoins at the end of the line with one mail; a repeat changes nothing and mails nobody; the link is limited', async () => {
    const mail = await nextMailTo(waiter, async () => {
      const res = await post(waiterToken, 'rejoin', 'day12');
      expect(res.status).toBe(200);
      // The seat is held by the Korean registrant's offer: first (and last) in line.
      expect(await res.json()).toEqual({ waiting: 1 });
    });
    expect(mail.subject).toContain('on the waiting list again');
    expect(mail.text).toContain('number 1');
    expect(calendarsIn(mail)).toEqual({});

    const mails = await outboxOf(waiter);
    const again = await post(waiterToken, 'rejoin', 'day12');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ waiting: 1 });
    expect(await outboxOf(waiter)).toBe(mails);

    // Not expired anywhere: nothing to rejoin.
    const none = await post(koreanToken, 'rejoin', 'day11', 'ko');
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('nothing_to_rejoin');

    // Five a link in ten minutes: then 429 with Retry-After, in the user's language, and still no mail.
    for (let i = 0; i < 3; i += 1) expect((await post(waiterToken, 'rejoin', 'day12')).status).toBe(200);
    const limited = await post(waiterToken, 'rejoin', 'day12', 'ko');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = (await limited.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toMatch(/[가-힣]/);
    expect(await outboxOf(waiter)).toBe(mails);
  });

  it('sends one update with the calendar on a claim, and nothing (no revision either) on a second claim', async () => {
    const update = await nextMailTo(korean, async () =>
      expect((await post(koreanToken, 'claim', 'day12')).status).toBe(200),
    );
    expect(calendarsIn(update)['invite.ics']!.events).toHaveLength(1);
    const revision = async () =>
      Number(
        ((await forum.db('registrants').where({ email: korean }).first('revision')) as { revision: number }).revision,
      );
    const [mails, before] = [await outboxOf(korean), await revision()];
    const smtpBefore = smtp.messages.length;
    const again = await post(koreanToken, 'claim', 'day12');
    expect(again.status).toBe(200);
    expect(await outboxOf(korean)).toBe(mails);
    expect(await revision()).toBe(before);
    await forum.settled();
    expect(smtp.messages.slice(smtpBefore).filter((message) => message.to.includes(korean))).toEqual([]);
  });
});

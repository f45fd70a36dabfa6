/**
 * The day-before reminder (injected clock, real SMTP server, mails parsed back): at 10:00 Korea time
 * the day before a forum day, everyone seated that day gets that day's sessions with rooms, the
 * venue and their QR code, in their language; nobody else. The Messages list shows each day's
 * reminder as a scheduled message, a manager can preview it, and a reminder turned off never goes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EDITION, type MessagePreview, type MessageSummary, type Registrant, type Wire } from '@forum/shared';
import {
  type TestForum,
  type TestSmtpServer,
  bearer,
  listAll,
  loginToken,
  logRows,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  validRegistration,
} from '../../testing';

const isMessage = (mail: { messageId: string | null }) => Boolean(mail.messageId?.startsWith('<message-'));
/** `time` (UTC) on the day `offset` days from the current edition's first day. */
const fromDayOne = (offset: number, time: string) =>
  new Date(Date.parse(`${EDITION.days[1]}T${time}Z`) + offset * 86_400_000);
/** 10:00 in Korea the day before `isoDate`, as an ISO instant (01:00 UTC). */
const dayBefore10 = (isoDate: string) => new Date(Date.parse(`${isoDate}T01:00:00Z`) - 86_400_000).toISOString();
let now = fromDayOne(-2, '00:00:00');
let forum: TestForum;
let smtp: TestSmtpServer;
let people: Wire<Registrant>[];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  forum = await startTestForum({
    clock: () => now,
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50, clock: () => now },
    messages: { pollIntervalMs: 100 },
  });
  const bodies = [
    { name: 'Day One', email: 'one@example.com', attendext: ['day11', 'day21'], locale: 'en' },
    { name: '첫째날', email: 'hana@example.com', attendext: ['day13'], locale: 'ko' },
    { name: 'Day Two', email: 'two@example.com', attendext: ['day22'], locale: 'en' },
  ];
  for (const body of bodies)
    expect((await forum.request('/api/user', { json: validRegistration(body) })).status).toBe(201);
  people = await listAll(forum, await loginToken(forum, forum.admin));
  await smtp.waitForMessages(3);
}, 60_000);

afterAll(async () => {
  await forum?.close();
  await smtp?.close();
});

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

it('reminds those seated on each day, the day before at 10:00 Korea time, and can be turned off', async () => {
  const token = await loginToken(forum, forum.admin);
  const list = (await (
    await forum.request('/api/admin/messages', { headers: bearer(token) })
  ).json()) as MessageSummary[];
  const reminders = list
    .filter((message) => message.kind === 'reminder')
    .sort((a, b) => a.reminderDay! - b.reminderDay!);
  expect(reminders.map((r) => [r.reminderDay, r.state, r.sendAt, r.recipients])).toEqual([
    [1, 'scheduled', dayBefore10(EDITION.days[1]), 2],
    [2, 'scheduled', dayBefore10(EDITION.days[2]), 2],
  ]);
  const [day1, day2] = reminders as [MessageSummary, MessageSummary];

  // The preview as the Korean registrant: her day's session and room, the venue, in Korean.
  const hana = people.find((p) => p.email === 'hana@example.com')!;
  const preview = (await (
    await forum.request(`/api/admin/messages/${day1.id}/preview?registrantId=${hana.id}`, { headers: bearer(token) })
  ).json()) as MessagePreview;
  expect(preview.locale).toBe('ko');
  expect(preview.text).toContain('바이오·헬스케어 세션');
  expect(preview.text).toContain('샘플호텔');

  // Day 2's reminder is turned off.
  expect(
    (await forum.request(`/api/admin/messages/${day2.id}`, { method: 'DELETE', headers: bearer(token) })).status,
  ).toBe(204);

  now = fromDayOne(-1, '00:59:00');
  await forum.messages!.runDue();
  await forum.settled();
  expect(smtp.messages.filter(isMessage)).toHaveLength(0);

  now = fromDayOne(-1, '01:00:00');
  await forum.messages!.runDue();
  // Paced at MAIL_RATE_PER_MINUTE (300: one every 200 ms of the injected clock).
  now = fromDayOne(-1, '01:01:00');
  await until(() => smtp.messages.filter(isMessage).length >= 2);
  await forum.settled();
  const mails = smtp.messages.filter(isMessage);
  expect(mails.flatMap((mail) => mail.to).sort()).toEqual(['hana@example.com', 'one@example.com']);

  for (const raw of mails) {
    const mail = await parseMail(raw.raw);
    const who = people.find((p) => p.email === raw.to[0])!;
    const text = mail.text ?? '';
    const code = who.checkinCode!;
    expect(text).toContain(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
    expect(mail.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength(1);
    // mailparser inlines the cid: image it resolved.
    expect(mail.html).toMatch(/<img src="(cid:|data:image\/png)/);
    if (who.locale === 'en') {
      expect(mail.subject).toBe(`See you tomorrow at ${EDITION.name.en}`);
      expect(text).toContain('Opening ceremony and keynote');
      expect(text).toContain('5F Park Ballroom');
      expect(text).toContain('Sample Hotel, Yeouido, Yeongdeungpo-gu, Seoul');
      // Only that day's sessions: not the day-2 session the person also chose.
      expect(text).not.toContain('Lifestyle session');
      expect(text).not.toContain('AI session');
    } else {
      expect(mail.subject).toMatch(/^내일 .+에서 뵙겠습니다$/);
      expect(text).toContain('바이오·헬스케어 세션');
      expect(text).toContain('서울 영등포구 여의도');
      expect(text).toContain('사전등록하셨기 때문에');
    }
  }
  // The reminder is an access-log entry of the system: message, the count, the filter.
  const entries = await logRows(forum.db, 'message');
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ account: 'system', registrant_count: 2 });
  expect(entries[0]!.detail).toMatchObject({ kind: 'reminder', reminderDay: 1, filter: { status: ['seated'] } });

  // The day-2 reminder was turned off: it never goes.
  now = fromDayOne(0, '02:00:00');
  await forum.messages!.runDue();
  await forum.settled();
  expect(smtp.messages.filter(isMessage)).toHaveLength(2);
}, 60_000);

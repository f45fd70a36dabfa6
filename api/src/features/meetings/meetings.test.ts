/**
 * The meetings over HTTP with real e-mails, as two strangers would use them from their manage links:
 * join (consent refused first), find each other, request, accept, both calendars, cancel, leave;
 * and the organisers' grid, move and cancel, with the access log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '@forum/shared';
import type { ParsedMail } from 'mailparser';
import {
  type TestForum,
  type TestSmtpServer,
  bearer,
  calendarsIn,
  loginToken,
  logRows,
  manageLinkIn,
  parseMail,
  runPurgeCli,
  startTestForum,
  TEST_ACCESS_LOG_KEY,
  startTestSmtpServer,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let server: TestForum;
let adminToken: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestForum({ smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 } });
  adminToken = await loginToken(server, server.admin);
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

async function nextMailTo(address: string, after: number, subject?: RegExp): Promise<ParsedMail> {
  for (let count = after + 1; ; count += 1) {
    const messages = await smtp.waitForMessages(count);
    for (const message of messages.slice(after)) {
      if (!message.to.includes(address)) continue;
      const parsed = await parseMail(message.raw);
      if (!subject || subject.test(parsed.subject ?? '')) return parsed;
    }
  }
}

async function register(overrides: Record<string, unknown> = {}) {
  const before = smtp.messages.length;
  const body = validRegistration(overrides);
  const res = await server.request('/api/user', { json: body });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const mail = await nextMailTo(body.email as string, before);
  return { id, email: body.email as string, token: manageLinkIn(mail)!.token };
}

const meetingsOf = (token: string) => `/api/registration/${token}/meetings`;

/** Two new registrants, an investor and a company, with one accepted meeting between them; `id` is the request's. */
async function bookOneMeeting() {
  const investor = await register();
  const company = await register();
  const investorId = await join(investor.token, investorProfile);
  await join(company.token, companyProfile());
  const { id } = (await (
    await server.request(`${meetingsOf(company.token)}/requests`, { method: 'POST', json: { profileId: investorId } })
  ).json()) as { id: number };
  const accepted = await server.request(`${meetingsOf(investor.token)}/requests/${id}/accept`, { method: 'POST' });
  expect(accepted.status).toBe(200);
  return { investor, company, id };
}

const investorProfile = {
  role: 'investor',
  organisation: 'Han River Ventures',
  pitch: 'Seed to Series A in AI and climate',
  sectors: ['ai', 'climate'],
  stages: ['seed', 'series_a'],
  ticketSize: { min: 100_000_000, max: 1_000_000_000, currency: 'KRW' },
  consent: true,
};
const companyProfile = (overrides: Record<string, unknown> = {}) => ({
  role: 'company',
  organisation: 'Gangnam Robotics',
  pitch: 'Warehouse robots that learn by watching',
  sectors: ['ai', 'mobility'],
  stages: ['seed'],
  consent: true,
  ...overrides,
});

async function join(token: string, profile: Record<string, unknown>) {
  const res = await server.request(`${meetingsOf(token)}/profile`, { method: 'PUT', json: profile });
  expect(res.status).toBe(200);
  return ((await res.json()) as { profileId: number }).profileId;
}

describe('one-to-one meetings through the manage link', () => {
  it('refuses a profile without its own consent, with the field code, in the caller’s language', async () => {
    const { token } = await register();
    for (const consent of [undefined, false, 'true']) {
      const res = await server.request(`${meetingsOf(token)}/profile`, {
        method: 'PUT',
        json: { ...investorProfile, consent },
        headers: { 'Accept-Language': 'ko' },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation');
      expect(body.error.fields).toEqual({ consent: 'consent_required' });
      expect(body.error.message).toBe('입력 항목을 확인해 주세요.');
    }
    expect(await (await server.request(meetingsOf(token))).json()).toEqual({
      profile: null,
      sent: [],
      received: [],
      meetings: [],
    });
  });

  it('refuses unknown sectors and stages, a ticket size on a company, and answers 404 for a wrong token', async () => {
    const { token } = await register();
    const res = await server.request(`${meetingsOf(token)}/profile`, {
      method: 'PUT',
      json: { ...investorProfile, sectors: ['ai', 'space'], stages: [], organisation: ' ' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      sectors: 'invalid_choice',
      stages: 'required',
      organisation: 'required',
    });
    const company = await server.request(`${meetingsOf(token)}/profile`, {
      method: 'PUT',
      json: companyProfile({ ticketSize: { min: 1, max: 2, currency: 'USD' } }),
    });
    expect(await company.json()).toMatchObject({ role: 'company', ticketSize: null });
    expect((await server.request(`${meetingsOf('A'.repeat(43))}/directory`)).status).toBe(404);
  });

  it('lets two strangers find each other, agree on a meeting and both get it in their calendars; either cancels', async () => {
    // The investor sits in day11 (09:30-11:30): the earliest slot free for both is 09:00.
    const investor = await register({ attendext: ['day11'], locale: 'ko', name: '김투자' });
    const company = await register({ attendext: ['day21'], biztype: 3, name: 'Jo Founder' });
    const unrelated = await register({ attendext: ['day21'], biztype: 3 });
    const investorId = await join(investor.token, investorProfile);
    await join(
      unrelated.token,
      companyProfile({ organisation: 'Busan Bakery', sectors: ['lifestyle'], stages: ['growth'] }),
    );
    const companyId = await join(company.token, companyProfile());

    // Without a profile: no directory.
    const outsider = await register();
    expect((await server.request(`${meetingsOf(outsider.token)}/directory`)).status).toBe(403);

    const directory = (await (await server.request(`${meetingsOf(investor.token)}/directory`)).json()) as Array<{
      profileId: number;
      role: string;
      suggested: boolean;
      organisation: string;
    }>;
    expect(directory.every((entry) => entry.role === 'company')).toBe(true);
    const mine = directory.filter(
      (entry) => [companyId].includes(entry.profileId) || entry.organisation === 'Busan Bakery',
    );
    expect(mine.map((entry) => [entry.organisation, entry.suggested])).toEqual([
      ['Gangnam Robotics', true],
      ['Busan Bakery', false],
    ]);
    expect(directory.findIndex((e) => e.profileId === companyId)).toBeLessThan(
      directory.findIndex((e) => e.organisation === 'Busan Bakery'),
    );
    expect(Object.keys(directory[0]!).sort()).toEqual(
      ['profileId', 'role', 'organisation', 'pitch', 'sectors', 'stages', 'ticketSize', 'suggested'].sort(),
    );

    // The company asks; the investor is told by e-mail in Korean, with a link to answer.
    let before = smtp.messages.length;
    const sent = await server.request(`${meetingsOf(company.token)}/requests`, {
      method: 'POST',
      json: { profileId: investorId, note: 'We would love 20 minutes.' },
    });
    expect(sent.status).toBe(201);
    const { id: requestId } = (await sent.json()) as { id: number };
    const requestMail = await nextMailTo(investor.email, before);
    expect(requestMail.subject).toMatch(/미팅 요청/);
    expect(requestMail.text).toContain('We would love 20 minutes.');
    expect(requestMail.text).toContain('Gangnam Robotics');
    const answerLink = manageLinkIn(requestMail)!;
    expect(answerLink.locale).toBe('ko');

    const received = (await (await server.request(meetingsOf(answerLink.token))).json()) as {
      received: Array<{ id: number; status: string; note: string }>;
    };
    expect(received.received).toMatchObject([{ id: requestId, status: 'pending', note: 'We would love 20 minutes.' }]);

    // The investor accepts through the link in the e-mail.
    before = smtp.messages.length;
    const accepted = await server.request(`${meetingsOf(answerLink.token)}/requests/${requestId}/accept`, {
      method: 'POST',
    });
    expect(accepted.status).toBe(200);
    const { meeting } = (await accepted.json()) as {
      meeting: { id: number; day: number; start: string; end: string; table: number };
    };
    expect(meeting).toMatchObject({ day: 1, start: '09:00', end: '09:30', table: 1 });

    // Accepting twice is harmless: the same meeting, no second e-mail.
    const again = await server.request(`${meetingsOf(investor.token)}/requests/${requestId}/accept`, {
      method: 'POST',
    });
    expect(((await again.json()) as { meeting: { id: number } }).meeting.id).toBe(meeting.id);

    const investorMail = await nextMailTo(investor.email, before, /확정/);
    const companyMail = await nextMailTo(company.email, before, /booked/);
    const investorEvent = calendarsIn(investorMail)['meeting.ics']!;
    const companyEvent = calendarsIn(companyMail)['meeting.ics']!;
    expect(investorEvent.method).toBe('REQUEST');
    expect(investorEvent.events).toHaveLength(1);
    expect(investorEvent.events[0]!.uid).toBe(companyEvent.events[0]!.uid);
    expect(investorEvent.events[0]!.uid).toMatch(new RegExp(`meeting${meeting.id}@`));
    expect(investorEvent.events[0]!.start.toISOString()).toBe(`${EDITION.days[1]}T00:00:00.000Z`);
    expect(investorEvent.events[0]!.end.toISOString()).toBe(`${EDITION.days[1]}T00:30:00.000Z`);
    expect(investorEvent.events[0]!.timezone).toBe('Asia/Seoul');
    expect(investorEvent.events[0]!.summary).toContain('Gangnam Robotics');
    expect(companyEvent.events[0]!.summary).toContain('Han River Ventures');
    expect(companyMail.text).toContain('Meeting table 1');

    const agenda = (await (await server.request(meetingsOf(company.token))).json()) as {
      meetings: unknown[];
      sent: Array<{ status: string }>;
    };
    expect(agenda.sent).toMatchObject([{ status: 'accepted' }]);
    expect(agenda.meetings).toEqual([
      {
        id: meeting.id,
        day: 1,
        start: '09:00',
        end: '09:30',
        table: 1,
        with: { profileId: investorId, role: 'investor', organisation: 'Han River Ventures' },
      },
    ]);

    // The organisers see it in the grid; the view is an access-log entry.
    const grid = await server.request('/api/admin/meetings', { headers: bearer(adminToken) });
    expect(grid.status).toBe(200);
    const gridBody = (await grid.json()) as { meetings: Array<{ id: number; investor: { name: string } }> };
    expect(gridBody.meetings.find((m) => m.id === meeting.id)).toMatchObject({
      investor: { name: '김투자', organisation: 'Han River Ventures' },
      company: { name: 'Jo Founder', organisation: 'Gangnam Robotics' },
    });
    expect((await logRows(server.db, 'list_view')).at(-1)?.detail).toEqual({ view: 'meetings' });

    // The company cancels: both get METHOD:CANCEL with a higher SEQUENCE; the slot frees.
    before = smtp.messages.length;
    const cancel = await server.request(`${meetingsOf(company.token)}/${meeting.id}`, { method: 'DELETE' });
    expect(cancel.status).toBe(204);
    for (const address of [investor.email, company.email]) {
      const mail = await nextMailTo(address, before);
      const calendar = calendarsIn(mail)['meeting-cancel.ics']!;
      expect(calendar.method).toBe('CANCEL');
      expect(calendar.events[0]).toMatchObject({ uid: investorEvent.events[0]!.uid, sequence: 1, status: 'CANCELLED' });
    }
    expect(
      ((await (await server.request(meetingsOf(investor.token))).json()) as { meetings: unknown[] }).meetings,
    ).toEqual([]);
    // Cancelling again: gone.
    expect((await server.request(`${meetingsOf(company.token)}/${meeting.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('books the next free slot and table, declines, and leaving cancels open meetings and removes the profile', async () => {
    const investor = await register({ attendext: ['day12'] });
    const first = await register({ attendext: ['day21'] });
    const second = await register({ attendext: ['day21'] });
    const investorId = await join(investor.token, investorProfile);
    const firstId = await join(first.token, companyProfile({ organisation: 'First Co' }));
    const secondId = await join(second.token, companyProfile({ organisation: 'Second Co' }));
    expect(firstId).not.toBe(secondId);

    const ask = async (from: string) => {
      const res = await server.request(`${meetingsOf(from)}/requests`, {
        method: 'POST',
        json: { profileId: investorId },
      });
      return ((await res.json()) as { id: number }).id;
    };
    const r1 = await ask(first.token);
    const r2 = await ask(second.token);

    const accept = async (id: number) =>
      (
        (await (
          await server.request(`${meetingsOf(investor.token)}/requests/${id}/accept`, { method: 'POST' })
        ).json()) as {
          meeting: { day: number; start: string; table: number };
        }
      ).meeting;
    const m1 = await accept(r1);
    const m2 = await accept(r2);
    // The investor is busy at m1's slot: the second meeting takes the next slot.
    expect(m2.start > m1.start).toBe(true);

    const declined = await server.request(`${meetingsOf(first.token)}/requests`, {
      method: 'POST',
      json: { profileId: investorId, note: 'again' },
    });
    // An open (accepted) request between them: the same request answers.
    expect(((await declined.json()) as { id: number }).id).toBe(r1);

    const before = smtp.messages.length;
    const leave = await server.request(`${meetingsOf(investor.token)}/profile`, { method: 'DELETE' });
    expect(leave.status).toBe(204);
    // The booking mails of m1 may still be on their way: wait for the cancellation itself.
    const told = await nextMailTo(first.email, before, /cancelled|취소/);
    expect(calendarsIn(told)['meeting-cancel.ics']?.method).toBe('CANCEL');
    expect(await (await server.request(meetingsOf(investor.token))).json()).toEqual({
      profile: null,
      sent: [],
      received: [],
      meetings: [],
    });
    expect(
      ((await (await server.request(meetingsOf(first.token))).json()) as { meetings: unknown[] }).meetings,
    ).toEqual([]);
    expect(await server.db('meeting_profiles').where({ id: investorId }).first()).toBeUndefined();
  });

  it('declines a request, which can then no longer be accepted', async () => {
    const investor = await register();
    const company = await register();
    const investorId = await join(investor.token, investorProfile);
    await join(company.token, companyProfile());
    const res = await server.request(`${meetingsOf(company.token)}/requests`, {
      method: 'POST',
      json: { profileId: investorId, note: '' },
    });
    const { id } = (await res.json()) as { id: number };
    // Only the receiver answers.
    expect(
      (await server.request(`${meetingsOf(company.token)}/requests/${id}/accept`, { method: 'POST' })).status,
    ).toBe(404);
    const decline = await server.request(`${meetingsOf(investor.token)}/requests/${id}/decline`, { method: 'POST' });
    expect(decline.status).toBe(200);
    const accept = await server.request(`${meetingsOf(investor.token)}/requests/${id}/accept`, { method: 'POST' });
    expect(accept.status).toBe(409);
    expect(((await accept.json()) as { error: { code: string } }).error.code).toBe('meeting_request_closed');
  });

  it('lets a manager move and cancel a meeting (both told, access-logged); purge-style deletion takes profiles and meetings', async () => {
    const investor = await register({ attendext: ['day21'] });
    const company = await register({ attendext: ['day21'] });
    const investorId = await join(investor.token, investorProfile);
    await join(company.token, companyProfile());
    const { id: requestId } = (await (
      await server.request(`${meetingsOf(company.token)}/requests`, { method: 'POST', json: { profileId: investorId } })
    ).json()) as { id: number };
    const beforeBooking = smtp.messages.length;
    const { meeting } = (await (
      await server.request(`${meetingsOf(investor.token)}/requests/${requestId}/accept`, { method: 'POST' })
    ).json()) as { meeting: { id: number } };
    // Both booking messages are in before the move, so the next ones are the move's.
    await nextMailTo(company.email, beforeBooking, /booked/);
    await nextMailTo(investor.email, beforeBooking, /booked/);

    const bad = await server.request(`/api/admin/meetings/${meeting.id}`, {
      method: 'PATCH',
      headers: bearer(adminToken),
      json: { day: 1, start: '09:10', table: 9 },
    });
    expect(bad.status).toBe(400);

    let before = smtp.messages.length;
    const moved = await server.request(`/api/admin/meetings/${meeting.id}`, {
      method: 'PATCH',
      headers: bearer(adminToken),
      json: { day: 1, start: '11:30', table: 2 },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: meeting.id, day: 1, start: '11:30', end: '12:00', table: 2 });
    const movedMail = await nextMailTo(company.email, before, /booked/);
    expect(calendarsIn(movedMail)['meeting.ics']?.events[0]).toMatchObject({ sequence: 1 });
    expect((await logRows(server.db, 'edit')).at(-1)).toMatchObject({ detail: { meeting: meeting.id } });

    const pdf = await server.request(`/api/admin/meetings/agenda/${investor.id}`, { headers: bearer(adminToken) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await logRows(server.db, 'list_view')).at(-1)).toMatchObject({
      registrant_ids: String(investor.id),
      detail: { view: 'meeting_agenda' },
    });

    before = smtp.messages.length;
    const cancelled = await server.request(`/api/admin/meetings/${meeting.id}`, {
      method: 'DELETE',
      headers: bearer(adminToken),
    });
    expect(cancelled.status).toBe(204);
    const cancelMail = await nextMailTo(investor.email, before, /cancelled/);
    expect(calendarsIn(cancelMail)['meeting-cancel.ics']?.events[0]).toMatchObject({ sequence: 2 });

    // Deleting the registrant (the purge and the admin's delete do the same) takes their profile.
    const deleted = await server.request(`/api/user/${company.id}`, { method: 'DELETE', headers: bearer(adminToken) });
    expect(deleted.status).toBe(204);
    expect(await server.db('meeting_profiles').where({ registrant_id: company.id }).first()).toBeUndefined();
  });

  it('keeps meetings out of the sessions a person is seated in, not those they only wait for', async () => {
    // day11 is 09:30-11:30 on day 1; the slots are 09:00-12:00 in 30 minutes.
    await register({ attendext: ['day11'] });
    const open = (await (await server.request('/api/sessions')).json()) as { code: string; seated: number }[];
    const seated = open.find((session) => session.code === 'day11')!.seated;
    const full = await server.request('/api/admin/sessions/day11', {
      method: 'PUT',
      headers: bearer(adminToken),
      json: { capacity: seated },
    });
    expect(full.status).toBe(200);
    const before = smtp.messages.length;
    const body = validRegistration({ attendext: ['day11'] });
    const res = await server.request('/api/user', { json: body });
    expect(((await res.json()) as { waiting: string[] }).waiting).toEqual(['day11']);
    const waiter = { token: manageLinkIn(await nextMailTo(body.email as string, before))!.token };
    const investorId = await join(waiter.token, investorProfile);
    const meetings: { start: string }[] = [];
    for (const organisation of ['Early Co', 'Later Co']) {
      const company = await register({ attendext: ['day21'] });
      await join(company.token, companyProfile({ organisation }));
      const asked = await server.request(`${meetingsOf(company.token)}/requests`, {
        method: 'POST',
        json: { profileId: investorId },
      });
      const { id } = (await asked.json()) as { id: number };
      const accepted = await server.request(`${meetingsOf(waiter.token)}/requests/${id}/accept`, { method: 'POST' });
      expect(accepted.status).toBe(200);
      meetings.push(((await accepted.json()) as { meeting: { start: string } }).meeting);
    }
    // Seated in day11, the second meeting could only take 11:30; waiting, it falls inside the session.
    expect(meetings[1]!.start >= '09:30' && meetings[1]!.start < '11:30').toBe(true);
    await server.request('/api/admin/sessions/day11', {
      method: 'PUT',
      headers: bearer(adminToken),
      json: { capacity: null },
    });
  });

  it('tells the other side when a registration with meetings is deleted (its owner’s cancel or a manager’s delete)', async () => {
    const investor = await register({ attendext: ['day21'] });
    const investorId = await join(investor.token, investorProfile);
    const companies = [];
    for (const organisation of ['Cancelling Co', 'Deleted Co']) {
      const company = await register({ attendext: ['day21'] });
      await join(company.token, companyProfile({ organisation }));
      const asked = await server.request(`${meetingsOf(company.token)}/requests`, {
        method: 'POST',
        json: { profileId: investorId },
      });
      const { id: requestId } = (await asked.json()) as { id: number };
      const accepted = await server.request(`${meetingsOf(investor.token)}/requests/${requestId}/accept`, {
        method: 'POST',
      });
      expect(accepted.status).toBe(200);
      companies.push(company);
    }
    const meetingsNow = async () =>
      ((await (await server.request(meetingsOf(investor.token))).json()) as { meetings: unknown[] }).meetings;
    expect(await meetingsNow()).toHaveLength(2);

    let before = smtp.messages.length;
    const cancelled = await server.request(`/api/registration/${companies[0]!.token}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(204);
    let told = await nextMailTo(investor.email, before, /was cancelled/);
    expect(calendarsIn(told)['meeting-cancel.ics']?.method).toBe('CANCEL');
    expect(told.text).toContain('Cancelling Co');
    expect(await meetingsNow()).toHaveLength(1);

    before = smtp.messages.length;
    const deleted = await server.request(`/api/user/${companies[1]!.id}`, {
      method: 'DELETE',
      headers: bearer(adminToken),
    });
    expect(deleted.status).toBe(204);
    told = await nextMailTo(investor.email, before, /was cancelled/);
    expect(calendarsIn(told)['meeting-cancel.ics']?.method).toBe('CANCEL');
    expect(told.text).toContain('Deleted Co');
    expect(await meetingsNow()).toEqual([]);
    expect(
      await server.db('meeting_profiles').whereIn(
        'registrant_id',
        companies.map((c) => c.id),
      ),
    ).toEqual([]);
  });

  it('refuses the organisers’ calls without a manager session', async () => {
    expect((await server.request('/api/admin/meetings')).status).toBe(401);
    const slots = await server.request('/api/admin/meetings/slots', {
      method: 'PUT',
      headers: bearer(adminToken),
      json: { days: [{ day: 3, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 2 },
    });
    expect(slots.status).toBe(400);
    expect(((await slots.json()) as { error: { fields: unknown } }).error.fields).toEqual({ days: 'invalid_choice' });
  });

  it('refuses new slots or tables that a booked meeting would not fit, and takes those that keep it on the grid', async () => {
    await bookOneMeeting();

    const put = (json: unknown) =>
      server.request('/api/admin/meetings/slots', { method: 'PUT', headers: bearer(adminToken), json });
    const day = { day: 1, start: '09:00', end: '12:00' };
    // 20-minute slots would cut across the booked 30-minute one, and a new booking could overlap it.
    for (const moved of [
      { days: [day], slotMinutes: 20, tables: 2 },
      { days: [{ ...day, start: '09:10' }], slotMinutes: 30, tables: 2 },
      { days: [{ day: 2, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 2 },
    ]) {
      const res = await put(moved);
      expect(res.status, JSON.stringify(moved)).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('meeting_slots_in_use');
    }
    expect(
      (
        (await (await server.request('/api/admin/meetings', { headers: bearer(adminToken) })).json()) as {
          slots: unknown;
        }
      ).slots,
    ).toEqual({ days: [day], slotMinutes: 30, tables: 2 });
    // A longer day and more tables keep every booked meeting where it is.
    expect((await put({ days: [{ ...day, end: '13:00' }], slotMinutes: 30, tables: 3 })).status).toBe(200);
    expect((await put({ days: [day], slotMinutes: 30, tables: 2 })).status).toBe(200);
  });

  it('is purged with the registrants: profiles, requests and meetings (run last: it empties the forum)', async () => {
    await bookOneMeeting();
    const out: string[] = [];
    const code = await runPurgeCli([], {
      db: server.db,
      accessLogKey: TEST_ACCESS_LOG_KEY,
      settings: { retentionUntil: '2025-09-30', accessLogRetentionDays: 730 },
      clock: () => new Date('2025-09-30T15:00:00.000Z'),
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/meetings: deleted [1-9]/);
    for (const table of ['meetings', 'meeting_requests', 'meeting_profiles']) {
      const [{ n }] = (await server.db(table).count({ n: '*' })) as [{ n: number | string }];
      expect(Number(n), table).toBe(0);
    }
  });
});

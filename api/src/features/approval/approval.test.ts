/**
 * Approval through HTTP, on SQLite (and MariaDB when TEST_DATABASE_URL is set): the policy, a
 * pending registration (no seat, the "under review" mail without QR or calendar), approval (seats
 * at that moment, a full session puts them in line, the full confirmation), decline (the reason in
 * the registrant's language), the skipped codes, the access log, the desk and the invitation-only
 * session. Mails over real SMTP, parsed back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import ExcelJS from 'exceljs';
import {
  type ApprovalResult,
  type Registrant,
  type RegistrationResult,
  EDITION,
  SESSIONS,
  fromWire,
} from '@forum/shared';
import { buildRegistrationWorkbook, registrationExportColumns } from '@forum/shared/spreadsheet';
import {
  type MailedForum,
  type TestForum,
  bearer,
  calendarsIn,
  listAll,
  logRows,
  loginToken,
  manageLinkIn,
  startMailedForum,
  validRegistration,
} from '../../testing';
import { DECISION_BATCH } from './service';

let forum: TestForum;
let auth: Record<string, string>;

let mailed: MailedForum;

beforeAll(async () => {
  mailed = await startMailedForum();
  ({ forum } = mailed);
  auth = bearer(await loginToken(forum, forum.admin));
});

afterAll(async () => {
  await mailed?.close();
});

/** Does `action` and answers the one message that arrives for `email`. */
const nextMailTo = (email: string, action: () => Promise<unknown>): Promise<ParsedMail> =>
  mailed.nextMailTo(email, action);

async function setPolicy(policy: unknown) {
  const res = await forum.request('/api/admin/approval', { method: 'PUT', json: policy, headers: auth });
  expect(res.status).toBe(200);
}

async function register(overrides: Record<string, unknown>): Promise<RegistrationResult> {
  const res = await forum.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as RegistrationResult;
}

async function decide(body: unknown) {
  const res = await forum.request('/api/admin/approvals', { json: body, headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as ApprovalResult;
}

const hasQrImage = (mail: ParsedMail) => mail.attachments.some((a) => a.contentType === 'image/png');

describe('the approval policy', () => {
  it('is off by default, and a manager sets it (all, or by business type)', async () => {
    const read = await forum.request('/api/admin/approval', { headers: auth });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ mode: 'off', biztypes: [] });

    await setPolicy({ mode: 'biztypes', biztypes: [3, 2, 3] });
    expect(await (await forum.request('/api/admin/approval', { headers: auth })).json()).toEqual({
      mode: 'biztypes',
      biztypes: [2, 3],
    });

    const bad = await forum.request('/api/admin/approval', { method: 'PUT', json: { mode: 'some' }, headers: auth });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: unknown } }).error.fields).toEqual({ mode: 'invalid_choice' });
    const badType = await forum.request('/api/admin/approval', {
      method: 'PUT',
      json: { mode: 'biztypes', biztypes: [9] },
      headers: auth,
    });
    expect(badType.status).toBe(400);
    expect((await forum.request('/api/admin/approval')).status).toBe(401);
  });

  it('under "biztypes" reviews those types only; others are approved at once', async () => {
    await setPolicy({ mode: 'biztypes', biztypes: [2] });
    const reviewed = await register({ biztype: 2, email: 'type2@example.com' });
    const direct = await register({ biztype: 1, email: 'type1@example.com' });
    expect(reviewed).toMatchObject({ status: 'pending', seated: [], waiting: [] });
    expect(direct).toMatchObject({ status: 'approved', seated: ['day11', 'day22'] });
    await setPolicy({ mode: 'off', biztypes: [] });
    expect(await register({ biztype: 2 })).toMatchObject({ status: 'approved' });
  });
});

describe('a registration under review', () => {
  it('holds no seat, gets the "under review" mail (no QR, no .ics), and the manage page shows the status', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const email = 'pending.en@example.com';
    let result: RegistrationResult | undefined;
    const mail = await nextMailTo(email, async () => (result = await register({ email })));
    expect(result).toMatchObject({ status: 'pending', seated: [], waiting: [] });
    expect(mail.subject).toContain('under review');
    expect(mail.text).toContain('under review');
    expect(Object.keys(calendarsIn(mail))).toEqual([]);
    expect(hasQrImage(mail)).toBe(false);
    const link = manageLinkIn(mail)!;
    const managed = await forum.request(`/api/registration/${link.token}`);
    expect(await managed.json()).toMatchObject({ id: result!.id, status: 'pending' });

    const sessions = (await (await forum.request('/api/admin/sessions', { headers: auth })).json()) as Array<{
      code: string;
      seated: number;
      waiting: number;
    }>;
    const seatedBefore = sessions.find((s) => s.code === 'day11')!.seated;

    // Approval: the seat is taken now, and the full confirmation comes with its calendar and QR code.
    let decision: ApprovalResult | undefined;
    const confirmation = await nextMailTo(
      email,
      async () => (decision = await decide({ ids: [result!.id], decision: 'approve' })),
    );
    expect(decision).toEqual({ approved: [result!.id], declined: [], skipped: [] });
    expect(Object.keys(calendarsIn(confirmation))).toContain('invite.ics');
    expect(hasQrImage(confirmation)).toBe(true);
    const after = (await (await forum.request('/api/admin/sessions', { headers: auth })).json()) as typeof sessions;
    expect(after.find((s) => s.code === 'day11')!.seated).toBe(seatedBefore + 1);

    const list = await listAll(forum, auth.Authorization!.slice(7));
    expect(list.find((r) => r.id === result!.id)).toMatchObject({ status: 'approved' });
    const logged = await logRows(forum.db, 'approve');
    expect(logged.at(-1)).toMatchObject({ registrant_ids: String(result!.id) });
  });

  it('in Korean: the "under review" mail, then a decline with the Korean reason', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const email = 'pending.ko@example.com';
    let result: RegistrationResult | undefined;
    const mail = await nextMailTo(email, async () => (result = await register({ email, locale: 'ko' })));
    expect(mail.subject).toContain('검토 중');
    expect(hasQrImage(mail)).toBe(false);
    expect(manageLinkIn(mail)?.locale).toBe('ko');

    const declined = await nextMailTo(email, () =>
      decide({
        ids: [result!.id],
        decision: 'decline',
        reason: { en: 'The hall is full.', ko: '행사장 수용 인원이 찼습니다.' },
      }),
    );
    expect(declined.subject).toContain('등록 안내');
    expect(declined.text).toContain('행사장 수용 인원이 찼습니다.');
    expect(declined.text).not.toContain('The hall is full.');
    expect(Object.keys(calendarsIn(declined))).toEqual([]);
    const logged = await logRows(forum.db, 'decline');
    expect(logged.at(-1)).toMatchObject({ registrant_ids: String(result!.id), detail: { reason: true } });
  });

  it('in English, a decline without a reason is short and says nothing of one', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const email = 'declined.en@example.com';
    let result: RegistrationResult = { id: 0, status: 'pending', seated: [], waiting: [] };
    await nextMailTo(email, async () => (result = await register({ email })));
    const declined = await nextMailTo(email, () =>
      decide({ ids: [result.id], decision: 'decline', reason: { ko: '한국어만' } }),
    );
    expect(declined.text).toContain('cannot accept your registration');
    expect(declined.text).not.toContain("organisers' note");
    expect(declined.text).not.toContain('한국어만');
  });

  it('skips what cannot change, with a code per id', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const pending = await register({});
    await setPolicy({ mode: 'off', biztypes: [] });
    const approved = await register({});
    expect(await decide({ ids: [pending.id], decision: 'decline' })).toEqual({
      approved: [],
      declined: [pending.id],
      skipped: [],
    });
    expect(await decide({ ids: [pending.id, approved.id, 999999], decision: 'decline' })).toEqual({
      approved: [],
      declined: [],
      skipped: [
        { id: pending.id, code: 'already_declined' },
        { id: approved.id, code: 'already_approved' },
        { id: 999999, code: 'not_found' },
      ],
    });
    // A declined person may still be approved later (the organisers changed their mind).
    expect(await decide({ ids: [pending.id], decision: 'approve' })).toMatchObject({ approved: [pending.id] });

    const bad = await forum.request('/api/admin/approvals', { json: { ids: [], decision: 'maybe' }, headers: auth });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      ids: 'required',
      decision: 'invalid_choice',
    });
  });

  it('takes a decision of up to 5,000 ids in one call (the screen sends a whole queue), and refuses more', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const pending = await register({});
    // Ids of seven digits: 5,000 of them (about 40 KB) are past the 16 KB every other call reads.
    const ids = [pending.id, ...Array.from({ length: 4_999 }, (_, i) => 9_000_000 + i)];
    expect(JSON.stringify({ ids, decision: 'approve' }).length).toBeGreaterThan(16 * 1024);
    const result = await decide({ ids, decision: 'approve' });
    expect(result.approved).toEqual([pending.id]);
    expect(result.skipped).toHaveLength(4_999);
    const tooMany = await forum.request('/api/admin/approvals', {
      json: { ids: [...ids, 9_999_999], decision: 'approve' },
      headers: auth,
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { fields: unknown } }).error.fields).toEqual({ ids: 'too_long' });
    await setPolicy({ mode: 'off', biztypes: [] });
  });

  it('approved into a full session, the person goes on its waiting list', async () => {
    await setPolicy({ mode: 'off', biztypes: [] });
    const cap = await forum.request('/api/admin/sessions/day13', {
      method: 'PUT',
      json: { capacity: 1 },
      headers: auth,
    });
    expect(cap.status).toBe(200);
    await setPolicy({ mode: 'all', biztypes: [] });
    const late = await register({ attendext: ['day13'] });
    await setPolicy({ mode: 'off', biztypes: [] });
    // Someone registered without review takes the last seat while the first waits for review.
    expect(await register({ attendext: ['day13'] })).toMatchObject({ seated: ['day13'] });
    expect(late).toMatchObject({ status: 'pending', seated: [], waiting: [] });

    await decide({ ids: [late.id], decision: 'approve' });
    const list = await listAll(forum, auth.Authorization!.slice(7));
    expect(list.find((r) => r.id === late.id)?.seats).toMatchObject({ day13: { status: 'waiting', number: 1 } });
  });
});

describe('a bulk approval', () => {
  it('runs in batches, each with its access-log entry; seats go in the order of the ids', async () => {
    await setPolicy({ mode: 'off', biztypes: [] });
    const cap = await forum.request('/api/admin/sessions/day21', {
      method: 'PUT',
      json: { capacity: 1 },
      headers: auth,
    });
    expect(cap.status).toBe(200);
    await setPolicy({ mode: 'all', biztypes: [] });
    const people: number[] = [];
    for (let i = 0; i < DECISION_BATCH * 2 + 5; i += 1)
      people.push((await register({ email: `bulk.${i}@example.com`, attendext: ['day21'] })).id);
    await setPolicy({ mode: 'off', biztypes: [] });
    // The last to register is approved first: the ids' order is the order of the seats.
    const order = [...people].reverse();
    const entriesBefore = (await logRows(forum.db, 'approve')).length;
    expect(await decide({ ids: order, decision: 'approve' })).toEqual({ approved: order, declined: [], skipped: [] });

    const entries = (await logRows(forum.db, 'approve')).slice(entriesBefore);
    expect(entries.map((entry) => entry.registrant_count)).toEqual([DECISION_BATCH, DECISION_BATCH, 5]);
    expect(entries.flatMap((entry) => entry.registrant_ids!.split(',').map(Number))).toEqual(order);
    const seats = new Map(
      (await listAll(forum, auth.Authorization!.slice(7))).map((registrant) => [
        registrant.id,
        registrant.seats?.day21,
      ]),
    );
    expect(order.map((id) => seats.get(id))).toEqual([
      { status: 'seated' },
      ...order.slice(1).map((_, i) => ({ status: 'waiting', number: i + 1 })),
    ]);
  }, 60_000);
});

describe('the desk and the invitation-only session', () => {
  it('refuses to check in a pending or declined person (409 not_approved), with the reason in words', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const pending = await register({});
    const declined = await register({});
    await decide({ ids: [declined.id], decision: 'decline' });
    const codes = new Map((await listAll(forum, auth.Authorization!.slice(7))).map((r) => [r.id, r.checkinCode]));

    for (const [id, words] of [
      [pending.id, 'under review'],
      [declined.id, 'declined'],
    ] as const) {
      const res = await forum.request('/api/checkin', {
        json: { code: codes.get(id), day: 1, desk: 'A' },
        headers: auth,
      });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('not_approved');
      expect(body.error.message).toContain(words);
    }
    // The desk's roster shows them without sessions (they hold no seat), and its counts leave them out.
    const roster = (await (await forum.request('/api/checkin/roster', { headers: auth })).json()) as {
      registrants: Array<Record<string, unknown>>;
    };
    const entries = roster.registrants.map((entry) => fromWire(entry) as unknown as { id: number; sessions: string[] });
    for (const id of [pending.id, declined.id])
      expect(entries.find((entry) => entry.id === id)).toMatchObject({ sessions: [] });
    const counted = async () =>
      (
        (await (await forum.request('/api/checkin/counts', { headers: auth })).json()) as {
          days: Array<{ registered: number }>;
        }
      ).days[0]!.registered;
    const approvedNow = (await listAll(forum, auth.Authorization!.slice(7))).filter(
      (r) => r.status === 'approved',
    ).length;
    expect(await counted()).toBe(approvedNow);

    const korean = await forum.request('/api/checkin', {
      json: { code: codes.get(pending.id), day: 1, desk: 'A' },
      headers: { ...auth, 'Accept-Language': 'ko' },
    });
    expect(((await korean.json()) as { error: { message: string } }).error.message).toContain('검토 중');

    await decide({ ids: [pending.id], decision: 'approve' });
    const ok = await forum.request('/api/checkin', {
      json: { code: codes.get(pending.id), day: 1, desk: 'A' },
      headers: auth,
    });
    expect(ok.status).toBe(200);

    // A walk-in is approved by the desk, whatever the policy.
    const walkIn = await forum.request('/api/user/onsite', {
      json: { ...validRegistration({ attendext: ['day21'] }), day: 1, desk: 'A' },
      headers: auth,
    });
    expect(walkIn.status).toBe(201);
    const walkInId = ((await walkIn.json()) as { id: number }).id;
    const listed = await listAll(forum, auth.Authorization!.slice(7));
    expect(listed.find((r) => r.id === walkInId)).toMatchObject({ status: 'approved' });
    await setPolicy({ mode: 'off', biztypes: [] });
  });

  it('refuses the reception without an invitation: 400 validation, field code invitation_only', async () => {
    const res = await forum.request('/api/user', { json: validRegistration({ attendext: ['day11', 'day14'] }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toEqual({ attendext: 'invitation_only' });
  });
});

describe('a pending registration changed before review', () => {
  it('takes no seat and sends no confirmation when changed; the reception stays for invitees only', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const email = 'pending.change@example.com';
    let result: RegistrationResult = { id: 0, status: 'pending', seated: [], waiting: [] };
    const mail = await nextMailTo(email, async () => (result = await register({ email, attendext: ['day11'] })));
    const link = manageLinkIn(mail)!;
    await setPolicy({ mode: 'off', biztypes: [] });

    const changed = await forum.request(`/api/registration/${link.token}`, {
      method: 'PATCH',
      json: { attendext: ['day11', 'day21'] },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ status: 'pending', attendext: ['day11', 'day21'], seats: {} });
    const places = await forum.db('session_places').where({ registrant_id: result.id }).count({ n: '*' }).first();
    expect(Number((places as { n: number }).n)).toBe(0);

    const reception = await forum.request(`/api/registration/${link.token}`, {
      method: 'PATCH',
      json: { attendext: ['day11', 'day14'] },
    });
    expect(reception.status).toBe(400);
    expect(((await reception.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      attendext: 'invitation_only',
    });

    // Approval seats the sessions as they stand now.
    await decide({ ids: [result.id], decision: 'approve' });
    const list = await listAll(forum, auth.Authorization!.slice(7));
    expect(Object.keys(list.find((r) => r.id === result.id)?.seats ?? {}).sort()).toEqual(['day11', 'day21']);
  });
});

describe('the export', () => {
  it('reads back with the status column and the reception as the seventh session column', async () => {
    await setPolicy({ mode: 'all', biztypes: [] });
    const pending = await register({ email: 'export.pending@example.com', attendext: ['day12'] });
    await setPolicy({ mode: 'off', biztypes: [] });
    const res = await forum.request('/api/user/export', {
      json: { reason: 'Approval check', ids: [pending.id] },
      headers: auth,
    });
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as Array<Record<string, unknown>>).map(
      (row) => fromWire(row) as unknown as Registrant,
    );
    const bytes = buildRegistrationWorkbook(rows, { locale: 'ko' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const row = (sheet.getRow(2).values as unknown[]).slice(1).map((value) => String(value ?? ''));
    // The edition's sessions in its order (2025: the seed's six keep their places and words, the
    // reception seventh), then the status; a pending person's chosen session says so, not 'attended'.
    const columns = registrationExportColumns('ko');
    const at = (id: string) => columns.findIndex((column) => column.id === id);
    expect(SESSIONS.map((session) => header[at(session.code)])).toEqual(
      SESSIONS.map((session) => columns[at(session.code)]!.header),
    );
    if (EDITION.year === 2025)
      expect(header.slice(7, 14)).toEqual([
        '9/22 ① 개막식',
        '9/22 ② AI',
        '9/22 ③ 바이오',
        '9/23 ① 라이프스타일',
        '9/23 ② AI (오라클)',
        '9/23 ③ 중동',
        '9/22 ④ 네트워킹 리셉션',
      ]);
    expect(header[at('status')]).toBe('상태');
    expect(row[at('status')]).toBe('검토 중');
    expect(SESSIONS.map((session) => row[at(session.code)])).toEqual(
      SESSIONS.map((session) => (session.code === 'day12' ? '검토 중' : '불참')),
    );
  });
});

describe('the message audience "approval"', () => {
  it('counts the registrants in the chosen statuses', async () => {
    const count = async (audience: unknown) => {
      const res = await forum.request('/api/admin/messages/audience', { json: { audience }, headers: auth });
      expect(res.status).toBe(200);
      return ((await res.json()) as { recipients: number }).recipients;
    };
    const list = await listAll(forum, auth.Authorization!.slice(7));
    const pending = list.filter((r) => r.status === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(await count({ approval: ['pending'] })).toBe(pending);
    expect(await count({ approval: ['pending', 'declined'] })).toBe(
      list.filter((r) => r.status === 'pending' || r.status === 'declined').length,
    );
    const bad = await forum.request('/api/admin/messages/audience', {
      json: { audience: { approval: ['maybe'] } },
      headers: auth,
    });
    expect(bad.status).toBe(400);
  });
});

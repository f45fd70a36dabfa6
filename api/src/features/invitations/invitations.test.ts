/**
 * Invitations through HTTP, on SQLite (and MariaDB when TEST_DATABASE_URL is set): import as CSV,
 * xlsx and multipart (a dry run first, all or nothing, re-import updates), sending the personal
 * links (read back in both languages, with the contact's source), the link's prefill and decline,
 * a registration through it (approved whatever the policy, the reception allowed), the same
 * invitation used twice at once by its invitee, the states, the access log and the retention purge.
 * (The link bound to its address, its answers once used, its limits and removal: invitationBinding.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { buildTableWorkbook } from '@forum/shared/spreadsheet';
import { EDITION, type ImportError, type InvitationRow, type RegistrationResult } from '@forum/shared';
import {
  type MailedForum,
  type TestForum,
  type TestSmtpServer,
  bearer,
  logRows,
  loginToken,
  parseMail,
  TEST_ACCESS_LOG_KEY,
  runPurgeCli,
  startMailedForum,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let forum: TestForum;
let auth: Record<string, string>;

let mailed: MailedForum;

beforeAll(async () => {
  mailed = await startMailedForum();
  ({ smtp, forum } = mailed);
  auth = bearer(await loginToken(forum, forum.admin));
});

afterAll(async () => {
  await mailed?.close();
});

async function mailsTo(emails: readonly string[], action: () => Promise<unknown>): Promise<Map<string, ParsedMail>> {
  const before = smtp.messages.length;
  await action();
  const found = new Map<string, ParsedMail>();
  for (let wanted = before + 1; found.size < emails.length; wanted += 1) {
    const received = (await smtp.waitForMessages(wanted)).slice(before);
    for (const message of received) {
      const to = emails.find((email) => message.to.includes(email));
      if (to && !found.has(to)) found.set(to, await parseMail(message.raw));
    }
  }
  return found;
}

function importCsv(csv: string, query = '', headers: Record<string, string> = {}) {
  return forum.request(`/api/admin/invitations/import${query}`, {
    body: csv,
    headers: { ...auth, 'Content-Type': 'text/csv; charset=utf-8', ...headers },
  });
}

async function invitations(): Promise<InvitationRow[]> {
  const res = await forum.request('/api/admin/invitations', { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as InvitationRow[];
}

const byEmail = async (email: string) => (await invitations()).find((row) => row.email === email)!;

async function sendTo(ids: number[]) {
  const res = await forum.request('/api/admin/invitations/send', { json: { ids }, headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as { sent: number[]; skipped: number[] };
}

const tokenIn = (mail: ParsedMail) => /\/(?:kor\/)?invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

const GOOD_CSV = [
  'e-mail,name,company,language,sessions,note,source',
  'kim.investor@example.com,김투자,샘플벤처스,ko,day11|day14,VIP,2024 포럼 참가자 명단',
  'lee.partner@example.com,Lee Partner,Sample Capital,en,,,"Business card, KVIC meetup 2025"',
].join('\n');

describe('importing an invitation list', () => {
  it('checks a dry run without storing, then imports, and a re-import updates', async () => {
    const dry = await importCsv(GOOD_CSV, '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toEqual({ created: 2, updated: 0, suppressed: 0, encoding: 'utf-8' });
    expect(await invitations()).toEqual([]);

    const real = await importCsv(GOOD_CSV);
    expect(await real.json()).toEqual({ created: 2, updated: 0, suppressed: 0, encoding: 'utf-8' });
    const rows = await invitations();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      email: 'kim.investor@example.com',
      name: '김투자',
      company: '샘플벤처스',
      locale: 'ko',
      state: 'not_sent',
      sentAt: null,
      registrationId: null,
    });

    const again = await importCsv(
      `\uFEFF${GOOD_CSV.replace('Lee Partner', 'Lee P. Partner')}\nnew.one@example.com,New One,,en,,,Referral`,
    );
    expect(await again.json()).toEqual({ created: 1, updated: 2, suppressed: 0, encoding: 'utf-8-bom' });
    expect((await byEmail('lee.partner@example.com')).name).toBe('Lee P. Partner');
    expect(await invitations()).toHaveLength(3);
    const logged = await logRows(forum.db, 'invitation_import');
    expect(logged.map((row) => row.detail)).toEqual([
      { format: 'csv', encoding: 'utf-8', rows: 2, created: 2, updated: 0, suppressed: 0 },
      { format: 'csv', encoding: 'utf-8-bom', rows: 3, created: 1, updated: 2, suppressed: 0 },
    ]);
  });

  it('refuses a file with any bad row (422, row and column, words in the organiser language) and stores nothing', async () => {
    const before = await invitations();
    const bad = [
      'email,name,language,sessions,source',
      'fine@example.com,Fine,en,,List A',
      'not-an-email,Someone,en,,List A',
      'other@example.com,,xx,day99,',
      'fine@example.com,Twice,en,,List A',
    ].join('\n');
    const res = await importCsv(bad, '', { 'Accept-Language': 'ko-KR,ko;q=0.9' });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: ImportError[] };
    expect(errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'email', code: 'invalid_email' },
      { row: 4, column: 'name', code: 'required' },
      { row: 4, column: 'source', code: 'required' },
      { row: 4, column: 'language', code: 'invalid_language' },
      { row: 4, column: 'sessions', code: 'invalid_session' },
      { row: 5, column: 'email', code: 'duplicate_email' },
    ]);
    expect(errors[0]!.message).toBe('올바른 이메일 주소가 아닙니다');
    expect(await invitations()).toEqual(before);

    const english = await importCsv('email,name\nx@example.com,X', '?dryRun=1');
    expect(english.status).toBe(422);
    expect(((await english.json()) as { errors: ImportError[] }).errors).toEqual([
      { row: 1, column: 'source', code: 'missing_column', message: 'The header row lacks this column' },
    ]);
  });

  it('reads an .xlsx as the body or as the multipart field "file"; other types are 415', async () => {
    // An organiser's sheet: Korean headers, a blank cell, written as Excel would (shared strings).
    const bytes = buildTableWorkbook(
      'Sheet1',
      ['이메일', '성명', '소속', '언어', '세션', '메모', '출처'],
      [['xlsx.one@example.com', '박엑셀', '샘플', 'ko', 'day21', '', '2025 명함']],
    );

    const asBody = await fetch(`${forum.url}/api/admin/invitations/import?dryRun=1`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: new Uint8Array(bytes),
    });
    expect(asBody.status).toBe(200);
    expect(await asBody.json()).toEqual({ created: 1, updated: 0, suppressed: 0, encoding: null });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'investors.xlsx');
    const multipart = await fetch(`${forum.url}/api/admin/invitations/import`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect(await multipart.json()).toEqual({ created: 1, updated: 0, suppressed: 0, encoding: null });
    expect(await byEmail('xlsx.one@example.com')).toMatchObject({ name: '박엑셀', locale: 'ko' });

    const json = await forum.request('/api/admin/invitations/import', { json: { rows: [] }, headers: auth });
    expect(json.status).toBe(415);
  });
});

describe('sending invitations and using the link', () => {
  it('mails each invitee in their language with the personal link and where the contact came from', async () => {
    const kim = await byEmail('kim.investor@example.com');
    const lee = await byEmail('lee.partner@example.com');
    const mails = await mailsTo([kim.email, lee.email], () => sendTo([kim.id, lee.id]));
    const ko = mails.get(kim.email)!;
    expect(ko.subject).toBe(`[포럼 ${EDITION.year}] 초청 안내`);
    expect(ko.text).toContain('연락처 수집 출처: 2024 포럼 참가자 명단');
    expect(ko.text).toMatch(/\/kor\/invite\/[A-Za-z0-9_-]{40,}/);
    expect(ko.text).toContain('네트워킹 리셉션');
    const en = mails.get(lee.email)!;
    expect(en.subject).toBe(`[Forum ${EDITION.year}] Your invitation`);
    expect(en.text).toContain('Where we got your contact: Business card, KVIC meetup 2025.');
    expect(en.text).toMatch(/localhost:\d+\/invite\/[A-Za-z0-9_-]{40,}/);
    expect(en.html).not.toContain('<a href="Business');

    expect(await byEmail(kim.email)).toMatchObject({ state: 'sent' });
    expect((await byEmail(kim.email)).sentAt).not.toBeNull();
    const logged = await logRows(forum.db, 'invitation_send');
    expect(logged.at(-1)).toMatchObject({ registrant_count: 2, detail: { invitations: [kim.id, lee.id] } });

    // The link fills the form; the first look marks it opened.
    const token = tokenIn(ko);
    const prefill = await forum.request(`/api/invitations/${token}`);
    expect(prefill.status).toBe(200);
    expect(await prefill.json()).toEqual({
      email: kim.email,
      name: '김투자',
      company: '샘플벤처스',
      locale: 'ko',
      sessions: ['day11', 'day14'],
    });
    expect(await byEmail(kim.email)).toMatchObject({ state: 'opened' });
    expect((await forum.request('/api/invitations/unknown-token')).status).toBe(404);
    expect((await forum.request('/api/invitations/unknown-token/decline', { method: 'POST' })).status).toBe(404);
  });

  it('registers through the link as approved whatever the policy, with the reception; once only, even at once', async () => {
    const policy = await forum.request('/api/admin/approval', {
      method: 'PUT',
      json: { mode: 'all', biztypes: [] },
      headers: auth,
    });
    expect(policy.status).toBe(200);
    const kim = await byEmail('kim.investor@example.com');
    const mails = await mailsTo([kim.email], () => sendTo([kim.id]));
    const token = tokenIn(mails.get(kim.email)!);

    // The same link sent twice at the same moment (two tabs, a double tap): one registration.
    const attempts = await Promise.all(
      [1, 2].map(() =>
        forum.request('/api/user', {
          json: validRegistration({
            email: kim.email,
            name: '김투자',
            attendext: ['day11', 'day14'],
            locale: 'ko',
            invitation: token,
          }),
        }),
      ),
    );
    const statuses = attempts.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    const created = attempts.find((res) => res.status === 201)!;
    const refused = attempts.find((res) => res.status === 409)!;
    const result = (await created.json()) as RegistrationResult;
    expect(result).toMatchObject({ status: 'approved', seated: ['day11', 'day14'], waiting: [] });
    expect(['invitation_used', 'already_registered']).toContain(
      ((await refused.json()) as { error: { code: string } }).error.code,
    );

    expect(await byEmail(kim.email)).toMatchObject({ state: 'registered', registrationId: result.id });
    const count = (await forum.db('registrants').count({ n: '*' }).where('name', '김투자').first()) as { n: number };
    expect(Number(count.n)).toBe(1);
    // Declining after registering is refused; an unknown invitation in the form is 404.
    expect((await forum.request(`/api/invitations/${token}/decline`, { method: 'POST' })).status).toBe(409);
    const unknown = await forum.request('/api/user', { json: validRegistration({ invitation: 'nope' }) });
    expect(unknown.status).toBe(404);
    await forum.request('/api/admin/approval', { method: 'PUT', json: { mode: 'off', biztypes: [] }, headers: auth });
  });

  it('lets the invitee decline from the link; the invitation is then not sent again', async () => {
    const lee = await byEmail('lee.partner@example.com');
    const mails = await mailsTo([lee.email], () => sendTo([lee.id]));
    const token = tokenIn(mails.get(lee.email)!);
    const res = await forum.request(`/api/invitations/${token}/decline`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await byEmail(lee.email)).toMatchObject({ state: 'declined' });
    expect(await sendTo([lee.id])).toEqual({ sent: [], skipped: [lee.id] });
  });

  it('sends by filter (those not yet sent), and the retention purge removes the list', async () => {
    const res = await forum.request('/api/admin/invitations/send', {
      json: { filter: { states: ['not_sent'] } },
      headers: auth,
    });
    expect(res.status).toBe(200);
    const { sent } = (await res.json()) as { sent: number[] };
    expect(sent.length).toBeGreaterThan(0);
    expect((await invitations()).filter((row) => row.state === 'not_sent')).toEqual([]);
    const bad = await forum.request('/api/admin/invitations/send', { json: { everyone: true }, headers: auth });
    expect(bad.status).toBe(400);

    const code = await runPurgeCli([], {
      db: forum.db,
      accessLogKey: TEST_ACCESS_LOG_KEY,
      settings: { retentionUntil: '2025-09-30', accessLogRetentionDays: 730 },
      clock: () => new Date('2025-10-01T00:00:00Z'),
      out: () => {},
      err: () => {},
    });
    expect(code).toBe(0);
    expect(await invitations()).toEqual([]);
  });
});

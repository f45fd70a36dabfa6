/**
 * What a registration under review or declined gets, read back through HTTP and real SMTP (issue
 * 36): the resend sends the mail of the status now (the "under review" receipt, the decline with
 * its reason in the registrant's language, the confirmation), each parsed back; the list's mail
 * state is the last mail of any kind (the decline's, once sent); badges print the approved only
 * (the others counted in X-Badges-Skipped) and the desk's badge refuses the others; meetings,
 * the desk's lookup and the manage page say why; audiences mean approved unless they name a
 * status. SQLite, and MariaDB when TEST_DATABASE_URL is set. (The model test compares every reader
 * after random steps: approvalModel.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { type ManagedRegistrant, type RegistrationResult, type Wire, fromWire } from '@forum/shared';
import {
  type MailedForum,
  type TestForum,
  bearer,
  calendarsIn,
  listAll,
  loginToken,
  manageLinkIn,
  startMailedForum,
  validRegistration,
} from '../../testing';

let mailed: MailedForum;
let forum: TestForum;
let auth: Record<string, string>;
let token: string;

const people: Record<'pending' | 'declined' | 'approved', { id: number; email: string; link: string }> = {
  pending: { id: 0, email: 'under.review@example.com', link: '' },
  declined: { id: 0, email: 'declined.ko@example.com', link: '' },
  approved: { id: 0, email: 'approved.later@example.com', link: '' },
};
const REASON = { en: 'The hall is full this year.', ko: '올해는 행사장 수용 인원이 찼습니다.' };

const hasQr = (mail: ParsedMail) => mail.attachments.some((a) => a.contentType === 'image/png');

beforeAll(async () => {
  mailed = await startMailedForum();
  forum = mailed.forum;
  token = await loginToken(forum, forum.admin);
  auth = bearer(token);
  await forum.request('/api/admin/approval', { method: 'PUT', json: { mode: 'all', biztypes: [] }, headers: auth });
  for (const [status, person] of Object.entries(people)) {
    const mail = await mailed.nextMailTo(person.email, async () => {
      const res = await forum.request('/api/user', {
        json: validRegistration({ email: person.email, locale: status === 'declined' ? 'ko' : 'en' }),
      });
      person.id = ((await res.json()) as RegistrationResult).id;
    });
    person.link = manageLinkIn(mail)!.token;
  }
  await mailed.nextMailTo(people.declined.email, () =>
    forum.request('/api/admin/approvals', {
      json: { ids: [people.declined.id], decision: 'decline', reason: REASON },
      headers: auth,
    }),
  );
  await mailed.nextMailTo(people.approved.email, () =>
    forum.request('/api/admin/approvals', { json: { ids: [people.approved.id], decision: 'approve' }, headers: auth }),
  );
});

afterAll(async () => {
  await mailed?.close();
});

async function resend(person: { id: number; email: string }): Promise<ParsedMail> {
  return mailed.nextMailTo(person.email, async () => {
    const res = await forum.request(`/api/user/${person.id}/resend-confirmation`, { method: 'POST', headers: auth });
    expect(res.status).toBe(202);
  });
}

describe('a resend sends the mail of the status now', () => {
  it('under review: the receipt, with a new manage link, no QR code and no calendar file', async () => {
    const mail = await resend(people.pending);
    expect(mail.subject).toContain('under review');
    expect(mail.text).toContain('under review by the organisers');
    expect(mail.text).not.toContain('We look forward');
    expect(hasQr(mail)).toBe(false);
    expect(Object.keys(calendarsIn(mail))).toEqual([]);
    const link = manageLinkIn(mail)!;
    expect((await forum.request(`/api/registration/${link.token}`)).status).toBe(200);
    // The new link replaces the earlier one.
    expect((await forum.request(`/api/registration/${people.pending.link}`)).status).toBe(404);
    people.pending.link = link.token;
  });

  it('declined: the decline again, with the reason in the registrant’s language, no code', async () => {
    const mail = await resend(people.declined);
    expect(mail.subject).toContain('등록 안내');
    expect(mail.text).toContain(REASON.ko);
    expect(mail.text).not.toContain(REASON.en);
    expect(mail.text).not.toMatch(/체크인 코드|check-in code/i);
    expect(hasQr(mail)).toBe(false);
    expect(Object.keys(calendarsIn(mail))).toEqual([]);
    people.declined.link = manageLinkIn(mail)!.token;
  });

  it('approved: the confirmation, with the QR code and the calendar file', async () => {
    const mail = await resend(people.approved);
    expect(mail.subject).toContain('is confirmed');
    expect(hasQr(mail)).toBe(true);
    expect(Object.keys(calendarsIn(mail))).toContain('invite.ics');
    people.approved.link = manageLinkIn(mail)!.token;
  });
});

describe('every reader says the same', () => {
  it('the list’s mail state is the last mail of any kind (the decline’s too)', async () => {
    const list = await listAll(forum, token);
    for (const person of Object.values(people))
      expect(list.find((row) => row.id === person.id)?.mail, person.email).toEqual({ state: 'sent' });
    const page = fromWire(
      (await (await forum.request(`/api/registration/${people.declined.link}`)).json()) as Wire<ManagedRegistrant>,
    );
    expect(page.mail).toMatchObject({ state: 'sent', kind: 'declined' });
    // The declined page carries the reason, never who decided; the list shows who and when.
    expect(page.declineReason).toEqual(REASON);
    expect('decision' in page).toBe(false);
    expect(list.find((row) => row.id === people.declined.id)?.decision).toMatchObject({
      decision: 'decline',
      reason: REASON,
      by: forum.admin.email,
    });
  });

  it('a declined registration is read-only through its link; one under review may change', async () => {
    const patch = (link: string) =>
      forum.request(`/api/registration/${link}`, {
        method: 'PATCH',
        json: { ...validRegistration({ title: 'Director' }), email: undefined },
      });
    const refused = await patch(people.declined.link);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_approved');
    const changed = await patch(people.pending.link);
    expect(changed.status).toBe(200);
    expect(fromWire((await changed.json()) as Wire<ManagedRegistrant>)).toMatchObject({
      title: 'Director',
      status: 'pending',
    });
  });

  it('badges: the batch prints the approved and counts the others in X-Badges-Skipped; the desk refuses them', async () => {
    const ids = Object.values(people).map((person) => person.id);
    const batch = await forum.request('/api/admin/badges', {
      json: { filter: { ids }, layout: 'a6', sort: 'name' },
      headers: auth,
    });
    expect(batch.status).toBe(200);
    expect(batch.headers.get('X-Badges-Skipped')).toBe('2');
    await batch.arrayBuffer();
    const logged = await forum.db('access_log').where({ action: 'badge' }).orderBy('id', 'desc').first();
    expect(logged.registrant_ids).toBe(String(people.approved.id));

    const nobody = await forum.request('/api/admin/badges', {
      json: { filter: { ids: [people.pending.id, people.declined.id] }, layout: 'a6', sort: 'name' },
      headers: auth,
    });
    expect(nobody.status).toBe(404);
    expect(((await nobody.json()) as { error: { message: string } }).error.message).toContain('approved');

    const list = await listAll(forum, token);
    for (const [status, person] of Object.entries(people)) {
      const code = list.find((row) => row.id === person.id)!.checkinCode;
      const desk = await forum.request(`/api/checkin/badge/${code}`, { headers: auth });
      expect(desk.status, status).toBe(status === 'approved' ? 200 : 409);
      if (status !== 'approved') {
        expect(((await desk.json()) as { error: { code: string } }).error.code).toBe('not_approved');
      } else await desk.arrayBuffer();
      // The desk's lookup carries the status, so the card shows it before anything is tapped.
      const lookup = await forum.request(`/api/checkin/registrant/${code}`, { headers: auth });
      expect(((await lookup.json()) as { status: string }).status).toBe(status);
    }
  });

  it('meetings: every call of a registration under review or declined is 409 not_approved', async () => {
    for (const person of [people.pending, people.declined]) {
      const base = `/api/registration/${person.link}/meetings`;
      for (const [path, method, json] of [
        ['', 'GET', undefined],
        ['/profile', 'PUT', { role: 'company' }],
        ['/profile', 'DELETE', undefined],
        ['/directory', 'GET', undefined],
        ['/requests', 'POST', { profileId: 1 }],
        ['/requests/1/accept', 'POST', undefined],
        ['/requests/1/decline', 'POST', undefined],
        ['/1', 'DELETE', undefined],
      ] as const) {
        const res = await forum.request(`${base}${path}`, { method, ...(json ? { json } : {}) });
        expect(res.status, `${method} ${path}`).toBe(409);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_approved');
      }
    }
    expect((await forum.request(`/api/registration/${people.approved.link}/meetings`)).status).toBe(200);
  });

  it('audiences: everyone means approved; a status named means that group; seat words refused for them', async () => {
    const count = async (audience: unknown) => {
      const res = await forum.request('/api/admin/messages/audience', { json: { audience }, headers: auth });
      return res.status === 200 ? ((await res.json()) as { recipients: number }).recipients : res.status;
    };
    const list = await listAll(forum, token);
    const approved = list.filter((row) => row.status === 'approved').length;
    expect(await count({})).toBe(approved);
    expect(await count({ approval: ['declined'] })).toBe(1);
    expect(await count({ approval: ['pending', 'declined'] })).toBe(2);
    expect(await count({ approval: ['declined'], status: ['seated'] })).toBe(400);
    const message = await forum.request('/api/admin/messages', {
      json: {
        audience: { approval: ['declined'] },
        subject: { en: 'About your registration', ko: '등록 안내' },
        body: { en: 'Dear {name}, your code {checkinCode}', ko: '{name} 님, 세션: {sessions}' },
      },
      headers: auth,
    });
    expect(message.status).toBe(400);
    expect(((await message.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      'body.en': 'not_for_status',
      'body.ko': 'not_for_status',
    });
  });
});

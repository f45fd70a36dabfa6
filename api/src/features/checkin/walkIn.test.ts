/**
 * Walk-ins (`POST /api/user/onsite`) through HTTP: the site's form and rules, on site and checked
 * in at once, the confirmation queued as for the site's registrations, also outside the
 * registration window, and the access-log entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnsiteRegistrationResult } from '@forum/shared';
import {
  type TestServer,
  createTestAdmin,
  loginToken,
  validRegistration,
  bearer,
  listAll,
  logRows,
  type TestForum,
  startTestForum,
} from '../../testing';

let open: TestForum;
let closed: TestServer;
let token: string;
let staffToken: string;

beforeAll(async () => {
  open = await startTestForum();
  // The day of the forum: pre-registration closed a week ago.
  closed = await open.startServer({
    config: { registrationClosesAt: new Date(open.now().getTime() - 7 * 24 * 3600_000) },
  });
  token = await loginToken(open, open.admin);
  staffToken = await loginToken(
    closed,
    await createTestAdmin(open.db, 'door@forum.test', 'door staff password', undefined, { role: 'staff' }),
  );
});

afterAll(async () => {
  await open.close();
});

function walkIn(server: TestServer, body: unknown, auth = staffToken, headers: Record<string, string> = {}) {
  return server.request('/api/user/onsite', { json: body, headers: { ...bearer(auth), ...headers } });
}

describe('POST /api/user/onsite', () => {
  it('registers a visitor on site and checks them in at once, even with pre-registration closed (where POST /api/user is 403)', async () => {
    const form = validRegistration({ email: 'walk.in@example.com', locale: 'ko', attendext: ['day21'] });
    const site = await closed.request('/api/user', { json: form });
    expect(site.status).toBe(403);
    expect(((await site.json()) as { error: { code: string } }).error.code).toBe('registration_closed');

    const res = await walkIn(closed, { ...form, day: 2, desk: ' Lobby ' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as OnsiteRegistrationResult;
    expect(body.id).toBeGreaterThan(0);
    expect(body.checkin).toMatchObject({
      first: true,
      desk: 'Lobby',
      registrant: { id: body.id, name: form.name, onsite: true, attendext: ['day21'] },
    });
    expect(body.checkin.registrant.checkins).toEqual([
      { day: 2, desk: 'Lobby', checkedInAt: body.checkin.checkedInAt },
    ]);

    const listed = (await listAll(open, token)).find((r) => r.id === body.id)!;
    expect(listed).toMatchObject({
      email: 'walk.in@example.com',
      onsite: true,
      checkinCode: body.checkin.registrant.checkinCode,
      locale: 'ko',
    });
    expect(listed.checkins).toEqual(body.checkin.registrant.checkins);
    // The confirmation (with the QR of this code) waits in the outbox like a site registration's.
    expect(listed.mail).toEqual({ state: 'queued' });
    const mail = await open.db('mail_outbox').where({ registrant_id: body.id }).select('kind', 'locale', 'recipient');
    expect(mail).toEqual([{ kind: 'confirmation', locale: 'ko', recipient: 'walk.in@example.com' }]);

    // The export's rows carry the same.
    const exported = await open.request('/api/user/export', {
      json: { reason: 'door list', ids: [body.id] },
      headers: bearer(token),
    });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as Array<Record<string, unknown>>)[0]).toMatchObject({
      onsite: true,
      checkinCode: listed.checkinCode,
      checkins: listed.checkins,
    });

    const entry = (await logRows(open.db, 'checkin')).at(-1);
    expect(entry).toEqual({
      account: 'door@forum.test',
      registrant_ids: String(body.id),
      registrant_count: 1,
      detail: { day: 2, desk: 'Lobby', first: true, walkIn: true },
    });

    const counts = (await (await closed.request('/api/checkin/counts', { headers: bearer(staffToken) })).json()) as {
      onsite: number;
    };
    expect(counts.onsite).toBe(1);
  });

  it('works inside the window too, for managers as for staff', async () => {
    const res = await walkIn(open, { ...validRegistration(), day: 1, desk: 'Desk 1' }, token);
    expect(res.status).toBe(201);
  });

  it('answers 400 with the form’s field codes and the day’s and desk’s, together', async () => {
    const res = await walkIn(
      closed,
      { ...validRegistration(), company: '', email: 'nope', consent: false, day: 5, desk: '' },
      staffToken,
      { 'Accept-Language': 'ko' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation',
        message: '입력 항목을 확인해 주세요.',
        fields: {
          company: 'required',
          email: 'invalid_email',
          consent: 'consent_required',
          day: 'invalid_choice',
          desk: 'required',
        },
      },
    });
    const missingPlace = await walkIn(closed, validRegistration());
    expect(((await missingPlace.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      day: 'required',
      desk: 'required',
    });
    // Consent is the visitor's own tick on the screen: never implied.
    const noConsent = validRegistration({ day: 1, desk: 'Desk 1' });
    delete noConsent.consent;
    expect(((await (await walkIn(closed, noConsent)).json()) as { error: { fields: unknown } }).error.fields).toEqual({
      consent: 'consent_required',
    });
  });

  it('answers 409 already_registered for an e-mail registered before, in any case, and checks nobody in', async () => {
    const email = 'Pre.Registered@Example.com';
    expect((await open.request('/api/user', { json: validRegistration({ email }) })).status).toBe(201);
    const before = (await logRows(open.db, 'checkin')).length;
    const res = await walkIn(closed, {
      ...validRegistration({ email: '  pre.registered@example.COM ' }),
      day: 1,
      desk: 'Desk 1',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'already_registered', message: 'This e-mail address is already registered.' },
    });
    expect((await logRows(open.db, 'checkin')).length).toBe(before);
    const stored = (await listAll(open, token)).filter((r) => r.email.toLowerCase() === email.toLowerCase());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ onsite: false, checkins: [] });
  });

  it('never answers 500 to hostile bodies', async () => {
    for (const body of [
      [],
      {},
      { ...validRegistration(), day: { $ne: 1 }, desk: ['x'] },
      { ...validRegistration(), attendext: { a: 1 }, day: 1, desk: 'x' },
    ]) {
      const res = await walkIn(closed, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const text = await closed.request('/api/user/onsite', {
      body: 'company=x',
      headers: { ...bearer(staffToken), 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_CODE_PATTERN } from '@forum/shared';
import { loginToken, validRegistration, type TestForum, startTestForum, LAST_PUBLIC_SESSION } from '../../testing';

let server: TestForum;
let token: string;

beforeAll(async () => {
  server = await startTestForum();
  token = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
});

async function listRegistrants() {
  const res = await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}

describe('POST /api/user', () => {
  it('registers a visitor and answers 201 with the new id', async () => {
    const res = await server.request('/api/user', { json: validRegistration({ email: 'first@example.com' }) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    expect(body.id).toBeGreaterThan(0);
    const listed = (await listRegistrants()).find((r) => r.id === body.id);
    expect(listed).toMatchObject({ email: 'first@example.com', attendext: ['day11', 'day22'], biztype: 1 });
  });

  it('keeps Korean text exactly as typed, trimmed', async () => {
    const korean = {
      company: ' 서울투자진흥재단 ',
      name: '김민준',
      title: '수석 심사역',
      about: 'other',
      aboutOther: ' 지인 추천 (뉴스레터) 🙂 ',
      locale: 'ko',
      email: '민준@example.com'.replace('민준', 'minjun.kim'),
    };
    const res = await server.request('/api/user', { json: validRegistration(korean) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const listed = (await listRegistrants()).find((r) => r.id === id);
    expect(listed).toMatchObject({
      company: '서울투자진흥재단',
      name: '김민준',
      title: '수석 심사역',
      about: 'other',
      aboutOther: '지인 추천 (뉴스레터) 🙂',
      locale: 'ko',
    });
  });

  it('stores a phone number with dots and an e-mail address with a Korean domain as typed', async () => {
    const res = await server.request('/api/user', {
      json: validRegistration({ email: 'user@한국.kr', phone: '010.1234.5678' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await listRegistrants()).find((r) => r.id === id)).toMatchObject({
      email: 'user@한국.kr',
      phone: '010.1234.5678',
    });
    // The same address in another case is the same person.
    const again = await server.request('/api/user', { json: validRegistration({ email: 'USER@한국.KR' }) });
    expect(again.status).toBe(409);
  });

  it('accepts the legacy pipe string for attendext and a numeric string business type', async () => {
    const res = await server.request('/api/user', {
      json: validRegistration({
        email: 'legacy@example.com',
        attendext: `${LAST_PUBLIC_SESSION}|day12|`,
        biztype: '4',
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await listRegistrants()).find((r) => r.id === id)).toMatchObject({
      attendext: ['day12', LAST_PUBLIC_SESSION],
      biztype: 4,
    });
  });

  it('refuses a second registration with the same e-mail in another case and with spaces (409)', async () => {
    expect(
      (await server.request('/api/user', { json: validRegistration({ email: 'Dup.Person@Example.com' }) })).status,
    ).toBe(201);
    for (const email of ['dup.person@example.com', '  DUP.PERSON@EXAMPLE.COM  ']) {
      const res = await server.request('/api/user', { json: validRegistration({ email }) });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: 'already_registered', message: 'This e-mail address is already registered.' },
      });
    }
  });

  it('answers 400 with a code per failing field, in the language the client asks for', async () => {
    const res = await server.request('/api/user', {
      json: { ...validRegistration(), company: '', email: 'nope', attendext: [], consent: false },
      headers: { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation',
        message: '입력 항목을 확인해 주세요.',
        fields: {
          company: 'required',
          email: 'invalid_email',
          attendext: 'session_required',
          consent: 'consent_required',
        },
      },
    });
  });

  it('rejects unknown session codes and over-long fields', async () => {
    const res = await server.request('/api/user', {
      json: validRegistration({ attendext: ['day11', 'day31'], name: 'n'.repeat(61) }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      attendext: 'invalid_session',
      name: 'too_long',
    });
  });

  it('answers 415 for anything but JSON', async () => {
    const res = await server.request('/api/user', {
      body: 'company=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over 16 KB', async () => {
    const res = await server.request('/api/user', { json: validRegistration({ about: 'x'.repeat(17 * 1024) }) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('answers 400 for malformed JSON, and for JSON that is not an object', async () => {
    const broken = await server.request('/api/user', {
      body: '{"company":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const scalar = await server.request('/api/user', {
      body: '"hello"',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(scalar.status).toBe(400);
    const array = await server.request('/api/user', { json: [1, 2] });
    expect(array.status).toBe(400);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const before = (await listRegistrants()).length;
    const res = await server.request('/api/user', {
      json: validRegistration({ fax_extension: 'http://spam.example' }),
    });
    expect(res.status).toBe(201);
    expect((await listRegistrants()).length).toBe(before);
  });
});

describe('registration window', () => {
  it('answers 403 registration_closed before it opens and after it closes', async () => {
    const now = server.now().getTime();
    for (const window of [
      { registrationOpensAt: new Date(now + 60_000), registrationClosesAt: null },
      { registrationOpensAt: null, registrationClosesAt: new Date(now - 60_000) },
    ]) {
      const closed = await server.startServer({ config: window });
      try {
        const res = await closed.request('/api/user', { json: validRegistration() });
        expect(res.status).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('registration_closed');
        const info = (await (await closed.request('/api/site-info')).json()) as { registration: { open: boolean } };
        expect(info.registration.open).toBe(false);
      } finally {
        await closed.close();
      }
    }
  });

  it('is open between the two dates', async () => {
    const now = server.now().getTime();
    const open = await server.startServer({
      config: { registrationOpensAt: new Date(now - 60_000), registrationClosesAt: new Date(now + 60_000) },
    });
    try {
      expect((await open.request('/api/user', { json: validRegistration() })).status).toBe(201);
    } finally {
      await open.close();
    }
  });
});

describe('registration rate limit', () => {
  it('answers 429 with Retry-After past REGISTRATION_RATE_LIMIT per client address', async () => {
    const limited = await server.startServer({ config: { registrationRateLimit: 2 } });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await limited.request('/api/user', { json: validRegistration() })).status).toBe(201);
      }
      const res = await limited.request('/api/user', { json: validRegistration() });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');
      const retryAfter = Number(res.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/user/list', () => {
  it('refuses a request without a valid token', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer not-a-real-token-at-all' },
      { Authorization: `Basic ${token}` },
    ] as Array<Record<string, string>>) {
      const res = await server.request('/api/user/list', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer');
    }
  });

  it('lists every registrant in registration order with ISO UTC dates, the mail state and no internal columns', async () => {
    const rows = await listRegistrants();
    expect(rows.length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => r.checkinCode)).size).toBe(rows.length);
    const ids = rows.map((r) => r.id as number);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          ...[
            'about',
            'aboutOther',
            'attend',
            'attendext',
            'biztype',
            'company',
            'createdAt',
            'edition',
            'email',
            'id',
            'locale',
            'mail',
            'name',
            'phone',
            'title',
          ],
          ...['checkinCode', 'onsite', 'checkins'],
          // Capacity and the waiting list: the place in each chosen session.
          'seats',
          // Approval: approved, pending or declined.
          'status',
        ].sort(),
      );
      // The list also carries the registrant's latest e-mail (no sender runs here, so it waits).
      expect(row.mail).toEqual({ state: 'queued' });
      // Event day: each has its own code, none has checked in or walked in.
      expect(row.checkinCode).toMatch(CHECKIN_CODE_PATTERN);
      expect(row).toMatchObject({ onsite: false, checkins: [] });
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Math.abs(Date.parse(row.createdAt as string) - server.now().getTime())).toBeLessThan(5 * 60_000);
    }
  });
});

describe('DELETE /api/user/:id', () => {
  it('removes a registrant (204), then 404; 401 without a token; 404 for a non-numeric id', async () => {
    const { id } = (await (await server.request('/api/user', { json: validRegistration() })).json()) as { id: number };
    const auth = { Authorization: `Bearer ${token}` };
    expect((await server.request(`/api/user/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await server.request(`/api/user/${id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await listRegistrants()).some((r) => r.id === id)).toBe(false);
    expect((await server.request(`/api/user/${id}`, { method: 'DELETE', headers: auth })).status).toBe(404);
    expect((await server.request('/api/user/abc', { method: 'DELETE', headers: auth })).status).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRetryAfter, postRegistration } from './registrationClient';

const BODY = {
  company: 'Acme',
  name: 'Kim',
  title: 'CEO',
  email: 'kim@example.com',
  phone: '010-1234-5678',
  businessType: 1,
  attend: '',
  sessions: ['day11'],
  about: 'colleague',
  aboutOther: '',
  consent: true as const,
  locale: 'en' as const,
};
/** BODY as it travels: the seed's names. */
const { businessType: _type, sessions: _sessions, ...rest } = BODY;
const WIRE_BODY = { ...rest, biztype: 1, attendext: ['day11'] };

function stubFetch(implementation: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('postRegistration', () => {
  it('posts JSON to /api/user and returns the new id', async () => {
    const fetchMock = stubFetch(async () => json(201, { id: 12 }));
    expect(await postRegistration(BODY)).toEqual({ ok: true, id: 12, waiting: [], pending: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual(WIRE_BODY);
  });

  it('returns the sessions whose waiting list the registration joined (known codes only)', async () => {
    stubFetch(async () => json(201, { id: 5, seated: ['day11'], waiting: ['day13', 'day99', 7] }));
    expect(await postRegistration(BODY)).toEqual({ ok: true, id: 5, waiting: ['day13'], pending: false });
  });

  it('prefixes VITE_API_BASE when set', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.org/');
    const fetchMock = stubFetch(async () => json(201, { id: 1 }));
    await postRegistration(BODY);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.org/api/user');
  });

  it('treats a 2xx with an unreadable body as stored (a retry would only meet 409)', async () => {
    stubFetch(async () => new Response('', { status: 201 }));
    expect(await postRegistration(BODY)).toEqual({ ok: true, id: null, waiting: [], pending: false });
  });

  it('returns the code, fields and retry delay of an API error', async () => {
    stubFetch(async () =>
      json(400, {
        error: {
          code: 'validation',
          message: 'x',
          fields: { email: 'invalid_email', attendext: 'session_required', bogus: 'nonsense' },
        },
      }),
    );
    expect(await postRegistration(BODY)).toEqual({
      ok: false,
      code: 'validation',
      fields: { email: 'invalid_email', sessions: 'session_required' },
    });

    stubFetch(async () => json(409, { error: { code: 'already_registered', message: 'x' } }));
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'already_registered' });

    stubFetch(async () => json(429, { error: { code: 'too_many_requests', message: 'x' } }, { 'Retry-After': '90' }));
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'too_many_requests', retryAfterSeconds: 90 });

    stubFetch(async () => json(503, { error: { code: 'service_unavailable', message: 'x' } }));
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'service_unavailable' });
  });

  it('falls back on the status when the body cannot be read', async () => {
    stubFetch(async () => new Response('<html>gateway</html>', { status: 502 }));
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'internal_error' });
    stubFetch(async () => new Response('Request Entity Too Large', { status: 413 }));
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'payload_too_large' });
    stubFetch(async () => new Response('', { status: 403 }));
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'registration_closed' });
  });

  it('reports network_error when fetch fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postRegistration(BODY)).toEqual({ ok: false, code: 'network_error' });
  });

  it('reports network_error when the server does not answer in time', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    expect(await postRegistration(BODY, { timeoutMs: 20 })).toEqual({ ok: false, code: 'network_error' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-09-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 01 Sep 2025 00:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

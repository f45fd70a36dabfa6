import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthApi } from '../auth';
import { createAdminClient } from '../lib/apiClient';
import { createRegistrantsApi } from '../registrants';
import { apiError, json, stubApi } from '../testing/adminTestUtils';

/** The login and list calls as the shell and the list build them, on the one client. */
const createAdminApi = (apiBase: string, edition: number | null = null) => {
  const client = createAdminClient(apiBase, { edition });
  return { ...createAuthApi(client), ...createRegistrantsApi(client) };
};

afterEach(() => vi.unstubAllGlobals());

describe('the admin API clients', () => {
  it('sends the login as JSON to the configured API origin', async () => {
    const fetchMock = vi.fn(async () => json(200, { token: 't'.repeat(20), expiresAt: '2025-09-22T09:00:00.000Z' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await createAdminApi('https://api.example/').login('a@b.example', 'pw');
    expect(result).toEqual({ ok: true, value: { token: 't'.repeat(20), expiresAt: '2025-09-22T09:00:00.000Z' } });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.example/api/user/login',
      expect.objectContaining({ method: 'POST', body: '{"email":"a@b.example","password":"pw"}' }),
    );
  });

  it('treats a login answer without a usable session as a failure, not a login', async () => {
    stubApi(() => json(200, true));
    expect(await createAdminApi('').login('a@b.example', 'pw')).toMatchObject({ ok: false, code: 'internal_error' });
  });

  it('reads Retry-After from a throttled login', async () => {
    stubApi(() => apiError(429, 'too_many_attempts', { 'Retry-After': '120' }));
    expect(await createAdminApi('').login('a@b.example', 'pw')).toEqual({
      ok: false,
      code: 'too_many_attempts',
      status: 429,
      retryAfterSeconds: 120,
    });
  });

  it('names a 401 without a readable body after what was asked', async () => {
    stubApi(() => new Response('no', { status: 401 }));
    expect(await createAdminApi('').login('a@b.example', 'pw')).toMatchObject({
      code: 'invalid_credentials',
      status: 401,
    });
    expect(await createAdminApi('').listRegistrants('token')).toMatchObject({ code: 'unauthorized', status: 401 });
  });

  it('reports a dead network as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await createAdminApi('').listRegistrants('token')).toEqual({ ok: false, code: 'network_error', status: 0 });
  });

  it('sends the bearer token with the list and delete calls', async () => {
    const calls = stubApi(({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, [])));
    const api = createAdminApi('');
    expect(await api.listRegistrants('token-abc')).toEqual({ ok: true, value: [] });
    expect(await api.deleteRegistrant('token-abc', 42)).toEqual({ ok: true, value: null });
    expect(calls.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['GET', '/api/user/list', 'Bearer token-abc'],
      ['DELETE', '/api/user/42', 'Bearer token-abc'],
    ]);
  });

  it('rejects a list that is not an array', async () => {
    stubApi(() => json(200, { registrants: [] }));
    expect(await createAdminApi('').listRegistrants('token')).toMatchObject({ ok: false, code: 'internal_error' });
  });

  it('asks for a past edition with ?edition=YYYY, and for the current one with nothing', async () => {
    const calls = stubApi(() => json(200, []));
    await createAdminApi('', 2025).listRegistrants('token-abc');
    await createAdminApi('', 2025).exportRegistrants('token-abc', 'audit');
    await createAdminApi('').listRegistrants('token-abc');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user/list?edition=2025',
      '/api/user/export?edition=2025',
      '/api/user/list',
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkinResultToWire, toWire } from '@forum/shared';
import { apiError, json, stubApi } from '../testing/adminTestUtils';
import { createAdminClient } from '../lib/apiClient';
import { createCheckinApi } from './checkinApi';
import { rosterEntry } from '../testing/deskTestUtils';

afterEach(() => vi.unstubAllGlobals());

describe('createCheckinApi', () => {
  it('sends each call with the token to the contract paths and counts answers as activity', async () => {
    const entry = rosterEntry();
    const result = { registrant: entry, checkedInAt: '2025-09-22T00:00:00.000Z', desk: 'Desk 1', first: true };
    const calls = stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/checkin') return json(200, checkinResultToWire(result));
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (path === '/api/checkin/counts') return json(200, { days: [], onsite: 0, asOf: 'x' });
      if (path === '/api/checkin/roster')
        return json(200, { registrants: [toWire(entry)], removedIds: [], asOf: '2025-09-22T00:00:00.000Z' });
      if (path.startsWith('/api/checkin/registrant/')) return json(200, toWire(entry));
      if (path === '/api/user/onsite') return json(201, { id: 5, checkin: result });
      return json(404, {});
    });
    const onActivity = vi.fn();
    const api = createCheckinApi(createAdminClient('', { onActivity }));
    expect(await api.checkIn('tok', { code: entry.checkinCode, day: 1, desk: 'Desk 1' })).toEqual({
      ok: true,
      value: result,
    });
    expect(await api.undo('tok', entry.checkinCode, 2)).toEqual({ ok: true, value: null });
    expect(await api.counts('tok')).toMatchObject({ ok: true, value: { onsite: 0 } });
    expect(await api.roster('tok')).toMatchObject({ ok: true, value: { registrants: [entry] } });
    expect(await api.roster('tok', '2025-09-22T00:00:00.000Z')).toMatchObject({ ok: true });
    expect(await api.registrant('tok', entry.checkinCode)).toEqual({ ok: true, value: entry });
    expect(await api.registerOnsite('tok', { name: 'N', day: 1, desk: 'Desk 1' })).toMatchObject({
      ok: true,
      value: { id: 5 },
    });
    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'POST /api/checkin Bearer tok',
      `DELETE /api/checkin/${entry.checkinCode}/2 Bearer tok`,
      'GET /api/checkin/counts Bearer tok',
      'GET /api/checkin/roster Bearer tok',
      'GET /api/checkin/roster?since=2025-09-22T00%3A00%3A00.000Z Bearer tok',
      `GET /api/checkin/registrant/${entry.checkinCode} Bearer tok`,
      'POST /api/user/onsite Bearer tok',
    ]);
    expect(calls[0]!.body).toEqual({ code: entry.checkinCode, day: 1, desk: 'Desk 1' });
    expect(onActivity).toHaveBeenCalledTimes(7);
  });

  it('returns the API refusals as results: 404 unknown code, 409 undo expired, 400 fields, no network', async () => {
    stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/checkin') return apiError(404, 'not_found');
      if (method === 'DELETE') return apiError(409, 'checkin_undo_expired');
      return json(400, { error: { code: 'validation', message: 'x', fields: { email: 'invalid_email' } } });
    });
    const api = createCheckinApi(createAdminClient(''));
    expect(await api.checkIn('tok', { code: 'X', day: 1, desk: 'D' })).toMatchObject({
      ok: false,
      code: 'not_found',
      status: 404,
    });
    expect(await api.undo('tok', 'X', 1)).toMatchObject({ ok: false, code: 'checkin_undo_expired', status: 409 });
    expect(await api.registerOnsite('tok', {})).toMatchObject({
      ok: false,
      code: 'validation',
      fields: { email: 'invalid_email' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await api.counts('tok')).toEqual({ ok: false, code: 'network_error', status: 0 });
  });

  it('refuses answers that are not what the contract says', async () => {
    stubApi(() => json(200, { something: 'else' }));
    const api = createCheckinApi(createAdminClient(''));
    expect(await api.roster('tok')).toMatchObject({ ok: false, code: 'internal_error' });
    expect(await api.checkIn('tok', { code: 'X', day: 1, desk: 'D' })).toMatchObject({
      ok: false,
      code: 'internal_error',
    });
  });
});

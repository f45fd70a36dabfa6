/**
 * The browser's API client against a real HTTP server on loopback: the language asked for goes out
 * as Accept-Language, and a refused document's problems come back with the failure, read from the
 * top of the body or from inside its `error`, whatever else the body holds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './apiRequest';

let server: http.Server;
let baseUrl = '';
const seen: { language?: string }[] = [];

const answers: Record<string, { status: number; body: unknown }> = {
  '/top': {
    status: 422,
    body: {
      problems: [
        { path: 'sessions.2.start', code: 'time', message: '시작 시간을 HH:MM으로 적어 주세요.' },
        { path: 'days.1' },
        'not a problem',
      ],
    },
  },
  '/inside': {
    status: 422,
    body: { error: { code: 'validation', message: 'x', problems: [{ path: 'name.en', code: 'year', message: 'm' }] } },
  },
  '/plain': { status: 409, body: { error: { code: 'edition_not_ended', message: 'x' } } },
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const language = request.headers['accept-language'];
    seen.push(language === undefined ? {} : { language });
    const answer = answers[request.url ?? ''] ?? { status: 404, body: {} };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API client', () => {
  it('sends the language asked for, and otherwise leaves the header to fetch', async () => {
    const call = createApiClient({ baseUrl });
    await call('/plain', { language: 'ko' });
    await call('/plain');
    // Node's fetch sends `*` of its own accord; a browser its user's languages.
    expect(seen.slice(-2).map((request) => request.language)).toEqual(['ko', '*']);
  });

  it('hands back the problems of a 422 from the top of the body, as validation, skipping what is not a problem', async () => {
    const result = await createApiClient({ baseUrl })('/top', { method: 'PUT', json: {} });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'validation',
      problems: [{ path: 'sessions.2.start', code: 'time', message: '시작 시간을 HH:MM으로 적어 주세요.' }],
    });
  });

  it('reads problems inside the error too, and none where there are none', async () => {
    const call = createApiClient({ baseUrl });
    const inside = await call('/inside');
    expect(inside.ok ? null : inside.problems).toEqual([{ path: 'name.en', code: 'year', message: 'm' }]);
    const plain = await call('/plain');
    expect(plain).toEqual({ ok: false, status: 409, code: 'edition_not_ended' });
  });
});

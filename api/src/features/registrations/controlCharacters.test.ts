import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration, type TestForum, startTestForum } from '../../testing';

let server: TestForum;

beforeAll(async () => {
  server = await startTestForum({ admin: null });
});

afterAll(async () => {
  await server.close();
});

describe('control characters in a registration', () => {
  it('refuses a NUL with 400 and a message in the client’s language, storing nothing', async () => {
    for (const [language, message] of [
      ['en', 'Please check the highlighted fields.'],
      ['ko', '입력 항목을 확인해 주세요.'],
    ] as const) {
      const res = await server.request('/api/user', {
        json: validRegistration({ company: 'Nul\u0000Corp', about: 'other', aboutOther: 'bell\u0007' }),
        headers: { 'Accept-Language': language },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'validation',
          message,
          fields: { company: 'control_characters', aboutOther: 'control_characters' },
        },
      });
    }
    expect(await server.db('registrants').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses tabs and newlines in the one-line Other words, storing nothing', async () => {
    const res = await server.request('/api/user', {
      json: validRegistration({ about: 'other', aboutOther: 'Newsletter\tand\na friend' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { aboutOther: 'control_characters' } } });
    expect(await server.db('registrants').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

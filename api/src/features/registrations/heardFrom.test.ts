/**
 * "How did you hear about us?" through HTTP, on SQLite (and MariaDB when TEST_DATABASE_URL is
 * set): a choice's key is accepted, anything else refused as `invalid_choice`; the words of
 * "Other" are kept (and only for "Other"), limited in length; the stats count by choice, every
 * choice listed; a row of free text from before the choices counts as "Other".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARD_FROM_OTHER_LIMIT, type RegistrationStats, heardFromChoices } from '@forum/shared';
import { type TestForum, bearer, loginToken, startTestForum, validRegistration } from '../../testing';

let forum: TestForum;
let auth: Record<string, string>;

beforeAll(async () => {
  forum = await startTestForum();
  auth = bearer(await loginToken(forum, forum.admin));
});

afterAll(async () => {
  await forum?.close();
});

const register = (email: string, about: unknown, aboutOther?: unknown) =>
  forum.request('/api/user', {
    json: { ...validRegistration({ email }), about, ...(aboutOther === undefined ? {} : { aboutOther }) },
  });

describe('how did you hear about us', () => {
  it('accepts a choice key and refuses anything else', async () => {
    for (const about of ['Web', '웹사이트', '', 'OTHER']) {
      const res = await register(`bad.${encodeURIComponent(about)}@example.com`, about);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'validation', fields: { about: about === '' ? 'required' : 'invalid_choice' } },
      });
    }
    const tooLong = await register('long@example.com', 'other', 'x'.repeat(HEARD_FROM_OTHER_LIMIT + 1));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { fields: { aboutOther: 'too_long' } } });
    expect((await register('web@example.com', 'website')).status).toBe(201);
    expect((await register('web2@example.com', 'website', 'ignored beside a choice')).status).toBe(201);
    expect((await register('other@example.com', 'other', '  LinkedIn  ')).status).toBe(201);
    const rows = (await forum.db('registrants').select('email', 'about', 'about_other').orderBy('id')) as Array<{
      email: string;
      about: string;
      about_other: string;
    }>;
    expect(rows.map(({ email, about, about_other }) => [email, about, about_other])).toEqual([
      ['web@example.com', 'website', ''],
      ['web2@example.com', 'website', ''],
      ['other@example.com', 'other', 'LinkedIn'],
    ]);
  });

  it('counts by choice in the stats, free text from before the choices as other', async () => {
    expect((await register('legacy@example.com', 'news')).status).toBe(201);
    // A row written before the choices existed: its free text stays readable.
    await forum
      .db('registrants')
      .where({ email: 'legacy@example.com' })
      .update({ about: '지인 소개', about_other: '' });
    const res = await forum.request('/api/admin/stats', { headers: auth });
    expect(res.status).toBe(200);
    const stats = (await res.json()) as RegistrationStats;
    const expected = Object.fromEntries(heardFromChoices().map((choice) => [choice.key, 0]));
    expect(stats.byAbout.map((entry) => entry.about)).toEqual(heardFromChoices().map((choice) => choice.key));
    expect(Object.fromEntries(stats.byAbout.map((entry) => [entry.about, entry.count]))).toEqual({
      ...expected,
      website: 2,
      other: 2,
    });
  });
});

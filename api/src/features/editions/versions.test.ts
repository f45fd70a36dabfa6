/**
 * Every publish keeps a version, and so does every later edit of the published edition: who saved
 * it, when, and what it changed; a version restores as a new draft. Through HTTP.
 */
import { EDITION, type EditionDocument } from '@forum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, bearer, loginToken, startTestForum } from '../../testing';

const YEAR = EDITION.year;
let forum: TestForum;
let manager: string;

async function call(method: string, route: string, json?: unknown) {
  const res = await fetch(`${forum.url}${route}`, {
    method,
    headers: { ...bearer(manager), ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

// Before the shipped forum: its words may still change while it is current.
const now = new Date(`${EDITION.days[1]}T00:00:00+09:00`);
now.setUTCDate(now.getUTCDate() - 30);

beforeAll(async () => {
  forum = await startTestForum({ clock: () => now });
  manager = await loginToken(forum, forum.admin);
}, 60_000);

afterAll(async () => {
  await forum?.close();
});

describe("an edition's versions", () => {
  it('keeps the seeded edition as version 1 and each edit of the published edition as the next, with what changed', async () => {
    const first = await call('GET', `/api/admin/editions/${YEAR}/versions`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([{ version: 1, savedAt: expect.any(String), savedBy: null, changes: [] }]);

    const document = (await call('GET', `/api/admin/editions/${YEAR}`)).body as EditionDocument & { state?: string };
    delete document.state;
    document.site.greeting.paragraphs[2] = { en: 'See you in September.', ko: '9월에 뵙겠습니다.' };
    document.site.companies.items.push({ name: { en: 'New Co', ko: '새기업' }, website: 'https://new.example.kr' });
    const saved = await call('PUT', `/api/admin/editions/${YEAR}`, document);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const versions = (await call('GET', `/api/admin/editions/${YEAR}/versions`)).body as Array<{
      version: number;
      savedBy: string | null;
      changes: Array<{ path: string; message: string }>;
    }>;
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versions[0]!.savedBy).toBe(forum.admin.email);
    expect(versions[0]!.changes).toEqual([
      { kind: 'section', message: "Changed: Mayor's letter", path: 'site.greeting' },
      { kind: 'section', message: 'Changed: Participating companies', path: 'site.companies' },
    ]);
  });

  it('restores a version as a new draft of another year, and refuses a year that exists', async () => {
    const restored = await call('POST', `/api/admin/editions/${YEAR}/versions/1/restore`, { year: YEAR + 1 });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const draft = restored.body as EditionDocument & { state: string };
    expect(draft).toMatchObject({ year: YEAR + 1, state: 'draft' });
    // Version 1's letter, not the edit that made version 2.
    expect(draft.site.greeting.paragraphs[2]!.en).not.toBe('See you in September.');
    expect(draft.site.companies.items).toHaveLength(45);

    const again = await call('POST', `/api/admin/editions/${YEAR}/versions/2/restore`, { year: YEAR + 1 });
    expect(again.status).toBe(422);
    expect((await call('POST', `/api/admin/editions/${YEAR}/versions/9/restore`, { year: YEAR + 2 })).status).toBe(404);
    expect((await call('POST', `/api/admin/editions/${YEAR}/versions/1/restore`, { year: 'next' })).status).toBe(400);
  });
});

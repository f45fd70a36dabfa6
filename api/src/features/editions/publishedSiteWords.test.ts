/**
 * The site's words and pictures are part of the edition: what the organiser edits in a draft (the
 * letter, a company, the startup showcase switch, a new venue) is what the public pages show once
 * it is published, in both languages, with the edition's facts filled in and nothing of last
 * year's venue or ordinal left. Through the editions API, with the site's real rendering bundle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITION, type EditionDocument } from '@forum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, bearer, loginToken, startTestForum } from '../../testing';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SITE_DIST = path.join(REPO_ROOT, 'site', 'dist');
const SHIPPED = EDITION;
const NEXT = SHIPPED.year + 1;

let forum: TestForum;
let manager: string;
// After the shipped forum's last day: the next edition may be published.
const now = new Date(new Date(`${SHIPPED.days[2]}T12:00:00+09:00`).getTime() + 3 * 24 * 60 * 60 * 1000);

async function call(method: string, route: string, json?: unknown) {
  const res = await fetch(`${forum.url}${route}`, {
    method,
    headers: { ...bearer(manager), ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(SITE_DIST, '.ssr', 'templates.json')))
    execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: REPO_ROOT, stdio: 'pipe' });
  forum = await startTestForum({ clock: () => now, config: { siteDist: SITE_DIST } });
  manager = await loginToken(forum, forum.admin);
}, 300_000);

afterAll(async () => {
  await forum?.close();
});

describe("the site's words in the edition", () => {
  it('shows what the organiser edited, with the new venue and ordinal and none of last year’s', async () => {
    expect((await call('POST', '/api/admin/editions', { from: SHIPPED.year, year: NEXT })).status).toBe(201);
    const draft = JSON.parse((await call('GET', `/api/admin/editions/${NEXT}`)).text) as EditionDocument;
    expect(draft.site.greeting.paragraphs).toHaveLength(3);

    draft.venue = {
      en: { name: 'BEXCO', address: '55 APEC-ro, Haeundae-gu, Busan', area: 'Haeundae, Busan' },
      ko: { name: '벡스코', address: '부산 해운대구 APEC로 55', area: '부산 해운대' },
    };
    draft.site.greeting.paragraphs[1] = {
      en: 'This year we turn to climate tech and space, with <b>investor panels</b> on both days.',
      ko: '올해는 기후테크와 우주항공을 다루며, 이틀 동안 <b>투자자 패널</b>이 열립니다.',
    };
    draft.site.companies.items.push({
      name: { en: 'Haeundae Robotics', ko: '해운대로보틱스' },
      website: 'https://robotics.example.kr',
    });
    draft.site.startups.shown = true;
    const saved = await call('PUT', `/api/admin/editions/${NEXT}`, draft);
    expect(saved.status, saved.text).toBe(200);

    // A text that names an unknown fact, or lacks its Korean, is kept as a draft but named as a
    // problem, and publishing waits for it.
    const broken = structuredClone(draft);
    broken.site.hero.subtitle = { en: 'The {nth} forum', ko: '' };
    expect((await call('PUT', `/api/admin/editions/${NEXT}`, broken)).status).toBe(200);
    const checked = JSON.parse((await call('GET', `/api/admin/editions/${NEXT}/check`)).text) as {
      valid: boolean;
      problems: Array<{ path: string; code: string; message: string }>;
    };
    expect(checked.valid).toBe(false);
    expect(checked.problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'site.hero.subtitle.en unknown_placeholder',
      'site.hero.subtitle.ko missing_translation',
    ]);
    expect(checked.problems[1]!.message).toBe('The Korean translation is missing.');
    expect((await call('POST', `/api/admin/editions/${NEXT}/publish`, { confirm: NEXT })).status).toBe(422);
    expect((await call('PUT', `/api/admin/editions/${NEXT}`, draft)).status).toBe(200);

    const check = JSON.parse((await call('GET', `/api/admin/editions/${NEXT}/check`)).text) as {
      valid: boolean;
      samples: Array<{ path: string }>;
    };
    expect(check.valid).toBe(true);
    expect(check.samples.map((sample) => sample.path)).toContain('site.investors.items.0.name');

    const published = await call('POST', `/api/admin/editions/${NEXT}/publish`, { confirm: NEXT });
    expect(published.status, published.text).toBe(200);

    const english = await (await fetch(`${forum.url}/`)).text();
    expect(english).toContain('This year we turn to climate tech and space, with &lt;b&gt;investor panels&lt;/b&gt;');
    expect(english).toContain('held in Haeundae, Busan on');
    expect(english).toContain('5th annual investor forum');
    expect(english).toContain('Haeundae Robotics');
    expect(english).toContain('Startup Showcase');
    expect(english).not.toMatch(/Yeouido|4th annual|Middle East market entry/);
    const korean = await (await fetch(`${forum.url}/kor`)).text();
    expect(korean).toContain('해운대로보틱스');
    expect(korean).toContain('제5회 시 주최 연례 투자자 포럼');
    expect(korean).toContain('부산 해운대에서 열리는');
    expect(korean).not.toMatch(/여의도|제4회|중동 시장 진출을/);
  });
});

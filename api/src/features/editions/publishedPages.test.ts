/**
 * Publishing renders the public pages from the published edition (every process then serves those
 * bytes), and a draft's preview link shows the draft's page: through the editions API, with the
 * site's real rendering bundle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITION } from '@forum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, bearer, loginToken, startTestForum } from '../../testing';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SITE_DIST = path.join(REPO_ROOT, 'site', 'dist');
const SHIPPED = EDITION;

let forum: TestForum;
let manager: string;
// After the shipped forum's last day: a new edition may be published.
let now = new Date(`${SHIPPED.days[2]}T12:00:00+09:00`);
now = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);

async function call(route: string, json?: unknown) {
  const res = await fetch(`${forum.url}${route}`, {
    method: json === undefined ? 'GET' : 'POST',
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

describe('publishing an edition', () => {
  const next = SHIPPED.year + 1;

  it('previews the draft at its link and, once published, serves its pages', async () => {
    expect((await call('/api/admin/editions', { from: SHIPPED.year, year: next })).status).toBe(201);
    const draft = JSON.parse((await call(`/api/admin/editions/${next}`)).text) as { name: { en: string } };
    expect(draft.name.en).toContain(String(next));

    const preview = await call(`/api/admin/editions/${next}/preview`, {});
    expect(preview.status).toBe(200);
    const previewPath = new URL((JSON.parse(preview.text) as { url: string }).url).pathname;
    const previewPage = await fetch(forum.url + previewPath);
    expect(previewPage.status).toBe(200);
    expect(previewPage.headers.get('x-robots-tag')).toContain('noindex');
    const previewHtml = await previewPage.text();
    expect(previewHtml).toContain(draft.name.en);
    // The live page is still the shipped edition's.
    expect(await (await fetch(`${forum.url}/`)).text()).not.toContain(draft.name.en);

    const published = await call(`/api/admin/editions/${next}/publish`, { confirm: next });
    expect(published.status, published.text).toBe(200);
    const landing = await fetch(`${forum.url}/`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain(draft.name.en);
    expect(html).not.toContain(SHIPPED.name.en);
    const korean = await (await fetch(`${forum.url}/kor`)).text();
    expect(korean).not.toContain(SHIPPED.name.ko);
  });
});

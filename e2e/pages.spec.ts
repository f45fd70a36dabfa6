/**
 * The pages around the landing page: /link and /about in both languages (language switch,
 * hreflang pairs, axe), the sitemap, and the not-found page with a real 404 in both languages.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EDITION } from '@forum/shared';

const PAIRS = [
  { en: '/link', ko: '/kor/link', koHeading: EDITION.name.ko },
  { en: '/about', ko: '/kor/about', koHeading: '포럼 소개' },
] as const;

for (const pair of PAIRS) {
  test(`${pair.ko} is Korean, switches to ${pair.en} and back, and names both in hreflang`, async ({ page }) => {
    const response = await page.goto(pair.ko);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pair.koHeading);
    // Absolute URLs on the build's SITE_URL (a benchmark may have built the site for another port).
    for (const [hreflang, path] of [
      ['en', pair.en],
      ['ko', pair.ko],
      ['x-default', pair.en],
    ] as const) {
      const href = await page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
      expect(new URL(href ?? '').pathname, hreflang).toBe(path);
    }

    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${pair.en}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL(new RegExp(`${pair.ko}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test(`axe finds no violations on ${pair.ko}`, async ({ page }) => {
    await page.goto(pair.ko);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('/about says its history is sample content, in both languages', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText('Sample content', { exact: true })).toBeVisible();
  await page.goto('/kor/about');
  await expect(page.getByText('예시 콘텐츠', { exact: true })).toBeVisible();
});

test('the sitemap lists both languages of every page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.sort()).toEqual(['/', '/about', '/kor', '/kor/about', '/kor/link', '/link']);
});

test.describe('unknown routes', () => {
  for (const [path, lang, heading] of [
    ['/no-such-page', 'en', 'Page not found'],
    ['/kor/no-such-page', 'ko', '페이지를 찾을 수 없습니다'],
  ] as const) {
    test(`${path} answers 404 with the ${lang === 'en' ? 'English' : 'Korean'} not-found page`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);
      expect(answer.headers()['content-type']).toMatch(/^text\/html/);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // It is the site's page: header, footer, and a way home that works.
      await page.getByRole('link', { name: lang === 'en' ? 'Go to the forum home page' : '포럼 홈으로 가기' }).click();
      await expect(page).toHaveURL(lang === 'en' ? /\/$/ : /\/kor$/);
    });
  }

  test('keep the API’s JSON 404 and the client-rendered admin route', async ({ request }) => {
    const api = await request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await request.get('/admin')).status()).toBe(200);
  });
});

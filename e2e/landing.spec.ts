import { expect, test } from '@playwright/test';

const SECTIONS = ['greeting', 'program', 'investors', 'companies', 'registration'] as const;

test('each landing page sets its document language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/kor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('the language switch moves between / and /kor and sets lang', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: '한국어' })
    .or(page.getByRole('button', { name: '한국어' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/kor$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  await page
    .getByRole('link', { name: 'English' })
    .or(page.getByRole('button', { name: 'English' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [label, id] of [
  ['Program', 'program'],
  ['Investors', 'investors'],
  ['Companies', 'companies'],
] as const) {
  test(`the ${label} menu entry scrolls its section to 84 px below the top and sets the hash`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // Smooth scrolling takes a moment; wait until the section settles at the offset.
    await expect
      .poll(async () => Math.round(await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(84);
  });
}

test('on a phone the hamburger opens and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const programLink = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Program', exact: true });
  await expect(programLink).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(programLink).toBeVisible();
  await programLink.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#program$/);
  await button.click();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('no page scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/kor', '/link', '/about']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the legacy entry pages redirect permanently to /', async ({ page, request }) => {
  for (const legacy of ['/index.html', '/index.ko.html']) {
    const res = await request.get(legacy, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/');
    await page.goto(legacy);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('/link and /about load on demand', async ({ page }) => {
  await page.goto('/link');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href*="program"]').first()).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('2022').first()).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /home|홈/i }).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, texts] of [
    ['/', 'en', ['Greeting', 'Register Now', 'Companies']],
    ['/kor', 'ko', ['인사말', '사전등록', '참가기업']],
  ] as const) {
    test(`the prerendered ${path} has every section and its language`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const id of SECTIONS) await expect(page.locator(`#${id}`)).toHaveCount(1);
      for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
      await expect(page.locator('#investors img')).toHaveCount(58);
      await expect(page.locator('#companies tbody tr')).toHaveCount(45);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
    });
  }
});

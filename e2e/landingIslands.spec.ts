/**
 * The landing page hydrates only its islands, after the page has loaded; these check that nothing
 * a visitor can see waits for that: the Register button in the first screen, and clicks made
 * before the islands are up (the islands' script held back by the test) are carried out after.
 */
import { type Page, type Route, expect, test } from '@playwright/test';
import { dialog } from './support/registrationForm';

const HERO_BUTTON = { en: 'Register Now for the forum', ko: '사전등록 신청' } as const;

/** Holds back the islands' module until `release` is called. */
async function holdIslands(page: Page): Promise<{ release: () => Promise<void>; requested: Promise<void> }> {
  let held: Route | null = null;
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(/\/assets\/islands-[^/]+\.js$/, (route) => {
    held = route;
    markRequested();
  });
  return {
    requested,
    release: async () => {
      await requested;
      await held!.continue();
    },
  };
}

for (const [width, height] of [
  [375, 667],
  [1280, 800],
] as const) {
  test(`the hero's Register button is in the first screen at ${width} px and opens the form`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const button = page.getByRole('button', { name: HERO_BUTTON.en, exact: true });
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    await button.click();
    await expect(dialog(page, 'en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });
}

test('the Korean hero button opens the Korean form on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/kor');
  await page.getByRole('button', { name: HERO_BUTTON.ko, exact: true }).click();
  await expect(dialog(page, 'ko')).toBeVisible();
});

test('Register clicked before the page is hydrated still opens the form', async ({ page }) => {
  const islands = await holdIslands(page);
  await page.goto('/');
  await islands.requested;
  const cta = page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true });
  await cta.click();
  await expect(page.locator('html')).toHaveClass(/is-loading-islands/);
  await expect(dialog(page, 'en')).toHaveCount(0);

  await islands.release();
  await expect(dialog(page, 'en')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/is-loading-islands/);
  await page.keyboard.press('Escape');
  await expect(cta).toBeFocused();
});

test('the hamburger and the menu’s Registration entry work before hydration too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const islands = await holdIslands(page);
  await page.goto('/kor');
  await islands.requested;
  const toggle = page.getByRole('button', { name: '메뉴' });
  await toggle.click();
  await islands.release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '사전등록' }).click();
  await expect(dialog(page, 'ko')).toBeVisible();
  // The folded menu closed behind the dialog: focus goes back to the button that showed it.
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test('the islands show what /api/site-info says: the closed notice and the contact details', async ({ page }) => {
  await page.route('**/api/site-info', (route) =>
    route.fulfill({
      json: {
        registration: { open: false, opensAt: null, closesAt: '2025-09-21T14:59:59.000Z' },
        contact: { email: 'desk@forum.test', phone: '+82-2-555-0199' },
      },
    }),
  );
  await page.goto('/');
  await expect(page.locator('#registration').getByRole('status')).toContainText('Pre-registration is closed');
  await expect(page.getByRole('button', { name: HERO_BUTTON.en })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'desk@forum.test' })).toHaveAttribute(
    'href',
    'mailto:desk@forum.test',
  );
});

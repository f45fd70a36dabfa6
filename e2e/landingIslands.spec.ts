/**
 * The landing page is not hydrated: its inline early script runs the header and shows the
 * registration dialog's shell at once, and the islands (loaded after the page) bring the facts from
 * the API and the form. These check that nothing a visitor can see waits for them: the Register
 * button in the first screen, and the menu and the dialog with the islands' script held back.
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

test('Register shows the dialog at once, loading, and the form when the islands arrive', async ({ page }) => {
  test.setTimeout(60_000);
  const islands = await holdIslands(page);
  await page.goto('/');
  await islands.requested;
  const cta = page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true });
  await cta.click();
  const modal = dialog(page, 'en');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await expect(modal).toBeFocused();
  await expect(modal.getByRole('status')).toHaveText('Loading the registration form…');
  await expect(modal.getByLabel('Company', { exact: true })).toHaveCount(0);

  await islands.release();
  // React and the form's code arrive in several steps: a busy test machine may take a while.
  await expect(modal.getByLabel('Company', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(modal).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(cta).toBeFocused();
});

test('the loading dialog is modal and closes with Escape, the X and the overlay', async ({ page }) => {
  test.setTimeout(60_000);
  const islands = await holdIslands(page);
  await page.goto('/kor');
  await islands.requested;
  const cta = page.locator('#registration').getByRole('button', { name: '사전등록', exact: true });
  const modal = dialog(page, 'ko');
  const closeButton = modal.getByRole('button', { name: '창 닫기' });
  for (const close of [() => page.keyboard.press('Escape'), () => closeButton.click(), () => page.mouse.click(5, 5)]) {
    await cta.click();
    await expect(modal).toBeVisible();
    // Tab stays inside: the close button is its one control.
    await page.keyboard.press('Tab');
    await expect(closeButton).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(closeButton).toBeFocused();
    await close();
    await expect(modal).toHaveCount(0);
    await expect(cta).toBeFocused();
  }
  // The page behind scrolls again.
  await expect(page.locator('html')).not.toHaveClass(/reg-shell-open/);

  // Focus on the close button stays there when the form takes the loading dialog's place.
  await cta.click();
  await page.keyboard.press('Tab');
  await islands.release();
  await expect(modal.getByLabel('소속', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(closeButton).toBeFocused();
});

test('the hamburger, the menu entries and the Registration entry work without the islands', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const islands = await holdIslands(page);
  await page.goto('/kor');
  await islands.requested;
  const toggle = page.getByRole('button', { name: '메뉴' });
  const menu = page.getByRole('navigation', { name: '주 메뉴' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: '투자사' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/kor#investors$/);
  await expect
    .poll(() => page.locator('#investors').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(84);
  await expect(page.locator('#investors')).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: '사전등록' }).click();
  await expect(dialog(page, 'ko')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The folded menu closed behind the dialog: focus goes back to the button that showed it.
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await islands.release();
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

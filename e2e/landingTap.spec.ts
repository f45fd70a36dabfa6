/**
 * The landing page answers a tap at once on a phone (issue 20): at 375 px with the CPU slowed 4x,
 * a tap made at DOMContentLoaded opens the menu, or shows the registration dialog (its loading
 * state, then the form), within 100 ms; the median of 5 is printed, and a generous 300 ms is
 * asserted so a busy test machine does not fail it while a page that waits for a framework does.
 */
import { expect, test } from '@playwright/test';
import { dialog, labels } from './support/registrationForm';
import { measureTap, median } from './support/tapResponse';

const RUNS = 5;
const BOUND_MS = 300;
const PAGES = [
  { path: '/', locale: 'en', menuEntry: 'Program' },
  { path: '/kor', locale: 'ko', menuEntry: '프로그램' },
] as const;

test.describe.configure({ timeout: 180_000 });

test('a tap on the menu button at DOMContentLoaded opens the menu at once (4x CPU, 375 px)', async ({
  browser,
  baseURL,
}) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { path, menuEntry } = PAGES[run % 2]!;
    times.push(
      await measureTap(browser, `${baseURL}${path}`, 'menu', async (page) => {
        await expect(page.locator('[aria-controls="site-menu"]')).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('#site-menu').getByRole('link', { name: menuEntry, exact: true })).toBeVisible();
      }),
    );
  }
  console.log(
    `menu: tap to open at 4x CPU, median of ${RUNS}: ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  expect(median(times)).toBeLessThanOrEqual(BOUND_MS);
});

test('a tap on Register at DOMContentLoaded shows the dialog at once, then the form (4x CPU, 375 px)', async ({
  browser,
  baseURL,
}) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { path, locale } = PAGES[run % 2]!;
    times.push(
      await measureTap(browser, `${baseURL}${path}`, 'register', async (page) => {
        const modal = dialog(page, locale);
        await expect(modal).toBeVisible();
        await expect(modal).toHaveAttribute('aria-modal', 'true');
        await expect(modal.getByLabel(labels(locale).company, { exact: true })).toBeVisible({ timeout: 20_000 });
        // One dialog: the form's took the loading shell's place.
        await expect(page.getByRole('dialog')).toHaveCount(1);
        await expect(modal.getByRole('status')).toHaveCount(0);
      }),
    );
  }
  console.log(
    `Register: tap to dialog at 4x CPU, median of ${RUNS}: ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  expect(median(times)).toBeLessThanOrEqual(BOUND_MS);
});

/**
 * The badges dialog when a batch is over the limit: the API answers `413 too_many_badges` (its
 * own tests make that answer from 2,001 registrants; here the call is answered with that body, so
 * the shared browser-test database keeps its size), and the dialog says, in the organiser's
 * language, that one PDF holds at most 2,000 badges and to narrow the filter; the dialog stays
 * open with its choices. Screenshots at phone and laptop width go to test-results/badge-limit/.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Locale, errorMessage } from '@forum/shared';
import { registerVisitors, signIn } from './support/checkinDesk';

const SHOTS = path.join('test-results', 'badge-limit');

const L = {
  en: { badges: 'Badges', make: 'Make PDF', failed: 'The badges could not be made.', narrow: /Narrow the list/ },
  ko: { badges: '명찰', make: 'PDF 만들기', failed: '명찰을 만들지 못했습니다.', narrow: /목록을 좁혀/ },
} as const;

for (const locale of ['en', 'ko'] as Locale[]) {
  for (const width of [375, 1280]) {
    test(`${locale} ${width}px: a batch over 2,000 badges tells the organiser to narrow the filter`, async ({
      page,
      context,
      request,
    }) => {
      const t = L[locale];
      await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
      await signIn(context, request, locale);
      // Someone to print for, so the list's Badges action is enabled.
      await registerVisitors(request, [{ name: '渡辺 さくら', company: '株式会社サンプル', attendext: ['day11'] }]);
      let asked = 0;
      await page.route('**/api/admin/badges', async (route) => {
        asked += 1;
        await route.fulfill({
          status: 413,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'too_many_badges', message: errorMessage('too_many_badges', locale) },
          }),
        });
      });
      await page.goto('/admin');
      await page.getByRole('button', { name: t.badges, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.make }).click();
      const alert = dialog.getByText(t.failed);
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(locale === 'en' ? 'at most 2,000 badges' : '2,000개까지');
      await expect(alert).toContainText(t.narrow);
      expect(asked).toBe(1);
      // Still open, with its choices, so the organiser can go back and narrow the list.
      await expect(dialog.getByRole('button', { name: t.make })).toBeEnabled();
      // Nothing of the dialog is off-screen at this width.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      await page.screenshot({ path: path.join(SHOTS, `badges-413-${locale}-${width}.png`), fullPage: true });
    });
  }
}

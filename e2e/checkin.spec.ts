/**
 * The check-in desk in Chromium against the real API and desk store, in both languages, on a phone
 * (375 px) and a laptop (1280 px): search and check in, undo, someone another desk checked in first,
 * a USB scanner (the code typed and Enter), a QR code read from a camera stream (Chromium's fake
 * video capture playing a generated QR image), no sideways scrolling, and axe. Each test registers
 * its own people under a unique tag, because other specs share the database.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, chromium, expect, test } from '@playwright/test';
import { type Locale, formatKoreaDateTime } from '@forum/shared';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';
import {
  DESK_LABELS,
  checkInThroughApi,
  openDesk,
  qrCameraFile,
  registerVisitors,
  scrollsSideways,
  signIn,
} from './support/checkinDesk';
import { E2E_BASE_URL } from './support/env';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

function runTag(label: string): string {
  return `Desk${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of ['en', 'ko'] as const satisfies readonly Locale[]) {
  const l = DESK_LABELS[locale];
  for (const viewport of VIEWPORTS) {
    test(`${locale} ${viewport.width}px: search and check in, undo, already checked in elsewhere, a USB scanner; axe`, async ({
      page,
      context,
      request,
    }) => {
      // Three axe runs and a dozen round trips: more than the default on a busy two-core machine.
      test.setTimeout(90_000);
      const tag = runTag(`${locale}${viewport.width}`);
      const [searched, elsewhere, scanned] = await registerVisitors(request, [
        { name: `Searched ${tag}`, company: `${tag} Ventures`, attendext: ['day11', 'day21'] },
        { name: `Elsewhere ${tag}`, company: `${tag} Capital`, attendext: ['day12'] },
        { name: `Scanned ${tag}`, company: `${tag} Partners`, attendext: ['day13'] },
      ]);
      if (!searched?.checkinCode || !elsewhere?.checkinCode || !scanned?.checkinCode)
        throw new Error('registrants without codes');
      // Another desk was first for this one (before this desk loaded its roster).
      const first = await checkInThroughApi(request, elsewhere.checkinCode, 1, 'East door');
      expect(first.first).toBe(true);

      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(context, request, locale);
      const field = await openDesk(page, locale);

      // Search as you type, pick with the keyboard, check in.
      await field.pressSequentially(`Searched ${tag}`);
      const option = page.getByRole('option', { name: new RegExp(`Searched ${tag}`) });
      await expect(option).toBeVisible();
      await field.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await field.press('Enter');
      const card = page.getByRole('article', { name: `Searched ${tag}` });
      await expect(card).toBeVisible();
      await expect(card).toContainText(`${tag} Ventures`);
      expect(await scrollsSideways(page)).toBe(false);
      await card.getByRole('button', { name: l.checkIn, exact: true }).click();
      await expect(card.getByText(l.checkedIn, { exact: true })).toBeVisible();
      await expect(field).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // Undo within the minute: the check-in is gone on the server too (a new one is first again).
      await card.getByRole('button', { name: l.undo }).click();
      await expect(card.getByRole('button', { name: l.checkIn, exact: true })).toBeVisible();
      await card.getByRole('button', { name: l.checkIn, exact: true }).click();
      await expect(card.getByText(l.checkedIn, { exact: true })).toBeVisible();

      // Already checked in at another desk: shown with its time and desk, with no button.
      await field.fill(`Elsewhere ${tag}`);
      await field.press('Enter');
      const already = page.getByRole('article', { name: `Elsewhere ${tag}` });
      await expect(already.getByText(l.already)).toBeVisible();
      await expect(already.getByText(l.alreadyAt(formatKoreaDateTime(first.checkedInAt), 'East door'))).toBeVisible();
      await expect(already.getByRole('button', { name: l.checkIn, exact: true })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      // A USB scanner: it types the code (lower case and hyphenated here, as some do) and Enter.
      await field.focus();
      await page.keyboard.type(`${scanned.checkinCode.slice(0, 4).toLowerCase()}-${scanned.checkinCode.slice(4)}`);
      await page.keyboard.press('Enter');
      const scannedCard = page.getByRole('article', { name: `Scanned ${tag}` });
      await expect(scannedCard).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(scannedCard.getByText(l.checkedIn, { exact: true })).toBeVisible();

      // An unknown code.
      await page.keyboard.type('ZZZZZZZZZZZZZ');
      await page.keyboard.press('Enter');
      await expect(page.getByText(l.unknown, { exact: true })).toBeVisible();

      // The server has exactly what the desk did: a second check-in of each is not first.
      for (const person of [searched, scanned]) {
        expect((await checkInThroughApi(request, person.checkinCode!, 1, 'Audit')).first).toBe(false);
      }
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${locale} ${viewport.width}px: a QR code read from the camera`, async ({ request }) => {
      test.setTimeout(90_000);
      const tag = runTag(`cam${locale}${viewport.width}`);
      const [visitor] = await registerVisitors(request, [
        { name: `Camera ${tag}`, company: `${tag} Labs`, attendext: ['day11'] },
      ]);
      if (!visitor?.checkinCode) throw new Error('no code');
      const video = await qrCameraFile(visitor.checkinCode);
      const browser = await chromium.launch({
        executablePath: chromiumExecutable(),
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const context = await browser.newContext({
          baseURL: E2E_BASE_URL,
          viewport: { width: viewport.width, height: viewport.height },
        });
        await context.grantPermissions(['camera'], { origin: E2E_BASE_URL });
        await signIn(context, request, locale);
        const page = await context.newPage();
        await openDesk(page, locale);
        await page.getByRole('button', { name: l.camera }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const card = page.getByRole('article', { name: `Camera ${tag}` });
        await expect(card).toBeVisible({ timeout: 15_000 });
        // The camera is stopped once the code is read: the dialog is gone and no track is live.
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await card.getByRole('button', { name: l.checkIn, exact: true }).click();
        await expect(card.getByText(l.checkedIn, { exact: true })).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }
}

/**
 * The "Event day" pictures in docs/admin-guide.md: a person just checked in by scanner, on a phone in both
 * languages and on a laptop. Always checked; written to admin-ui/docs/ with CHECKIN_SCREENSHOTS=1.
 */
for (const [locale, width, height, file] of [
  ['ko', 375, 900, 'checkin-phone-ko.png'],
  ['en', 375, 900, 'checkin-phone-en.png'],
  ['en', 1280, 1000, 'checkin-laptop-en.png'],
] as const) {
  test(`screenshot: ${file}`, async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const l = DESK_LABELS[locale];
    const [visitor] = await registerVisitors(request, [
      locale === 'ko'
        ? { name: '김민준', company: '주식회사 한빛벤처스', attendext: ['day11', 'day13', 'day22'] }
        : { name: 'Jane Doe', company: 'Northwind Capital', attendext: ['day11', 'day12', 'day21'] },
    ]);
    await page.setViewportSize({ width, height });
    await signIn(context, request, locale);
    const field = await openDesk(page, locale);
    await page.getByLabel(l.desk).fill(locale === 'ko' ? '동문 입구' : 'East door');
    await field.focus();
    await page.keyboard.type(visitor!.checkinCode!);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: visitor!.name });
    await expect(card.getByText(l.checkedIn, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: l.undo })).toBeVisible();
    // The counts catch up within the store's refresh (a few seconds): this check-in is counted.
    const today = page.getByRole('region', { name: l.counts }).getByRole('listitem').first();
    await expect(today).not.toContainText(locale === 'ko' ? '중 0명' : /^Day 1\s*0 of/, { timeout: 10_000 });
    expect(await scrollsSideways(page)).toBe(false);
    if (process.env.CHECKIN_SCREENSHOTS) {
      // The field loses the caret so the picture does not depend on its blink.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.screenshot({ path: `admin-ui/docs/${file}`, fullPage: width < 800 });
    }
  });
}

/**
 * The check-in code where registrants see it, in Chromium against the real server: the manage
 * page behind the e-mail's link and the e-mail's HTML part. Each QR code is decoded from a
 * screenshot (what a desk's camera would see) and must give the code the API holds.
 *
 * CHECKIN_SCREENSHOTS=<dir> also saves the pictures (phone and desktop width, both languages).
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { type Locale, type ManagedRegistrant, formatCheckinCode } from '@forum/shared';
import { uniqueEmail } from './support/adminApi';
import { type Mail, manageLinkPath, waitForMails } from './support/mailbox';

const SHOTS = process.env.CHECKIN_SCREENSHOTS;

const TEXT = {
  en: {
    heading: 'Your check-in code',
    qr: (code: string) => `QR code of your check-in code ${code}`,
    desk: /registration desk/,
  },
  ko: { heading: '체크인 코드', qr: (code: string) => `체크인 코드 ${code}의 QR 코드`, desk: /등록 데스크/ },
} as const;

async function register(
  request: APIRequestContext,
  locale: Locale,
): Promise<{ link: string; code: string; mail: Mail }> {
  const email = uniqueEmail(`checkin-${locale}`);
  const res = await request.post('/api/user', {
    data: {
      company: locale === 'ko' ? '한강벤처스' : 'Han River Capital',
      name: locale === 'ko' ? '김민준' : 'Jane Doe',
      title: 'Partner',
      email,
      phone: '+82-10-1234-5678',
      biztype: 1,
      attend: '',
      attendext: ['day11'],
      about: 'other',
      aboutOther: 'LinkedIn',
      consent: true,
      locale,
    },
  });
  expect(res.status()).toBe(201);
  const [mail] = await waitForMails(email);
  const link = manageLinkPath(mail!);
  const registrant = (await (await request.get(`/api${link.replace(/^\/kor/, '')}`)).json()) as ManagedRegistrant;
  expect(registrant.checkinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
  return { link, code: registrant.checkinCode!, mail: mail! };
}

/** What a camera pointed at `element` reads: its screenshot decoded as a QR code. */
async function decodeQr(element: Locator): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  return (
    jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height)
      ?.data ?? null
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const locale of ['en', 'ko'] as const) {
  const t = TEXT[locale];

  for (const width of [375, 1280]) {
    test(`${locale} at ${width} px: the manage page shows the check-in code as text and as a QR code that scans to it`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { link, code } = await register(request, locale);
      await page.goto(link);
      const section = page.getByRole('region', { name: t.heading });
      await expect(section).toBeVisible();
      await expect(section).toContainText(t.desk);
      await expect(section.getByText(formatCheckinCode(code), { exact: true })).toBeVisible();

      const qr = section.getByRole('img', { name: t.qr(formatCheckinCode(code)) });
      await expect(qr).toBeVisible();
      expect(await decodeQr(qr)).toBe(code);
      // Large enough to scan at the door, and on the page without sideways scrolling.
      const box = (await qr.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(180);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await shoot(page, `manage-checkin-${locale}-${width}`);
    });
  }

  test(`${locale}: the e-mail's HTML part, as a browser shows it, has a QR code that scans to the code`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const { code, mail } = await register(request, locale);
    // mailparser puts the inline image into the HTML as a data: URL, as a mail client shows the cid: part.
    await page.setContent(mail.html || '');
    const image = page.getByRole('img', { name: t.qr(formatCheckinCode(code)) });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await decodeQr(image)).toBe(code);
    await expect(page.getByText(formatCheckinCode(code), { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await shoot(page, `mail-checkin-${locale}-375`);
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, `mail-checkin-${locale}-1280`);
    }
  });
}

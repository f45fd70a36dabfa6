/**
 * The desk's "Print badge" in Chromium against the real API: after a check-in (and after a
 * walk-in's check-in) the button fetches that person's badge PDF with the session's token and
 * hands it to the browser's print dialog from an invisible frame. The PDF the frame holds is read
 * back with poppler (the person's name in Hangul, one 90 x 54 mm page) and its QR decoded to the
 * person's check-in code; print() is counted in the frame. And the list's Badges dialog downloads
 * the PDF of the list's filter.
 */
import fs from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { decodeQr, pdfInfo, pdfText, renderPage } from '@forum/api/testing';
import { DESK_LABELS, openDesk, registerVisitors, signIn } from './support/checkinDesk';

const PRINT_BADGE = { en: 'Print badge', ko: '명찰 출력' } as const;

/** Counts print() in every frame (the PDF frame included), on the top window. */
async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { __badgePrints?: number };
      top.__badgePrints = (top.__badgePrints ?? 0) + 1;
    };
  });
}

/** The print frame holds the PDF as a blob: URL of this page (the page's CSP allows it as a frame). */
async function expectPrintFrame(page: Page): Promise<void> {
  const frame = page.locator('iframe.admin-print-frame');
  await expect(frame).toHaveCount(1, { timeout: 15_000 });
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
}

for (const locale of ['ko', 'en'] as const) {
  test(`${locale}: Print badge after a check-in opens the person's badge in the print dialog`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const l = DESK_LABELS[locale];
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const [person] = await registerVisitors(request, [
      { name: `명찰 ${tag}`, company: `${tag} 벤처스`, attendext: ['day11'] },
    ]);
    if (!person?.checkinCode) throw new Error('no check-in code');

    await countPrints(page);
    await signIn(context, request, locale);
    const field = await openDesk(page, locale);
    await field.fill(person.checkinCode);
    await field.press('Enter');
    const card = page.getByRole('article', { name: person.name });
    await expect(card).toBeVisible();
    // Not before the person is checked in.
    await expect(card.getByRole('button', { name: PRINT_BADGE[locale] })).toHaveCount(0);
    await card.getByRole('button', { name: l.checkIn, exact: true }).click();
    await expect(card.getByText(l.checkedIn, { exact: true })).toBeVisible();

    const badgeCall = page.waitForResponse((response) => response.url().includes('/api/checkin/badge/'));
    await card.getByRole('button', { name: PRINT_BADGE[locale] }).click();
    const response = await badgeCall;
    expect(response.status()).toBe(200);
    expect(response.request().headers().authorization).toMatch(/^Bearer /);
    expect(response.url()).toContain(`/api/checkin/badge/${person.checkinCode}?layout=label-90x54`);

    await expectPrintFrame(page);
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect(info.pageSize[0]).toBeCloseTo((90 * 72) / 25.4, 1);
    expect(pdfText(pdf)).toContain(person.name);
    expect(decodeQr(renderPage(pdf, 1, 150))).toBe(person.checkinCode);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __badgePrints?: number }).__badgePrints ?? 0))
      .toBe(1);

    // The layout is the desk's choice: A6 this time, and it is remembered.
    await card.getByRole('combobox').selectOption('a6');
    const a6Call = page.waitForResponse((r) => r.url().includes('/api/checkin/badge/'));
    await card.getByRole('button', { name: PRINT_BADGE[locale] }).click();
    expect((await a6Call).url()).toContain('layout=a6');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __badgePrints?: number }).__badgePrints ?? 0))
      .toBe(2);
    expect(await page.evaluate(() => window.localStorage.getItem('forum.desk.badgeLayout'))).toBe('a6');
  });
}

test("the list's Badges action sends the list's filter and downloads the PDF of those registrants", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [first, second] = await registerVisitors(request, [
    { name: `가나 ${tag}`, company: `${tag} 하나`, attendext: ['day11'] },
    { name: `Zed ${tag}`, company: `${tag} Two`, attendext: ['day12'] },
  ]);
  await signIn(context, request, 'en');
  await page.goto('/admin');
  await page.getByRole('searchbox').fill(tag);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);

  await page.getByRole('button', { name: 'Badges', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Badges for the 2 registrants the list shows now.');
  await dialog.getByRole('radio', { name: /^Label 90 x 54 mm/ }).check();
  const call = page.waitForRequest((r) => r.url().endsWith('/api/admin/badges'));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Make PDF' }).click();
  expect((await call).postDataJSON()).toEqual({
    filter: { search: tag.toLowerCase() },
    layout: 'label-90x54',
    sort: 'name',
  });
  const file = await (await download).path();
  const pdf = fs.readFileSync(file);
  expect(pdfInfo(pdf).pages).toBe(2);
  // Hangul first (가나다 order), then Latin names.
  expect(pdfText(pdf, 1)).toContain(first!.name);
  expect(pdfText(pdf, 2)).toContain(second!.name);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The badge PDF for 2 registrants is ready.' })).toBeVisible();
});

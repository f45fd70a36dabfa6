/**
 * A draft's preview link in Chromium, in a browser with no admin login: the draft's landing page in
 * both languages with its band, never indexed, and a form that runs the draft's sessions, checks
 * what is typed and sends nothing.
 */
import { expect, test } from '@playwright/test';
import { HEARD_FROM_OTHER, type Locale, formatDateRangeWithWeekdays, sessionInfos } from '@forum/shared';
import type { TestForum } from '@forum/api/testing';
import { PREVIEW_EDITION, previewPath, startPreviewForum } from './support/previewForum';
import { chooseHeardFrom, dialog, labels } from './support/registrationForm';

const BAND: Record<Locale, string> = {
  en: `Preview of ${PREVIEW_EDITION.year}`,
  ko: `${PREVIEW_EDITION.year} 미리보기`,
};
const NOTHING_SENT: Record<Locale, RegExp> = { en: /nothing was sent/, ko: /제출되지 않았습니다/ };

let forum: TestForum;

test.beforeAll(async () => {
  forum = await startPreviewForum();
});

test.afterAll(async () => {
  await forum?.close();
});

for (const locale of ['en', 'ko'] as const) {
  test(`the preview link shows the draft in ${locale} with its band, and its form sends nothing`, async ({ page }) => {
    test.setTimeout(60_000);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    const response = await page.goto(forum.url + previewPath(locale));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('note')).toContainText(BAND[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_EDITION.name[locale]);
    await expect(page.locator('.hero__when')).toContainText(
      formatDateRangeWithWeekdays(Object.values(PREVIEW_EDITION.days), locale),
    );

    const modal = dialog(page, locale);
    const callToAction = page.locator('#registration').getByRole('button', { name: labels(locale).cta, exact: true });
    await expect(async () => {
      if (!(await modal.isVisible())) await callToAction.click({ timeout: 5_000 });
      await expect(modal).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // The draft's sessions: 2026's added one is offered, 2025's dropped one is not.
    const sessions = sessionInfos(PREVIEW_EDITION).filter((session) => !session.invitationOnly);
    const added = sessions.find((session) => session.code === 'day24')!;
    await expect(modal.getByRole('checkbox', { name: added.title[locale], exact: true })).toBeVisible();
    await expect(modal.getByRole('checkbox')).toHaveCount(sessions.length + 1);

    const l = labels(locale);
    await modal.getByLabel(l.company, { exact: true }).fill('Preview Capital');
    await modal.getByLabel(l.name, { exact: true }).fill('Kim Preview');
    await modal.getByLabel(l.title, { exact: true }).fill('Partner');
    await modal.getByLabel(l.email, { exact: true }).fill('preview@example.com');
    await modal.getByLabel(l.phone, { exact: true }).fill('010-1234-5678');
    await modal.getByRole('radio').first().check();
    await modal.getByRole('checkbox', { name: added.title[locale], exact: true }).check();
    await chooseHeardFrom(modal, locale, { about: HEARD_FROM_OTHER, aboutOther: 'Looking at next year.' });
    await modal.getByRole('checkbox', { name: l.consent }).check();
    await modal.getByRole('button', { name: l.register, exact: true }).click();
    await expect(modal.getByRole('status').filter({ hasText: NOTHING_SENT[locale] })).toBeVisible();
    expect(posts).toEqual([]);
  });
}

test('an unknown preview token answers 404, never indexed', async ({ request }) => {
  const response = await request.get(`${forum.url}${previewPath('en', 'no-such-token')}`);
  expect(response.status()).toBe(404);
  expect(response.headers()['x-robots-tag']).toContain('noindex');
});

/**
 * An ended forum in Chromium: its server on FORUM_CLOCK after the last forum day (its own process,
 * support/endedForum.ts) and the page's clock on the same time. The landing in both languages
 * shows the ended notice where Register Now was, and no Register button works; the admin's bar
 * says the forum ended and that the server runs on a test clock.
 */
import { expect, test } from '@playwright/test';
import { EDITION, forumEndedNotice } from '@forum/shared';
import { endedForum, onEndedForumTime, signInToEndedForum } from './support/endedForum';
import { labels } from './support/registrationForm';

const ENDED = {
  en: { path: '/', title: `The ${EDITION.year} forum has ended` },
  ko: { path: '/kor', title: `${EDITION.year} 포럼이 끝났습니다` },
} as const;

for (const locale of ['en', 'ko'] as const) {
  test(`the ${locale} landing says the forum has ended and offers no registration`, async ({ page }) => {
    const forum = await endedForum();
    await onEndedForumTime(page);
    const t = ENDED[locale];
    await page.goto(forum.url + t.path);
    const notice = page.locator('#registration').getByRole('status').filter({ hasText: t.title });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    // Neither Register button is shown (the first screen's nor the section's), and nothing opens the form.
    await expect(page.getByRole('button', { name: labels(locale).cta })).toHaveCount(0);
    await expect(page.locator('[data-opens-registration]:visible')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test(`the admin's bar says the forum ended, in ${locale}, and that the server runs on FORUM_CLOCK`, async ({
    page,
    context,
  }) => {
    const forum = await endedForum();
    await onEndedForumTime(page);
    await signInToEndedForum(context, forum, locale);
    await page.goto(`${forum.url}/admin`);
    const bar = page.getByRole('status', { name: locale === 'ko' ? '포럼 상태' : 'Forum status' });
    await expect(bar).toContainText(forumEndedNotice(EDITION, locale), { timeout: 15_000 });
    await expect(bar).toContainText('FORUM_CLOCK');
  });
}

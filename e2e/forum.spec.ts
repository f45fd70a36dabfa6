/**
 * The admin's Forum screen in Chromium, in both languages at phone and laptop width: a manager
 * prepares 2026 from 2025 (the days on the same weekdays), meets a problem beside its field and in
 * the list at the top, follows the list to the field with the keyboard and fixes it, adds a session
 * that lands on the programme, makes a preview link, and publishes after typing the year (sent as
 * `confirm`). The editions calls are answered by the stand-in (support/editionsApi.ts), everything
 * else by the real e2e server. Pictures of each step go to test-results/forum/.
 */
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { EDITION, type Locale } from '@forum/shared';
import { signIn } from './support/checkinDesk';
import { serveStandIn } from './support/editionsApi';
import { FORUM_LABELS, NEXT_YEAR, openFirstCard, openForum, openNextDraft } from './support/forumAudit';

const SHOTS = path.join('test-results', 'forum');

const L = {
  en: {
    day1: 'Day 1: date',
    day1Weekday: 'Monday 21 September 2026',
    titleEn: 'Title (English)',
    titleKo: 'Title (Korean)',
    starts: 'Starts',
    ends: 'Ends',
    missingTitle: 'The English title is missing.',
    noProblems: 'No problems: ready to publish.',
    addSession: 'Add a session on day 2',
    programme: 'Programme',
    wrongYear: 'Type 2026 exactly to publish.',
    published: 'The 2026 forum is published: the site and registration now show it.',
    current: 'Current',
    ended: 'Ended',
    openPreview: /Open the preview/,
  },
  ko: {
    day1: '1일차 날짜',
    day1Weekday: '2026년 9월 21일 (월)',
    titleEn: '세션 이름 (영어)',
    titleKo: '세션 이름 (한국어)',
    starts: '시작',
    ends: '종료',
    missingTitle: '영어 세션 이름을 입력해 주세요.',
    noProblems: '문제가 없습니다. 공개할 수 있습니다.',
    addSession: '2일차 세션 추가',
    programme: '프로그램',
    wrongYear: '연도(2026)를 정확히 입력해야 공개됩니다.',
    published: '2026 포럼을 공개했습니다. 이제 누리집과 사전등록에 표시됩니다.',
    current: '현재',
    ended: '종료',
    openPreview: /미리보기 열기/,
  },
} as const;

async function shot(page: Page, step: string, locale: Locale, width: number) {
  await page.screenshot({
    path: path.join(SHOTS, `${step}-${locale}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

for (const locale of ['en', 'ko'] as const) {
  for (const { width, height } of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${locale} ${width}px`, () => {
      test.use({ viewport: { width, height } });

      test('a manager prepares 2026 from 2025, fixes the problem it shows, previews it and publishes it', async ({
        page,
        context,
        request,
      }) => {
        test.setTimeout(90_000);
        const l = { ...FORUM_LABELS[locale], ...L[locale] };
        await signIn(context, request, locale);
        const editions = await serveStandIn(page);

        await openForum(page, locale);
        await shot(page, 'list', locale, width);
        await openNextDraft(page, locale);
        // Copied from 2025, its days moved by whole weeks to the same weekdays a year on.
        await expect(page.getByLabel(l.day1, { exact: true })).toHaveValue('2026-09-21');
        await expect(page.getByText(l.day1Weekday, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: l.noProblems })).toBeVisible();
        await shot(page, 'draft', locale, width);

        // A problem: the first session's English title emptied, shown beside it and listed at the top.
        await openFirstCard(page, l.sessions);
        const title = page.getByLabel(l.titleEn, { exact: true }).first();
        const original = await title.inputValue();
        await title.fill('');
        await expect(title).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
        await expect(title).toHaveAccessibleDescription(l.missingTitle);
        const problems = page.getByRole('region', { name: l.problems });
        await expect(problems.getByRole('link')).toHaveCount(1);
        await shot(page, 'problem', locale, width);

        // The list leads to the field, by keyboard too; typed back, the problem goes.
        await problems.getByRole('link').focus();
        await page.keyboard.press('Enter');
        await expect(title).toBeFocused();
        await page.keyboard.type(original);
        await expect(page.getByRole('heading', { name: l.noProblems })).toBeVisible({ timeout: 10_000 });
        await expect(title).not.toHaveAttribute('aria-invalid', 'true');

        // A session added on day 2 opens at once and takes its place on day 2's programme.
        await page.getByRole('button', { name: l.addSession, exact: true }).click();
        const added = page.getByRole('region', { name: l.sessions, exact: true }).locator('details').last();
        await added.getByLabel(l.titleEn, { exact: true }).fill('Space and aerospace session');
        await added.getByLabel(l.titleKo, { exact: true }).fill('우주항공 세션');
        await added.getByLabel(l.starts, { exact: true }).fill('14:00');
        await added.getByLabel(l.ends, { exact: true }).fill('17:00');
        const programme = page.getByRole('region', { name: l.programme, exact: true });
        await expect(programme.locator('details').last()).toContainText(
          locale === 'en' ? 'Space and aerospace session' : '우주항공 세션',
        );

        await page.getByRole('button', { name: l.makePreview, exact: true }).click();
        await expect(page.getByLabel(l.previewLink, { exact: true })).toHaveValue(/\?preview=2026-/);
        await expect(page.getByRole('link', { name: l.openPreview })).toHaveAttribute('target', '_blank');
        await shot(page, 'preview', locale, width);

        // Publishing asks for the year: a wrong one is refused in the dialog, the right one goes as `confirm`.
        await page.getByRole('button', { name: l.publish(NEXT_YEAR), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: l.publishDialog(NEXT_YEAR) });
        const year = dialog.getByLabel(l.confirmYear(NEXT_YEAR), { exact: true });
        await expect(year).toBeFocused();
        await page.keyboard.type('2025');
        await page.keyboard.press('Enter');
        await expect(dialog.getByRole('alert')).toHaveText(l.wrongYear);
        expect(editions.published).toEqual([]);
        await year.fill(String(NEXT_YEAR));
        await shot(page, 'publish', locale, width);
        await page.keyboard.press('Enter');
        await expect(page.getByText(l.published, { exact: true })).toBeVisible();
        expect(editions.published).toEqual([{ confirm: NEXT_YEAR }]);
        expect(editions.saved.at(-1)?.sessions.at(-1)?.title.en).toBe('Space and aerospace session');

        const table = page.getByRole('table', { name: l.table });
        await expect(table.getByRole('row', { name: new RegExp(String(NEXT_YEAR)) })).toContainText(l.current);
        await expect(table.getByRole('row', { name: new RegExp(String(EDITION.year)) })).toContainText(l.ended);
        await shot(page, 'published', locale, width);
      });
    });
  }
}

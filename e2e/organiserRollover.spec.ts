/**
 * Next year's forum as its organiser brings it out, in Chromium against the real editions API: the
 * Forum screen prepares 2026 from 2025, shows the problem the organiser makes and takes it back
 * once fixed, its preview link opens in a browser that never logged in, and publishing (the year
 * typed to confirm) turns the public pages over to 2026 with nothing of 2025 left and registration
 * open for 2026. Publishing changes the server's current edition, so this spec runs a server of its
 * own (own process, SQLite file, manager), on a clock after 2025's last forum day: publishing is
 * refused while the current forum is still ahead. The organiser's clicks and typed fields from
 * "Prepare 2026" to published are counted and printed.
 */
import { type Page, expect, test } from '@playwright/test';
import { EDITION, formatDateRangeWithWeekdays } from '@forum/shared';
import { FORUM_LABELS, NEXT_YEAR, openFirstCard } from './support/forumAudit';
import { ORGANISER_CLOCK, countedOrganiser, organiserForum } from './support/organiserForum';
import { dialog, fillForm, labels } from './support/registrationForm';

/** The 2025 session the organiser drops for 2026. */
const DROPPED = EDITION.sessions.find((session) => session.code === 'day21')!.title;
/** A port of this spec's own (the first e2e server's plus one), so the preview link names it. */
const forum = organiserForum('rollover', 1);

const l = {
  ...FORUM_LABELS.en,
  titleKo: 'Title (Korean)',
  noProblems: 'No problems: ready to publish.',
  published: `The ${NEXT_YEAR} forum is published: the site and registration now show it.`,
  band: `Preview of ${NEXT_YEAR}`,
};

async function publicText(page: Page, at: string): Promise<string> {
  const response = await page.goto(forum.url + at);
  expect(response?.status()).toBe(200);
  return page.locator('body').innerText();
}

test('an organiser prepares 2026 from 2025, fixes its problem, previews it and publishes it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: ORGANISER_CLOCK });
  await forum.signIn(context, 'en');
  // Before: the public pages are 2025's, so what is checked after publishing can be missing.
  const before = await browser.newContext();
  const shipped = await publicText(await before.newPage(), '/');
  expect(shipped).toContain(EDITION.name.en);
  expect(shipped).toContain(formatDateRangeWithWeekdays(Object.values(EDITION.days), 'en'));
  expect(shipped).toContain(DROPPED.en);
  expect(await before.pages()[0]!.content()).toContain(EDITION.days[1]);
  await before.close();

  await page.goto(`${forum.url}/admin`);
  await page.getByRole('navigation').getByRole('button', { name: l.section, exact: true }).click();
  await expect(page.getByRole('table', { name: l.table })).toBeVisible();
  const me = countedOrganiser(page);
  await me.click(page.getByRole('button', { name: l.prepare(NEXT_YEAR), exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${l.editor(NEXT_YEAR)}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: l.noProblems })).toBeVisible({ timeout: 10_000 });
  const nextName = await page.getByLabel(l.nameEn, { exact: true }).inputValue();
  expect(nextName).toContain(String(NEXT_YEAR));
  expect(nextName).not.toBe(EDITION.name.en);

  // A problem: the first session's Korean title cleared, listed at the top; typed back, it goes.
  me.count.clicks += 1;
  await openFirstCard(page, l.sessions);
  const titleKo = page.getByLabel(l.titleKo, { exact: true }).first();
  const original = await titleKo.inputValue();
  await me.type(titleKo, '');
  await expect(titleKo).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
  const problems = page.getByRole('region', { name: l.problems });
  await expect(problems.getByRole('link')).toHaveCount(1);
  await me.type(titleKo, original);
  await expect(page.getByRole('heading', { name: l.noProblems })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible({ timeout: 10_000 });

  // 2025's Lifestyle session dropped: gone from the draft's programme and, once published, from the site.
  const sessions = page.getByRole('region', { name: l.sessions, exact: true });
  await me.click(sessions.locator('details').filter({ hasText: DROPPED.en }).locator('summary'));
  await me.click(page.getByRole('button', { name: `Drop session ${DROPPED.en}`, exact: true }));
  await expect(sessions.locator('details').filter({ hasText: DROPPED.en })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible({ timeout: 10_000 });

  // The preview link, opened where nobody is logged in: the draft with its band.
  await me.click(page.getByRole('button', { name: l.makePreview, exact: true }));
  const link = await expect
    .poll(() => page.getByLabel(l.previewLink, { exact: true }).inputValue())
    .toMatch(/\/preview\//)
    .then(() => page.getByLabel(l.previewLink, { exact: true }).inputValue());
  me.count.clicks += 1;
  const stranger = await browser.newContext();
  const preview = await stranger.newPage();
  expect((await preview.goto(link))?.status()).toBe(200);
  await expect(preview.getByRole('note')).toContainText(l.band);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(nextName);
  await stranger.close();

  // Publishing asks for the year.
  await me.click(page.getByRole('button', { name: l.publish(NEXT_YEAR), exact: true }));
  const confirm = page.getByRole('dialog', { name: l.publishDialog(NEXT_YEAR) });
  await me.type(confirm.getByLabel(l.confirmYear(NEXT_YEAR), { exact: true }), String(NEXT_YEAR));
  await me.press('Enter');
  await expect(page.getByText(l.published, { exact: true })).toBeVisible({ timeout: 15_000 });
  console.log(
    `organiser: ${me.count.clicks} clicks and ${me.count.fields} typed fields from "Prepare ${NEXT_YEAR}" to published`,
  );

  // The public pages, to a visitor: 2026's, nothing of 2025's.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  for (const [at, locale] of [
    ['/', 'en'],
    ['/kor', 'ko'],
  ] as const) {
    const text = await publicText(site, at);
    expect(text).not.toContain(EDITION.name[locale]);
    expect(text).not.toContain(formatDateRangeWithWeekdays(Object.values(EDITION.days), locale));
    expect(text).not.toContain(DROPPED[locale]);
    const html = await site.content();
    for (const day of Object.values(EDITION.days)) expect(html).not.toContain(day);
    await expect(site.getByRole('heading', { level: 1 })).toContainText(String(NEXT_YEAR));
    if (locale === 'en') expect(text).toContain(nextName);
  }
  await expect(site.getByRole('heading', { level: 1 })).not.toHaveText(EDITION.name.ko);

  // Registration is 2026's, through the Korean page's form: the dropped session is not offered.
  const modal = dialog(site, 'ko');
  const callToAction = site.locator('#registration').getByRole('button', { name: labels('ko').cta, exact: true });
  await expect(async () => {
    if (!(await modal.isVisible())) await callToAction.click({ timeout: 5_000 });
    await expect(modal).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(modal.getByRole('checkbox', { name: DROPPED.ko, exact: true })).toHaveCount(0);
  await fillForm(modal, 'ko', {
    company: '롤오버캐피탈',
    name: '김이월',
    title: '파트너',
    email: 'rollover-2026@example.com',
    phone: '010-1234-5678',
    biztype: 1,
    // The form's helper names sessions by 2025's days: 2026's AI session is ticked here instead.
    sessions: [],
    about: 'other',
    aboutOther: 'LinkedIn',
  });
  const ai = modal.getByRole('checkbox', { name: /AI 세션$/ }).first();
  await expect(ai).not.toHaveAccessibleName(/9월 22일/);
  await ai.check();
  const sent = site.waitForResponse(
    (response) => response.url().endsWith('/api/user') && response.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: labels('ko').register, exact: true }).click();
  expect((await sent).status()).toBe(201);
  await expect(modal.getByRole('button', { name: '닫기', exact: true })).toBeVisible();
  await visitor.close();

  // The console, built with 2025's file, shows 2026 from the server: its name and its registrant.
  await page.reload();
  await page.getByRole('button', { name: 'Registrants', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${nextName} — registrant list` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('rowheader', { name: /김이월/ })).toBeVisible();
});

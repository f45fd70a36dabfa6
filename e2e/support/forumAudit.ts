/**
 * The admin's Forum screen as the browser tests reach it: its words in both languages, and the
 * screen audit's walk through it (the list, next year's draft with a problem, leaving it unsaved,
 * the draft with its preview link and its site's lists open, a spreadsheet import's row report and
 * its "rows will replace the list", the publish and delete dialogs, an ended edition read-only with
 * its versions, and restoring one into a year already taken).
 * The walk works on the editions stand-in and on the real API alike (see editionsApi.ts): it
 * prepares next year or continues the draft already there, publishes, deletes, imports and
 * restores nothing (an import is checked, not confirmed; the restore is refused), and puts back
 * the one field it spoils.
 */
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { EDITION, type Locale } from '@forum/shared';
import { failEditionSaves } from './editionsApi';

/** A photo made here (a colour gradient, 600 x 400): the server crops it to the speaker's square. */
export function speakerPhoto(): Buffer {
  const photo = new PNG({ width: 600, height: 400 });
  for (let y = 0; y < 400; y += 1)
    for (let x = 0; x < 600; x += 1) {
      const at = (y * 600 + x) * 4;
      photo.data[at] = (x * 255) / 600;
      photo.data[at + 1] = 90;
      photo.data[at + 2] = (y * 255) / 400;
      photo.data[at + 3] = 255;
    }
  return PNG.sync.write(photo);
}

/**
 * The first speaker's photo in the first programme entry (open already): uploaded through the real
 * API and shown with its size, then a page named .png refused in the organiser's words, then the
 * photo removed again so the draft is as it was. Close-ups of the field go to test-results/forum/.
 */
async function speakerPictureSteps(page: Page, locale: Locale, audit: (screen: string) => Promise<void>) {
  const l = FORUM_LABELS[locale];
  const entry = page.getByRole('region', { name: l.programme, exact: true }).locator('details').first();
  const speaker = entry.locator('li > details').first();
  if ((await speaker.getAttribute('open')) === null) await speaker.locator('summary').click();
  const field = speaker.locator('.forum-picture');
  await field.getByLabel(l.uploadPhoto, { exact: true }).setInputFiles({
    name: 'speaker.png',
    mimeType: 'image/png',
    buffer: speakerPhoto(),
  });
  await expect(field.getByText(l.photoSize, { exact: true })).toBeVisible({ timeout: 10_000 });
  const image = field.getByRole('img');
  await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.png$/);
  // The picture really loads from the server, at the size it was stored at.
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(112);
  await audit('admin-forum-picture');
  await shotOf(page, field, 'speaker-picture', locale);

  await field.getByLabel(l.replacePhoto, { exact: true }).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  await expect(field.getByRole('alert')).toHaveText(l.notAPicture);
  await audit('admin-forum-picture-refused');
  await shotOf(page, field, 'speaker-picture-refused', locale);

  await field.getByRole('button', { name: l.removePhoto }).click();
  await expect(field.getByRole('img')).toHaveCount(0);
}

/**
 * The site's words and pictures: every list of the site sections opened (their rows are drawn only
 * then, so the audit measures each kind of row: logos, investors, companies with one or two links,
 * startups) and the sample content panel's first part opened, for the draft's audit.
 */
async function openSiteLists(page: Page) {
  const lists = page.locator('details.forum-site-list__card');
  await expect(lists).toHaveCount(5);
  for (const list of await lists.all()) {
    if ((await list.getAttribute('open')) === null) await list.locator('summary').click();
    await expect(list.locator('.forum-site-row').first()).toBeVisible();
  }
  const samples = page.locator('.forum-samples__group').first();
  await samples.locator('summary').click();
  await expect(samples.getByRole('link').first()).toBeVisible();
}

/** A CSV for the companies' import: `rows` good rows, and a refused one (no website, a bad second link) when asked. */
function companiesCsv(rows: number, refused = false): Buffer {
  const lines = ['name_en,name_ko,website,caption1,website2,caption2'];
  for (let n = 1; n <= rows; n += 1) lines.push(`Audit Company ${n},감사 기업 ${n},https://company${n}.example.com,,,`);
  if (refused) {
    lines.push('Audit Company Without A Website,웹사이트 없는 기업,,,,');
    lines.push('Audit Company With A Second Link,두 번째 링크 기업,https://two.example.com,B2B,not a link,B2C');
  }
  return Buffer.from(lines.join('\n'));
}

/**
 * The companies' spreadsheet import: a file with refused cells shows its row report; a good one
 * says how many rows would replace the list, and is cancelled there (nothing is imported).
 */
async function importSteps(page: Page, locale: Locale, audit: (screen: string) => Promise<void>) {
  const l = FORUM_LABELS[locale];
  const input = page.getByLabel(l.importCompanies, { exact: true });
  await input.setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: companiesCsv(2, true) });
  const report = page.getByRole('dialog', { name: l.importRefused });
  await expect(report.getByRole('table')).toBeVisible({ timeout: 10_000 });
  await audit('admin-forum-import-report');
  await shotOf(page, report, 'import-report', locale);
  await report.getByRole('button', { name: l.close, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await input.setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: companiesCsv(3) });
  const ready = page.getByRole('dialog', { name: l.importReady });
  await expect(ready.getByRole('button', { name: l.replaceList, exact: true })).toBeVisible({ timeout: 10_000 });
  await audit('admin-forum-import');
  await shotOf(page, ready, 'import-ready', locale);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shotOf(page, page.locator('.forum-import').first(), 'import-button', locale);
}

/** The ended edition's versions, and the first restored into next year, which has its draft already. */
async function restoreSteps(page: Page, locale: Locale, audit: (screen: string) => Promise<void>) {
  const l = FORUM_LABELS[locale];
  const panel = page.locator('section.forum-versions');
  await shotOf(page, panel, 'versions', locale);
  await panel.getByRole('button', { name: l.restore(1), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: l.restoreDialog(EDITION.year, 1) });
  await dialog.getByLabel(l.draftYear, { exact: true }).fill(String(NEXT_YEAR));
  await dialog.getByRole('button', { name: l.restoreSubmit, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(l.duplicateYear(NEXT_YEAR));
  await audit('admin-forum-restore');
  await shotOf(page, dialog, 'restore', locale);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Close-ups of the site sections and the sample content panel (test-results/forum/), to look at. */
async function siteShots(page: Page, locale: Locale) {
  const sections = page.locator('section.forum-section[id^="forum-site"]');
  for (const section of await sections.all()) {
    const id = (await section.getAttribute('id')) ?? 'site';
    await shotOf(page, section, id.replace(/^forum-/, '').replace(/\./g, '-'), locale);
  }
  await shotOf(
    page,
    page.locator('.forum-panel').filter({ has: page.locator('#forum-samples-title') }),
    'site-samples',
    locale,
  );
}

async function shotOf(page: Page, field: ReturnType<Page['locator']>, step: string, locale: Locale) {
  const width = page.viewportSize()?.width ?? 0;
  await field.scrollIntoViewIfNeeded();
  await field.screenshot({
    path: path.join('test-results', 'forum', `${step}-${locale}-${width}.png`),
    animations: 'disabled',
  });
}

export const FORUM_LABELS = {
  en: {
    section: 'Forum',
    table: 'The forum, year by year',
    prepare: (year: number) => `Prepare ${year}`,
    continueDraft: (year: number) => `Continue the ${year} draft`,
    editor: (year: number) => `Forum ${year}`,
    checking: 'Checking…',
    nameEn: 'Forum name (English)',
    sessions: 'Sessions',
    programme: 'Programme',
    back: 'Back to the forums',
    leave: 'Leave without saving?',
    stay: 'Keep editing',
    saved: 'All changes saved.',
    makePreview: 'Make a preview link',
    previewLink: 'Preview link',
    publish: (year: number) => `Publish ${year}`,
    publishDialog: (year: number) => `Publish the ${year} forum?`,
    confirmYear: (year: number) => `Type ${year} to confirm`,
    deleteDraft: 'Delete draft',
    deleteDialog: (year: number) => `Delete the ${year} draft?`,
    view: (year: number) => `View the ${year} forum`,
    problems: /problems? to fix before publishing/,
    uploadPhoto: 'Upload a photo',
    replacePhoto: 'Replace photo',
    removePhoto: /^Remove photo/,
    photoSize: '112 × 112 px',
    notAPicture: 'This file is not a picture the site can show: upload a PNG, JPEG, WebP or SVG.',
    importCompanies: 'Import from a spreadsheet (companies)',
    importRefused: 'This file cannot be imported',
    importReady: 'Replace the list of companies?',
    replaceList: 'Replace the list',
    close: 'Close',
    restore: (version: number) => `Restore as a draft (version ${version})`,
    restoreDialog: (year: number, version: number) => `Restore version ${version} of ${year} as a draft?`,
    draftYear: 'Year of the new draft',
    restoreSubmit: 'Restore as a draft',
    duplicateYear: (year: number) => `There is already a ${year} edition.`,
  },
  ko: {
    section: '포럼 관리',
    table: '연도별 포럼',
    prepare: (year: number) => `${year} 포럼 준비`,
    continueDraft: (year: number) => `${year} 초안 계속 편집`,
    editor: (year: number) => `${year} 포럼`,
    checking: '점검하는 중…',
    nameEn: '포럼 이름 (영어)',
    sessions: '세션',
    programme: '프로그램',
    back: '포럼 목록으로',
    leave: '저장하지 않고 나갈까요?',
    stay: '계속 편집',
    saved: '모든 변경 사항이 저장되었습니다.',
    makePreview: '미리보기 링크 만들기',
    previewLink: '미리보기 링크',
    publish: (year: number) => `${year} 포럼 공개`,
    publishDialog: (year: number) => `${year} 포럼을 공개할까요?`,
    confirmYear: (year: number) => `확인하려면 연도(${year})를 입력하세요`,
    deleteDraft: '초안 삭제',
    deleteDialog: (year: number) => `${year} 초안을 삭제할까요?`,
    view: (year: number) => `보기 ${year} 포럼`,
    problems: /공개 전에 고칠 문제 \d+건/,
    uploadPhoto: '사진 올리기',
    replacePhoto: '사진 바꾸기',
    removePhoto: /^사진 삭제/,
    photoSize: '112 × 112px',
    notAPicture: '누리집에 올릴 수 없는 파일입니다. PNG, JPEG, WebP, SVG 그림을 올려 주세요.',
    importCompanies: '스프레드시트에서 가져오기 (참가 기업)',
    importRefused: '이 파일은 가져올 수 없습니다',
    importReady: '참가 기업 목록을 바꿀까요?',
    replaceList: '목록 바꾸기',
    close: '닫기',
    restore: (version: number) => `초안으로 복원 (버전 ${version})`,
    restoreDialog: (year: number, version: number) => `${year} 포럼 버전 ${version}에서 새 초안을 만들까요?`,
    draftYear: '새 초안의 연도',
    restoreSubmit: '초안으로 복원',
    duplicateYear: (year: number) => `${year}년 포럼이 이미 있습니다.`,
  },
} as const;

/** The year the shipped edition is followed by: what "Prepare" offers on a fresh database. */
export const NEXT_YEAR = EDITION.year + 1;

/** /admin, then the Forum section from the bar; answers once the editions are listed. */
export async function openForum(page: Page, locale: Locale): Promise<void> {
  const l = FORUM_LABELS[locale];
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('button', { name: l.section, exact: true }).click();
  await expect(page.getByRole('table', { name: l.table })).toBeVisible();
}

/** From the list: next year's draft, prepared now or continued; answers once its check has come back. */
export async function openNextDraft(page: Page, locale: Locale): Promise<void> {
  const l = FORUM_LABELS[locale];
  const prepare = page.getByRole('button', { name: l.prepare(NEXT_YEAR), exact: true });
  const carryOn = page.getByRole('button', { name: l.continueDraft(NEXT_YEAR), exact: true });
  await expect(prepare.or(carryOn)).toBeVisible();
  await ((await prepare.isVisible()) ? prepare : carryOn).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${l.editor(NEXT_YEAR)}`) })).toBeVisible();
  await expect(page.locator('#forum-problems-title')).not.toHaveText(l.checking);
}

/** Opens the first card of a part of the form (a session, a programme entry): its fields are drawn once open. */
export async function openFirstCard(page: Page, part: string): Promise<void> {
  const card = page.getByRole('region', { name: part, exact: true }).locator('details').first();
  await card.locator('summary').click();
  await expect(card).toHaveAttribute('open', '');
}

export async function forumAuditWalk(page: Page, locale: Locale, audit: (screen: string) => Promise<void>) {
  const l = FORUM_LABELS[locale];
  await openForum(page, locale);
  await audit('admin-forum');

  await openNextDraft(page, locale);
  await openFirstCard(page, l.sessions);
  await openFirstCard(page, l.programme);
  // A problem: the English name without its year, shown beside the field and listed at the top.
  const name = page.getByLabel(l.nameEn, { exact: true });
  const original = await name.inputValue();
  await name.fill(original.replace(String(NEXT_YEAR), '').trim());
  await expect(page.getByRole('heading', { name: l.problems })).toBeVisible({ timeout: 10_000 });
  await audit('admin-forum-problems');

  // Leaving while a save cannot get through: said before the edits are lost.
  const undo = await failEditionSaves(page);
  await name.fill(original);
  await page.getByRole('button', { name: l.back, exact: true }).click();
  await expect(page.getByRole('dialog', { name: l.leave })).toBeVisible();
  await audit('admin-forum-leave');
  await page.getByRole('button', { name: l.stay, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await undo();

  await speakerPictureSteps(page, locale, audit);

  // The name put back (the save goes through now), and a link to the draft's site.
  await name.fill(`${original} `);
  await name.fill(original);
  await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: l.makePreview, exact: true }).click();
  await expect(page.getByLabel(l.previewLink, { exact: true })).toHaveValue(/^https?:\/\//);
  await openSiteLists(page);
  await audit('admin-forum-draft');
  await siteShots(page, locale);
  await importSteps(page, locale, audit);

  await page.getByRole('button', { name: l.publish(NEXT_YEAR), exact: true }).click();
  const publish = page.getByRole('dialog', { name: l.publishDialog(NEXT_YEAR) });
  await expect(publish).toBeVisible();
  // A wrong year is refused in the dialog itself: nothing is sent.
  await publish.getByLabel(l.confirmYear(NEXT_YEAR), { exact: true }).fill(String(NEXT_YEAR - 1));
  await publish.getByRole('button', { name: l.publish(NEXT_YEAR), exact: true }).click();
  await expect(publish.getByRole('alert')).not.toBeEmpty();
  await audit('admin-forum-publish');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: l.deleteDraft, exact: true }).click();
  await expect(page.getByRole('dialog', { name: l.deleteDialog(NEXT_YEAR) })).toBeVisible();
  await audit('admin-forum-delete');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: l.back, exact: true }).click();
  await page.getByRole('button', { name: l.view(EDITION.year), exact: true }).click();
  await expect(page.getByLabel(l.nameEn, { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: l.restore(1), exact: true })).toBeVisible();
  await audit('admin-forum-ended');
  await restoreSteps(page, locale, audit);
}

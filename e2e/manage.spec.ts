/**
 * The confirmation e-mail's personal link in Chromium, against the real server: the e-mail is the
 * .eml file the server wrote (no SMTP_URL), the link in it opens the manage page.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Locale, SESSIONS, EDITION } from '@forum/shared';
import { uniqueEmail } from './support/adminApi';
import { LAST_PUBLIC_SESSION } from './support/editions';
import { manageLinkPath, waitForMails } from './support/mailbox';

async function register(request: APIRequestContext, locale: Locale, sessions = ['day11', 'day22']) {
  const email = uniqueEmail(`manage-${locale}`);
  const res = await request.post('/api/user', {
    data: {
      company: locale === 'ko' ? '한강벤처스' : 'Han River Capital',
      name: locale === 'ko' ? '김민준' : 'Jane Doe',
      title: 'Partner',
      email,
      phone: '+82-10-1234-5678',
      biztype: 1,
      attend: '',
      attendext: sessions,
      about: 'other',
      aboutOther: 'LinkedIn',
      consent: true,
      locale,
    },
  });
  expect(res.status()).toBe(201);
  const [confirmation] = await waitForMails(email);
  return { email, link: manageLinkPath(confirmation!) };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

const title = (code: string, locale: Locale) => SESSIONS.find((s) => s.code === code)!.title[locale];

test('English: the link from the e-mail shows the registration; changing the sessions sends an updated confirmation', async ({
  page,
  request,
}) => {
  const { email, link } = await register(request, 'en');
  expect(link).toMatch(/^\/registration\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your registration' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Han River Capital')).toBeVisible();
  await expect(page.getByText(title('day11', 'en'))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Change registration' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByRole('checkbox', { name: title('day11', 'en') }).uncheck();
  await page.getByRole('checkbox', { name: title(LAST_PUBLIC_SESSION, 'en') }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are saved' })).toBeVisible();
  await expect(page.getByText(title(LAST_PUBLIC_SESSION, 'en'))).toBeVisible();
  await expect(page.getByText(title('day11', 'en'))).toHaveCount(0);

  const registrant = (await (await request.get(`/api${link}`)).json()) as { attendext: string[] };
  expect(registrant.attendext).toEqual(['day22', LAST_PUBLIC_SESSION]);
  const [, update] = await waitForMails(email, 2);
  expect(update!.subject).toBe(`[Forum ${EDITION.year}] Your registration has been updated`);
  expect(manageLinkPath(update!)).toBe(link);
});

test('Korean: the page follows the link’s language, switches to English and back, and cancels after confirming', async ({
  page,
  request,
}) => {
  const { email, link } = await register(request, 'ko', ['day13']);
  expect(link).toMatch(/^\/kor\/registration\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '내 사전등록' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(link.replace('/kor', ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Your registration' })).toBeVisible();
  await page.getByRole('link', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 사전등록' })).toBeVisible();

  await page.getByRole('button', { name: '사전등록 취소' }).click();
  const confirm = page.getByRole('region', { name: '사전등록을 취소하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: '네, 사전등록을 취소합니다' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '사전등록이 취소되었습니다' })).toBeVisible();

  const [, cancellation] = await waitForMails(email, 2);
  expect(cancellation!.subject).toBe(`[포럼 ${EDITION.year}] 사전등록이 취소되었습니다`);
  expect(cancellation!.attachments.map((a) => a.filename)).toEqual(['cancel.ics']);
  expect(cancellation!.attachments[0]!.content.toString()).toContain('METHOD:CANCEL');

  // The link is dead now: the not-found page, in Korean.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '이 링크는 사용할 수 없습니다' })).toBeVisible();
  expect((await request.get(`/api${link.replace('/kor', '')}`)).status()).toBe(404);
});

for (const [path, heading, lostButton] of [
  ['/registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'This link does not work', 'Send me my link'],
  ['/kor/registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '이 링크는 사용할 수 없습니다', '링크 받기'],
] as const) {
  test(`an unknown link on ${path.split('/')[1]} gets a clear not-found page with "Lost your link?"`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: lostButton })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectNoAxeViolations(page);
  });
}

test('"Lost your link?" mails a working link to a registered address', async ({ page, request }) => {
  const { email, link } = await register(request, 'en');
  await page.goto('/registration/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me my link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If ${email} is registered` })).toBeVisible();
  const [, again] = await waitForMails(email, 2);
  const fresh = manageLinkPath(again!);
  expect(fresh).not.toBe(link);
  await page.goto(fresh);
  await expect(page.getByRole('heading', { level: 1, name: 'Your registration' })).toBeVisible();
});

test('a keyboard-only registrant changes a session and saves', async ({ page, request }) => {
  const { link } = await register(request, 'en', ['day12']);
  await page.goto(link);
  const change = page.getByRole('button', { name: 'Change registration' });
  await expect(change).toBeVisible();
  // From the top of the page, Tab until the button has focus, then use it.
  for (let i = 0; i < 40 && !(await change.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your registration' })).toBeFocused();

  const lifestyle = page.getByRole('checkbox', { name: title('day21', 'en') });
  for (let i = 0; i < 40 && !(await lifestyle.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(lifestyle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(lifestyle).toBeChecked();
  const save = page.getByRole('button', { name: 'Save changes' });
  for (let i = 0; i < 40 && !(await save.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are saved' })).toBeVisible();
  expect(((await (await request.get(`/api${link}`)).json()) as { attendext: string[] }).attendext).toEqual([
    'day12',
    'day21',
  ]);
});

test('no sideways scrolling at 360 px in any view of the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { link } = await register(request, 'ko', ['day11', LAST_PUBLIC_SESSION]);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '내 사전등록' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: '등록 내용 변경' }).click();
  await expect(page.getByRole('button', { name: '변경 내용 저장' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: '저장하지 않고 돌아가기' }).click();
  await page.getByRole('button', { name: '사전등록 취소' }).click();
  await expectNoSidewaysScroll(page);
  await page.goto('/registration/CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the thank-you summary says where the confirmation went', async ({ page }) => {
  await page.goto('/');
  await page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Pre-registration' });
  const email = uniqueEmail('thanks');
  await modal.getByLabel('Company', { exact: true }).fill('Acme');
  await modal.getByLabel('Name', { exact: true }).fill('Ann Lee');
  await modal.getByLabel('Job title', { exact: true }).fill('CEO');
  await modal.getByLabel('E-mail', { exact: true }).fill(email);
  await modal.getByLabel('Phone', { exact: true }).fill('010-1234-5678');
  await modal.getByRole('radio').first().check();
  await modal.getByRole('checkbox', { name: title('day11', 'en') }).check();
  await modal.getByRole('radio', { name: 'A colleague', exact: true }).check();
  await expect(modal.getByText(/confirmation e-mail with a calendar file/)).toBeVisible();
  await modal.getByRole('checkbox', { name: /agree/i }).check();
  await modal.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    modal.getByText('A confirmation e-mail is on its way to the e-mail address below', { exact: false }),
  ).toBeVisible();
  await expect(modal.getByText(email)).toBeVisible();
  const [mail] = await waitForMails(email);
  expect(mail!.subject).toBe(`[Forum ${EDITION.year}] Your registration is confirmed`);
});

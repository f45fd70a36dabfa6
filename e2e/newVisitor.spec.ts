/**
 * What a new visitor ran into, each fixed: focus back on the header entry that opened the dialog,
 * Back closing the dialog without losing what was typed, the form loading again after a moment
 * offline, registering a second person, and a phone number with dots and an e-mail address with a
 * Korean domain.
 */
import { type Page, expect, test } from '@playwright/test';
import { BUSINESS_TYPE_LABELS } from '@forum/shared';
import { listRegistrants, uniqueEmail } from './support/adminApi';
import { dialog, fillForm } from './support/registrationForm';

/** The landing page's islands have loaded (they load after the page). */
function hydrated(page: Page) {
  return page.waitForFunction(
    () =>
      typeof (window as unknown as { __forumLanding?: { loadRegistration?: unknown } }).__forumLanding
        ?.loadRegistration === 'function',
  );
}

test('focus returns to the header entry that opened the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Registration' });
  await entry.click();
  await expect(dialog(page, 'en')).toBeVisible();
  await dialog(page, 'en').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(entry).toBeFocused();
});

test('Back closes the dialog, stays on the page and keeps what was typed', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/');
  await hydrated(page);
  const cta = page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true });
  await cta.click();
  await dialog(page, 'en').getByLabel('Company', { exact: true }).fill('Han River Capital');
  await page.goBack();
  await expect(dialog(page, 'en')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(cta).toBeFocused();

  await cta.click();
  await expect(dialog(page, 'en').getByLabel('Company', { exact: true })).toHaveValue('Han River Capital');
  // Closed from the dialog, its history entry goes too: the next Back leaves for /about.
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'en')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('after a moment offline, Register loads the form again, styled, saying so while it loads', async ({ page }) => {
  // The form's chunk and its stylesheet cannot be fetched (offline) until the test says so.
  const modalFiles = /\/assets\/RegistrationModal-[^/]+\.(js|css)$/;
  await page.route(modalFiles, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await hydrated(page);
  const cta = page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true });

  await cta.click();
  await expect(page.getByRole('alert')).toHaveText(/could not be loaded/);
  await expect(cta).toBeFocused();
  await page.unroute(modalFiles);

  // The chunk held back a moment: the visitor sees that the form is coming.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/RegistrationModal-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await cta.click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the registration form' })).toBeVisible();
  release();
  const modal = dialog(page, 'en');
  await expect(modal).toBeVisible();
  // Its stylesheet came too (the failed one was not taken for loaded).
  await expect(modal).toHaveCSS('display', 'flex');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the registration form' })).toHaveCount(0);
});

test('a phone number with dots and a Korean-domain e-mail register as typed; then another person', async ({
  page,
  request,
}) => {
  await page.goto('/kor');
  await hydrated(page);
  await page.locator('#registration').getByRole('button', { name: '사전등록', exact: true }).click();
  const modal = dialog(page, 'ko');
  const email = uniqueEmail('idn').replace('@example.com', '@예시.한국');
  await fillForm(modal, 'ko', {
    company: '한강벤처스',
    name: '이서연',
    title: '이사',
    email,
    phone: '010.1234.5678',
    biztype: 2,
    sessions: ['day12'],
    about: 'other',
    aboutOther: '뉴스레터',
  });
  await modal.getByRole('button', { name: '등록', exact: true }).click();
  await expect(modal.getByText(email)).toBeVisible();
  await expect(modal.getByText('010.1234.5678')).toBeVisible();
  await expect(modal.getByText(BUSINESS_TYPE_LABELS.ko[2])).toBeVisible();
  expect((await listRegistrants(request)).find((registrant) => registrant.email === email)).toMatchObject({
    phone: '010.1234.5678',
  });

  await modal.getByRole('button', { name: '다른 사람 등록하기' }).click();
  const company = modal.getByLabel('소속', { exact: true });
  await expect(company).toBeFocused();
  await expect(company).toHaveValue('');
  await expect(modal.getByLabel('이메일', { exact: true })).toHaveValue('');
});

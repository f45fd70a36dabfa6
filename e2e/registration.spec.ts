import { type Page, expect, test } from '@playwright/test';
import { BUSINESS_TYPE_LABELS, SESSIONS } from '@forum/shared';
import { listRegistrants, uniqueEmail } from './support/adminApi';
import { LAST_PUBLIC_SESSION } from './support/editions';
import { type Visitor, dialog, fillForm, labels, openFromCallToAction } from './support/registrationForm';

const english = (): Visitor => ({
  company: 'Han River Capital',
  name: 'Jane Doe',
  title: 'Partner',
  email: uniqueEmail('jane'),
  phone: '+82-10-1234-5678',
  biztype: 1,
  sessions: ['day11', 'day22'],
  about: 'other',
  aboutOther: 'LinkedIn',
});

const korean = (): Visitor => ({
  company: '한강벤처스',
  name: '김민준',
  title: '수석 심사역',
  email: uniqueEmail('minjun'),
  phone: '010-9876-5432',
  biztype: 5,
  sessions: ['day13', 'day21', LAST_PUBLIC_SESSION],
  about: 'colleague',
});

test('an English visitor registers and appears in the admin list', async ({ page, request }) => {
  await page.goto('/');
  const modal = await openFromCallToAction(page, 'en');
  const visitor = english();
  await fillForm(modal, 'en', { ...visitor, company: `  ${visitor.company}  ` });
  await modal.getByRole('button', { name: 'Register', exact: true }).click();

  // The thank-you summary replaces the form and repeats what was sent.
  await expect(modal.getByText(visitor.email)).toBeVisible();
  await expect(modal.getByText(BUSINESS_TYPE_LABELS.en[1])).toBeVisible();
  await expect(modal.getByText(SESSIONS[0]!.title.en)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

  const stored = (await listRegistrants(request)).find((r) => r.email === visitor.email);
  expect(stored).toMatchObject({
    company: visitor.company,
    name: visitor.name,
    title: visitor.title,
    phone: visitor.phone,
    businessType: 1,
    sessions: ['day11', 'day22'],
    about: visitor.about,
    aboutOther: visitor.aboutOther,
    locale: 'en',
  });
});

test('a Korean visitor registers from /kor and appears in the admin list', async ({ page, request }) => {
  await page.goto('/kor');
  const modal = await openFromCallToAction(page, 'ko');
  const visitor = korean();
  await fillForm(modal, 'ko', visitor);
  await modal.getByRole('button', { name: '등록', exact: true }).click();
  await expect(modal.getByRole('button', { name: '닫기', exact: true })).toBeVisible();
  await expect(modal.getByText(visitor.name)).toBeVisible();

  const stored = (await listRegistrants(request)).find((r) => r.email === visitor.email);
  expect(stored).toMatchObject({
    company: '한강벤처스',
    name: '김민준',
    title: '수석 심사역',
    businessType: 5,
    sessions: ['day13', 'day21', LAST_PUBLIC_SESSION],
    about: 'colleague',
    aboutOther: '',
    locale: 'ko',
  });
});

test('checks fields in order, shows the message in the dialog and focuses the field', async ({ page }) => {
  await page.goto('/');
  const modal = await openFromCallToAction(page, 'en');
  await modal.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter required fields');
  await expect(modal.getByLabel('Company', { exact: true })).toBeFocused();

  await fillForm(modal, 'en', { ...english(), sessions: [] });
  await modal.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please select at least one session to attend');
  await expect(modal.getByRole('checkbox', { name: SESSIONS[0]!.title.en })).toBeFocused();
});

test('a network failure keeps everything typed and says so in the visitor’s language', async ({ page }) => {
  await page.goto('/kor');
  const modal = await openFromCallToAction(page, 'ko');
  const visitor = korean();
  await fillForm(modal, 'ko', visitor);
  await page.route('**/api/user', (route) => route.abort('connectionrefused'));
  await modal.getByRole('button', { name: '등록', exact: true }).click();
  await expect(modal.getByRole('alert')).toContainText('서버에 연결할 수 없습니다');
  await expect(modal.getByLabel('소속', { exact: true })).toHaveValue(visitor.company);
  await expect(modal.getByLabel('이메일', { exact: true })).toHaveValue(visitor.email);
  await expect(modal.getByRole('checkbox', { name: SESSIONS[2]!.title.ko })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: /동의합니다/ })).toBeChecked();

  // Once the network is back the same form goes through.
  await page.unroute('**/api/user');
  await modal.getByRole('button', { name: '등록', exact: true }).click();
  await expect(modal.getByRole('button', { name: '닫기', exact: true })).toBeVisible();
});

test('a second registration with the same e-mail gets 409’s message and keeps the form', async ({ page, request }) => {
  const visitor = english();
  const first = await request.post('/api/user', {
    data: { ...visitor, biztype: 1, attendext: visitor.sessions, consent: true, attend: '' },
  });
  expect(first.status()).toBe(201);

  await page.goto('/');
  const modal = await openFromCallToAction(page, 'en');
  await fillForm(modal, 'en', { ...visitor, email: visitor.email.toUpperCase() });
  await modal.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('This e-mail address is already registered.');
  await expect(modal.getByLabel('Name', { exact: true })).toHaveValue(visitor.name);
  await expect(modal.getByLabel('E-mail', { exact: true })).toHaveValue(visitor.email.toUpperCase());
});

test.describe('closing the dialog', () => {
  const ways: Array<[string, (page: Page) => Promise<void>]> = [
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['Cancel', (page) => dialog(page, 'en').getByRole('button', { name: 'Cancel', exact: true }).click()],
    ['the X button', (page) => dialog(page, 'en').getByRole('button', { name: 'Close dialog' }).click()],
    ['a click on the overlay', (page) => page.mouse.click(5, 5)],
  ];
  for (const [how, close] of ways) {
    test(`closes with ${how} and returns focus to the opener`, async ({ page }) => {
      await page.goto('/');
      const opener = page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true });
      await opener.click();
      await expect(dialog(page, 'en')).toBeVisible();
      await close(page);
      await expect(dialog(page, 'en')).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('a click inside the dialog does not close it', async ({ page }) => {
    await page.goto('/');
    const modal = await openFromCallToAction(page, 'en');
    await modal.getByRole('heading', { name: 'Pre-registration' }).click();
    await expect(modal).toBeVisible();
  });

  test('the footer registration link and the menu entry open it too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pre-registration' }).click();
    await expect(dialog(page, 'en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page, 'en')).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Registration' })
      .or(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Registration' }))
      .click();
    await expect(dialog(page, 'en')).toBeVisible();
  });
});

test('a keyboard-only visitor can register', async ({ page, request }) => {
  await page.goto('/');
  const cta = page.locator('#registration').getByRole('button', { name: 'Register Now', exact: true });
  await cta.focus();
  await page.keyboard.press('Enter');
  const modal = dialog(page, 'en');
  await expect(modal).toBeVisible();
  const visitor = english();
  const l = labels('en');
  const firstHeardFrom = modal.getByRole('radio', { name: 'Website', exact: true });
  const otherRadio = modal.getByRole('radio', { name: 'Other', exact: true });

  // Tab from wherever focus landed to the first field, then type through the form.
  await modal.getByLabel(l.company, { exact: true }).focus();
  await page.keyboard.type(visitor.company);
  for (const value of [visitor.name, visitor.title, visitor.email, visitor.phone]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab'); // business type radio group: the first option
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // first session checkbox
  await page.keyboard.press('Space');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if (await firstHeardFrom.evaluate((el) => el === document.activeElement)) break;
  }
  // Arrow keys move through a radio group and choose as they go: Other, the last, is one step up from the first.
  await page.keyboard.press('ArrowUp');
  await expect(otherRadio).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type(visitor.aboutOther ?? '');
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('checkbox', { name: l.consent })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  const stored = (await listRegistrants(request)).find((r) => r.email === visitor.email);
  expect(stored).toMatchObject({ businessType: 1, sessions: ['day11'] });
});

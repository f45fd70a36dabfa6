/**
 * The first-run setup in Chromium, on a server with no admin: the address the server printed opens
 * the setup screen; a too-short password and a wrong one-time password are refused in the page's
 * language; the authenticator key shown gives the code; the recovery codes are shown once; the
 * manager lands logged in on the console at /admin; the address then says the console is set up.
 */
import { expect, test } from '@playwright/test';
import { otpCode } from '@forum/api/testing';
import { type SetupServer, startSetupServer } from './support/setupServer';

let server: SetupServer;

test.beforeAll(async () => {
  server = await startSetupServer();
});

test.afterAll(async () => {
  await server.close();
});

test('the printed address leads through the setup to a logged-in manager', async ({ page }) => {
  await page.goto(`${server.url}/admin/setup#${server.code}`);
  // The console opens in Korean; the walk reads the English words.
  await expect(page.getByRole('heading', { level: 1, name: '관리자 화면 설정' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up the admin console' })).toBeVisible();
  // The code came from the address: it is not asked for.
  await expect(page.getByLabel('Setup code')).toHaveCount(0);
  await page.getByLabel('E-mail').fill('first.manager@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password again').fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password must be 12 characters or more.');
  await page.getByLabel('Password', { exact: true }).fill('a long first password');
  await page.getByLabel('Password again').fill('a long first password');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.locator('.admin-enrol__key code').textContent())!.replace(/\s+/g, '');
  const right = otpCode(key);
  await page.getByLabel('2. Enter the 6-digit code the app shows.').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('alert')).toContainText('one-time code is incorrect');
  await page.getByLabel('2. Enter the 6-digit code the app shows.').fill(otpCode(key));
  await page.getByRole('button', { name: 'Create the account' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your manager account is ready' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ten recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved the codes. Continue' }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // Spent: the same address now says the console is set up, in Korean too.
  await page.goto(`${server.url}/admin/setup#${server.code}`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('The console is already set up. Log in with your administrator account.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the login' }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  // Nothing went wrong; FORUM_CLOCK's loud start-up notice is the test server's own (it runs on a forum day).
  const errors = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":"error"') && !line.includes('"msg":"FORUM_CLOCK is set'));
  expect(errors).toEqual([]);
});

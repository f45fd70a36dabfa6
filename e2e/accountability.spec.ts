/**
 * Admin accountability in Chromium, in both languages, against the real server: setting up an
 * authenticator (QR code shown, code confirmed, recovery codes), login with a one-time password,
 * the idle warning and cut-off (the page's clock moved on), the export-reason dialog, the Edit
 * dialog, the Accounts and Access-log screens, staff without manager tools; axe on each.
 *
 * ACCOUNTABILITY_SCREENSHOTS=<dir> also saves a picture of each screen (desktop and phone width).
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { EDITION, SESSIONS, type AccessLogEntry, type Locale, type Registrant } from '@forum/shared';
import {
  adminOtp,
  adminToken,
  freshOtp,
  createAccount,
  enrolThroughApi,
  listRegistrants,
  uniqueEmail,
} from './support/adminApi';
import { otpCode } from '@forum/api/testing';
import { E2E_ADMIN } from './support/env';

const SHOTS = process.env.ACCOUNTABILITY_SCREENSHOTS;

const L = {
  ko: {
    id: '이메일',
    password: '비밀번호',
    otp: '일회용 비밀번호',
    logIn: '로그인',
    list: `${EDITION.name.ko} 등록자 명단`,
    enrol: '인증 앱 등록',
    qr: '인증 앱에 등록할 QR 코드',
    code: '2. 앱에 표시된 6자리 숫자를 입력하세요.',
    confirm: '확인',
    codes: '복구 코드 10개',
    saved: '복구 코드를 보관했습니다. 계속',
    accounts: '관리자 계정',
    log: '접속기록',
    switch: 'English',
  },
  en: {
    id: 'E-mail',
    password: 'Password',
    otp: 'One-time password',
    logIn: 'Log in',
    list: `${EDITION.name.en} — registrant list`,
    enrol: 'Set up your authenticator app',
    qr: 'QR code to add this account to an authenticator app',
    code: '2. Enter the 6-digit code the app shows.',
    confirm: 'Confirm',
    codes: 'Ten recovery codes',
    saved: 'I have saved the codes. Continue',
    accounts: 'Accounts',
    log: 'Access log',
    switch: '한국어',
  },
} as const;

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A screenshot at the current size and at phone width, when asked for. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at phone width`).toBeLessThanOrEqual(
    360,
  );
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function openAdmin(page: Page, locale: Locale) {
  await page.goto('/admin');
  if (locale === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
}

async function logIn(
  page: Page,
  locale: Locale,
  who: { email: string; password: string; otpSecret?: string } = E2E_ADMIN,
) {
  const l = L[locale];
  await page.getByLabel(l.id, { exact: true }).fill(who.email);
  await page.getByLabel(l.password, { exact: true }).fill(who.password);
  if (who.otpSecret)
    await page.getByLabel(l.otp, { exact: true }).fill(freshOtp({ email: who.email, otpSecret: who.otpSecret }));
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
}

async function accessLog(request: APIRequestContext, query: string): Promise<AccessLogEntry[]> {
  const token = await adminToken(request);
  const res = await request.get(`/api/admin/access-log?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { entries: AccessLogEntry[] }).entries;
}

async function register(request: APIRequestContext, company: string): Promise<Registrant> {
  const email = uniqueEmail('acct');
  const res = await request.post('/api/user', {
    data: {
      company,
      name: '홍길동',
      title: '심사역',
      email,
      phone: '+82-10-5555-0000',
      biztype: 2,
      attendext: ['day12'],
      about: 'other',
      aboutOther: '뉴스레터',
      consent: true,
      locale: 'ko',
    },
  });
  expect(res.status()).toBe(201);
  return (await listRegistrants(request)).find((registrant) => registrant.email === email)!;
}

for (const locale of ['ko', 'en'] as const) {
  const l = L[locale];

  test(`${locale}: a new admin sets up an authenticator from the QR code, keeps the recovery codes, and is in`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`enrol-${locale}`);
    const { password } = await createAccount(request, email, 'staff');
    await openAdmin(page, locale);
    // No code yet: the initial password alone leads to the set-up, nowhere else.
    await logIn(page, locale, { email, password });
    await expect(page.getByRole('heading', { level: 1, name: l.enrol })).toBeVisible();
    const qr = page.getByRole('img', { name: l.qr });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await axe(page)).toEqual([]);
    await shoot(page, `enrolment-${locale}`);

    // Typed into an authenticator app from the key shown beside the QR code.
    const key = (await page.locator('.admin-enrol__key code').textContent())!.replace(/\s+/g, '');
    await page.getByLabel(l.code, { exact: true }).fill(otpCode(key));
    await page.getByRole('button', { name: l.confirm, exact: true }).click();
    const codes = page.getByRole('list', { name: l.codes });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    expect(await axe(page)).toEqual([]);
    await shoot(page, `recovery-codes-${locale}`);
    const firstRecovery = (await codes.getByRole('listitem').first().textContent())!;
    await page.getByRole('button', { name: l.saved, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.list })).toBeVisible();
    // Staff: no delete buttons and no manager sections (the list, check-in and the sessions' figures).
    await expect(page.getByRole('navigation').getByRole('button')).toHaveText(
      locale === 'ko' ? ['등록자', '체크인', '세션·통계'] : ['Registrants', 'Check-in', 'Sessions'],
    );

    // A recovery code logs in once, in place of the code.
    await page.getByRole('button', { name: locale === 'ko' ? '로그아웃' : 'Log out', exact: true }).click();
    await page.getByLabel(l.id, { exact: true }).fill(email);
    await page.getByLabel(l.password, { exact: true }).fill(password);
    await page.getByLabel(l.otp, { exact: true }).fill(firstRecovery);
    await page.getByRole('button', { name: l.logIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.list })).toBeVisible();
    const [login] = await accessLog(request, `action=login&account=${encodeURIComponent(email)}&limit=1`);
    expect(login).toMatchObject({
      account: email,
      address: expect.stringMatching(/127\.0\.0\.1/),
      detail: { recoveryCode: true },
    });
  });

  test(`${locale}: the idle warning comes a minute before the cut-off, and the cut-off says why`, async ({
    page,
    request,
  }) => {
    // Someone in the list, so the page makes no further call (an empty list asks for the kept totals).
    await register(request, 'Idle Test Co');
    await page.clock.install();
    await openAdmin(page, locale);
    // The last calls of the login count as activity: the clock may only jump once they are answered.
    // (A response event comes with the headers; the page reads the body, then counts the activity.)
    const answered = (path: string) =>
      page
        .waitForResponse((response) => new URL(response.url()).pathname === path)
        .then((response) => response.finished());
    const settled = Promise.all([answered('/api/admin/session'), answered('/api/user/list')]);
    await logIn(page, locale, E2E_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: l.list })).toBeVisible();
    await settled;
    // The list is drawn only after its answer was counted.
    await expect(page.getByRole('table')).toBeVisible();
    await page.clock.fastForward('29:02');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(locale === 'ko' ? '30분 동안 사용하지 않아' : 'inactive for 30 minutes');
    expect(await axe(page)).toEqual([]);
    await shoot(page, `idle-warning-${locale}`);
    await warning.getByRole('button', { name: locale === 'ko' ? '로그인 유지' : 'Stay logged in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('29:30');
    await expect(page.getByRole('heading', { level: 1, name: l.list })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('button', { name: l.logIn, exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      locale === 'ko' ? '자동으로 로그아웃되었습니다' : 'You were logged out after 30 minutes without activity',
    );
    await shoot(page, `idle-logged-out-${locale}`);
  });

  test(`${locale}: Export asks for the reason, and the access log keeps it`, async ({ page, request }) => {
    const tag = `REASON-${locale}-${Date.now().toString(36)}`;
    await register(request, tag);
    await openAdmin(page, locale);
    await logIn(page, locale, E2E_ADMIN);
    await page.getByRole('searchbox').fill(tag);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await page
      .getByRole('button', { name: locale === 'ko' ? '엑셀 다운로드' : 'Export to Excel', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shoot(page, `export-reason-${locale}`);
    await dialog.getByRole('radio', { name: locale === 'ko' ? '기타' : 'Other' }).check();
    await dialog.getByLabel(locale === 'ko' ? '상세 사유' : 'Details').fill(tag);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: locale === 'ko' ? '다운로드' : 'Download', exact: true }).click(),
    ]);
    // The list shows a search, so the file is named for it (the whole list keeps the seed's name).
    expect(download.suggestedFilename()).toBe(`sif2024_registration_search-${tag.toLowerCase()}.xlsx`);
    // Other specs export too, at the same time: this export's entry is the one with this tag.
    const entry = (await accessLog(request, 'action=export&limit=50')).find((e) =>
      String(e.detail?.reason ?? '').endsWith(tag),
    );
    expect(entry).toMatchObject({
      account: E2E_ADMIN.email,
      registrantCount: 1,
      detail: { reason: `${locale === 'ko' ? '기타' : 'Other'}: ${tag}` },
    });
  });
}

test('reloading /admin during the authenticator set-up shows the set-up again, with no error', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reload-enrol');
  const { password } = await createAccount(request, email, 'staff');
  await openAdmin(page, 'ko');
  await logIn(page, 'ko', { email, password });
  await expect(page.getByRole('heading', { level: 1, name: L.ko.enrol })).toBeVisible();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: L.ko.enrol })).toBeVisible();
  await expect(page.getByRole('img', { name: L.ko.qr })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the Edit dialog changes a registrant, and the log keeps the field names only', async ({ page, request }) => {
  const tag = `EDIT-${Date.now().toString(36)}`;
  const person = await register(request, tag);
  await openAdmin(page, 'ko');
  await logIn(page, 'ko', E2E_ADMIN);
  await page.getByRole('searchbox').fill(tag);
  await page.getByRole('button', { name: `수정 홍길동 (${person.email})` }).click();
  const dialog = page.getByRole('dialog', { name: '등록 정보 수정' });
  await dialog.getByLabel('성명').fill('홍길순');
  await dialog.getByRole('checkbox', { name: SESSIONS.find((session) => session.code === 'day22')!.title.ko }).check();
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'edit-dialog-ko');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '홍길순 님의 등록 정보를 수정했습니다.' })).toBeVisible();
  const stored = (await listRegistrants(request)).find((registrant) => registrant.id === person.id)!;
  expect(stored).toMatchObject({ name: '홍길순', sessions: ['day12', 'day22'] });
  const [entry] = await accessLog(request, 'action=edit&limit=1');
  expect(entry).toMatchObject({ registrantIds: [person.id], detail: { fields: ['name', 'attendext'] } });
  expect(JSON.stringify(entry)).not.toContain('홍길순');
});

for (const locale of ['ko', 'en'] as const) {
  test(`${locale}: the Accounts screen invites an admin with a one-time password and changes accounts`, async ({
    page,
  }) => {
    const l = L[locale];
    await openAdmin(page, locale);
    await logIn(page, locale, E2E_ADMIN);
    await page.getByRole('navigation').getByRole('button', { name: l.accounts }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: locale === 'ko' ? '관리자 계정' : 'Admin accounts' }),
    ).toBeVisible();
    const email = uniqueEmail(`invite-${locale}`);
    await page.getByLabel(locale === 'ko' ? '이메일' : 'E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: locale === 'ko' ? '계정 만들기' : 'Create account' }).click();
    const status = page.getByRole('status').filter({ hasText: email });
    await expect(status).toContainText(/[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}/);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: new RegExp(locale === 'ko' ? '^비활성화' : '^Disable') }).click();
    await expect(row).toContainText(locale === 'ko' ? '비활성' : 'Disabled');
    expect(await axe(page)).toEqual([]);
    await shoot(page, `accounts-${locale}`);
  });

  test(`${locale}: the Access-log screen filters, exports the log and marks a month reviewed`, async ({
    page,
    request,
  }) => {
    const l = L[locale];
    await listRegistrants(request);
    await openAdmin(page, locale);
    await logIn(page, locale, E2E_ADMIN);
    await page.getByRole('navigation').getByRole('button', { name: l.log }).click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await page.getByLabel(locale === 'ko' ? '수행 업무' : 'Action', { exact: true }).selectOption('list_view');
    await page.getByRole('button', { name: locale === 'ko' ? '조회' : 'Show', exact: true }).click();
    // Until the filtered page arrives the table still shows every action (its newest row may be a
    // list view too): wait for the rows to be list views only.
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(4)').allTextContents()))
      .toEqual(new Set([locale === 'ko' ? '명단 조회' : 'List viewed']));

    const note = `e2e ${locale} ${Date.now()}`;
    await page.getByLabel(locale === 'ko' ? '메모' : 'Note', { exact: true }).fill(note);
    await page.getByRole('button', { name: locale === 'ko' ? '점검 완료 표시' : 'Mark as reviewed' }).click();
    await expect(page.getByText(note)).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${locale === 'ko' ? '점검: ' : 'reviewed by '}${E2E_ADMIN.email}`)).first(),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: locale === 'ko' ? '접속기록 엑셀 다운로드' : 'Export the log to Excel' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('access_log.xlsx');
    const book = XLSX.read(fs.readFileSync(await download.path()), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet[0]!.slice(0, 4)).toEqual(
      locale === 'ko'
        ? ['일시 (한국 시간)', '계정', '접속지', '수행 업무']
        : ['Time (Korea)', 'Account', 'Address', 'Action'],
    );
    expect(sheet.length).toBeGreaterThan(1);
    expect(await axe(page)).toEqual([]);
    await shoot(page, `access-log-${locale}`);
  });
}

test('a wrong one-time password is refused with a message; the right one logs in', async ({ page }) => {
  await openAdmin(page, 'ko');
  await page.getByLabel('이메일', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
  const right = adminOtp();
  await page.getByLabel('일회용 비밀번호', { exact: true }).fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('일회용 비밀번호가 올바르지 않거나 만료되었습니다.');
  await expect(page.getByLabel('일회용 비밀번호', { exact: true })).toBeFocused();
  await page.getByLabel('일회용 비밀번호', { exact: true }).fill(adminOtp());
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: L.ko.list })).toBeVisible();
  await expect(page.getByText(`${E2E_ADMIN.email} (관리 책임자)`)).toBeVisible();
});

test('staff see the list without delete buttons or manager sections', async ({ page, request }) => {
  const email = uniqueEmail('staff');
  const { password } = await createAccount(request, email, 'staff');
  const otpSecret = await enrolThroughApi(request, email, password);
  await register(request, `STAFF-${Date.now().toString(36)}`);
  await openAdmin(page, 'en');
  await logIn(page, 'en', { email, password, otpSecret });
  await expect(page.getByRole('heading', { level: 1, name: L.en.list })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('button')).toHaveText(['Registrants', 'Check-in', 'Sessions']);
  await expect(page.getByText(`${email} (Staff)`)).toBeVisible();
});

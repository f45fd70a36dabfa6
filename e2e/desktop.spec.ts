/**
 * The desktop console's renderer, built, in Chromium: served by the main process's own protocol
 * handler (strict CSP, /api/ proxied to the real e2e server) with the main process's real IPC
 * handlers behind a stand-in `window.forumDesktop` that records calls. First run asks for the
 * server, the admin logs in against the real API, and Export hands over bytes that parse as the
 * expected workbook; cancel and a read-only folder get their messages. Electron itself is the only
 * part not exercised: its binary cannot be downloaded on the build machines.
 *
 * DESKTOP_SCREENSHOTS=1 also writes admin-desktop/docs/desktop-console*.png for docs/admin-guide.md.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { EDITION, type Registrant } from '@forum/shared';
import { registrationExportColumns, registrationExportRow } from '@forum/shared/spreadsheet';
import { CONTENT_SECURITY_POLICY } from '@forum/admin-desktop/console';
import { adminOtp, listRegistrants, uniqueEmail } from './support/adminApi';
import { type DesktopConsole, ensureDesktopRendererBuilt, startDesktopConsole } from './support/desktopConsole';
import { serveEditions } from './support/editionsApi';
import { openNextDraft } from './support/forumAudit';
import { LAST_PUBLIC_SESSION } from './support/editions';
import { E2E_ADMIN, E2E_BASE_URL, REPO_ROOT } from './support/env';

const SCREENSHOTS = process.env.DESKTOP_SCREENSHOTS === '1';
const SCREENSHOT_DIR = path.join(REPO_ROOT, 'admin-desktop', 'docs');

// One renderer build and one console per worker; the tests share them in order.
test.describe.configure({ mode: 'serial' });

let desktop: DesktopConsole;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ensureDesktopRendererBuilt();
  desktop = await startDesktopConsole();
});

test.afterAll(async () => {
  await desktop?.close();
});

/** Goes into the registrants' e-mail addresses, so a search finds only this test's people. */
function runTag(): string {
  return `desk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function registerPeople(request: APIRequestContext, tag: string): Promise<Registrant[]> {
  const people = [
    {
      company: '한강캐피탈',
      name: '이서연',
      title: '수석 심사역',
      email: uniqueEmail(`${tag}-seoyeon`),
      biztype: 1,
      attendext: ['day11', 'day21'],
    },
    {
      company: 'Harbor Bio',
      name: 'Alex Kim',
      title: 'CEO',
      email: uniqueEmail(`${tag}-alex`),
      biztype: 3,
      attendext: ['day13'],
    },
    {
      company: '미래로보틱스',
      name: '박지훈',
      title: '대표',
      email: uniqueEmail(`${tag}-jihoon`),
      biztype: 2,
      attendext: ['day12', 'day22', LAST_PUBLIC_SESSION],
    },
  ];
  for (const person of people) {
    const response = await request.post('/api/user', {
      data: {
        ...person,
        phone: '+82-10-2345-6789',
        attend: '',
        about: 'other',
        aboutOther: '뉴스레터',
        consent: true,
        locale: 'ko',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const stored = await listRegistrants(request);
  return people.map((person) => stored.find((registrant) => registrant.email === person.email)!);
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('이메일', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel('일회용 비밀번호', { exact: true }).fill(adminOtp());
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${EDITION.name.ko} 등록자 명단` })).toBeVisible();
}

/** Export, giving the reason the console asks for first (recorded by the server). */
async function exportWithReason(page: Page): Promise<void> {
  await page.getByRole('button', { name: '엑셀 다운로드', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '엑셀 다운로드 사유' });
  await dialog.getByRole('radio', { name: '행사 운영 (명찰, 좌석, 현장 등록)' }).check();
  await dialog.getByRole('button', { name: '다운로드', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('first run: asks for the server, checks it, logs in to the API and exports a workbook to disk', async ({
  page,
  request,
}) => {
  const tag = runTag();
  const registrants = await registerPeople(request, tag);
  const csp = cspErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await desktop.attach(page);
  const served = await page.goto(desktop.url);
  expect(served?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

  // Nothing stored yet: the server-address screen, Korean first.
  const address = page.getByRole('textbox', { name: '서버 주소' });
  await expect(page.getByRole('heading', { level: 1, name: '서버 주소' })).toBeVisible();
  await expect(address).toBeFocused();
  expect(desktop.calls.map((call) => call.method)).toEqual(['getServer']);
  expect(await axeViolations(page)).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'desktop-console-first-run.png') });

  // Plain http to another machine is refused before any network call.
  const save = page.getByRole('button', { name: '연결 확인 후 저장' });
  await address.fill('http://example.com');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(/http:\/\/ 주소는 localhost 와 127\.0\.0\.1 에만/);
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  // A machine where nothing listens: the health check's failure is shown.
  await address.fill('http://127.0.0.1:9');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('서버에 연결할 수 없습니다. 주소와 네트워크 연결을 확인해 주세요.');

  // The real API: /api/health answers, the address is stored, the login box appears.
  await address.fill(`${E2E_BASE_URL}/admin`);
  await save.click();
  await expect(page.getByLabel('이메일', { exact: true })).toBeVisible();
  expect(desktop.calls.filter((call) => call.method === 'setServer').map((call) => call.args[0])).toEqual([
    'http://example.com',
    'http://127.0.0.1:9',
    `${E2E_BASE_URL}/admin`,
  ]);
  await expect(page.getByText(`연결된 서버: ${E2E_BASE_URL}`)).toBeVisible();

  await logIn(page);
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'desktop-console.png') });
  await page.getByRole('searchbox', { name: '검색' }).fill(tag);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);

  await exportWithReason(page);
  const expectedPath = path.join(desktop.documentsDir, 'sif2024_registration.xlsx');
  await expect(page.getByRole('status').filter({ hasText: `3명을 ${expectedPath}에 저장했습니다.` })).toBeVisible();

  // The page handed over bytes only (a Uint8Array); the main process chose Documents/sif2024_registration.xlsx.
  const saveCalls = desktop.calls.filter((call) => call.method === 'saveWorkbook');
  expect(saveCalls).toHaveLength(1);
  expect(saveCalls[0]!.args).toEqual([expect.objectContaining({ isUint8Array: true })]);
  expect(desktop.dialogs.at(-1)?.defaultPath).toBe(expectedPath);
  expect(desktop.saved.at(-1)?.path).toBe(expectedPath);

  // Bytes written by this test's own stand-in main process: trusted, read back with SheetJS.
  const workbook = XLSX.read(desktop.saved.at(-1)!.bytes, { type: 'array' });
  expect(workbook.SheetNames).toEqual(['사전등록 현황']);
  // As shown: dates are date cells, compared as the text their format shows (`2025-09-22 09:05`).
  const rows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets['사전등록 현황']!, {
    header: 1,
    defval: '',
    raw: false,
  });
  expect(rows[0]).toEqual(registrationExportColumns('ko').map((column) => column.header));
  // No. is each registrant's number in the whole (shared) list, kept under the search: increasing.
  const numbers = rows.slice(1).map((row) => Number(row[0]));
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  expect(new Set(numbers).size).toBe(registrants.length);
  expect(rows.slice(1).map((row) => row.slice(1))).toEqual(
    registrants.map((registrant, index) => registrationExportRow(registrant, index, 'ko').map(String).slice(1)),
  );

  // Show in folder reveals exactly the file the main process saved.
  await page.getByRole('button', { name: '폴더에서 보기' }).click();
  await expect.poll(() => desktop.shownInFolder).toEqual([expectedPath]);

  // The 6-hour session lives in the app origin's storage: a reload (or restart) keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${EDITION.name.ko} 등록자 명단` })).toBeVisible();
  expect(csp).toEqual([]);
});

test('a cancelled dialog and a read-only folder each get a clear message, and nothing is written', async ({ page }) => {
  await desktop.presetServer(E2E_BASE_URL);
  await desktop.attach(page);
  await page.goto(desktop.url);
  // A stored server: straight to the login box.
  await logIn(page);
  const savedBefore = desktop.saved.length;

  desktop.dialogAnswer = 'cancel';
  await exportWithReason(page);
  await expect(page.getByRole('status').filter({ hasText: '내보내기를 취소했습니다.' })).toBeVisible();

  desktop.dialogAnswer = 'save';
  desktop.failWritesWith = 'EACCES';
  try {
    await exportWithReason(page);
    // The admin UI's own alert shows the main process's reason, in place of its generic text.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: '이 폴더에는 저장할 수 없습니다. 읽기 전용이거나 쓰기 권한이 없습니다' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(alert).not.toContainText('엑셀 파일을 만들지 못했습니다');
    await expect(page.getByRole('button', { name: '폴더에서 보기' })).toHaveCount(0);
  } finally {
    desktop.failWritesWith = null;
  }
  expect(desktop.saved.length).toBe(savedBefore);
});

test('the server address can be changed later, from the status line or the menu (index.html#server)', async ({
  page,
}) => {
  await desktop.presetServer(E2E_BASE_URL);
  await desktop.attach(page);
  await page.goto(`${desktop.url}#server`);
  const address = page.getByRole('textbox', { name: '서버 주소' });
  await expect(address).toHaveValue(E2E_BASE_URL);
  await expect(page.getByText('연결할 포럼 서버의 주소를 바꿉니다.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByText(`연결된 서버: ${E2E_BASE_URL}`)).toBeVisible();

  await page.getByRole('button', { name: '서버 주소 변경' }).click();
  await expect(address).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Server address' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '한국어' }).click();
});

test('one language for the whole window: English chosen in the admin stays on the server screen, the status line and after a reload', async ({
  page,
}) => {
  await desktop.presetServer(E2E_BASE_URL);
  await desktop.attach(page);
  await page.goto(desktop.url);
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();

  // The switch in the admin UI's bar.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText(`Server: ${E2E_BASE_URL}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  // "Change server address" (the status line) opens the server screen in the same language.
  await page.getByRole('button', { name: 'Change server address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Server address' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // The same through the menu's index.html#server, after a reload.
  await page.goto(`${desktop.url}#server`);
  await expect(page.getByRole('heading', { level: 1, name: 'Server address' })).toBeVisible();
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '서버 주소' })).toBeVisible();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
});

test("a draft's preview link is copied and opened by the main process (the page has no clipboard, no windows)", async ({
  page,
}) => {
  await desktop.presetServer(E2E_BASE_URL);
  await desktop.attach(page);
  // The preview link is on the e2e server (the stand-in's, and SITE_URL's for the real API): the console's server.
  await serveEditions(page);
  await page.goto(desktop.url);
  await logIn(page);
  await page.getByRole('navigation').getByRole('button', { name: '포럼 관리', exact: true }).click();
  await openNextDraft(page, 'ko');
  await page.getByRole('button', { name: '미리보기 링크 만들기', exact: true }).click();
  const link = await page.getByLabel('미리보기 링크', { exact: true }).inputValue();
  expect(new URL(link).origin).toBe(E2E_BASE_URL);

  await page.getByRole('button', { name: '링크 복사', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '링크를 복사했습니다.' })).toBeVisible();
  expect(desktop.copied).toEqual([link]);
  await page.getByRole('link', { name: /미리보기 열기/ }).click();
  await expect.poll(() => desktop.openedExternally).toEqual([link]);
  // Nothing opened inside the console.
  expect(page.context().pages()).toHaveLength(1);
});

test('opened outside the console (no bridge), the page says so instead of failing', async ({ page }) => {
  await page.goto(desktop.url);
  await expect(page.getByRole('alert')).toContainText('데스크톱 관리자 콘솔 안에서만 동작합니다');
});

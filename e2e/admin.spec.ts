/**
 * The web admin page against the real server: login, the list as the API stores it, the session
 * kept across reloads and dropped when expired, the Excel export read back with SheetJS, delete,
 * the English switch and axe. Every test registers its own people under a unique tag and narrows
 * the list to them, because other specs share the database. Only two logins here fail for real:
 * the server blocks an address after five failures, and every spec logs in from 127.0.0.1.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { type Locale, type Registrant, type SessionCode, formatKoreaDateTime, EDITION } from '@forum/shared';
import {
  registrantColumns,
  registrantRow,
  registrationExportColumns,
  registrationExportRow,
} from '@forum/shared/spreadsheet';
import { adminOtp, listRegistrants, uniqueEmail } from './support/adminApi';
import { E2E_ADMIN, E2E_DATABASE_FILE } from './support/env';

const SESSION_KEY = 'forum.admin.session';
const LABELS = {
  ko: {
    id: '이메일',
    password: '비밀번호',
    otp: '일회용 비밀번호',
    logIn: '로그인',
    logOut: '로그아웃',
    export: '엑셀 다운로드',
    search: '검색',
    heading: `${EDITION.name.ko} 등록자 명단`,
  },
  en: {
    id: 'E-mail',
    password: 'Password',
    otp: 'One-time password',
    logIn: 'Log in',
    logOut: 'Log out',
    export: 'Export to Excel',
    search: 'Search',
    heading: `${EDITION.name.en} — registrant list`,
  },
} as const;

interface Person {
  company: string;
  name: string;
  email: string;
  attendext: SessionCode[];
  biztype: number;
}

/** A tag no other test's registrants contain, used as their company so a search finds only them. */
function runTag(label: string): string {
  return `E2E-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function register(request: APIRequestContext, person: Person): Promise<void> {
  const response = await request.post('/api/user', {
    data: {
      company: person.company,
      name: person.name,
      title: '심사역',
      email: person.email,
      phone: '+82-10-1234-5678',
      biztype: person.biztype,
      attend: '',
      attendext: person.attendext,
      about: 'other',
      aboutOther: '지인 추천',
      consent: true,
      locale: 'ko',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Registrations from before the form asked for sessions cannot be made through the API any more. */
async function insertLegacyRegistrant(person: Omit<Person, 'attendext'>): Promise<void> {
  const { newCheckinCode, openDatabase } = await import('@forum/api/testing');
  const db = openDatabase({ client: 'sqlite', filename: E2E_DATABASE_FILE });
  try {
    const now = new Date();
    await db('registrants').insert({
      company: person.company,
      name: person.name,
      title: 'Partner',
      email: person.email,
      email_normalized: person.email.toLowerCase(),
      phone: '02-555-0100',
      biztype: person.biztype,
      attend: 'all',
      attendext: '',
      about: 'other',
      about_other: 'Newsletter',
      locale: 'en',
      consent_at: now,
      created_at: now,
      checkin_code: newCheckinCode(),
      // Required: the column has no default (migration 028); this row is the current edition's.
      edition: EDITION.year,
      status: 'approved',
    });
  } finally {
    await db.destroy();
  }
}

/** Three people under one tag: two through the API, one legacy row with no sessions. */
async function registerGroup(request: APIRequestContext, label: string) {
  const tag = runTag(label);
  const people: Person[] = [
    {
      company: `${tag} 한빛벤처스`,
      name: '김민준',
      email: uniqueEmail('minjun'),
      attendext: ['day11', 'day22'],
      biztype: 1,
    },
    { company: `${tag} Northwind`, name: 'Jane Doe', email: uniqueEmail('jane'), attendext: ['day13'], biztype: 5 },
  ];
  for (const person of people) await register(request, person);
  const legacy = { company: `${tag} Legacy Capital`, name: 'Old Timer', email: uniqueEmail('legacy'), biztype: 2 };
  await insertLegacyRegistrant(legacy);
  const stored = await listRegistrants(request);
  const find = (email: string) => {
    const found = stored.find((registrant) => registrant.email === email);
    if (!found) throw new Error(`${email} is not in the list`);
    return found;
  };
  return { tag, registrants: [...people.map((person) => find(person.email)), find(legacy.email)] };
}

async function logIn(page: Page, locale: Locale = 'ko') {
  const l = LABELS[locale];
  await page.getByLabel(l.id, { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel(l.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel(l.otp, { exact: true }).fill(adminOtp());
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
}

async function search(page: Page, text: string, locale: Locale = 'ko') {
  await page.getByRole('searchbox', { name: LABELS[locale].search }).fill(text);
}

/** The body rows of the table, as the cells' text. */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );
}

/** The cells `registrantRow` gives, minus the No. and the table's own delete column. */
/** The list's columns: No., the registrant's cells (the seed's, the reception, the status). */
const LIST_COLUMNS = registrantColumns('ko').length;

function expectedCells(registrant: Registrant, locale: Locale): string[] {
  return registrantRow(registrant, 0, locale).slice(1).map(String);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function downloadExport(page: Page, locale: Locale = 'ko') {
  await page.getByRole('button', { name: LABELS[locale].export, exact: true }).click();
  // The reason for the download comes first; the server records it with the row count.
  const reasonDialog = page.getByRole('dialog', {
    name: locale === 'ko' ? '엑셀 다운로드 사유' : 'Reason for the download',
  });
  await reasonDialog
    .getByRole('radio', { name: locale === 'ko' ? '주최 기관 보고' : 'Report to the organisers' })
    .check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reasonDialog.getByRole('button', { name: locale === 'ko' ? '다운로드' : 'Download', exact: true }).click(),
  ]);
  const file = await download.path();
  // Reading back a file this test just downloaded from its own server: trusted bytes.
  const workbook = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  const sheetName = workbook.SheetNames[0] ?? '';
  // As shown: dates are date cells, compared as the text their format shows (`2025-09-22 09:05`).
  const rows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[sheetName]!, { header: 1, defval: '', raw: false });
  return { fileName: download.suggestedFilename(), sheetNames: workbook.SheetNames, rows };
}

test.describe('admin login', () => {
  test('a wrong password gets a message; the right one shows the list', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle(/관리자/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await page.getByLabel('이메일', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('로그인 정보가 올바르지 않습니다.');
    await expect(page.getByLabel('비밀번호', { exact: true })).toBeFocused();

    await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel('일회용 비밀번호', { exact: true }).fill(adminOtp());
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: LABELS.ko.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: '엑셀 다운로드', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();
  });

  test('a network failure and a throttled login are told apart from wrong credentials', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('이메일', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('whatever');
    await page.route('**/api/user/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('서버에 연결할 수 없습니다');

    // Answered here rather than by failing real logins, which would lock the shared test admin out.
    await page.unroute('**/api/user/login');
    await page.route('**/api/user/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
        body: JSON.stringify({ error: { code: 'too_many_attempts', message: 'Too many attempts' } }),
      }),
    );
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('로그인 실패가 너무 많습니다. 10분 후에 다시 시도해 주세요.');
  });
});

test.describe('registrant list', () => {
  test('shows registrants created through the API with their session cells and Korea-time dates', async ({
    page,
    request,
  }) => {
    const { tag, registrants } = await registerGroup(request, 'list');
    const [kim, jane, legacy] = registrants as [Registrant, Registrant, Registrant];
    await page.goto('/admin');
    await logIn(page);
    await search(page, tag);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);

    const rows = await tableRows(page);
    // No. is each registrant's number in the whole list (registration order), kept under the search.
    const numbers = rows.map((row) => Number(row[0]));
    expect(numbers.every((n) => Number.isInteger(n) && n >= 1)).toBe(true);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(3);
    // Registration order: the two API registrations, then the legacy row inserted after them.
    expect(rows.map((row) => row.slice(1, LIST_COLUMNS))).toEqual(
      [kim, jane, legacy].map((r) => expectedCells(r, 'ko')),
    );
    // Spelled out, so a mistake shared by the page and registrantRow would still show.
    expect(rows[0]!.slice(7, 13)).toEqual(['참석', '불참', '불참', '불참', '참석', '불참']);
    expect(rows[1]!.slice(7, 13)).toEqual(['불참', '불참', '참석', '불참', '불참', '불참']);
    expect(rows[2]!.slice(7, 13)).toEqual(['', '', '', '', '', '']);
    // The invitation-only reception's column after the seed's six; the date; the approval status last.
    expect(rows[0]![13]).toBe('불참');
    expect(rows[0]![15]).toBe(formatKoreaDateTime(kim.createdAt));
    expect(rows[0]![15]).toMatch(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/);
    expect(rows[0]![16]).toBe('승인');
  });

  test('reload keeps the session', async ({ page }) => {
    await page.goto('/admin');
    await logIn(page);
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ token: expect.any(String), expiresAt: expect.any(String) });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: LABELS.ko.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toHaveCount(0);
  });

  test('an expired stored session returns to the login box and is removed', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          token: 'expired-token-0123456789abcdef',
          expiresAt: new Date(Date.now() - 60_000).toISOString(),
        }),
      );
    }, SESSION_KEY);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('a session the server no longer knows returns to the login box with a message', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          key,
          JSON.stringify({
            token: 'revoked-token-0123456789abcdef',
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        );
      }
    }, SESSION_KEY);
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toHaveText('세션이 만료되었습니다. 다시 로그인해 주세요.');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('Log out revokes the token on the server', async ({ page, request }) => {
    await page.goto('/admin');
    await logIn(page);
    const { token } = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '{}') as {
      token: string;
    };
    await page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    const list = await request.get('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(401);
  });
});

test.describe('export', () => {
  test('downloads sif2024_registration.xlsx with every row the list shows', async ({ page, request }) => {
    const { registrants } = await registerGroup(request, 'export-all');
    await page.goto('/admin');
    await logIn(page);
    await expect(page.getByRole('table')).toBeVisible();
    const { fileName, sheetNames, rows } = await downloadExport(page);

    expect(fileName).toBe('sif2024_registration.xlsx');
    expect(sheetNames).toEqual(['사전등록 현황']);
    expect(rows[0]).toEqual(registrationExportColumns('ko').map((column) => column.header));
    const body = rows.slice(1);
    // Everything the API had when the page loaded, numbered 1..N; ours among them, cell for cell.
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body.map((row) => row[0])).toEqual(body.map((_row, i) => String(i + 1)));
    for (const registrant of registrants) {
      const row = body.find((cells) => cells[4] === registrant.email);
      expect(row, registrant.email).toBeDefined();
      expect(row!.slice(1, LIST_COLUMNS)).toEqual(expectedCells(registrant, 'ko'));
      // After the list's columns: not checked in on either day, not a walk-in.
      expect(row!.slice(LIST_COLUMNS)).toEqual(['', '', '']);
    }
  });

  test('after a search, exports only the rows found', async ({ page, request }) => {
    const { tag, registrants } = await registerGroup(request, 'export-search');
    await page.goto('/admin');
    await logIn(page);
    await search(page, `${tag} northwind`);
    const found = page.getByRole('table').locator('tbody tr');
    await expect(found).toHaveCount(1);
    // No. is her number in the whole list (her group's first registered before her), on screen and in the file.
    const no = Number(await found.locator('td').first().textContent());
    expect(no).toBeGreaterThan(1);
    const { fileName, rows } = await downloadExport(page);
    expect(rows).toEqual([
      registrationExportColumns('ko').map((column) => column.header),
      registrationExportRow(registrants[1]!, no - 1, 'ko').map(String),
    ]);
    // Named for its search, so it cannot pass for the full list.
    const searchPart = `${tag} northwind`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)
      .replace(/-+$/, '');
    expect(fileName).toBe(`sif2024_registration_search-${searchPart}.xlsx`);
    await expect(page.getByRole('status').filter({ hasText: `1명을 ${fileName} 파일로 내보냈습니다.` })).toBeVisible();
  });
});

test('delete asks for confirmation and removes the registrant', async ({ page, request }) => {
  const { tag, registrants } = await registerGroup(request, 'delete');
  const jane = registrants[1]!;
  await page.goto('/admin');
  await logIn(page);
  await search(page, tag);
  // The search narrows a long shared list; other specs register a Jane Doe too.
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();

  await page.getByRole('button', { name: `삭제 Jane Doe (${jane.email})` }).click();
  const dialog = page.getByRole('dialog', { name: '등록자를 삭제할까요?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(jane.email);
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Jane Doe' })).toBeVisible();

  await page.getByRole('button', { name: `삭제 Jane Doe (${jane.email})` }).click();
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jane Doe 님의 등록을 삭제했습니다.' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Jane Doe' })).toHaveCount(0);
  expect((await tableRows(page)).map((row) => row[2])).toEqual(['김민준', 'Old Timer']);
  expect((await listRegistrants(request)).some((registrant) => registrant.id === jane.id)).toBe(false);
});

test('the English switch translates the page and is remembered', async ({ page, request }) => {
  const { tag, registrants } = await registerGroup(request, 'english');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(page.getByRole('button', { name: '한국어', exact: true })).toBeVisible();
  await logIn(page, 'en');
  await search(page, tag, 'en');
  await expect(page.getByText(/^(3 of [\d,]+ registrants|3 registrants)$/)).toBeVisible();
  const headers = await page
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')));
  expect(headers).toEqual([...registrantColumns('en').map((column) => column.header), 'Actions']);
  expect((await tableRows(page))[0]!.slice(1, LIST_COLUMNS)).toEqual(expectedCells(registrants[0]!, 'en'));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LABELS.en.heading })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.getByRole('button', { name: '한국어', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: LABELS.ko.heading })).toBeVisible();
});

test.describe('accessibility', () => {
  test('axe finds no violations on the login box, with an error showing', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('이메일', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe finds no violations on the list, in both languages', async ({ page, request }) => {
    await registerGroup(request, 'axe');
    await page.goto('/admin');
    await logIn(page);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: LABELS.en.heading })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe finds no violations on a phone-width list with the delete dialog open, and the page does not scroll sideways', async ({
    page,
    request,
  }) => {
    const { tag } = await registerGroup(request, 'phone');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin');
    await logIn(page);
    await search(page, tag);
    // Other specs' registrants share the server: wait for the search to leave this group's one row.
    await expect(page.getByRole('rowheader', { name: '김민준' })).toHaveCount(1);
    await expect(page.getByRole('rowheader', { name: '김민준' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The table itself is wider and scrolls inside its region.
    expect(
      await page
        .getByRole('region', { name: /등록자 목록/ })
        .evaluate((region) => region.scrollWidth > region.clientWidth),
    ).toBe(true);
    await page.getByRole('button', { name: /^삭제 김민준/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * The check-in desk without the network, and walk-ins, in Chromium against the real API: the desk
 * loads its roster, goes offline (Playwright's offline mode), checks 5 people in from the saved
 * roster while the banner counts them, and sends them when the network returns; one of them was
 * checked in through the API meanwhile, and the desk says who was first. A walk-in is registered
 * with the public form's fields, the visitor's consent ticked, and shows as checked in. Both
 * languages, phone and laptop widths (each case once, not every combination), axe on the banner and
 * the dialog. The closed registration window is tested over HTTP by the API's tests.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test';
import {
  BUSINESS_TYPE_LABELS,
  type CheckinResult,
  type Locale,
  REGISTRANT_FIELD_WORDS,
  type Registrant,
  SESSIONS,
  heardFromChoiceWords,
} from '@forum/shared';
import { adminToken, listRegistrants, uniqueEmail } from './support/adminApi';

// The admin form's words for the text under Other.
const OTHER_WORDS: Record<Locale, string> = { en: 'Other: their words', ko: '기타 경로' };

const TEXT = {
  en: {
    section: 'Check-in',
    field: 'Code, name, company, e-mail or phone',
    day1: /^Day 1/,
    desk: 'Desk 1',
    checkIn: 'Check in',
    queued: 'Saved on this device, will be sent',
    offline: 'This desk is offline.',
    waiting: (n: number) => (n === 1 ? '1 check-in waiting to be sent.' : `${n} check-ins waiting to be sent.`),
    conflict: (name: string, desk: string) =>
      new RegExp(`^${name} was already checked in at ${desk} at \\d{1,2}:\\d{2} \\(Day 1\\)\\.`),
    dismiss: (name: string) => `Dismiss the notice about ${name}`,
    walkIn: 'Register a walk-in',
    dialog: 'Walk-in registration',
    fields: REGISTRANT_FIELD_WORDS.en,
    consent: 'I agree to the collection and use of my personal information',
    consentRequired: 'Please agree to the collection and use of personal information',
    submit: 'Register and check in',
    walkInDone: (name: string) => `${name} is registered and checked in (Day 1, Desk 1,`,
    checkedIn: 'Checked in',
  },
  ko: {
    section: '체크인',
    field: '코드, 이름, 회사, 이메일 또는 전화번호',
    day1: /^1일차/,
    desk: '데스크 1',
    checkIn: '체크인',
    queued: '이 기기에 저장됨, 곧 전송됩니다',
    offline: '이 데스크는 오프라인 상태입니다.',
    waiting: (n: number) => `전송 대기 중인 체크인 ${n}건.`,
    conflict: (name: string, desk: string) =>
      new RegExp(`^${name} 님은 \\d{1,2}:\\d{2}에 ${desk}에서 이미 체크인했습니다 \\(1일차\\)\\.`),
    dismiss: (name: string) => `${name} 님 알림 닫기`,
    walkIn: '현장 등록',
    dialog: '현장 등록',
    fields: REGISTRANT_FIELD_WORDS.ko,
    consent: '개인정보 수집 및 이용에 동의합니다',
    consentRequired: '개인정보 수집 및 이용에 동의해 주세요',
    submit: '등록하고 체크인',
    walkInDone: (name: string) => `${name} 님을 현장 등록하고 체크인했습니다 (1일차, 데스크 1,`,
    checkedIn: '체크인 완료',
  },
} as const;

const tagFor = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function register(request: APIRequestContext, names: string[]): Promise<Registrant[]> {
  const emails = [];
  for (const name of names) {
    const email = uniqueEmail('offline');
    emails.push(email);
    const response = await request.post('/api/user', {
      data: {
        company: `${name} Capital`,
        name,
        title: 'Partner',
        email,
        phone: '+82-10-2345-6789',
        biztype: 1,
        attend: '',
        attendext: ['day11'],
        about: 'other',
        aboutOther: 'Friend',
        consent: true,
        locale: 'en',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const list = await listRegistrants(request);
  return emails.map((email) => list.find((row) => row.email === email)!);
}

async function checkInThroughApi(request: APIRequestContext, code: string, desk: string): Promise<CheckinResult> {
  const token = await adminToken(request);
  const response = await request.post('/api/checkin', {
    data: { code, day: 1, desk },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CheckinResult;
}

/** The console with the worker's session in storage, on the check-in section, day 1; answers the field. */
async function openDesk(context: BrowserContext, page: Page, request: APIRequestContext, locale: Locale) {
  const token = await adminToken(request);
  const session = JSON.stringify({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await context.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('forum.admin.session', value);
      window.localStorage.setItem('forum.admin.locale', lang);
    },
    [session, locale] as const,
  );
  const t = TEXT[locale];
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('button', { name: t.section, exact: true }).click();
  const field = page.getByRole('combobox', { name: t.field });
  await expect(field).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('radio', { name: t.day1 }).check();
  return field;
}

const OFFLINE_CASES = [
  { locale: 'en', width: 1280, height: 800 },
  { locale: 'ko', width: 375, height: 812 },
] as const;

for (const { locale, width, height } of OFFLINE_CASES) {
  test(`${locale} ${width}px: offline, 5 check-ins queue and are sent when the network returns; a conflict is shown`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = TEXT[locale];
    const tag = tagFor(`Off${locale}`);
    const people = await register(
      request,
      [1, 2, 3, 4, 5].map((n) => `Queued${n} ${tag}`),
    );
    await page.setViewportSize({ width, height });
    const field = await openDesk(context, page, request, locale);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: t.offline });
    await expect(banner).toBeVisible();
    // Another desk, still online, checks the third person in while this one is offline.
    const elsewhere = await checkInThroughApi(request, people[2]!.checkinCode!, 'East door');
    expect(elsewhere.first).toBe(true);

    for (const [index, person] of people.entries()) {
      // A USB scanner types the code and Enter; the roster saved on this device knows it.
      await field.fill(person.checkinCode!);
      await field.press('Enter');
      const card = page.getByRole('article', { name: person.name });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: t.checkIn, exact: true }).click();
      await expect(card.getByText(t.queued, { exact: true })).toBeVisible();
      await expect(banner).toContainText(t.waiting(index + 1));
    }
    await expect(banner).toContainText(t.waiting(5));
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    );
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    const conflict = page.getByRole('alert').filter({ hasText: t.conflict(people[2]!.name, 'East door') });
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    // The banner clears once the last one is sent.
    await expect(page.locator('.desk-banner__status')).toBeEmpty({ timeout: 15_000 });

    // The server has all five, in this desk's name but the one another desk made first.
    const day1 = async () => {
      const rows = await listRegistrants(request);
      return people.map((person) => rows.find((row) => row.id === person.id)?.checkins?.find((mark) => mark.day === 1));
    };
    const marks = await day1();
    expect(marks.map((mark) => mark?.desk)).toEqual([t.desk, t.desk, 'East door', t.desk, t.desk]);
    expect(marks[2]?.checkedInAt).toBe(elsewhere.checkedInAt);
    expect(await axeViolations(page)).toEqual([]);

    await conflict.getByRole('button', { name: t.dismiss(people[2]!.name) }).click();
    await expect(conflict).toHaveCount(0);
  });
}

const WALK_IN_CASES = [
  { locale: 'ko', width: 1280, height: 800 },
  { locale: 'en', width: 375, height: 812 },
] as const;

for (const { locale, width, height } of WALK_IN_CASES) {
  test(`${locale} ${width}px: a walk-in registered with the registration form and the visitor's consent is checked in`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = TEXT[locale];
    const name = `Walkin ${tagFor(locale)}`;
    const email = uniqueEmail('walkin');
    await page.setViewportSize({ width, height });
    await openDesk(context, page, request, locale);

    await page.getByRole('button', { name: t.walkIn, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.fields.company, { exact: true }).fill(`${name} Labs`);
    await dialog.getByLabel(t.fields.name, { exact: true }).fill(name);
    await dialog.getByLabel(t.fields.title, { exact: true }).fill('CEO');
    await dialog.getByLabel(t.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.fields.phone, { exact: true }).fill('010-5555-0101');
    await dialog.getByRole('radio', { name: BUSINESS_TYPE_LABELS[locale][2] }).check();
    await dialog.getByRole('checkbox', { name: SESSIONS[0]!.title[locale] }).check();
    await dialog
      .getByRole('combobox', { name: t.fields.about })
      .selectOption({ label: heardFromChoiceWords('other', locale) });
    await dialog.getByLabel(OTHER_WORDS[locale], { exact: true }).fill('Walked in');
    // Without the visitor's consent nothing is sent.
    await dialog.getByRole('button', { name: t.submit }).click();
    const consent = dialog.getByRole('checkbox', { name: t.consent });
    await expect(consent).toBeFocused();
    await expect(dialog.getByText(t.consentRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await consent.check();
    await dialog.getByRole('button', { name: t.submit }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.walkInDone(name) })).toBeVisible();
    const card = page.getByRole('article', { name });
    // Checked in here just now: shown as done, with undo (not as someone else's earlier check-in).
    await expect(card.getByText(t.checkedIn, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^(Undo|되돌리기)/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    );

    const row = (await listRegistrants(request)).find((registrant) => registrant.email === email);
    expect(row).toMatchObject({ name, onsite: true, businessType: 2, sessions: [SESSIONS[0]!.code], locale });
    expect(row?.checkins).toMatchObject([{ day: 1, desk: t.desk }]);
  });
}

/**
 * Helpers for the check-in specs: registrants made through the API with their check-in codes, the
 * admin session put in the page's storage (one login per worker, see adminApi.ts), the desk opened
 * on a day, and a camera stream (.y4m) that shows a QR code, for Chromium's fake video capture.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, type Page, expect } from '@playwright/test';
import QRCode from 'qrcode';
import type { CheckinResult, Locale, Registrant, SessionCode } from '@forum/shared';
import { adminToken, listRegistrants, uniqueEmail } from './adminApi';

export const DESK_LABELS = {
  en: {
    section: 'Check-in',
    field: 'Code, name, company, e-mail or phone',
    camera: 'Scan with camera',
    checkIn: 'Check in',
    checkedIn: 'Checked in',
    undo: /^Undo \(\d+ s\)$/,
    already: 'Already checked in today',
    alreadyAt: (time: string, desk: string) => `First checked in at ${time} at ${desk}.`,
    day1: /^Day 1/,
    desk: 'Desk name',
    unknown: 'Unknown code',
    counts: 'Checked in',
  },
  ko: {
    section: '체크인',
    field: '코드, 이름, 회사, 이메일 또는 전화번호',
    camera: '카메라로 스캔',
    checkIn: '체크인',
    checkedIn: '체크인 완료',
    undo: /^되돌리기 \(\d+초\)$/,
    already: '오늘 이미 체크인함',
    alreadyAt: (time: string, desk: string) => `${time}, ${desk}에서 먼저 체크인했습니다.`,
    day1: /^1일차/,
    desk: '데스크 이름',
    unknown: '알 수 없는 코드',
    counts: '체크인 현황',
  },
} as const;

export interface Visitor {
  name: string;
  company: string;
  attendext: SessionCode[];
}

/** Registers each visitor through the public API; answers them as the admin list has them (with codes). */
export async function registerVisitors(request: APIRequestContext, visitors: Visitor[]): Promise<Registrant[]> {
  const emails: string[] = [];
  for (const visitor of visitors) {
    const email = uniqueEmail('desk');
    emails.push(email);
    const response = await request.post('/api/user', {
      data: {
        ...visitor,
        title: '심사역',
        email,
        phone: '+82-10-2345-6789',
        biztype: 1,
        attend: '',
        about: 'other',
        aboutOther: '지인 추천',
        consent: true,
        locale: 'ko',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const list = await listRegistrants(request);
  return emails.map((email) => {
    const found = list.find((registrant) => registrant.email === email);
    if (!found?.checkinCode) throw new Error(`${email} has no check-in code in the list`);
    return found;
  });
}

/** Another desk checks someone in, through the API. */
export async function checkInThroughApi(
  request: APIRequestContext,
  code: string,
  day: 1 | 2,
  desk: string,
): Promise<CheckinResult> {
  const token = await adminToken(request);
  const response = await request.post('/api/checkin', {
    data: { code, day, desk },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CheckinResult;
}

/** The logged-in console in `locale`, without a login form: the worker's session in storage. */
export async function signIn(context: BrowserContext, request: APIRequestContext, locale: Locale): Promise<void> {
  const token = await adminToken(request);
  const session = JSON.stringify({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await context.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('forum.admin.session', value);
      window.localStorage.setItem('forum.admin.locale', lang);
    },
    [session, locale] as const,
  );
}

/**
 * /admin, then Check-in from the bar; once the roster is in, the field has the focus (a scanner can
 * start at once). Then day 1 is chosen and the focus put back in the field; answers the field.
 */
export async function openDesk(page: Page, locale: Locale) {
  const l = DESK_LABELS[locale];
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('button', { name: l.section, exact: true }).click();
  const field = page.getByRole('combobox', { name: l.field });
  await expect(field).toBeEnabled({ timeout: 15_000 });
  await expect(field).toBeFocused();
  await page.getByRole('radio', { name: l.day1 }).check();
  await field.focus();
  return field;
}

/** A .y4m video of the QR code of `text` (Chromium loops it as the fake camera). Fails when ffmpeg is missing. */
export async function qrCameraFile(text: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkin-camera-'));
  const png = path.join(dir, 'code.png');
  const y4m = path.join(dir, 'code.y4m');
  await QRCode.toFile(png, text, { width: 360, margin: 4 });
  // Centred on a white 640×480 frame, as a code held up to a camera; two seconds at 10 frames a second.
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    'pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
    '-r',
    '10',
    '-t',
    '2',
    y4m,
  ]);
  return y4m;
}

/** True when the page scrolls sideways (it must not, at 375 px). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

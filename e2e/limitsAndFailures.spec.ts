/**
 * Two states issue 29 added to screens, in Chromium, in both languages at a phone's and a laptop's
 * width (each step screenshotted under test-results/limits/ for review):
 * - Messages: a message that could not be queued shows "Failed" with its code in the list, and on
 *   its page why, with "Send again" and "Cancel sending"; cancelling it works.
 * - The manage page's meetings: a request the server refuses with 429 shows when to try again.
 */
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Locale } from '@forum/shared';
import { openDatabase } from '@forum/api/testing';
import { adminToken, uniqueEmail } from './support/adminApi';
import { E2E_DATABASE_FILE } from './support/env';
import { manageLinkPath, waitForMails } from './support/mailbox';

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

const WORDS = {
  en: {
    messages: 'Messages',
    failed: 'Failed (ER_DATA_TOO_LONG)',
    why: 'Why it failed',
    sendAgain: 'Send again',
    cancel: 'Cancel sending',
    cancelled: 'The message is cancelled and will not be sent.',
    ask: 'Ask for a meeting',
    retry: 'Too many requests. Please try again in 19 minutes.',
  },
  ko: {
    messages: '메시지',
    failed: '발송 실패 (ER_DATA_TOO_LONG)',
    why: '실패 이유',
    sendAgain: '다시 발송',
    cancel: '발송 취소',
    cancelled: '메시지를 취소했습니다. 발송되지 않습니다.',
    ask: '미팅 요청',
    retry: '요청이 너무 많습니다. 19분 후 다시 시도해 주세요.',
  },
} as const;

async function shot(page: Page, name: string, locale: Locale, width: number, fullPage = true) {
  await page.screenshot({ path: `test-results/limits/${name}-${locale}-${width}.png`, fullPage });
}

/** A message the queue could not take: written through the API, then marked as the dispatcher marks it. */
async function failedMessage(request: APIRequestContext, subject: string): Promise<number> {
  const res = await request.post('/api/admin/messages', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { audience: {}, subject: { en: subject, ko: subject }, body: { en: 'Hello {name}', ko: '{name} 님' } },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const db = openDatabase({ client: 'sqlite', filename: E2E_DATABASE_FILE });
  try {
    await db('messages').where({ id }).update({ state: 'failed', failure_reason: 'ER_DATA_TOO_LONG' });
  } finally {
    await db.destroy();
  }
  return id;
}

async function joined(request: APIRequestContext, locale: Locale, role: 'investor' | 'company', organisation: string) {
  const email = uniqueEmail(`limits-${role}`);
  const res = await request.post('/api/user', {
    data: {
      company: organisation,
      name: locale === 'ko' ? '김참가' : 'Sam Lee',
      title: 'Partner',
      email,
      phone: '+82-10-1234-5678',
      biztype: role === 'investor' ? 1 : 3,
      attend: '',
      attendext: ['day12'],
      about: 'other',
      aboutOther: 'LinkedIn',
      consent: true,
      locale,
    },
  });
  expect(res.status()).toBe(201);
  const link = manageLinkPath((await waitForMails(email))[0]!);
  const token = link.split('/').pop()!;
  const profile = await request.put(`/api/registration/${token}/meetings/profile`, {
    data: {
      role,
      organisation,
      pitch: role === 'investor' ? 'Seed rounds in AI' : 'Robots that learn by watching',
      sectors: ['ai'],
      stages: ['seed'],
      ...(role === 'investor' ? { ticketSize: { min: 100, max: 1000, currency: 'KRW' } } : {}),
      consent: true,
    },
  });
  expect(profile.status()).toBe(200);
  return link;
}

for (const locale of ['en', 'ko'] as const) {
  for (const { width, height } of WIDTHS) {
    test.describe(`${locale} ${width}px`, () => {
      test.use({ viewport: { width, height } });

      test('a message that could not be queued shows as failed, with why, and can be cancelled', async ({
        page,
        context,
        request,
      }) => {
        const t = WORDS[locale];
        const subject = `Venue update ${locale} ${width}`;
        await failedMessage(request, subject);
        await context.addInitScript((lang) => window.localStorage.setItem('forum.admin.locale', lang), locale);
        const session = JSON.stringify({
          token: await adminToken(request),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
        await page.goto('/admin');
        await page.evaluate((value) => window.localStorage.setItem('forum.admin.session', value), session);
        await page.goto('/admin');
        await page.getByRole('navigation').getByRole('button', { name: t.messages, exact: true }).click();
        const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject }) });
        await expect(row).toContainText(t.failed);
        // On a phone the table scrolls sideways: bring the state into view for the picture.
        await row.getByText(t.failed).scrollIntoViewIfNeeded();
        await shot(page, 'messages-list', locale, width);

        await row.getByRole('button').click();
        await expect(page.getByText(t.why, { exact: true })).toBeVisible();
        await expect(page.getByText(/ER_DATA_TOO_LONG/)).toBeVisible();
        await expect(page.getByRole('button', { name: t.sendAgain })).toBeVisible();
        await shot(page, 'message-page', locale, width);
        await page.getByRole('button', { name: t.cancel }).click();
        await expect(page.getByText(t.cancelled)).toBeVisible();
      });

      test('a meeting request refused with 429 says when to try again', async ({ page, request }) => {
        const t = WORDS[locale];
        const organisation = `Han River Ventures ${locale} ${width}`;
        await joined(request, locale, 'investor', organisation);
        const company = await joined(request, locale, 'company', `Gangnam Robotics ${locale} ${width}`);
        // The server's refusal, as it answers at a limit (the limits themselves: requestLimits.test.ts).
        await page.route('**/meetings/requests', (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
                status: 429,
                headers: { 'Retry-After': '1140', 'Content-Type': 'application/json' },
                body: JSON.stringify({ error: { code: 'too_many_requests', message: 'x' } }),
              })
            : route.continue(),
        );
        await page.goto(company);
        const ask = page.getByRole('button', { name: `${t.ask}: ${organisation}` });
        await ask.click();
        const alert = page.locator('.meetings').getByRole('alert');
        await expect(alert).toHaveText(t.retry);
        await alert.scrollIntoViewIfNeeded();
        await shot(page, 'meetings-429', locale, width, false);
      });
    });
  }
}

/**
 * The Messages screen in Chromium, in English and in Korean: a manager sees the day-before
 * reminders as scheduled messages, writes a message to an audience (language and registration
 * date) said in words with the live recipient count, previews it as a recipient found by
 * e-mail, edits the draft, sends a test to themself and sends it now, which first asks, naming
 * the count (and sends nothing when told not to); each recipient gets one e-mail in their
 * language, and the message's page shows the audience and them sent. Screenshots at 375 and 1280 px go to test-results/messages/.
 */
import { type Page, expect, test } from '@playwright/test';
import type { Locale } from '@forum/shared';
import { adminToken, uniqueEmail } from './support/adminApi';
import { E2E_ADMIN } from './support/env';
import { waitForMails } from './support/mailbox';

const TEXT = {
  en: {
    section: 'Messages',
    heading: 'Messages to registrants',
    reminder: 'Reminder before day 1',
    write: 'Write a message',
    language: 'Language',
    languageValue: 'en',
    after: 'Registered after (Korea time)',
    subject: 'Subject (English)',
    body: 'Text (English)',
    subjectOther: 'Subject (Korean)',
    bodyOther: 'Text (Korean)',
    save: 'Save draft',
    previewAs: 'Preview for (if none is chosen: the first recipient): search by name, e-mail or company',
    edit: 'Edit draft',
    saveChanges: 'Save changes',
    changesSaved: 'The draft is saved.',
    audience:
      /^Business type: Others · Language: English · Registered after \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Korea time\)$/,
    confirmTitle: 'Send this message?',
    confirmBody: 'It goes to 2 recipients',
    confirm: 'Send to 2',
    keep: "Don't send",
    test: 'Send a test to me',
    sendNow: 'Send now',
    refresh: 'Refresh',
    sent: 'Sent',
    count: /— 2 recipients$/,
  },
  ko: {
    section: '메시지',
    heading: '등록자 메시지',
    reminder: '1일차 전날 리마인더',
    write: '새 메시지 작성',
    language: '언어',
    languageValue: 'ko',
    after: '이 시각 이후 등록 (한국 시간)',
    subject: '제목 (한국어)',
    body: '본문 (한국어)',
    subjectOther: '제목 (영어)',
    bodyOther: '본문 (영어)',
    save: '초안 저장',
    previewAs: '미리볼 등록자 (고르지 않으면 첫 번째 받는 사람): 성명, 이메일 또는 소속으로 검색',
    edit: '초안 수정',
    saveChanges: '변경 저장',
    changesSaved: '초안을 저장했습니다.',
    audience: /^참가자 유형: 기타 · 언어: 한국어 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} 이후 등록 \(한국 시간\)$/,
    confirmTitle: '메시지를 보낼까요?',
    confirmBody: '받는 사람 2명에게 보냅니다',
    confirm: '2명에게 보내기',
    keep: '보내지 않기',
    test: '나에게 테스트 발송',
    sendNow: '지금 발송',
    refresh: '새로고침',
    sent: '보냄',
    count: /— 받는 사람 2명$/,
  },
} as const;

/** The minute before now, as a Korea-time `datetime-local` value. */
function koreaMinuteBefore(now: Date): string {
  return new Date(now.getTime() - 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);
}

async function shot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/messages/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const locale of ['en', 'ko'] as const satisfies readonly Locale[]) {
  test(`a manager writes, previews, tests and sends a message (${locale})`, async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const t = TEXT[locale];
    const people = [uniqueEmail(`msg-${locale}-a`), uniqueEmail(`msg-${locale}-b`)];
    const ids: number[] = [];
    for (const [index, email] of people.entries()) {
      const res = await request.post('/api/user', {
        data: {
          company: `Messages ${locale} ${index}`,
          name: locale === 'ko' ? `메시지수신${index}` : `Message Reader ${index}`,
          title: 'Partner',
          email,
          phone: '010-1234-5678',
          biztype: 6,
          attend: '',
          attendext: ['day11'],
          about: 'other',
          aboutOther: 'e2e',
          consent: true,
          locale,
        },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }

    const token = await adminToken(request);
    // The server runs on its own clock (FORUM_CLOCK, a forum day): "registered after" is a minute
    // before the first of these two registrations as the server recorded it.
    const list = (await (
      await request.get('/api/user/list', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Array<{ id: number; createdAt: string }>;
    const since = koreaMinuteBefore(new Date(list.find((row) => row.id === ids[0])!.createdAt));
    await context.addInitScript((lang) => window.localStorage.setItem('forum.admin.locale', lang), locale);
    await page.goto('/admin');
    const session = JSON.stringify({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await page.evaluate((value) => window.localStorage.setItem('forum.admin.session', value), session);
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('button', { name: t.section, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('cell', { name: t.reminder })).toBeVisible();
    await shot(page, `list-${locale}`);

    await page.getByRole('button', { name: t.write }).click();
    await page.getByLabel(t.language, { exact: true }).selectOption(t.languageValue);
    await page.getByLabel(t.after).fill(since);
    // Other specs register at the same time on the shared server: narrow to business type 6 too.
    await page.getByLabel(locale === 'ko' ? '참가자 유형' : 'Business type', { exact: true }).selectOption('6');
    await expect(page.getByRole('status').filter({ hasText: t.count })).toBeVisible({ timeout: 10_000 });
    await page.getByLabel(t.subject).fill(locale === 'ko' ? '{name} 님, 장소 안내' : 'Room news for {name}');
    await page
      .getByLabel(t.body)
      .fill(locale === 'ko' ? '{company} {name} 님,\n{sessions}' : 'Dear {name} of {company},\n{sessions}');
    await page.getByLabel(t.subjectOther).fill('Room news');
    await page.getByLabel(t.bodyOther).fill('Hello {name}');
    await shot(page, `compose-${locale}`);
    await page.getByRole('button', { name: t.save }).click();

    // The draft edits: the composer opens with its texts; the page then shows the new subject.
    await page.getByRole('button', { name: t.edit, exact: true }).click();
    await page
      .getByLabel(t.subject)
      .fill(locale === 'ko' ? '{name} 님, 장소 변경 안내' : 'Room change news for {name}');
    await page.getByRole('button', { name: t.saveChanges, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.changesSaved })).toBeVisible();
    // The page says whom it goes to, in words.
    await expect(page.locator('.admin-messages__facts dd').filter({ hasText: t.audience })).toBeVisible();

    // The preview as a registrant found by e-mail, shown before it is used.
    await page.getByRole('combobox', { name: t.previewAs }).fill(people[1]!);
    await page.getByRole('option', { name: people[1]! }).click();
    const expectedName = locale === 'ko' ? '메시지수신1' : 'Message Reader 1';
    await expect(page.locator('.admin-messages__preview-subject')).toHaveText(
      locale === 'ko' ? `${expectedName} 님, 장소 변경 안내` : `Room change news for ${expectedName}`,
    );
    await page.getByRole('button', { name: t.test }).click();
    await expect(page.getByRole('status').filter({ hasText: E2E_ADMIN.email })).toBeVisible();
    await shot(page, `page-${locale}`);

    // Send asks first, naming the count; not sending sends nothing.
    await page.getByRole('button', { name: t.sendNow }).click();
    const confirm = page.getByRole('dialog', { name: t.confirmTitle });
    await expect(confirm).toContainText(t.confirmBody);
    await shot(page, `confirm-${locale}`);
    await confirm.getByRole('button', { name: t.keep, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    // Still a draft on the server: nothing was scheduled, so nothing can go out.
    const listed = await request.get('/api/admin/messages', { headers: { Authorization: `Bearer ${token}` } });
    const drafts = ((await listed.json()) as Array<{ subject: { en: string; ko: string }; state: string }>).filter(
      (message) => /Room change news|장소 변경 안내/.test(message.subject[locale]),
    );
    expect(drafts.map((message) => message.state)).toEqual(['draft']);
    for (const email of people) expect(await waitForMails(email, 1, 1_000)).toHaveLength(1);
    await page.getByRole('button', { name: t.sendNow }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
    for (const [index, email] of people.entries()) {
      const mails = await waitForMails(email, 2, 20_000);
      const message = mails.find(
        (mail) =>
          !/confirm|확인/i.test(mail.subject ?? '') && /Room change news|장소 변경 안내/.test(mail.subject ?? ''),
      );
      expect(message, `the message to ${email}`).toBeDefined();
      const name = locale === 'ko' ? `메시지수신${index}` : `Message Reader ${index}`;
      expect(message!.subject).toBe(locale === 'ko' ? `${name} 님, 장소 변경 안내` : `Room change news for ${name}`);
      expect(message!.text).toContain(`Messages ${locale} ${index}`);
    }
    await expect(async () => {
      await page.getByRole('button', { name: t.refresh }).click();
      await expect(page.getByRole('cell', { name: t.sent, exact: true })).toHaveCount(2, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await shot(page, `sent-${locale}`);
  });
}

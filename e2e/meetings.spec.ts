/**
 * One-to-one meetings in Chromium against the real server: two strangers, one Korean and one
 * English, join from their manage links (the consent refused first), find each other, agree on a
 * meeting, both find it in their agenda and their e-mail's calendar file; one cancels.
 */
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { EDITION, type Locale } from '@forum/shared';
import { adminToken, uniqueEmail } from './support/adminApi';
import { openDesk, signIn } from './support/checkinDesk';
import { manageLinkPath, waitForMails } from './support/mailbox';
import { ownForum } from './support/ownForum';

// The meeting slots are the forum's own: the screen audit sets them too, on the shared server.
const forum = ownForum('meetings', 2);

async function register(request: APIRequestContext, locale: Locale, biztype: number) {
  const email = uniqueEmail(`meetings-${locale}`);
  const res = await request.post('/api/user', {
    data: {
      company: locale === 'ko' ? '한강벤처스' : 'Gangnam Robotics',
      name: locale === 'ko' ? '김투자' : 'Jo Founder',
      title: 'Partner',
      email,
      phone: '+82-10-1234-5678',
      biztype,
      attend: '',
      attendext: ['day12'],
      about: 'other',
      aboutOther: 'LinkedIn',
      consent: true,
      locale,
    },
  });
  expect(res.status()).toBe(201);
  const [confirmation] = await waitForMails(email, 1, 10_000, forum.mailDir);
  return { email, link: manageLinkPath(confirmation!) };
}

const WORDS = {
  en: {
    join: 'Join the meetings',
    save: 'Save profile',
    organisation: 'Organisation',
    pitch: 'One-line pitch or investment focus',
    role: { investor: 'Investor', company: 'Company' },
    sector: 'AI and data',
    stage: 'Seed',
    consent: /I agree that my meeting profile/,
    consentError: 'Please agree to the collection and use of personal information',
    profile: 'Your profile',
  },
  ko: {
    join: '미팅 참여하기',
    save: '프로필 저장',
    organisation: '소속 기관',
    pitch: '한 줄 소개 또는 투자 분야',
    role: { investor: '투자자', company: '기업' },
    sector: 'AI·데이터',
    stage: '시드',
    consent: /미팅 프로필\(소속, 소개, 분야, 단계, 투자 규모\)을 다른 미팅 참가자에게 공개/,
    consentError: '개인정보 수집 및 이용에 동의해 주세요',
    profile: '내 프로필',
  },
} as const;

async function join(page: Page, locale: Locale, role: 'investor' | 'company', organisation: string) {
  const t = WORDS[locale];
  await page.getByRole('button', { name: t.join }).click();
  await page.getByRole('radio', { name: t.role[role] }).check();
  await page.getByRole('textbox', { name: t.organisation, exact: true }).fill(organisation);
  await page
    .getByRole('textbox', { name: t.pitch, exact: true })
    .fill(role === 'investor' ? 'Seed rounds in AI' : 'Robots that learn by watching');
  await page.getByRole('checkbox', { name: t.sector }).check();
  await page.getByRole('checkbox', { name: t.stage, exact: true }).check();
  // Without the consent to show the profile: refused, in the page's language.
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.consentError)).toBeVisible();
  await page.getByRole('checkbox', { name: t.consent }).check();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('heading', { name: t.profile })).toBeVisible();
}

test('two strangers agree on a meeting from their manage links and both find it in their calendars', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const slots = await request.put('/api/admin/meetings/slots', {
    headers: { Authorization: `Bearer ${token}` },
    data: { days: [{ day: 1, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 4 },
  });
  expect(slots.status(), await slots.text()).toBe(200);

  const suffix = Date.now().toString(36);
  const investorOrg = `Han River Ventures ${suffix}`;
  const companyOrg = `Gangnam Robotics ${suffix}`;
  const investor = await register(request, 'ko', 1);
  const company = await register(request, 'en', 3);

  await page.goto(company.link);
  await join(page, 'en', 'company', companyOrg);

  const investorPage = await (await browser.newContext()).newPage();
  await investorPage.goto(investor.link);
  await join(investorPage, 'ko', 'investor', investorOrg);

  // The investor finds the company among the suggested matches and asks, with a note.
  const card = investorPage.getByRole('listitem').filter({ hasText: companyOrg });
  await expect(card.getByText('추천')).toBeVisible();
  await card.getByLabel('메모 (선택)').fill('20분 정도 뵙고 싶습니다.');
  await card.getByRole('button', { name: `미팅 요청: ${companyOrg}` }).click();
  await expect(card.getByText('요청함')).toBeVisible();

  // The company sees the request on its page and accepts it.
  await page.reload();
  const received = page.getByRole('listitem').filter({ hasText: investorOrg });
  await expect(received.getByText('20분 정도 뵙고 싶습니다.')).toBeVisible();
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Meeting booked' })).toContainText('Table');
  const agenda = page.getByRole('listitem').filter({ hasText: investorOrg }).filter({ hasText: 'Table' });
  await expect(agenda).toContainText('09:00-09:30');

  // Both have it in their e-mail, with the calendar file.
  for (const address of [investor.email, company.email]) {
    const mails = await waitForMails(address, 2, 10_000, forum.mailDir);
    const booked = mails.find((mail) => mail.attachments.some((a) => a.filename === 'meeting.ics'));
    expect(booked, `booking mail to ${address}`).toBeDefined();
    const ics = booked!.attachments.find((a) => a.filename === 'meeting.ics')!.content.toString('utf8');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`DTSTART;TZID=Asia/Seoul:${EDITION.days[1].replaceAll('-', '')}T090000`);
  }

  // The investor sees it in Korean and cancels it; the agenda empties.
  await investorPage.reload();
  const meeting = investorPage.getByRole('listitem').filter({ hasText: companyOrg }).filter({ hasText: '테이블' });
  await expect(meeting).toContainText('09:00-09:30');
  await meeting.getByRole('button', { name: '미팅 취소' }).click();
  await expect(investorPage.getByText('예약된 미팅이 없습니다.')).toBeVisible();
  await investorPage.context().close();
});

test('the organisers see the meeting in the grid and the person’s meetings on the desk card', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const token = await adminToken(request);
  const slots = await request.put('/api/admin/meetings/slots', {
    headers: { Authorization: `Bearer ${token}` },
    data: { days: [{ day: 1, start: '09:00', end: '12:00' }], slotMinutes: 30, tables: 4 },
  });
  expect(slots.status()).toBe(200);
  const tokens: string[] = [];
  for (const role of ['investor', 'company'] as const) {
    const email = uniqueEmail(`meetings-desk-${role}`);
    const res = await request.post('/api/user', {
      data: {
        company: `${role} ${tag} Ltd`,
        name: `Desk ${role} ${tag}`,
        title: 'Partner',
        email,
        phone: '+82-10-1234-5678',
        biztype: role === 'investor' ? 1 : 3,
        attend: '',
        attendext: ['day12'],
        about: 'other',
        aboutOther: 'LinkedIn',
        consent: true,
        locale: 'en',
      },
    });
    expect(res.status()).toBe(201);
    const [mail] = await waitForMails(email, 1, 10_000, forum.mailDir);
    const manage = manageLinkPath(mail!).split('/').pop()!;
    tokens.push(manage);
    const profile = await request.put(`/api/registration/${manage}/meetings/profile`, {
      data: {
        role,
        organisation: `${role} org ${tag}`,
        pitch: 'Pitch',
        sectors: ['ai'],
        stages: ['seed'],
        consent: true,
      },
    });
    expect(profile.status()).toBe(200);
  }
  const [investor, company] = tokens as [string, string];
  const { profile } = (await (await request.get(`/api/registration/${investor}/meetings`)).json()) as {
    profile: { profileId: number };
  };
  const asked = await request.post(`/api/registration/${company}/meetings/requests`, {
    data: { profileId: profile.profileId, note: '' },
  });
  const { id } = (await asked.json()) as { id: number };
  const accepted = await request.post(`/api/registration/${investor}/meetings/requests/${id}/accept`);
  expect(accepted.status()).toBe(200);
  const { meeting } = (await accepted.json()) as { meeting: { start: string; end: string; table: number } };

  await signIn(context, request, 'en');
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('button', { name: 'Meetings', exact: true }).click();
  const cell = page.getByRole('cell').filter({ hasText: `investor org ${tag}` });
  await expect(cell).toContainText(`company org ${tag}`);
  await expect(cell.getByRole('button', { name: /^Move:/ })).toBeVisible();

  const field = await openDesk(page, 'en');
  await field.fill(`Desk company ${tag}`);
  await field.press('Enter');
  const card = page.getByRole('article', { name: `Desk company ${tag}` });
  await expect(card).toContainText("Today's one-to-one meetings");
  await expect(card).toContainText(`${meeting.start}-${meeting.end} · Table ${meeting.table} · investor org ${tag}`);
});

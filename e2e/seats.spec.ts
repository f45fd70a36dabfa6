/**
 * Capacity and the waiting list in Chromium: a session a manager has filled shows as
 * "Full - join the waiting list" / "마감 - 대기자 명단 등록" in the form, fetched when the dialog opens
 * (not on the landing page's first view); a registration for it joins the waiting list and the
 * thank-you screen and the admin list say 'waiting' / '대기'.
 *
 * The browser tests share one server: the capacity is set just for this test and given back.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Locale, SESSIONS, type SessionAvailability } from '@forum/shared';
import { adminToken, listRegistrants, uniqueEmail } from './support/adminApi';
import { fillForm, labels, openFromCallToAction } from './support/registrationForm';
import { ownForum } from './support/ownForum';

// A full session here would put other specs' registrations for it on the waiting list.
ownForum('seats', 3);

const FULL: Record<Locale, string> = { en: 'Full - join the waiting list', ko: '마감 - 대기자 명단 등록' };
const SESSION = 'day21';
const title = (locale: Locale) => SESSIONS.find((session) => session.code === SESSION)!.title[locale];

async function setCapacity(request: APIRequestContext, capacity: number | null) {
  const token = await adminToken(request);
  const res = await request.put(`/api/admin/sessions/${SESSION}`, {
    data: { capacity },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function seated(request: APIRequestContext): Promise<number> {
  const sessions = (await (await request.get('/api/sessions')).json()) as SessionAvailability[];
  return sessions.find((session) => session.code === SESSION)!.seated;
}

test('a full session says so in the form in both languages, and a registration for it waits', async ({
  page,
  request,
}) => {
  // Somebody holds a seat; the capacity is then exactly what is taken.
  const holder = await request.post('/api/user', {
    data: {
      company: 'Seat Holder Ltd',
      name: 'Seat Holder',
      title: 'CEO',
      email: uniqueEmail('seat-holder'),
      phone: '010-1111-2222',
      biztype: 2,
      attend: '',
      attendext: [SESSION],
      about: 'other',
      aboutOther: 'Friend',
      consent: true,
      locale: 'en',
    },
  });
  expect(holder.status(), await holder.text()).toBe(201);
  try {
    await setCapacity(request, await seated(request));

    // The landing page does not ask; the dialog asks each time it opens.
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/sessions') asked.push(req.url());
    });
    await page.goto('/');
    expect(asked).toHaveLength(0);
    let modal = await openFromCallToAction(page, 'en');
    const option = modal.getByRole('checkbox', { name: `${title('en')} ${FULL.en}`, exact: true });
    await expect(option).toBeVisible();
    expect(asked).toHaveLength(1);
    await expect(modal.getByText(FULL.en)).toHaveCount(1);

    const email = uniqueEmail('waiting-en');
    await fillForm(modal, 'en', {
      company: 'Waiting Ventures',
      name: 'Wendy Wait',
      title: 'Partner',
      email,
      phone: '+82-10-3333-4444',
      biztype: 1,
      sessions: [],
      about: 'other',
      aboutOther: 'Newsletter',
    });
    await option.check();
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/user');
    await modal.getByRole('button', { name: labels('en').register, exact: true }).click();
    expect(await (await answer).json()).toMatchObject({ seated: [], waiting: [SESSION] });
    // The thank-you screen says so, with the session marked.
    await expect(modal.getByText(/you are on their waiting lists/)).toBeVisible();
    await expect(modal.getByRole('listitem').filter({ hasText: title('en') })).toContainText('(waiting)');
    await page.screenshot({ path: `test-results/seats-thanks-en-${page.viewportSize()?.width ?? 0}.png` });
    const stored = (await listRegistrants(request)).find((registrant) => registrant.email === email);
    expect(stored?.seats).toEqual({ [SESSION]: { status: 'waiting', number: 1 } });

    await page.goto('/kor');
    modal = await openFromCallToAction(page, 'ko');
    await expect(modal.getByRole('checkbox', { name: `${title('ko')} ${FULL.ko}`, exact: true })).toBeVisible();
    await expect(modal.getByText(FULL.ko)).toHaveCount(1);
    expect(asked).toHaveLength(2);

    await page.screenshot({ path: `test-results/seats-form-ko-${page.viewportSize()?.width ?? 0}.png` });
  } finally {
    await setCapacity(request, null);
  }
});

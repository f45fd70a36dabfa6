import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITION, type ManagedRegistrant, type Wire } from '@forum/shared';
import { managePage } from '../routes';
import { OPEN_SITE_INFO, renderPage } from '../testing/renderPage';

/** A public session the stored registration has not chosen: the edition's last (2025: Middle East). */
const ADDED = EDITION.sessions.filter((session) => session.access !== 'invitation').at(-1)!;

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
/** The registration as the API sends it: the seed's names on the wire. */
const STORED: Wire<ManagedRegistrant> = {
  id: 7,
  company: 'Han River Capital',
  name: 'Jane Doe',
  title: 'Partner',
  email: 'jane@example.com',
  phone: '+82-10-1234-5678',
  biztype: 1,
  attend: '',
  attendext: ['day11', 'day22'],
  about: 'LinkedIn',
  aboutOther: '',
  locale: 'en',
  createdAt: '2025-09-01T00:00:00.000Z',
  mail: { state: 'sent' },
  status: 'approved',
};

type Call = { method: string; path: string; body: unknown };

/** The API behind fetch: site-info, and the registration answered by `handle`. */
function stubApi(handle: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://site.test');
      if (url.pathname === '/api/site-info') return Response.json(OPEN_SITE_INFO);
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handle(call);
    }),
  );
  return calls;
}

const notFound = () => Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });

// The page's chunk (with the QR encoder) is loaded once, before the tests' one-second waits start.
beforeAll(() => managePage.preload(), 30_000);
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => vi.unstubAllGlobals());

describe('the manage page', () => {
  it('shows the registration in the page’s language, with the language switch to the same page', async () => {
    stubApi(() => Response.json(STORED));
    renderPage(`/registration/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your registration' })).toBeInTheDocument();
    expect(screen.getByText('Han River Capital')).toBeInTheDocument();
    expect(screen.getByText('Confirmation e-mail sent to jane@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '한국어' })).toHaveAttribute('href', `/kor/registration/${TOKEN}`);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe(`Your registration | ${EDITION.name.en}`);
  });

  it('opens a past edition’s registration read-only, saying that forum has ended, in both languages', async () => {
    const year = EDITION.year - 1;
    const calls = stubApi(() => Response.json({ ...STORED, edition: year, checkinCode: 'ABCD2345EFGH' }));
    renderPage(`/registration/${TOKEN}`);
    expect(await screen.findByText(`The ${year} forum has ended.`, { exact: false })).toHaveAttribute('role', 'status');
    expect(screen.getByText('Han River Capital')).toBeInTheDocument();
    // Nothing to change, cancel or show at a desk: no buttons, no check-in code.
    const page = document.querySelector<HTMLElement>('.manage')!;
    expect(within(page).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Your check-in code')).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('says a past edition has ended in Korean under /kor', async () => {
    const year = EDITION.year - 1;
    stubApi(() => Response.json({ ...STORED, edition: year }));
    renderPage(`/kor/registration/${TOKEN}`);
    expect(await screen.findByText(`${year} 포럼이 종료되었습니다.`, { exact: false })).toBeInTheDocument();
  });

  it('names the latest mail: after a seat offer it does not speak of a confirmation', async () => {
    stubApi(() => Response.json({ ...STORED, mail: { state: 'sent', kind: 'offer' } }));
    renderPage(`/registration/${TOKEN}`);
    expect(await screen.findByText('Seat offer e-mail sent to jane@example.com.')).toBeInTheDocument();
    expect(screen.queryByText(/Confirmation e-mail/)).toBeNull();
  });

  it('shows a declined registration read-only with the organisers’ reason, no code and no meetings; it may be deleted', async () => {
    const calls = stubApi(() =>
      Response.json({
        ...STORED,
        status: 'declined',
        checkinCode: 'ABCD2345EFGH',
        declineReason: { en: 'The hall is full this year.', ko: '올해는 행사장이 가득 찼습니다.' },
        mail: { state: 'sent', kind: 'declined' },
      }),
    );
    renderPage(`/registration/${TOKEN}`);
    expect(await screen.findByText('The hall is full this year.')).toBeInTheDocument();
    expect(screen.getByText('E-mail about the decision sent to jane@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change registration' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my registration and data' })).toBeInTheDocument();
    expect(screen.queryByText('Your check-in code')).toBeNull();
    expect(screen.getByText(/One-to-one meetings are for approved registrations/)).toBeInTheDocument();
    // The page asks nothing of the meetings: they would only refuse.
    expect(calls.some((call) => call.path.includes('/meetings'))).toBe(false);
  });

  it('lets a registration under review change or cancel, and says meetings open once approved (in Korean too)', async () => {
    stubApi(() => Response.json({ ...STORED, status: 'pending', mail: { state: 'sent', kind: 'under_review' } }));
    renderPage(`/kor/registration/${TOKEN}`);
    expect(await screen.findByRole('button', { name: '등록 내용 변경' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사전등록 취소' })).toBeInTheDocument();
    expect(screen.getByText(/접수 확인 메일\(검토 중\)/)).toBeInTheDocument();
    expect(screen.getByText('등록이 승인되면 미팅을 신청할 수 있습니다. 아직 검토 중입니다.')).toBeInTheDocument();
  });

  it('is Korean under /kor, switching back to the English page', async () => {
    stubApi(() => Response.json(STORED));
    renderPage(`/kor/registration/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '내 사전등록' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/registration/${TOKEN}`);
    expect(document.documentElement.lang).toBe('ko');
  });

  it('shows the check-in code as a QR code and as text, in both languages', async () => {
    stubApi(() => Response.json({ ...STORED, checkinCode: '0123456789ABC' }));
    renderPage(`/registration/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Your check-in code' });
    expect(
      within(section).getByRole('img', { name: 'QR code of your check-in code 0123-4567-89ABC' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('0123-4567-89ABC')).toBeInTheDocument();
    expect(section).toHaveTextContent(/Show this QR code at the registration desk/);
    // A 21-module symbol and the 4-module quiet zone on each side.
    expect(section.querySelector('svg')).toHaveAttribute('viewBox', '0 0 29 29');
  });

  it('says what the check-in code is for in Korean under /kor', async () => {
    stubApi(() => Response.json({ ...STORED, checkinCode: '0123456789ABC' }));
    renderPage(`/kor/registration/${TOKEN}`);
    const section = await screen.findByRole('region', { name: '체크인 코드' });
    expect(within(section).getByRole('img', { name: '체크인 코드 0123-4567-89ABC의 QR 코드' })).toBeInTheDocument();
    expect(section).toHaveTextContent(/행사 당일 등록 데스크에서 이 QR 코드를 보여 주세요/);
  });

  it('shows no check-in block for a registration without a code', async () => {
    stubApi(() => Response.json(STORED));
    renderPage(`/registration/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Your registration' });
    expect(screen.queryByRole('region', { name: 'Your check-in code' })).toBeNull();
  });

  it.each([
    [
      'en',
      `/registration/${TOKEN}`,
      'The seat was not claimed in time.',
      'Join the waiting list again',
      'You are on the waiting list again.',
    ],
    [
      'ko',
      `/kor/registration/${TOKEN}`,
      '기한 안에 좌석을 확정하지 않으셨습니다.',
      '대기자 명단에 다시 등록',
      '대기자 명단에 다시 등록되었습니다.',
    ],
  ] as const)(
    'offers the way back onto the list after an offer ran out, and says where the person now stands (%s)',
    async (_locale, path, note, button, done) => {
      let rejoined = false;
      const calls = stubApi(({ method, path: called }) => {
        if (method === 'POST' && called.endsWith('/rejoin')) {
          rejoined = true;
          return Response.json({ waiting: 3 });
        }
        return Response.json({
          ...STORED,
          seats: {
            day11: { status: 'seated' },
            day22: rejoined ? { status: 'waiting', number: 3 } : { status: 'expired' },
          },
        });
      });
      renderPage(path);
      expect(await screen.findByText(note, { exact: false })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(done, { exact: false })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: button })).toBeNull();
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/registration/${TOKEN}/rejoin`,
        body: { session: 'day22' },
      });
    },
  );

  it('changes the sessions with the form, sending only the changeable fields, and says an update is on its way', async () => {
    const calls = stubApi(({ method, body }) =>
      method === 'PATCH'
        ? Response.json({ ...STORED, ...(body as object), mail: { state: 'queued' } })
        : Response.json(STORED),
    );
    renderPage(`/registration/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change registration' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Change your registration' })).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/cannot be changed/);
    expect(screen.queryByRole('checkbox', { name: /agree/i })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Opening ceremony/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(ADDED.title.en) }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Your changes are saved. An updated confirmation is on its way to jane@example.com.'),
    ).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/registration/${TOKEN}`);
    expect(patch.body).toEqual({
      company: 'Han River Capital',
      name: 'Jane Doe',
      title: 'Partner',
      phone: '+82-10-1234-5678',
      biztype: 1,
      attend: '',
      attendext: ['day22', ADDED.code],
      // Free text from before the choices goes back as "Other" with that text.
      about: 'other',
      aboutOther: 'LinkedIn',
    });
  });

  it('checks the change with the registration form’s rules and keeps what was typed when the save fails', async () => {
    const calls = stubApi(({ method }) =>
      method === 'PATCH' ? new Response('oops', { status: 503 }) : Response.json(STORED),
    );
    renderPage(`/registration/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change registration' }));
    await userEvent.clear(screen.getByLabelText('Company'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter required fields');
    expect(screen.getByLabelText('Company')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Company'), 'New Company');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/temporarily unavailable/);
    expect(screen.getByLabelText('Company')).toHaveValue('New Company');
  });

  it('cancels only after the confirmation step, and Keep goes back', async () => {
    const calls = stubApi(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json(STORED),
    );
    renderPage(`/registration/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel registration' }));
    const confirm = screen.getByRole('region', { name: 'Cancel your registration?' });
    expect(within(confirm).getByRole('heading', { name: 'Cancel your registration?' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No, keep my registration' }));
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my registration' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your registration has been cancelled' }),
    ).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/registration/${TOKEN}`,
    ]);
  });

  it('answers an unknown link with a not-found page that can mail the link again', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/registration/resend' ? Response.json({}, { status: 202 }) : notFound(),
    );
    renderPage(`/kor/registration/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '이 링크는 사용할 수 없습니다' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('이메일'), ' jane@example.com ');
    await userEvent.click(screen.getByRole('button', { name: '링크 받기' }));
    expect(await screen.findByText(/^jane@example\.com 주소로 등록된 사전등록이 있으면/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.find((call) => call.path === '/api/registration/resend')?.body).toEqual({ email: 'jane@example.com' });
  });
});

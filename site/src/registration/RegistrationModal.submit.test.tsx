import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITION, HONEYPOT_FIELD, type Locale, editionSession, formatSessionOption } from '@forum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RegistrationModal from './RegistrationModal';
import { resetRegistrationStore } from './registrationStore';
import {
  LABELS,
  MESSAGES,
  SAMPLE,
  dialog,
  errorResponse,
  fields,
  fillValidForm,
  jsonResponse,
  sentBody,
  stubFetch,
} from '../testing/registrationForm';

function renderModal(locale: Locale) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<RegistrationModal locale={locale} onClose={onClose} />);
  return { user, onClose };
}

/** Every value typed by fillValidForm is still there. */
function expectFormKept(locale: Locale) {
  const f = fields(locale);
  expect(f.company).toHaveValue(SAMPLE.company);
  expect(f.name).toHaveValue(SAMPLE.name);
  expect(f.jobTitle).toHaveValue(SAMPLE.jobTitle);
  expect(f.email).toHaveValue(SAMPLE.email);
  expect(f.phone).toHaveValue(SAMPLE.phone);
  expect(f.biztypes.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
    false,
    false,
    true,
    false,
    false,
    false,
  ]);
  expect(f.sessions.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, true, false, false, false]);
  expect(f.aboutOther).toHaveValue(SAMPLE.about);
  expect(f.consent).toBeChecked();
  expect(f.register).toBeEnabled();
}

async function expectRequestAlert(message: string | RegExp) {
  const alert = await within(dialog()).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(alert).toHaveFocus();
}

beforeEach(() => resetRegistrationStore());
afterEach(() => vi.unstubAllGlobals());

describe('a successful registration', () => {
  it.each([
    ['en', 'you are on their waiting lists', '(waiting)'],
    ['ko', '대기자 명단에 올렸습니다', '(대기)'],
  ] as const)('says which chosen sessions were full and put on the waiting list (%s)', async (locale, note, mark) => {
    stubFetch(() => jsonResponse(201, { id: 7, seated: ['day11'], waiting: ['day13'] }));
    const { user } = renderModal(locale);
    await fillValidForm(user, locale);
    await user.click(fields(locale).register);
    await screen.findByRole('heading', {
      name: locale === 'en' ? 'Thank you for registering' : '사전등록이 완료되었습니다',
    });
    const d = within(dialog());
    expect(d.getByText(new RegExp(note))).toBeInTheDocument();
    const marks = d.getAllByText(mark);
    expect(marks).toHaveLength(1);
    // The mark is on the full session's line (day13, the Bio session), not on the seated one.
    expect(marks[0]!.closest('li')).toHaveTextContent(locale === 'en' ? /Bio and healthcare/ : /바이오/);
  });

  it('says nothing of waiting lists when every session had a seat', async () => {
    stubFetch(() => jsonResponse(201, { id: 7, seated: ['day11', 'day13'], waiting: [] }));
    const { user } = renderModal('en');
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await screen.findByRole('heading', { name: 'Thank you for registering' });
    expect(within(dialog()).queryByText(/waiting list/)).toBeNull();
  });

  it.each(['en', 'ko'] as const)('sends the agreed body and shows the thank-you summary (%s)', async (locale) => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 7 }));
    const { user, onClose } = renderModal(locale);
    await fillValidForm(user, locale);
    await user.type(fields(locale).name, '  ');
    await user.click(fields(locale).register);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(sentBody(fetchMock)).toEqual({
      company: SAMPLE.company,
      name: SAMPLE.name,
      title: SAMPLE.jobTitle,
      email: SAMPLE.email,
      phone: SAMPLE.phone,
      biztype: 3,
      attend: '',
      attendext: ['day11', 'day13'],
      about: 'other',
      aboutOther: SAMPLE.about,
      consent: true,
      locale,
      [HONEYPOT_FIELD]: '',
    });

    const summary = await screen.findByRole('heading', {
      name: locale === 'en' ? 'Thank you for registering' : '사전등록이 완료되었습니다',
    });
    expect(summary).toHaveFocus();
    const d = within(dialog());
    expect(d.queryByRole('textbox')).toBeNull();
    for (const value of [SAMPLE.company, SAMPLE.name, SAMPLE.jobTitle, SAMPLE.email, SAMPLE.phone]) {
      expect(d.getByText(value)).toBeInTheDocument();
    }
    // How they heard, in words: the choice and their own text.
    expect(d.getByText(`${locale === 'ko' ? '기타' : 'Other'}: ${SAMPLE.about}`)).toBeInTheDocument();
    expect(d.getByText(locale === 'en' ? 'Entrepreneur (Company)' : '기업 (창업가)')).toBeInTheDocument();
    for (const code of ['day11', 'day13'] as const) {
      const session = editionSession(EDITION, code);
      expect(d.getByText(formatSessionOption(session, EDITION.days[session.day], locale))).toBeInTheDocument();
    }
    expect(d.queryByRole('button', { name: LABELS[locale].register })).toBeNull();
    await user.click(d.getByRole('button', { name: LABELS[locale].close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Register another person'],
    ['ko', '다른 사람 등록하기'],
  ] as const)('offers a fresh, empty form for another person from the thank-you screen (%s)', async (locale, label) => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 8 }));
    const { user, onClose } = renderModal(locale);
    await fillValidForm(user, locale);
    await user.click(fields(locale).register);
    await user.click(await within(dialog()).findByRole('button', { name: label }));

    const f = fields(locale);
    expect(f.company).toHaveFocus();
    for (const field of [f.company, f.name, f.jobTitle, f.email, f.phone]) expect(field).toHaveValue('');
    for (const choice of f.about) expect(choice).not.toBeChecked();
    expect(f.aboutOther).toBeNull();
    expect([...f.biztypes, ...f.sessions, f.consent].some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    await fillValidForm(user, locale);
    await user.click(fields(locale).register);
    await within(dialog()).findByRole('button', { name: label });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends what a bot typed into the honeypot', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 0 }));
    const { user } = renderModal('en');
    await fillValidForm(user, 'en');
    const trap = dialog().querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    await user.type(trap, '42');
    await user.click(fields('en').register);
    expect(sentBody(fetchMock)[HONEYPOT_FIELD]).toBe('42');
  });
});

describe('while the request is in flight', () => {
  it('disables Register, so a double click registers once', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderModal('en');
    await fillValidForm(user, 'en');
    const register = fields('en').register;

    await user.dblClick(register);
    await user.click(register);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(register).toBeDisabled();
    expect(register).toHaveAttribute('aria-busy', 'true');

    answer(jsonResponse(201, { id: 1 }));
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a failed registration keeps everything typed and says why, in the visitor language', () => {
  it('409 already registered (en)', async () => {
    stubFetch(() => errorResponse(409, 'already_registered'));
    const { user } = renderModal('en');
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await expectRequestAlert('This e-mail address is already registered.');
    expectFormKept('en');
  });

  it('409 already registered (ko)', async () => {
    stubFetch(() => errorResponse(409, 'already_registered'));
    const { user } = renderModal('ko');
    await fillValidForm(user, 'ko');
    await user.click(fields('ko').register);
    await expectRequestAlert('이미 등록된 이메일 주소입니다.');
    expectFormKept('ko');
  });

  it.each([
    ['en', 'Could not reach the server. Please check your connection and try again.'],
    ['ko', '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.'],
  ] as const)('network failure (%s)', async (locale, message) => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderModal(locale);
    await fillValidForm(user, locale);
    await user.click(fields(locale).register);
    await expectRequestAlert(message);
    expectFormKept(locale);
  });

  it('an unreadable 5xx', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { user } = renderModal('ko');
    await fillValidForm(user, 'ko');
    await user.click(fields('ko').register);
    await expectRequestAlert('오류가 발생했습니다. 다시 시도해 주세요.');
    expectFormKept('ko');
  });

  it('403 registration closed', async () => {
    stubFetch(() => errorResponse(403, 'registration_closed'));
    const { user } = renderModal('en');
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await expectRequestAlert(/Pre-registration is closed/);
    expectFormKept('en');
  });

  it.each([
    ['en', 'Please try again in 3 minutes.'],
    ['ko', '3분 후 다시 시도해 주세요.'],
  ] as const)('429 says when to try again (%s)', async (locale, hint) => {
    stubFetch(() => errorResponse(429, 'too_many_requests', {}, { 'Retry-After': '150' }));
    const { user } = renderModal(locale);
    await fillValidForm(user, locale);
    await user.click(fields(locale).register);
    await expectRequestAlert(hint);
    expectFormKept(locale);
  });

  it('400 from the server focuses the field it names, with its message', async () => {
    stubFetch(() => errorResponse(400, 'validation', { fields: { email: 'invalid_email', about: 'required' } }));
    const { user } = renderModal('ko');
    await fillValidForm(user, 'ko');
    await user.click(fields('ko').register);
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.ko.email);
    expect(fields('ko').email).toHaveFocus();
    expect(fields('ko').email).toHaveAttribute('aria-invalid', 'true');
    expectFormKept('ko');
  });

  it('lets the visitor try again after a failure', async () => {
    let calls = 0;
    const fetchMock = stubFetch(() =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : jsonResponse(201, { id: 9 }),
    );
    const { user } = renderModal('en');
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await expectRequestAlert(/Could not reach the server/);
    await user.click(fields('en').register);
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

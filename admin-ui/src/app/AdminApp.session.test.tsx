import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITION } from '@forum/shared';
import {
  AdminHost,
  type Route,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  registrant,
  storedSession,
  stubApi,
  listed,
} from '../testing/adminTestUtils';
import { LOCALE_STORAGE_KEY } from '../lib/locale';
import { SESSION_STORAGE_KEY } from '../lib/session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LIST = [registrant({ id: 7, name: '김민준' })];

/** The API of a logged-in admin: list answers, logout revokes. */
const loggedInApi: Route = ({ method, path }) => {
  if (method === 'GET' && path === '/api/user/list') return json(200, listed(LIST));
  if (method === 'POST' && path === '/api/user/logout') return new Response(null, { status: 204 });
  return apiError(404, 'not_found');
};

function renderApp(storage = memoryStorage()) {
  const { platform } = fakePlatform(storage);
  return { storage, ...render(<AdminHost platform={platform} />) };
}

describe('stored session', () => {
  it('shows the login box in Korean when nothing is stored', () => {
    stubApi(loggedInApi);
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: '관리자' })).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('이메일')).toBeRequired();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('비밀번호')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
    expect(document.documentElement.lang).toBe('ko');
  });

  it('restores an unexpired session and loads the list with its token', async () => {
    const calls = stubApi(loggedInApi);
    renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession('restored-token-0123456789') }));
    expect(await screen.findByRole('rowheader', { name: '김민준' })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/user/list', authorization: 'Bearer restored-token-0123456789' }),
    );
  });

  it('removes an expired session and shows the login box without calling the API', () => {
    const calls = stubApi(loggedInApi);
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession(undefined, -1000) }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('removes an unparsable session entry', () => {
    stubApi(loggedInApi);
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: '1758500000000' }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('returns to the login box with a message when the list answers 401', async () => {
    stubApi(() => apiError(401, 'unauthorized'));
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('세션이 만료되었습니다. 다시 로그인해 주세요.');
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('returns to the login box when a delete answers 401', async () => {
    const user = userEvent.setup();
    stubApi((request) => (request.method === 'DELETE' ? apiError(401, 'unauthorized') : loggedInApi(request)));
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    await user.click(await screen.findByRole('button', { name: /^삭제 김민준/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('세션이 만료되었습니다');
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ends the session when its expiry passes while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubApi(loggedInApi);
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession(undefined, 5_000) }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_001);
    });
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logs out on the server, then forgets the session', async () => {
    const user = userEvent.setup();
    const calls = stubApi(loggedInApi);
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession('logout-token-0123456789') }));
    await screen.findByRole('rowheader', { name: '김민준' });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/user/logout',
        authorization: 'Bearer logout-token-0123456789',
      }),
    );
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('로그아웃되었습니다.');
  });
});

describe('login', () => {
  async function logIn(password = 'secret') {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('이메일'), 'admin@forum.test');
    await user.type(screen.getByLabelText('비밀번호'), password);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    return user;
  }

  it('stores the session and shows the list after a successful login', async () => {
    const expiresAt = new Date(Date.now() + 6 * 3600_000).toISOString();
    const calls = stubApi((request) =>
      request.path === '/api/user/login'
        ? json(200, { token: 'fresh-token-0123456789', expiresAt })
        : loggedInApi(request),
    );
    const { storage } = renderApp();
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: `${EDITION.name.ko} 등록자 명단` })).toHaveFocus();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/login',
      body: { email: 'admin@forum.test', password: 'secret' },
    });
    expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '')).toEqual({ token: 'fresh-token-0123456789', expiresAt });
  });

  it('disables the button while the request is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp();
    await logIn();
    expect(screen.getByRole('button', { name: '로그인' })).toBeDisabled();
    await act(async () => answer(apiError(401, 'invalid_credentials')));
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it.each([
    ['wrong credentials', () => apiError(401, 'invalid_credentials'), '로그인 정보가 올바르지 않습니다.'],
    [
      'a throttled login, with when to retry',
      () => apiError(429, 'too_many_attempts', { 'Retry-After': '840' }),
      '14분 후에 다시 시도해 주세요.',
    ],
    [
      'a throttled login in seconds',
      () => apiError(429, 'too_many_attempts', { 'Retry-After': '30' }),
      '30초 후에 다시 시도해 주세요.',
    ],
    ['a network failure', () => Response.error(), '서버에 연결할 수 없습니다.'],
    ['a server failure', () => new Response('oops', { status: 500 }), '오류가 발생했습니다.'],
  ])('explains %s in Korean', async (_case, answer, message) => {
    stubApi(answer);
    const { storage } = renderApp();
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('explains wrong credentials in English after the switch', async () => {
    stubApi(() => apiError(401, 'invalid_credentials'));
    renderApp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'admin@forum.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin ID or password is incorrect.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});

describe('language switch', () => {
  it('switches to English, sets <html lang> and remembers the choice', async () => {
    stubApi(loggedInApi);
    const { storage, unmount } = renderApp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('lang', 'ko');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.get(LOCALE_STORAGE_KEY)).toBe('en');
    unmount();
    renderApp(storage);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

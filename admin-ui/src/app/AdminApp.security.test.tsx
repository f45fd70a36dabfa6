/**
 * The console's side of the accountability rules: the one-time password at login, the
 * authenticator set-up with its QR code and recovery codes, the idle warning and cut-off.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminHost,
  type Route,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  registrant,
  sessionInfo,
  storedSession,
  stubApi,
  listed,
} from '../testing/adminTestUtils';
import { SESSION_STORAGE_KEY } from '../lib/session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LIST = [registrant({ id: 7, name: '김민준' })];
const expiresAt = () => new Date(Date.now() + 6 * 3600_000).toISOString();

const loggedIn: Route = ({ method, path }) => {
  if (method === 'GET' && path === '/api/user/list') return json(200, listed(LIST));
  if (method === 'POST' && path === '/api/user/logout') return new Response(null, { status: 204 });
  return apiError(404, 'not_found');
};

function renderApp(storage = memoryStorage()) {
  const { platform } = fakePlatform(storage);
  return { storage, ...render(<AdminHost platform={platform} />) };
}

async function typeLogin(user: ReturnType<typeof userEvent.setup>, otp = '') {
  await user.type(screen.getByLabelText('이메일'), 'admin@forum.test');
  await user.type(screen.getByLabelText('비밀번호'), 'a password');
  if (otp) await user.type(screen.getByLabelText('일회용 비밀번호'), otp);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('one-time password at login', () => {
  it('sends the code with the password and shows the list', async () => {
    const user = userEvent.setup();
    const calls = stubApi((request) =>
      request.path === '/api/user/login'
        ? json(200, { token: 'token-0123456789abcdef', expiresAt: expiresAt() })
        : loggedIn(request),
    );
    renderApp();
    expect(screen.getByLabelText('일회용 비밀번호')).toHaveAttribute('autocomplete', 'one-time-code');
    await typeLogin(user, '123456');
    expect(await screen.findByRole('rowheader', { name: '김민준' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/user/login',
      body: { email: 'admin@forum.test', password: 'a password', otp: '123456' },
    });
  });

  it.each([
    ['otp_required', '인증 앱의 일회용 비밀번호를 입력해 주세요.'],
    ['invalid_otp', '일회용 비밀번호가 올바르지 않거나 만료되었습니다.'],
  ])('explains %s and puts focus in the code field', async (code, message) => {
    const user = userEvent.setup();
    stubApi(() => apiError(401, code));
    renderApp();
    await typeLogin(user, code === 'invalid_otp' ? '000000' : '');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('일회용 비밀번호')).toHaveFocus();
  });
});

describe('setting up the authenticator', () => {
  it('shows the QR code and the key, confirms a code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '2')}`);
    let enrolled = false;
    const calls = stubApi((request) => {
      if (request.path === '/api/user/login')
        return json(200, { token: 'enrol-token-0123456789', expiresAt: expiresAt(), otpEnrolment: true });
      if (request.path === '/api/admin/session') return json(200, sessionInfo({ otpEnrolment: !enrolled }));
      if (request.path === '/api/admin/otp')
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Forum:admin%40forum.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        });
      if (request.path === '/api/admin/otp/confirm') {
        if ((request.body as { otp: string }).otp !== '654321') return apiError(400, 'invalid_otp');
        enrolled = true;
        return json(200, { recoveryCodes: codes });
      }
      return loggedIn(request);
    });
    renderApp();
    await typeLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: '인증 앱 등록' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: '인증 앱에 등록할 QR 코드' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // Nothing else is fetched with this token.
    expect(calls.some((call) => call.path === '/api/user/list')).toBe(false);

    const code = screen.getByLabelText('2. 앱에 표시된 6자리 숫자를 입력하세요.');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('일회용 비밀번호가 올바르지 않거나');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    const list = await screen.findByRole('list', { name: '복구 코드 10개' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole('button', { name: '복구 코드를 보관했습니다. 계속' }));
    expect(await screen.findByRole('rowheader', { name: '김민준' })).toBeInTheDocument();
  });
});

describe('reloading during the authenticator set-up', () => {
  it('shows the set-up again and asks for nothing the enrolment token may not have', async () => {
    const calls = stubApi((request) => {
      if (request.path === '/api/admin/session') return json(200, sessionInfo({ otpEnrolment: true }));
      if (request.path === '/api/admin/otp')
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Forum:admin%40forum.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        });
      // What the server answers any other call made with an enrolment token.
      return apiError(403, 'otp_enrolment_required');
    });
    renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    expect(await screen.findByRole('heading', { level: 1, name: '인증 앱 등록' })).toBeInTheDocument();
    await screen.findByRole('img', { name: '인증 앱에 등록할 QR 코드' });
    expect(calls.map((call) => call.path)).not.toContain('/api/user/list');
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
  });
});

describe('idle cut-off', () => {
  it('warns a minute before, stays logged in on request, and logs out saying why when the time is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const calls = stubApi((request) =>
      request.path === '/api/admin/session' ? json(200, sessionInfo({ idleMinutes: 2 })) : loggedIn(request),
    );
    const { storage } = renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('rowheader', { name: '김민준' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const warning = screen.getByRole('alertdialog', { name: '곧 자동 로그아웃됩니다' });
    expect(warning).toHaveTextContent('2분 동안 사용하지 않아');
    const before = calls.filter((call) => call.path === '/api/admin/session').length;
    await act(async () => {
      within(warning).getByRole('button', { name: '로그인 유지' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.filter((call) => call.path === '/api/admin/session').length).toBe(before + 1);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_500);
    });
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2분 동안 사용하지 않아 개인정보 보호를 위해 자동으로 로그아웃되었습니다.',
    );
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/user/logout' });
  });

  it('says why when the server ends an idle session', async () => {
    stubApi((request) => (request.path === '/api/user/list' ? apiError(401, 'session_idle') : loggedIn(request)));
    renderApp(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    expect(await screen.findByText(/30분 동안 사용하지 않아/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
  });
});

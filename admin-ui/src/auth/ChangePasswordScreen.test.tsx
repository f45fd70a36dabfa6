/** Changing one's own password from the bar, in jsdom against a stubbed POST /api/admin/password. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../lib/session';
import {
  AdminHost,
  type Route,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  sessionInfo,
  storedSession,
  stubApi,
} from '../testing/adminTestUtils';

afterEach(() => vi.unstubAllGlobals());

function renderConsole(password: Route) {
  const calls = stubApi((request) => {
    if (request.path === '/api/admin/session') return json(200, sessionInfo({ role: 'staff' }));
    if (request.path === '/api/admin/password') return password(request);
    return json(200, []);
  });
  const storage = memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() });
  render(<AdminHost platform={fakePlatform(storage).platform} />);
  return { calls, storage };
}

describe('Change password', () => {
  it('is in the bar for staff too, checks the length, and sends both passwords (204)', async () => {
    const user = userEvent.setup();
    const { calls } = renderConsole(() => new Response(null, { status: 204 }));
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('현재 비밀번호'), 'old password 1');
    await user.type(screen.getByLabelText('새 비밀번호'), 'too short');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경', current: false }));
    expect(screen.getByRole('alert')).toHaveTextContent('새 비밀번호는 12자 이상이어야 합니다.');
    expect(screen.getByLabelText('새 비밀번호')).toHaveFocus();
    expect(calls.some((call) => call.path === '/api/admin/password')).toBe(false);

    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경', current: false }));
    expect(await screen.findByText('비밀번호를 변경했습니다. 다른 곳의 로그인은 끝났습니다.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.find((call) => call.path === '/api/admin/password')).toMatchObject({
      method: 'POST',
      body: { currentPassword: 'old password 1', newPassword: 'a much longer passphrase' },
    });
  });

  it('says a wrong current password is wrong (401 invalid_credentials) without ending the session', async () => {
    const user = userEvent.setup();
    const { storage } = renderConsole(() => apiError(401, 'invalid_credentials'));
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    await user.type(screen.getByLabelText('현재 비밀번호'), 'not my password');
    await user.type(screen.getByLabelText('새 비밀번호'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경', current: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 비밀번호가 올바르지 않습니다.');
    expect(screen.getByLabelText('현재 비밀번호')).toHaveFocus();
    expect(storage.get(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('explains a refused new password (400 validation) in English too', async () => {
    const user = userEvent.setup();
    renderConsole(() => apiError(400, 'validation'));
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password', current: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new password must have at least 12 characters.');
  });
});

/** The managers' Accounts screen in jsdom: sections, invite, change, refusals. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../testing/adminTestUtils';
import { ME, STAFF, renderConsole } from '../testing/managerFixtures';

afterEach(() => vi.unstubAllGlobals());

describe('Accounts', () => {
  it('lists accounts, invites one with an initial password shown once, and explains a refusal', async () => {
    const user = userEvent.setup();
    const accounts = [ME, STAFF];
    renderConsole(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/admin/accounts') return json(200, accounts);
      if (method === 'POST' && path === '/api/admin/accounts') {
        const created = { ...STAFF, id: 3, email: (body as { email: string }).email, enrolled: false };
        return json(201, { account: created, initialPassword: 'Abcd-Efgh-Jkmn-Pqrs' });
      }
      if (method === 'PATCH' && path === '/api/admin/accounts/1') return apiError(409, 'last_manager');
      return apiError(404, 'not_found');
    });
    await user.click(await screen.findByRole('button', { name: '관리자 계정' }));
    expect(screen.getByRole('button', { name: '관리자 계정' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: '관리자 계정 목록' });
    expect(within(table).getByRole('rowheader', { name: /admin@forum\.test/ })).toHaveTextContent('(나)');

    await user.type(screen.getByLabelText('이메일'), 'new@forum.test');
    await user.click(screen.getByRole('button', { name: '계정 만들기' }));
    const status = await screen.findByText(/new@forum\.test 계정을 만들었습니다/);
    expect(status.closest('[role="status"]')).toHaveTextContent('초기 비밀번호: Abcd-Efgh-Jkmn-Pqrs');
    expect(within(table).getByRole('rowheader', { name: 'new@forum.test' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '담당자로 admin@forum.test' }));
    expect(await screen.findByText('활성 상태의 관리 책임자가 한 명 이상 있어야 합니다.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

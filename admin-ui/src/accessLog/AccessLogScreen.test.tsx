/** The managers' Access log screen in jsdom: entries in words, filters, pages, the monthly review. */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { AccessLogEntry } from '@forum/shared';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../lib/session';
import {
  AdminHost,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  storedSession,
  stubApi,
} from '../testing/adminTestUtils';
import { renderConsole } from '../testing/managerFixtures';

afterEach(() => vi.unstubAllGlobals());

function entry(id: number, overrides: Partial<AccessLogEntry> = {}): AccessLogEntry {
  return {
    id,
    time: '2025-09-22T00:05:07.123Z',
    account: 'staff@forum.test',
    address: '203.0.113.5',
    action: 'export',
    registrantIds: null,
    registrantCount: 42,
    detail: { reason: 'Badges' },
    hash: 'a'.repeat(64),
    ...overrides,
  };
}

describe('Access log', () => {
  it('shows entries in words, filters, pages on, and marks a month reviewed', async () => {
    const user = userEvent.setup();
    const { calls } = renderConsole(({ method, path, body }) => {
      if (path === '/api/admin/access-log/reviews' && method === 'GET') return json(200, []);
      if (path === '/api/admin/access-log/reviews')
        return json(201, {
          month: (body as { month: string }).month,
          reviewedBy: 'admin@forum.test',
          reviewedAt: '2025-10-01T00:00:00.000Z',
          headHash: 'b'.repeat(64),
          note: '',
        });
      if (path === '/api/admin/access-log')
        return json(200, {
          entries: [
            entry(9),
            entry(8, { action: 'edit', registrantIds: [5], registrantCount: 1, detail: { fields: ['name', 'phone'] } }),
          ],
          nextCursor: '8',
        });
      return apiError(404, 'not_found');
    });
    await user.click(await screen.findByRole('button', { name: '접속기록' }));
    const table = await screen.findByRole('table', { name: '접속기록 목록' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(rows[0]).toEqual([
      '2025-09-22 09:05:07.123',
      'staff@forum.test',
      '203.0.113.5',
      '다운로드',
      '42명',
      'Badges',
    ]);
    expect(rows[1]!.slice(3)).toEqual(['수정', '#5', '성명, 연락처']);

    await user.selectOptions(screen.getByLabelText('수행 업무'), '수정');
    await user.type(screen.getByLabelText('계정'), 'staff@forum.test');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/admin/access-log?action=edit&account=staff%40forum.test&limit=100'),
    );
    await user.click(await screen.findByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('cursor=8'));

    await user.clear(screen.getByLabelText('점검한 달'));
    await user.type(screen.getByLabelText('점검한 달'), '2025-09');
    await user.click(screen.getByRole('button', { name: '점검 완료 표시' }));
    expect(await screen.findByText(/2025-09 점검: admin@forum\.test/)).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    stubApi(({ path }) =>
      path === '/api/admin/session'
        ? json(200, {
            account: { id: 2, email: 'staff@forum.test', role: 'staff' },
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            idleExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            idleMinutes: 30,
            otpEnrolment: false,
          })
        : json(200, []),
    );
    const { platform } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    render(<AdminHost platform={platform} />);
    expect(await screen.findByText('staff@forum.test (담당자)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '접속기록' })).toBeNull();
  });
});

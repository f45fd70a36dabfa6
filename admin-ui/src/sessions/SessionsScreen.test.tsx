/** The Sessions screen in jsdom: seats per session, a manager's capacity change, overbooking, charts. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationStats, SessionSeatsSummary } from '@forum/shared';
import { SESSION_CODES } from '@forum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, registrant } from '../testing/adminTestUtils';
import { renderConsole } from '../testing/managerFixtures';

afterEach(() => vi.unstubAllGlobals());

function stats(day11: Partial<SessionSeatsSummary> = {}): RegistrationStats {
  return {
    perDay: [
      { date: '2026-03-01', count: 3, cumulative: 3 },
      { date: '2026-03-02', count: 5, cumulative: 8 },
    ],
    byBiztype: [
      { biztype: 1, count: 5 },
      { biztype: 2, count: 3 },
    ],
    byAbout: [
      { about: 'LinkedIn', count: 6 },
      { about: '', count: 2 },
    ],
    byStatus: [
      { status: 'approved', count: 8 },
      { status: 'pending', count: 0 },
      { status: 'declined', count: 0 },
    ],
    sessions: SESSION_CODES.map((code) => ({
      code,
      capacity: null,
      defaultCapacity: null,
      seated: 1,
      offered: 0,
      waiting: 0,
      expired: 0,
      full: false,
      checkedIn: 0,
      ...(code === 'day11'
        ? { capacity: 2, seated: 2, offered: 1, waiting: 4, expired: 2, checkedIn: 1, full: true, ...day11 }
        : {}),
    })),
  };
}

describe('Sessions', () => {
  it('shows seated, offered, waiting, expired and checked in apart, and over capacity; a manager saves a capacity and seats someone beyond it', async () => {
    const user = userEvent.setup();
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    let current = stats();
    renderConsole(
      ({ method, path, body }) => {
        calls.push({ method, path, body });
        if (method === 'GET' && path === '/api/admin/stats') return json(200, current);

        if (method === 'PUT' && path === '/api/admin/sessions/day11') {
          current = stats({ capacity: 5, full: false });
          return json(200, current.sessions[0]);
        }
        if (method === 'POST' && path === '/api/admin/sessions/day12/seat') return json(200, current.sessions[1]);
        if (method === 'POST' && path === '/api/admin/sessions/day13/seat') return apiError(404, 'not_found');
        return apiError(404, 'not_found');
      },
      [
        registrant({ id: 41, name: '김하나', email: 'hana@example.com', company: '하나벤처스' }),
        registrant({ id: 42, name: '이도윤', email: 'doyun@example.com', company: '도윤캐피탈' }),
      ],
    );
    await user.click(await screen.findByRole('button', { name: '세션·통계' }));
    const table = await screen.findByRole('table', { name: '세션별 좌석 현황' });
    const row = within(table).getByRole('row', { name: /개막식/ });
    expect(row).toHaveTextContent('정원 1명 초과');
    // Seated (with the note: 2 seated + 1 offered on 2 seats), offered, waiting, expired, checked in.
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(-5)
        .map((cell) => cell.textContent),
    ).toEqual(['2정원 1명 초과', '1', '4', '2', '1']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['세션', '정원', '확정', '좌석 제안', '대기', '제안 만료', '체크인 인원']);
    // The charts say their numbers to screen readers.
    expect(
      screen.getByRole('img', { name: /일별 등록 수: 2026-03-01 3 \(3\), 2026-03-02 5 \(8\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /세션별 좌석 점유: .*3\/2명/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /참가 경로별.*LinkedIn 6, \(입력 없음\) 2/ })).toBeInTheDocument();

    const capacity = within(row).getByRole('textbox', { name: /정원/ });
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(within(row).getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 이상의 정수');
    await user.clear(capacity);
    await user.type(capacity, '5');
    await user.click(within(row).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/정원을 저장했습니다/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ capacity: 5 });
    expect(within(table).getByRole('row', { name: /개막식/ })).not.toHaveTextContent('초과');

    await user.selectOptions(screen.getByRole('combobox', { name: '세션' }), 'day12');
    await user.selectOptions(screen.getByRole('combobox', { name: '세션' }), 'day12');
    // Nobody types an id: the registrant is found by name, e-mail or company and shown before seating.
    expect(screen.queryByRole('textbox', { name: /ID|번호/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '좌석 배정' }));
    expect(await screen.findByText('먼저 등록자를 검색해 고르세요.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /좌석을 배정할 등록자/ }), '도윤캐피');
    await user.click(await screen.findByRole('option', { name: /이도윤/ }));
    expect(screen.getByText('doyun@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '좌석 배정' }));
    expect(await screen.findByText(/이도윤 님에게 .* 좌석을 배정했습니다/)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/seat'))?.body).toEqual({ registrantId: 42 });

    // A registrant who is gone: said beside the picker, with their name, not "Not found." at the top.
    await user.selectOptions(screen.getByRole('combobox', { name: '세션' }), 'day13');
    await user.type(screen.getByRole('combobox', { name: /좌석을 배정할 등록자/ }), 'hana@');
    await user.click(await screen.findByRole('option', { name: /김하나/ }));
    await user.click(screen.getByRole('button', { name: '좌석 배정' }));
    expect(await screen.findByText(/김하나 님의 등록을 더 이상 찾을 수 없습니다/)).toBeInTheDocument();
  });
});

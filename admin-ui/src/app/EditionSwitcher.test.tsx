/**
 * The edition switcher and a past edition's read-only console: the editions come from
 * GET /api/admin/editions, choosing a past one asks every list and count for `?edition=YYYY`, a
 * banner says which forum is shown, and no control that changes, sends or checks in is offered.
 * The test build knows one edition file (2025); the server here lists 2024 beside it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RegistrationStats, SESSION_CODES } from '@forum/shared';
import { REGISTRATION_EXPORT_FILE_NAME } from '@forum/shared/spreadsheet';
import { LOCALE_STORAGE_KEY } from '../lib/locale';
import { SESSION_STORAGE_KEY } from '../lib/session';
import {
  AdminHost,
  type Route,
  apiError,
  fakePlatform,
  json,
  listed,
  memoryStorage,
  registrant,
  sessionInfo,
  storedSession,
  stubApi,
} from '../testing/adminTestUtils';

afterEach(() => vi.unstubAllGlobals());

const EDITIONS = [
  { year: 2024, current: false, registrants: 1234, retentionUntil: '2025-12-31' },
  { year: 2025, current: true, registrants: 2, retentionUntil: '2026-12-31' },
];

const STATS: RegistrationStats = {
  perDay: [],
  byBiztype: [],
  byAbout: [],
  byStatus: [],
  sessions: SESSION_CODES.map((code) => ({
    code,
    capacity: 10,
    defaultCapacity: null,
    seated: 1,
    offered: 0,
    waiting: 0,
    expired: 0,
    full: false,
    checkedIn: 0,
  })),
};

const KIM = registrant({ id: 11, name: '김민준', email: 'minjun@hanbit.example', alsoEditions: [2024] });
const PENDING = registrant({ id: 12, name: 'Jane Doe', status: 'pending' });

/** Answers every screen's first call; what an edition is asked for is in the calls. */
const route =
  (role: 'manager' | 'staff' = 'manager'): Route =>
  ({ method, path }) => {
    if (method === 'POST' && path === '/api/user/export') return json(200, listed([KIM, PENDING]));
    if (method !== 'GET') return apiError(405, 'method_not_allowed');
    if (path === '/api/admin/session') return json(200, sessionInfo({ role }));
    if (path === '/api/admin/editions') return json(200, EDITIONS);
    if (path === '/api/user/list') return json(200, listed([KIM, PENDING]));
    if (path === '/api/admin/stats') return json(200, STATS);
    if (path === '/api/admin/messages') return json(200, []);
    if (path === '/api/admin/invitations') return json(200, []);
    if (path === '/api/admin/approval') return json(200, { mode: 'all', biztypes: [] });
    if (path === '/api/admin/meetings')
      return json(200, {
        slots: { days: [{ day: 1, start: '09:00', end: '10:00' }], slotMinutes: 30, tables: 2 },
        meetings: [],
        counts: { investors: 0, companies: 0, pending: 0, meetings: 0 },
      });
    return apiError(404, 'not_found');
  };

function renderConsole(options: { locale?: 'en' | 'ko'; role?: 'manager' | 'staff' } = {}) {
  const calls = stubApi(route(options.role));
  const { platform, saved } = fakePlatform(
    memoryStorage({
      [SESSION_STORAGE_KEY]: storedSession(),
      ...(options.locale ? { [LOCALE_STORAGE_KEY]: options.locale } : {}),
    }),
  );
  render(<AdminHost platform={platform} />);
  return Object.assign(calls, { saved });
}

const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

async function choosePastEdition(user: ReturnType<typeof userEvent.setup>, current: string, past: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(current) }));
  const list = screen.getByRole('list', { name: /Forum year|포럼 연도/ });
  await user.click(within(list).getByRole('button', { name: new RegExp(past) }));
}

describe('the edition switcher', () => {
  it('lists the editions with the current one marked, and puts the console in the one chosen', async () => {
    const user = userEvent.setup();
    const calls = renderConsole({ locale: 'en' });
    const button = await screen.findByRole('button', { name: /^Forum year:\s*Forum 2025$/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const choices = within(screen.getByRole('list', { name: 'Forum year' })).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Forum 2025current2 registrants',
      'Forum 2024ended1,234 registrants · kept until 2025-12-31',
    ]);
    expect(choices[0]).toHaveAttribute('aria-current', 'true');

    await user.click(choices[1]!);
    expect(await screen.findByText('Viewing the 2024 forum (ended) — read-only')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Forum year:\s*Forum 2024 \(ended\)$/ })).toBeVisible();
    await waitFor(() => expect(paths(calls)).toContain('/api/user/list?edition=2024'));

    // Every list and count of the past edition says which one; the way back asks for the current one.
    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    await waitFor(() => expect(paths(calls)).toContain('/api/admin/stats?edition=2024'));
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await waitFor(() => expect(paths(calls)).toContain('/api/admin/messages?edition=2024'));
    await user.click(screen.getByRole('button', { name: 'Invitations' }));
    await waitFor(() => expect(paths(calls)).toContain('/api/admin/invitations?edition=2024'));
    await user.click(screen.getByRole('button', { name: 'Meetings' }));
    await waitFor(() => expect(paths(calls)).toContain('/api/admin/meetings?edition=2024'));

    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Back to 2025' }));
    await waitFor(() => expect(paths(calls.slice(before))).toContain('/api/admin/meetings'));
    expect(screen.queryByText(/read-only/)).toBeNull();
    expect(paths(calls.slice(before)).some((path) => path.includes('edition='))).toBe(false);
  });

  it('marks a registrant who also came another year', async () => {
    renderConsole({ locale: 'en' });
    const row = (await screen.findByRole('rowheader', { name: /김민준/ })).closest('tr')!;
    expect(within(row).getByText('also 2024')).toBeVisible();
  });

  it('is not shown when the server lists one edition only', async () => {
    stubApi((request) => (request.path === '/api/admin/editions' ? json(200, [EDITIONS[1]]) : route()(request)));
    const { platform } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
    render(<AdminHost platform={platform} />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /포럼 연도/ })).toBeNull();
  });
});

describe('a past edition', () => {
  it('shows the list and its export, and no edit, delete, resend or badges; the desk is not offered', async () => {
    const user = userEvent.setup();
    renderConsole();
    await screen.findByRole('table');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('button', { name: /수정/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '체크인' })).toBeVisible();

    await choosePastEdition(user, '2025 포럼', '2024 포럼');
    expect(await screen.findByText('2024 포럼(종료)을 보고 있습니다 — 읽기 전용')).toBeVisible();
    const past = await screen.findByRole('table');
    expect(within(past).queryByRole('button', { name: /수정|삭제|재발송|다시 보내기/ })).toBeNull();
    expect(screen.getByRole('button', { name: /엑셀 다운로드/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '명찰' })).toBeNull();
    expect(screen.queryByRole('button', { name: '체크인' })).toBeNull();
  });

  it("exports that edition's registrants under the seed's file name", async () => {
    const user = userEvent.setup();
    const calls = renderConsole();
    await screen.findByRole('table');
    await choosePastEdition(user, '2025 포럼', '2024 포럼');
    await screen.findByText(/읽기 전용/);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    const dialog = screen.getByRole('dialog', { name: '엑셀 다운로드 사유' });
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: '다운로드' }));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]!.fileName).toBe(REGISTRATION_EXPORT_FILE_NAME);
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/user/export?edition=2024');
  });

  it('offers no capacity, message, invitation, approval or meeting change', async () => {
    const user = userEvent.setup();
    renderConsole({ locale: 'en' });
    await screen.findByRole('table');
    await choosePastEdition(user, 'Forum 2025', 'Forum 2024');
    await screen.findByText(/read-only/);

    await user.click(screen.getByRole('button', { name: 'Sessions' }));
    await screen.findByRole('heading', { name: 'Session seats and registrations' });
    await screen.findByRole('table');
    expect(screen.queryByRole('textbox', { name: /Capacity of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Seat beyond|Seat/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByRole('heading', { name: 'Messages to registrants' });
    expect(screen.queryByRole('button', { name: 'Write a message' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Invitations' }));
    await screen.findByRole('heading', { name: 'Invitations' });
    expect(screen.queryByRole('button', { name: 'Check the file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approval' }));
    await screen.findByText('Jane Doe');
    expect(screen.queryByRole('button', { name: /Approve selected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save policy' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Meetings' }));
    await screen.findByRole('heading', { name: 'One-to-one meetings' });
    await waitFor(() => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Save slots' })).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('leaves staff the list and sessions, without the desk', async () => {
    const user = userEvent.setup();
    renderConsole({ locale: 'en', role: 'staff' });
    await screen.findByRole('table');
    await choosePastEdition(user, 'Forum 2025', 'Forum 2024');
    await screen.findByText(/read-only/);
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Registrants', 'Sessions']);
  });
});

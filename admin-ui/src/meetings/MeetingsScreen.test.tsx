/** The Meetings screen in jsdom against a stubbed /api/admin/meetings: the grid, a move and a cancel. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMeetings } from '@forum/shared';
import { LOCALE_STORAGE_KEY } from '../lib/locale';
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

const person = (registrantId: number, organisation: string) => ({
  profileId: registrantId,
  registrantId,
  name: `Person ${registrantId}`,
  organisation,
});

const MEETINGS: AdminMeetings = {
  slots: { days: [{ day: 1, start: '09:00', end: '10:00' }], slotMinutes: 30, tables: 2 },
  meetings: [
    {
      id: 7,
      day: 1,
      start: '09:00',
      end: '09:30',
      table: 1,
      investor: person(1, 'Han Ventures'),
      company: person(2, 'Robo'),
    },
    {
      id: 8,
      day: 1,
      start: '09:30',
      end: '10:00',
      table: 2,
      investor: person(3, 'Seoul Capital'),
      company: person(4, 'Chips'),
    },
  ],
  counts: { investors: 2, companies: 2, pending: 0, meetings: 2 },
};

function renderMeetings(change: Route) {
  const calls = stubApi((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/session') return json(200, sessionInfo());
    if (request.method === 'GET' && request.path === '/api/admin/meetings') return json(200, MEETINGS);
    if (request.method === 'GET') return json(200, []);
    return change(request);
  });
  const storage = memoryStorage({ [SESSION_STORAGE_KEY]: storedSession(), [LOCALE_STORAGE_KEY]: 'en' });
  render(<AdminHost platform={fakePlatform(storage).platform} />);
  return calls;
}

async function openMeetings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Meetings' }));
  return screen.findByRole('table', { name: 'Meetings on day 1, by time and table' });
}

describe('the Meetings screen', () => {
  it('refuses a move onto a booked table in the panel, without asking the server, then sends a free one', async () => {
    const user = userEvent.setup();
    const calls = renderMeetings(({ method, path }) =>
      method === 'PATCH' && path === '/api/admin/meetings/7'
        ? json(200, MEETINGS.meetings[0])
        : apiError(404, 'not_found'),
    );
    const grid = await openMeetings(user);
    expect(screen.getByText('Investors: 2 · Companies: 2 · Open requests: 0 · Meetings: 2')).toBeVisible();
    await user.click(within(grid).getByRole('button', { name: 'Move: Han Ventures (Person 1) ↔ Robo (Person 2)' }));
    const panel = screen.getByRole('form', { name: 'Move the meeting: Han Ventures (Person 1) ↔ Robo (Person 2)' });
    await user.selectOptions(within(panel).getByLabelText('New time'), 'Day 1 09:30-10:00');
    await user.selectOptions(within(panel).getByLabelText('New table'), 'Table 2');
    await user.click(within(panel).getByRole('button', { name: 'Move meeting' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Table 2 already has a meeting at Day 1 09:30 (Seoul Capital (Person 3) ↔ Chips (Person 4)).',
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.selectOptions(within(panel).getByLabelText('New table'), 'Table 1');
    expect(within(panel).queryByRole('alert')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Move meeting' }));
    expect(await screen.findByText('Meeting moved. Both people are told by e-mail.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: /^Move the meeting/ })).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/admin/meetings/7',
      body: { day: 1, start: '09:30', table: 1 },
    });
  });

  it('cancels a meeting after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = renderMeetings(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : apiError(404, 'not_found'),
    );
    const grid = await openMeetings(user);
    await user.click(within(grid).getByRole('button', { name: 'Cancel: Seoul Capital (Person 3) ↔ Chips (Person 4)' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/api/admin/meetings/8' });
  });
});

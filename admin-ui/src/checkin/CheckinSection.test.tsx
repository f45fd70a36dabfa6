/** The console's Check-in section for staff: one tap from the bar, the real desk store on a stubbed API. */
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CheckinRoster, rosterToWire } from '@forum/shared';
import {
  AdminHost,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  sessionInfo,
  storedSession,
  stubApi,
} from '../testing/adminTestUtils';
import { SESSION_STORAGE_KEY } from '../lib/session';
import { rosterEntry } from '../testing/fakeDeskStore';

afterEach(() => vi.unstubAllGlobals());

describe('Check-in section', () => {
  it('is one tap away for staff, loads the roster, and checks a scanned person in through the API', async () => {
    const user = userEvent.setup();
    const jane = rosterEntry();
    const roster: CheckinRoster = { registrants: [jane], removedIds: [], asOf: '2025-09-22T01:00:00.000Z' };
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/api/admin/session') return json(200, sessionInfo({ role: 'staff' }));
      if (path === '/api/user/list') return json(200, []);
      if (path === '/api/checkin/roster') return json(200, rosterToWire(roster));
      if (path === '/api/checkin/counts') return json(200, { days: [], onsite: 0, asOf: roster.asOf });
      if (method === 'POST' && path === '/api/checkin') {
        const request = body as { day: 1 | 2; desk: string };
        const checkedInAt = '2025-09-22T01:00:05.000Z';
        return json(200, {
          registrant: { ...jane, checkins: [{ day: request.day, checkedInAt, desk: request.desk }] },
          checkedInAt,
          desk: request.desk,
          first: true,
        });
      }
      return apiError(404, 'not_found');
    });
    const { platform } = fakePlatform(
      memoryStorage({ [SESSION_STORAGE_KEY]: storedSession('staff-token-0123456789') }),
    );
    render(<AdminHost platform={platform} />);
    const nav = await screen.findByRole('navigation', { name: '관리 메뉴' });
    await user.click(within(nav).getByRole('button', { name: '체크인' }));
    expect(within(nav).getByRole('button', { name: '체크인' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: '체크인' })).toBeInTheDocument();

    const field = await screen.findByRole('combobox', { name: '코드, 이름, 회사, 이메일 또는 전화번호' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await user.type(field, `${jane.checkinCode}{Enter}`);
    const card = await screen.findByRole('article', { name: jane.name });
    await user.click(within(card).getByRole('button', { name: '체크인' }));
    expect(await within(card).findByText('체크인 완료')).toBeInTheDocument();
    const checkIn = calls.find((call) => call.method === 'POST' && call.path === '/api/checkin');
    expect(checkIn?.authorization).toBe('Bearer staff-token-0123456789');
    expect(checkIn?.body).toMatchObject({ code: jane.checkinCode, desk: '데스크 1' });
  });
});

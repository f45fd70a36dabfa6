/** The managers' screens' test fixtures: two accounts and the console logged in with a stubbed API. */
import { render } from '@testing-library/react';
import type { AdminAccount, Registrant } from '@forum/shared';
import { SESSION_STORAGE_KEY } from '../lib/session';
import {
  AdminHost,
  type Route,
  fakePlatform,
  json,
  listed,
  memoryStorage,
  storedSession,
  stubApi,
} from './adminTestUtils';

export const ME: AdminAccount = {
  id: 1,
  email: 'admin@forum.test',
  role: 'manager',
  enrolled: true,
  disabled: false,
  createdAt: '2025-08-01T00:00:00.000Z',
  lastLoginAt: '2025-09-01T00:00:00.000Z',
};
export const STAFF: AdminAccount = { ...ME, id: 2, email: 'staff@forum.test', role: 'staff', lastLoginAt: null };

/** The console, logged in; the list answers `people` (default none) and every other call goes to `route`. */
export function renderConsole(route: Route, people: readonly Registrant[] = []) {
  const calls = stubApi((request) =>
    request.method === 'GET' && request.path === '/api/user/list' ? json(200, listed(people)) : route(request),
  );
  const { platform, saved } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
  render(<AdminHost platform={platform} />);
  return { calls, saved };
}

/**
 * The Forum screen's component tests' host: the console signed in as a manager (or staff) in the
 * given language, its fetch answered by the editions stand-in (testing/fakeEditionsApi.ts).
 */
import { render } from '@testing-library/react';
import type { Locale } from '@forum/shared';
import { draftCopiedFrom, editionDocumentOf } from '@forum/shared/testing';
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
import { type FakeEditionsOptions, fakeEditionsApi } from '../testing/fakeEditionsApi';

/** Long enough for the draft's own save after typing stops (SAVE_DELAY_MS) and the check after it. */
export const SAVED = { timeout: 4_000 };

export function renderForum(
  options: FakeEditionsOptions & { locale?: Locale; role?: 'manager' | 'staff'; other?: Route } = {},
) {
  const fake = fakeEditionsApi(options);
  const calls = stubApi((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/session')
      return json(200, sessionInfo({ role: options.role ?? 'manager' }));
    if (request.path.startsWith('/api/admin/editions')) return fake.route(request);
    if (request.method === 'GET' && request.path === '/api/user/list') return json(200, []);
    return options.other?.(request) ?? apiError(404, 'not_found');
  });
  const storage = memoryStorage({
    [SESSION_STORAGE_KEY]: storedSession(),
    [LOCALE_STORAGE_KEY]: options.locale ?? 'ko',
  });
  render(<AdminHost platform={fakePlatform(storage).platform} />);
  return { ...fake, calls };
}

/** 2026's draft as "Prepare" copies it from the shipped 2025. */
export const draft2026 = () => draftCopiedFrom(editionDocumentOf());

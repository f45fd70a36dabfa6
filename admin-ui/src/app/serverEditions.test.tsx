/**
 * An edition prepared and published after this console was built: the server's list carries each
 * edition's document, and the console shows the year from it (its name, its sessions) rather than
 * falling back to the edition compiled into the build. The test build knows 2025 only.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITION, SHIPPED_EDITIONS, setEditions } from '@forum/shared';
import { draftCopiedFrom, editionDocumentOf } from '@forum/shared/testing';
import { LOCALE_STORAGE_KEY } from '../lib/locale';
import { SESSION_STORAGE_KEY } from '../lib/session';
import {
  AdminHost,
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

const SHIPPED_YEAR = EDITION.year;

afterEach(() => {
  vi.unstubAllGlobals();
  setEditions(SHIPPED_EDITIONS, SHIPPED_YEAR);
});

/** 2026 as published in the admin: renamed, one session added. Not in this build's registry. */
function published2026() {
  const { state: _draft, ...copy } = draftCopiedFrom(editionDocumentOf());
  const added = { ...copy.sessions.at(-1)!, code: 'day29', title: { en: 'Space session', ko: '우주 세션' } };
  return {
    ...copy,
    name: { en: 'Busan Investors Forum 2026', ko: '부산 투자자 포럼 2026' },
    sessions: [...copy.sessions, { ...added, shortTitle: { en: 'Space', ko: '우주' } }],
    programme: { ...copy.programme, [added.day]: [...copy.programme[added.day], { session: 'day29', speakers: [] }] },
  };
}

function renderConsole(listing: unknown[]) {
  stubApi(({ method, path }) => {
    if (method !== 'GET') return apiError(405, 'method_not_allowed');
    if (path === '/api/admin/session') return json(200, sessionInfo({ role: 'manager' }));
    if (path === '/api/admin/editions') return json(200, listing);
    if (path === '/api/user/list') return json(200, listed([registrant({ id: 1, name: 'Jane Doe' })]));
    return apiError(404, 'not_found');
  });
  const storage = memoryStorage({ [SESSION_STORAGE_KEY]: storedSession(), [LOCALE_STORAGE_KEY]: 'en' });
  render(<AdminHost platform={fakePlatform(storage).platform} />);
}

const row = (document: { year: number }, current: boolean) => ({
  year: document.year,
  state: current ? 'current' : 'ended',
  current,
  registrants: 0,
  retentionUntil: '2027-12-31',
  days: { 1: '2026-09-21', 2: '2026-09-22' },
  document,
});

describe('editions the build does not know', () => {
  it('shows the published year from the server’s document: its name and its sessions', async () => {
    const { state: _ended, ...shipped } = editionDocumentOf();
    renderConsole([row(shipped, false), row(published2026(), true)]);
    expect(await screen.findByRole('heading', { name: 'Busan Investors Forum 2026 — registrant list' })).toBeVisible();
    expect(EDITION.year).toBe(2026);
    expect(EDITION.sessions.map((session) => session.code)).toContain('day29');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Space/ })).toBeVisible();
  });

  it('keeps its own edition when the server lists no documents (an older server)', async () => {
    const { document: _none, ...bare } = row(editionDocumentOf(), true);
    renderConsole([bare]);
    expect(await screen.findByRole('heading', { name: `${EDITION.name.en} — registrant list` })).toBeVisible();
    expect(EDITION.year).toBe(SHIPPED_YEAR);
  });
});

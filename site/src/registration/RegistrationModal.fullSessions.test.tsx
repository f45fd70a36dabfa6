/** The form asks which sessions are full when it opens, and says so beside them in the visitor's language. */
import { act, render, screen, within } from '@testing-library/react';
import { type Locale, SESSIONS } from '@forum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RegistrationModal from './RegistrationModal';
import { resetRegistrationStore } from './registrationStore';
import { dialog, jsonResponse, stubFetch } from '../testing/registrationForm';

const FULL_WORDS: Record<Locale, string> = { en: 'Full - join the waiting list', ko: '마감 - 대기자 명단 등록' };

beforeEach(() => resetRegistrationStore());
afterEach(() => vi.unstubAllGlobals());

describe('a full session', () => {
  it.each(['en', 'ko'] as const)('is marked "%s" beside its option, the others are not', async (locale) => {
    stubFetch(
      () => jsonResponse(201, { id: 1, seated: [], waiting: [] }),
      SESSIONS.map((session) => ({
        code: session.code,
        capacity: 10,
        seated: session.code === 'day12' ? 10 : 3,
        offered: 0,
        waiting: session.code === 'day12' ? 4 : 0,
        full: session.code === 'day12',
      })),
    );
    render(<RegistrationModal locale={locale} onClose={() => {}} />);
    const ai = SESSIONS.find((session) => session.code === 'day12')!;
    const option = await within(dialog()).findByRole('checkbox', { name: new RegExp(FULL_WORDS[locale]) });
    expect(option).toHaveAccessibleName(`${ai.title[locale]} ${FULL_WORDS[locale]}`);
    expect(screen.getAllByText(FULL_WORDS[locale])).toHaveLength(1);
  });

  it('shows no session as full when the API cannot be asked', async () => {
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    vi.stubGlobal('fetch', async () => {
      asked();
      return Response.error();
    });
    render(<RegistrationModal locale="en" onClose={() => {}} />);
    await wasAsked;
    // The failed answer handled (its effects flushed), the form shows its sessions and none as full.
    await act(async () => {});
    expect(within(dialog()).getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(screen.queryByText(FULL_WORDS.en)).toBeNull();
  });
});

/**
 * One registrant, one set of words at the desk: the person's card and the walk-in form name each
 * of the registrant's fields with the registrant's word for it (@forum/shared registrantFields), in
 * both languages, as the admin list (registrants/fieldWords.test.tsx) and the public form do.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRANT_FIELD_WORDS, businessTypeLabel } from '@forum/shared';
import { describe, expect, it, vi } from 'vitest';
import { expectControlsNamedByTheWords, memoryStorage } from '../testing/adminTestUtils';
import { fakeDeskStore, rosterEntry } from '../testing/fakeDeskStore';
import { CheckinScreen } from './CheckinScreen';
import { WalkInDialog } from './WalkInDialog';

describe.each(['en', 'ko'] as const)('the field words in %s', (locale) => {
  const words = REGISTRANT_FIELD_WORDS[locale];

  it('name the fields of the desk’s card', async () => {
    const entry = rosterEntry({ name: 'Jane Doe', company: 'Northwind', title: 'Partner', businessType: 5 });
    const now = () => new Date('2025-09-22T01:00:00Z');
    render(
      <CheckinScreen
        store={fakeDeskStore([entry], () => now().getTime())}
        locale={locale}
        storage={memoryStorage()}
        now={now}
      />,
    );
    await userEvent.type(screen.getByRole('combobox'), `${entry.checkinCode}{Enter}`);
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    const terms = [...card.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual([words.company, words.title, words.businessType]);
    expect(within(card).getByText(businessTypeLabel(5, locale))).toBeInTheDocument();
  });
  it('label the walk-in form’s fields', () => {
    // One state object: the dialog reads it through useSyncExternalStore, which wants the same object back.
    const state = { ready: true, online: true, pending: 0, conflicts: [], rosterAsOf: null, counts: null };
    const store = { getState: () => state, subscribe: () => () => {}, registerWalkIn: vi.fn() };
    const siteInfo = {
      registration: { open: false, opensAt: null, closesAt: null },
      contact: { email: '', phone: '' },
      retentionUntil: '2026-03-31',
    };
    const api = { siteInfo: vi.fn(async () => ({ ok: true as const, value: siteInfo })) };
    render(
      <WalkInDialog
        store={store}
        api={api}
        locale={locale}
        day={1}
        desk="Desk 1"
        onDone={vi.fn()}
        onCancel={vi.fn()}
        onSearchInstead={vi.fn()}
      />,
    );
    expectControlsNamedByTheWords(document.body, locale);
  });
});

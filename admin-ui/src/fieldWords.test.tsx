/**
 * One registrant, one set of words: the admin table and its filters, the edit and delete dialogs,
 * the desk's card and its walk-in form name each of the registrant's fields with the registrant's
 * word for it (@forum/shared registrantFields), in both languages. The public form, the e-mail and
 * the export header are checked against the same words in their own workspaces.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Locale,
  REGISTRANT_FIELDS,
  REGISTRANT_FIELD_WORDS,
  type RegistrantField,
  businessTypeLabel,
} from '@forum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT } from './adminText';
import {
  AdminHost,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  registrant,
  storedSession,
  stubApi,
} from './adminTestUtils';
import { CheckinScreen } from './checkin/CheckinScreen';
import { fakeDeskStore, rosterEntry } from './checkin/fakeDeskStore';
import { WalkInDialog } from './checkin/WalkInDialog';
import { LOCALE_STORAGE_KEY } from './locale';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';
import { SESSION_STORAGE_KEY } from './session';

afterEach(() => vi.unstubAllGlobals());

const JANE = registrant({ id: 12, name: 'Jane Doe', company: 'Northwind', title: 'Partner', biztype: 5 });
const CHOICE_GROUPS: readonly RegistrantField[] = ['biztype', 'attendext'];

/** Each field's control in `container`, named by the field's word. */
function expectControlsNamedByTheWords(container: HTMLElement, locale: Locale) {
  const words = REGISTRANT_FIELD_WORDS[locale];
  for (const field of REGISTRANT_FIELDS) {
    // The edit dialog chooses the business type from a list; the walk-in form with radio buttons.
    const roles = CHOICE_GROUPS.includes(field) ? (['group', 'combobox'] as const) : (['textbox'] as const);
    const named = roles.flatMap((role) => within(container).queryAllByRole(role, { name: words[field] }));
    expect(named, `${field} in ${locale}`).toHaveLength(1);
  }
}

function renderList(locale: Locale) {
  stubApi(({ method, path }) =>
    method === 'GET' && path === '/api/user/list' ? json(200, [JANE]) : apiError(404, 'not_found'),
  );
  const storage = memoryStorage({ [SESSION_STORAGE_KEY]: storedSession(), [LOCALE_STORAGE_KEY]: locale });
  render(<AdminHost platform={fakePlatform(storage).platform} />);
}

describe.each(['en', 'ko'] as const)('the field words in %s', (locale) => {
  const words = REGISTRANT_FIELD_WORDS[locale];

  it('head the registrant table’s columns and label the business type filter', async () => {
    renderList(locale);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    // Every field but the sessions, which have a column each under their own titles.
    const fieldColumns = REGISTRANT_FIELDS.filter((field) => field !== 'attendext').map((field) => words[field]);
    expect(headers.filter((header) => fieldColumns.includes(header ?? ''))).toEqual(fieldColumns);
    expect(screen.getByRole('combobox', { name: words.biztype })).toBeInTheDocument();
  });

  it('label the edit dialog’s fields', async () => {
    renderList(locale);
    await screen.findByRole('table');
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${REGISTRANT_EDIT_TEXT[locale].edit} Jane Doe`) }),
    );
    expectControlsNamedByTheWords(screen.getByRole('dialog'), locale);
  });

  it('name the fields of the delete confirmation', async () => {
    renderList(locale);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${ADMIN_TEXT[locale].delete} Jane Doe`) }));
    const terms = [...screen.getByRole('dialog').querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual([words.name, words.company, words.email]);
  });

  it('name the fields of the desk’s card', async () => {
    const entry = rosterEntry({ name: 'Jane Doe', company: 'Northwind', title: 'Partner', biztype: 5 });
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
    expect(terms.slice(0, 3)).toEqual([words.company, words.title, words.biztype]);
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

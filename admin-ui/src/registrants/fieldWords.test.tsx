/**
 * One registrant, one set of words: the admin table and its business type filter, the edit dialog
 * and the delete confirmation name each of the registrant's fields with the registrant's word for
 * it (@forum/shared registrantFields), in both languages. The desk (checkin/fieldWords.test.tsx),
 * the public form, the e-mail and the export header are checked against the same words.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Locale, REGISTRANT_FIELDS, REGISTRANT_FIELD_WORDS } from '@forum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../lib/locale';
import { SESSION_STORAGE_KEY } from '../lib/session';
import {
  AdminHost,
  apiError,
  expectControlsNamedByTheWords,
  fakePlatform,
  json,
  memoryStorage,
  registrant,
  storedSession,
  stubApi,
  listed,
} from '../testing/adminTestUtils';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';
import { REGISTRANTS_TEXT } from './registrantsText';

afterEach(() => vi.unstubAllGlobals());

const JANE = registrant({ id: 12, name: 'Jane Doe', company: 'Northwind', title: 'Partner', businessType: 5 });

function renderList(locale: Locale) {
  stubApi(({ method, path }) =>
    method === 'GET' && path === '/api/user/list' ? json(200, listed([JANE])) : apiError(404, 'not_found'),
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
    const fieldColumns = REGISTRANT_FIELDS.filter((field) => field !== 'sessions').map((field) => words[field]);
    expect(headers.filter((header) => fieldColumns.includes(header ?? ''))).toEqual(fieldColumns);
    expect(screen.getByRole('combobox', { name: words.businessType })).toBeInTheDocument();
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
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${REGISTRANTS_TEXT[locale].delete} Jane Doe`) }),
    );
    const terms = [...screen.getByRole('dialog').querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual([words.name, words.company, words.email]);
  });
});

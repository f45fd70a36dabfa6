/**
 * One registrant, one set of words: the public form and the manage page (its details and its
 * change form) name each of the eight fields with the registrant's word for it (@forum/shared
 * registrantFields), in both languages. The e-mail, the admin screens and the export are checked
 * against the same words in their own workspaces.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Locale,
  type ManagedRegistrant,
  REGISTRANT_FIELDS,
  REGISTRANT_FIELD_WORDS,
  type RegistrantField,
  type Wire,
} from '@forum/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import RegistrationModal from './registration/RegistrationModal';
import { resetRegistrationStore } from './registration/registrationStore';
import { MANAGE_TEXT } from './manage/manageText';
import { managePage } from './routes';
import { OPEN_SITE_INFO, renderPage } from './testing/renderPage';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

/** The registration as the API sends it (the seed's names). */
function stored(locale: Locale): Wire<ManagedRegistrant> {
  return {
    id: 7,
    company: 'Han River Capital',
    name: 'Jane Doe',
    title: 'Partner',
    email: 'jane@example.com',
    phone: '+82-10-1234-5678',
    biztype: 1,
    attend: '',
    attendext: ['day11', 'day22'],
    about: 'LinkedIn',
    aboutOther: '',
    locale,
    createdAt: '2025-09-01T00:00:00.000Z',
    mail: { state: 'sent' },
    status: 'approved',
  };
}

/** Each field's control in `container`, found by the field's word as its accessible name. */
function expectControlsNamedByTheWords(container: HTMLElement, locale: Locale) {
  const words = REGISTRANT_FIELD_WORDS[locale];
  const box = within(container);
  const choiceGroups: readonly RegistrantField[] = ['businessType', 'sessions', 'about'];
  for (const field of REGISTRANT_FIELDS) {
    const role = choiceGroups.includes(field) ? 'group' : 'textbox';
    expect(box.getByRole(role, { name: words[field] }), `${field} in ${locale}`).toBeInTheDocument();
  }
}

beforeAll(() => managePage.preload(), 30_000);
beforeEach(() => {
  resetRegistrationStore();
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'ko'] as const)('the field words in %s', (locale) => {
  const words = REGISTRANT_FIELD_WORDS[locale];
  const prefix = locale === 'ko' ? '/kor' : '';

  function stubRegistration() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://site.test').pathname === '/api/site-info'
          ? Response.json(OPEN_SITE_INFO)
          : Response.json(stored(locale)),
      ),
    );
  }

  it('label the registration form’s fields', () => {
    render(<RegistrationModal locale={locale} onClose={vi.fn()} />);
    expectControlsNamedByTheWords(screen.getByRole('dialog'), locale);
  });

  it('head the manage page’s details, in the form’s order', async () => {
    stubRegistration();
    renderPage(`${prefix}/registration/${TOKEN}`);
    await screen.findByText('Han River Capital');
    const terms = [...document.querySelectorAll('.manage-summary dt')].map((term) => term.textContent);
    expect(terms).toEqual(REGISTRANT_FIELDS.map((field) => words[field]));
  });

  it('label the manage page’s change form', async () => {
    stubRegistration();
    renderPage(`${prefix}/registration/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: MANAGE_TEXT[locale].change }));
    expectControlsNamedByTheWords(document.body, locale);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@forum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RegistrationHost from './RegistrationHost';
import { resetRegistrationStore } from './registrationStore';
import {
  LABELS,
  SAMPLE,
  errorResponse,
  fields,
  fillValidForm,
  jsonResponse,
  stubFetch,
} from '../testing/registrationForm';

/** A page like the landing: a call to action that fires the agreed window event, and the host. */
function renderPage(locale: Locale = 'en') {
  const user = userEvent.setup();
  const page = render(
    <>
      <button type="button" onClick={() => window.dispatchEvent(new Event('openRegistrationModal'))}>
        Register Now
      </button>
      <a href="#registration" onClick={() => window.dispatchEvent(new Event('openRegistrationModal'))}>
        Footer registration
      </a>
      <RegistrationHost locale={locale} />
    </>,
  );
  const opener = page.getByRole('button', { name: 'Register Now' });
  const open = async (from: HTMLElement = opener) => {
    await user.click(from);
    return screen.findByRole('dialog');
  };
  return { user, opener, open, page };
}

beforeEach(() => resetRegistrationStore());
afterEach(() => vi.unstubAllGlobals());

describe('RegistrationHost', () => {
  it('renders nothing until the openRegistrationModal event, then opens the dialog with focus inside', async () => {
    const { open, page } = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.container.childElementCount).toBe(2);
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Pre-registration');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  type User = ReturnType<typeof userEvent.setup>;
  it.each([
    ['Escape', (user: User) => user.keyboard('{Escape}')],
    ['Cancel', (user: User) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the X', (user: User) => user.click(screen.getByRole('button', { name: 'Close dialog' }))],
    ['the overlay', (user: User) => user.click(screen.getByRole('dialog').parentElement!)],
  ])('closes with %s and gives focus back to the opener', async (_way, close) => {
    const { user, opener, open } = renderPage();
    await open();
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('gives focus back to whichever control opened it', async () => {
    const { user, open, page } = renderPage();
    const footerLink = page.getByRole('link', { name: 'Footer registration' });
    await open(footerLink);
    await user.keyboard('{Escape}');
    expect(footerLink).toHaveFocus();
  });

  it('keeps what was typed when the dialog is closed and reopened', async () => {
    const { user, open } = renderPage('ko');
    await open();
    await user.type(fields('ko').company, SAMPLE.company);
    await user.click(fields('ko').sessions[1]!);
    await user.click(screen.getByRole('button', { name: LABELS.ko.cancel }));
    await open();
    expect(fields('ko').company).toHaveValue(SAMPLE.company);
    expect(fields('ko').sessions[1]).toBeChecked();
  });

  it('keeps everything after a 409, across closing and reopening', async () => {
    stubFetch(() => errorResponse(409, 'already_registered'));
    const { user, open } = renderPage();
    await open();
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await within(screen.getByRole('dialog')).findByText('This e-mail address is already registered.');
    await user.keyboard('{Escape}');
    await open();
    const f = fields('en');
    expect(f.email).toHaveValue(SAMPLE.email);
    expect(f.aboutOther).toHaveValue(SAMPLE.about);
    expect(f.consent).toBeChecked();
  });

  it('shows the thank-you summary again after success (nothing is reset)', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 5 }));
    const { user, open, opener } = renderPage();
    await open();
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
    await open();
    expect(screen.getByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('finishes a request that was in flight when the dialog closed', async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, open } = renderPage();
    await open();
    await fillValidForm(user, 'en');
    await user.click(fields('en').register);
    await user.keyboard('{Escape}');
    answer(jsonResponse(201, { id: 6 }));
    await waitFor(async () => {
      await open();
      expect(screen.getByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    });
  });
});

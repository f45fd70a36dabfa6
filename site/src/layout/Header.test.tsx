import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_REGISTRATION_EVENT } from '../navigation/registrationEvent';
import { SCROLL_OFFSET_PX } from '../navigation/scrollToSection';
import { OPEN_SITE_INFO, renderPage, stubSiteInfo } from '../testing/renderPage';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('header menu', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    stubSiteInfo(OPEN_SITE_INFO);
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls smoothly to the section 84 px above it and puts the section in the hash', async () => {
    renderPage('/');
    const section = document.getElementById('program');
    expect(section).not.toBeNull();
    vi.spyOn(section as HTMLElement, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(250);

    await userEvent.click(within(menu()).getByRole('link', { name: 'Program' }));

    expect(SCROLL_OFFSET_PX).toBe(84);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 250 - 84, behavior: 'smooth' });
    expect(window.location.hash).toBe('#program');
    expect(section).toHaveFocus();
    // The click was handled in place: the router did not navigate.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('links every entry to its section, in Korean on /kor', () => {
    renderPage('/kor');
    const links = within(screen.getByRole('navigation', { name: '주 메뉴' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['인사말', '/kor#greeting'],
      ['프로그램', '/kor#program'],
      ['투자사', '/kor#investors'],
      ['참가기업', '/kor#companies'],
      ['사전등록', '/kor#registration'],
      ['English', '/'],
    ]);
  });

  it('fires openRegistrationModal from the Registration entry', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_REGISTRATION_EVENT, opened);
    renderPage('/');

    await userEvent.click(within(menu()).getByRole('link', { name: 'Registration' }));

    expect(opened).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#registration');
    window.removeEventListener(OPEN_REGISTRATION_EVENT, opened);
  });

  it('does not open the modal when the API says registration is closed', async () => {
    stubSiteInfo({ ...OPEN_SITE_INFO, registration: { open: false, opensAt: null, closesAt: null } });
    const opened = vi.fn();
    window.addEventListener(OPEN_REGISTRATION_EVENT, opened);
    renderPage('/');
    await screen.findByText('Pre-registration is closed');

    await userEvent.click(within(menu()).getByRole('link', { name: 'Registration' }));

    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_REGISTRATION_EVENT, opened);
  });

  // Each public page carries only the edition's words its own scripts render, so moving to another
  // public page is a page load of what the server rendered from the published edition.
  async function clickLeavesToBrowser(link: HTMLElement): Promise<boolean> {
    let prevented: boolean | null = null;
    const watch = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      // jsdom cannot load another document; the browser would.
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    await userEvent.click(link);
    document.removeEventListener('click', watch);
    return prevented === false;
  }

  it('leaves another page for the landing section as a page load', async () => {
    renderPage('/about');
    await screen.findByRole('heading', { level: 1, name: 'About the forum' });
    const companies = within(menu()).getByRole('link', { name: 'Companies' });
    expect(companies).toHaveAttribute('href', '/#companies');
    expect(await clickLeavesToBrowser(companies)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('switches language with a page load of the other language: 한국어 is /kor, English is /', async () => {
    renderPage('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const korean = within(menu()).getByRole('link', { name: '한국어' });
    expect(korean).toHaveAttribute('href', '/kor');
    expect(await clickLeavesToBrowser(korean)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('hamburger button', () => {
  beforeEach(() => {
    stubSiteInfo(OPEN_SITE_INFO);
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('toggles the menu it controls and reports it in aria-expanded', async () => {
    renderPage('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu().id);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('is-open');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toHaveClass('is-open');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderPage('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(within(menu()).getByRole('link', { name: 'Greeting' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when an entry is chosen', async () => {
    renderPage('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);

    await userEvent.click(within(menu()).getByRole('link', { name: 'Investors' }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

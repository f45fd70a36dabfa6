import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITION } from '@forum/shared';
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

  it('navigates to the landing section from another page', async () => {
    renderPage('/about');
    await screen.findByRole('heading', { level: 1, name: 'About the forum' });

    await userEvent.click(within(menu()).getByRole('link', { name: 'Companies' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/#companies');
    await waitFor(() => expect(document.getElementById('companies')).toHaveFocus());
  });

  it('switches language: 한국어 goes to /kor and sets <html lang="ko">, English comes back', async () => {
    renderPage('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));

    await userEvent.click(within(menu()).getByRole('link', { name: '한국어' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kor$/);
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(EDITION.name.ko);

    await userEvent.click(
      within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', { name: 'English' }),
    );

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(document.documentElement.lang).toBe('en');
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

// The landing page as the build writes it (the whole page prerendered, the early script in the
// head), run without React: the header, the section links and the registration dialog's shell
// work from the script alone; the islands write /api/site-info into the page; and React's dialog
// takes the shell's place when the form arrives.
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { AppRoutes } from '../routes';
import RegistrationHost from '../registration/RegistrationHost';
import { OPEN_REGISTRATION_EVENT } from '../navigation/registrationEvent';
import { OPEN_SITE_INFO, stubSiteInfo } from '../testing/renderPage';
import earlyScript from './earlyScript.js?raw';
import { LANDING_GLOBAL, type LandingPageScript, landingPageScript } from './landingGlobal';
import { showSiteInfo } from './siteInfoOnPage';

const script = () => landingPageScript() as LandingPageScript;

function prerenderedLandingPage(path: string): void {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  window.history.replaceState(null, '', path);
  // The early script looks for its own element; jsdom does not run it, the test does. The islands
  // module it names cannot be imported here, so the form never arrives unless a test brings it.
  document.head.innerHTML =
    '<script data-islands="/assets/islands-test.js" data-preload="" ' +
    'data-form="/assets/form-test.js /assets/form-more.js" data-form-css="/assets/form-test.css"></script>';
  document.body.innerHTML = `<div id="root" data-prerendered="${path}">${html}</div>`;
  runEarlyScript();
}

// jsdom keeps one document and window for the whole file: the listeners each run of the script
// adds are taken away after each test, as a new page load would.
const listeners: Array<() => void> = [];

function runEarlyScript(): void {
  const spies = [document, window].map((target) => {
    const add = target.addEventListener.bind(target);
    return vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push(() => target.removeEventListener(type, listener, options));
      add(type, listener, options);
    });
  });
  new Function(earlyScript)();
  for (const spy of spies) spy.mockRestore();
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  for (const remove of listeners.splice(0)) remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[LANDING_GLOBAL];
  document.documentElement.className = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('header without React', () => {
  it('the hamburger toggles the menu it controls, and Escape closes it onto the button', () => {
    prerenderedLandingPage('/');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    toggle().click();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('is-open');
    toggle().click();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toHaveClass('is-open');

    toggle().click();
    within(menu()).getByRole('link', { name: 'Greeting' }).focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('a menu entry scrolls smoothly to 84 px above its section, sets the hash, focuses it, closes the menu', () => {
    prerenderedLandingPage('/');
    const section = document.getElementById('program')!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(250);
    toggle().click();

    const entry = within(menu()).getByRole('link', { name: 'Program' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    entry.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 250 - 84, behavior: 'smooth' });
    expect(window.location.hash).toBe('#program');
    expect(section).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a modified click (a new tab) is left to the browser', () => {
    prerenderedLandingPage('/kor');
    const entry = within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', { name: '투자사' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    entry.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('the registration dialog shell', () => {
  it.each([
    ['/', 'Pre-registration', 'Close dialog', 'Loading the registration form…'],
    ['/kor', '사전등록', '창 닫기', '사전등록 양식을 불러오는 중입니다…'],
  ])('on %s Register shows the dialog at once, loading, and Escape gives focus back', (path, title, close, loading) => {
    prerenderedLandingPage(path);
    const opened = vi.fn();
    window.addEventListener(OPEN_REGISTRATION_EVENT, opened);
    const cta = document.querySelector<HTMLButtonElement>('#registration [data-opens-registration]')!;
    cta.focus();
    cta.click();

    expect(opened).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(loading);
    expect(within(dialog).getByRole('button', { name: close })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('reg-shell-open');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cta).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('reg-shell-open');
    window.removeEventListener(OPEN_REGISTRATION_EVENT, opened);
  });

  it('the X closes it; the menu’s Registration entry opens it with focus coming back to the hamburger', () => {
    prerenderedLandingPage('/');
    toggle().click();
    within(menu()).getByRole('link', { name: 'Registration' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Pre-registration' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.hash).toBe('#registration');
    // Behind the dialog the scroll is not animated.
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));

    within(dialog).getByRole('button', { name: 'Close dialog' }).click();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  it('keeps focus inside: Tab goes to the close button, focus elsewhere comes back', () => {
    prerenderedLandingPage('/');
    document.querySelector<HTMLButtonElement>('.hero__cta')!.click();
    const dialog = screen.getByRole('dialog', { name: 'Pre-registration' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    toggle().focus();
    expect(dialog).toHaveFocus();
  });

  it('says so when the form cannot be loaded, and closes', async () => {
    prerenderedLandingPage('/');
    document.querySelector<HTMLButtonElement>('.hero__cta')!.click();
    expect(await screen.findByRole('alert')).toHaveTextContent('The registration form could not be loaded.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the Registration entry only scrolls when registration is closed', () => {
    prerenderedLandingPage('/');
    script().registrationOpen = false;
    within(menu()).getByRole('link', { name: 'Registration' }).click();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('#registration');
  });

  it('gives way to React’s dialog with the form in one step, focus inside', async () => {
    prerenderedLandingPage('/');
    // The islands (held back here) would load the form; the test brings it instead.
    const held = new Promise<void>(() => undefined);
    script().prepareForm = () => held;
    const cta = document.querySelector<HTMLButtonElement>('#registration [data-opens-registration]')!;
    cta.focus();
    cta.click();
    expect(screen.getByRole('dialog', { name: 'Pre-registration' })).toHaveFocus();

    const host = document.createElement('div');
    document.body.append(host);
    render(<RegistrationHost locale="en" shell={script()} />, { container: host });

    const company = await screen.findByLabelText('Company', {}, { timeout: 10_000 });
    const dialogs = screen.getAllByRole('dialog', { name: 'Pre-registration' });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toContainElement(company);
    expect(dialogs[0]).toHaveFocus();
    expect(script().shell).toBeNull();
    expect(document.documentElement).not.toHaveClass('reg-shell-open');

    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cta).toHaveFocus();
  });
});

describe('the form’s code, fetched on a sign of intent', () => {
  const hints = () =>
    [...document.head.querySelectorAll('link')].map((link) =>
      [link.rel, link.getAttribute('href'), link.as].filter(Boolean).join(' '),
    );
  const FORM_HINTS = [
    'modulepreload /assets/form-test.js',
    'modulepreload /assets/form-more.js',
    'preload /assets/form-test.css style',
  ];
  const hero = () => document.querySelector<HTMLButtonElement>('.hero__cta')!;

  it('is not fetched while the page is only read', () => {
    prerenderedLandingPage('/');
    window.dispatchEvent(new Event('load'));
    expect(hints()).toEqual([]);
  });

  it('a pointer over Register fetches the modules and the stylesheet, once, without running them', () => {
    prerenderedLandingPage('/');
    const prepare = vi.fn(() => Promise.resolve());
    script().prepareForm = prepare;
    hero().dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hints()).toEqual(FORM_HINTS);
    document
      .querySelector('a[data-section="registration"]')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hints()).toEqual(FORM_HINTS);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('a press fetches all of it at once, before the islands have arrived, and runs it', () => {
    prerenderedLandingPage('/kor');
    hero().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hints()).toEqual(FORM_HINTS);

    const prepare = vi.fn(() => Promise.resolve());
    script().prepareForm = prepare;
    document
      .querySelector('.site-footer a[data-section="registration"]')!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    hero().focus();
    expect(prepare).toHaveBeenCalledTimes(2);
    // Other presses are not a sign.
    document.querySelector('[data-menu-toggle]')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('the registration section one screen away fetches it, unless registration is closed', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options: unknown; observed: Element[] }> = [];
    class FakeIntersectionObserver {
      observed: Element[] = [];
      constructor(
        public callback: IntersectionObserverCallback,
        public options: unknown,
      ) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {
        this.observed = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const near = (isIntersecting: boolean) =>
      observers[0]!.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        observers[0] as unknown as IntersectionObserver,
      );

    prerenderedLandingPage('/');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ rootMargin: '0px 0px 100% 0px' });
    expect(observers[0]!.observed).toEqual([document.getElementById('registration')]);
    near(false);
    expect(hints()).toEqual([]);
    script().registrationOpen = false;
    near(true);
    expect(hints()).toEqual([]);
    script().registrationOpen = true;
    near(true);
    expect(hints()).toEqual(FORM_HINTS);
    expect(observers[0]!.observed).toEqual([]);
  });
});

describe('site info written into the page', () => {
  it('shows the closed notice instead of the Register buttons and the contact details from the API', async () => {
    stubSiteInfo({
      registration: { open: false, opensAt: null, closesAt: null },
      contact: { email: 'desk@forum.test', phone: '+82-2-555-0199' },
    });
    prerenderedLandingPage('/');
    await showSiteInfo();

    expect(script().registrationOpen).toBe(false);
    expect(screen.queryByRole('button', { name: /Register Now/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Registration' })).getByRole('status')).toHaveTextContent(
      'Pre-registration is closed',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'desk@forum.test' })).toHaveAttribute(
      'href',
      'mailto:desk@forum.test',
    );
    expect(within(footer).getByRole('link', { name: '+82-2-555-0199' })).toHaveAttribute('href', 'tel:+8225550199');
  });

  it('keeps the Register buttons when registration is open', async () => {
    stubSiteInfo(OPEN_SITE_INFO);
    prerenderedLandingPage('/kor');
    await showSiteInfo();
    expect(script().registrationOpen).toBe(true);
    expect(screen.getAllByRole('button', { name: /사전등록/ })).toHaveLength(2);
    expect(screen.queryByText('사전등록이 마감되었습니다')).not.toBeVisible();
  });
});

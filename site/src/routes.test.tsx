import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITION } from '@forum/shared';
import { OPEN_SITE_INFO, renderPage, stubSiteInfo } from './testing/renderPage';

describe('routes', () => {
  beforeEach(() => {
    stubSiteInfo(OPEN_SITE_INFO);
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/', 'en', EDITION.name.en],
    ['/kor', 'ko', EDITION.name.ko],
    ['/link', 'en', EDITION.name.en],
    ['/about', 'en', 'About the forum'],
    ['/no-such-page', 'en', 'Page not found'],
  ])('%s has one h1 and sets <html lang="%s">', async (path, lang, heading) => {
    document.documentElement.lang = '';
    renderPage(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.documentElement.lang).toBe(lang);
  });

  it('orders the landing sections as the spec does, greeting first', () => {
    renderPage('/kor');
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['greeting', 'program', 'investors', 'companies', 'registration']);
  });

  it.each(['/index.html', '/index.ko.html'])('redirects %s to /', async (path) => {
    renderPage(path);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('renders /admin without the site header', async () => {
    renderPage('/admin');
    // The admin page is a lazy chunk: on a loaded machine it can take longer than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: '관리자' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the registration, programme, social and contact links on /link', async () => {
    renderPage('/link');
    expect(await screen.findByRole('button', { name: 'Register for the forum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event schedule' })).toHaveAttribute('href', '/#program');
    for (const network of ['LinkedIn', 'Facebook', 'YouTube']) {
      expect(screen.getAllByRole('link', { name: network }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: /^E-mail:/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITION } from '@forum/shared';
import { OPEN_REGISTRATION_EVENT } from '../navigation/registrationEvent';
import { OPEN_SITE_INFO, renderPage, stubSiteInfo } from '../testing/renderPage';

const closed = {
  ...OPEN_SITE_INFO,
  registration: { open: false, opensAt: null, closesAt: '2025-09-21T14:59:59.000Z' },
};

describe('registration call to action', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the modal with the window event (English: Register Now)', async () => {
    stubSiteInfo(OPEN_SITE_INFO);
    const opened = vi.fn();
    window.addEventListener(OPEN_REGISTRATION_EVENT, opened);
    renderPage('/');

    const section = screen.getByRole('region', { name: 'Registration' });
    await userEvent.click(within(section).getByRole('button', { name: 'Register Now' }));

    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_REGISTRATION_EVENT, opened);
  });

  it('is 사전등록 on /kor', () => {
    stubSiteInfo(OPEN_SITE_INFO);
    renderPage('/kor');
    const section = screen.getByRole('region', { name: '사전등록' });
    expect(within(section).getByRole('button', { name: '사전등록' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Registration', `Pre-registration for the ${EDITION.year} forum is now closed`],
    ['/kor', '사전등록', `${EDITION.year} 포럼 사전등록이 마감되었습니다`],
  ])('on %s gives way to the closed notice when the API says registration is closed', async (path, name, text) => {
    stubSiteInfo(closed);
    renderPage(path);
    const section = screen.getByRole('region', { name });

    expect(await within(section).findByText(new RegExp(text))).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('stays available when the API cannot be reached', async () => {
    const fetchMock = stubSiteInfo(null);
    renderPage('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/site-info', expect.anything()));
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeInTheDocument();
  });
});

describe('footer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the contact details from /api/site-info, replacing the build-time ones', async () => {
    stubSiteInfo(OPEN_SITE_INFO);
    renderPage('/');
    const footer = screen.getByRole('contentinfo');

    expect(await within(footer).findByRole('link', { name: 'forum@example.org' })).toHaveAttribute(
      'href',
      'mailto:forum@example.org',
    );
    expect(within(footer).getByRole('link', { name: '+82-2-1234-5678' })).toHaveAttribute('href', 'tel:+82212345678');
    expect(footer).toHaveTextContent(`© ${EDITION.year}`);
  });

  it('opens the modal from its registration quick link', async () => {
    stubSiteInfo(OPEN_SITE_INFO);
    vi.stubGlobal('scrollTo', vi.fn());
    const opened = vi.fn();
    window.addEventListener(OPEN_REGISTRATION_EVENT, opened);
    renderPage('/');
    const quickLinks = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick links' });

    await userEvent.click(within(quickLinks).getByRole('link', { name: 'Pre-registration' }));

    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_REGISTRATION_EVENT, opened);
  });
});

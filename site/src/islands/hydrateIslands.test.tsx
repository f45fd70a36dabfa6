// The landing page as the build writes it (the whole page prerendered, the early script in the
// head), then its islands hydrated: no hydration mismatch, and a click made before is carried out.
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppRoutes } from '../routes';
import { OPEN_REGISTRATION_EVENT } from '../navigation/registrationEvent';
import { OPEN_SITE_INFO, stubSiteInfo } from '../test/renderPage';
import earlyScript from './earlyScript.js?raw';
import { type EarlyClicks, EARLY_CLICKS_GLOBAL } from './earlyClicks';
import { hydrateIslands } from './hydrateIslands';

const early = () => (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];

function prerenderedLandingPage(path: string): void {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  window.history.replaceState(null, '', path);
  // The early script looks for its own element; jsdom does not run it, the test does.
  document.head.innerHTML = '<script data-islands="/assets/islands-test.js" data-preload=""></script>';
  document.body.innerHTML = `<div id="root" data-prerendered="${path}">${html}</div>`;
  new Function(earlyScript)();
}

beforeEach(() => {
  stubSiteInfo(OPEN_SITE_INFO);
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it.each(['/', '/kor'])('hydrates the islands of %s without a mismatch', async (path) => {
  prerenderedLandingPage(path);
  // React reports a mismatch as a recoverable error (window.reportError) or on the console.
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  const logged = vi.spyOn(console, 'error');
  await act(async () => hydrateIslands());
  await waitFor(() => expect(early()?.hydrated).toBe(true));
  window.removeEventListener('error', onError);
  expect(document.querySelectorAll('[data-island]')).toHaveLength(4);
  expect(reported).toEqual([]);
  expect(logged).not.toHaveBeenCalled();
});

it('holds a click on Register made before hydration and carries it out after', async () => {
  prerenderedLandingPage('/');
  const opened = vi.fn();
  window.addEventListener(OPEN_REGISTRATION_EVENT, opened);
  const cta = document.querySelector<HTMLButtonElement>('#registration button')!;
  cta.click();
  expect(early()?.clicks).toEqual([cta]);
  expect(document.documentElement).toHaveClass('is-loading-islands');
  expect(opened).not.toHaveBeenCalled();

  await act(async () => hydrateIslands());
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  expect(document.documentElement).not.toHaveClass('is-loading-islands');
  expect(await screen.findByRole('dialog', { name: 'Pre-registration' }, { timeout: 10_000 })).toBeInTheDocument();
  // From now on clicks go straight to the islands.
  expect(early()?.hydrated).toBe(true);
  window.removeEventListener(OPEN_REGISTRATION_EVENT, opened);
});

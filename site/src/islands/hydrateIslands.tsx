/**
 * The prerendered landing pages (/ and /kor) in the browser. The page is complete HTML; only its
 * interactive parts are hydrated, each as its own React root: the header (menu, hamburger,
 * language switch), the two Register buttons, and the footer (contact details from the API, the
 * registration quick link), plus the registration modal's host. The sections in between stay
 * static HTML, and react-router is not part of this bundle.
 *
 * The early script in the page's head (earlyScript.js) imports this module once the page has
 * loaded and painted its largest content (so the script never competes with that paint), or at
 * once when a visitor clicks a control that needs it; such clicks are replayed here after
 * hydration, so a Register button works as soon as it is visible.
 */
import { type ComponentType, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ContentProvider } from '../content/ContentContext';
import { HeroCallToAction } from '../landing/HeroCallToAction';
import { RegistrationCallToAction } from '../landing/RegistrationCallToAction';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { localeForPath, normalisePath } from '../navigation/locale';
import { SiteNavigationProvider } from '../navigation/SiteNavigation';
import RegistrationHost from '../registration/RegistrationHost';
import { SiteInfoProvider, createSiteInfoStore } from '../siteInfo/SiteInfoContext';
import { type EarlyClicks, EARLY_CLICKS_GLOBAL } from './earlyClicks';
import { type IslandName, ISLAND_NAMES } from './Island';

const ISLANDS: Record<IslandName, ComponentType> = {
  header: Header,
  'hero-cta': HeroCallToAction,
  'registration-cta': RegistrationCallToAction,
  footer: Footer,
};

function isIslandName(name: string | undefined): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name ?? '');
}

/** Calls `done` once the root it sits in has committed (effects run after hydration). */
function Mounted({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** `done` for one root: counted once, even when StrictMode runs effects twice (development). */
function once(callback: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    callback();
  };
}

export function hydrateIslands(): void {
  const pathname = normalisePath(window.location.pathname);
  const locale = localeForPath(pathname);
  const siteInfo = createSiteInfoStore();
  const navigation = { pathname, navigate: null };
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((element) =>
    isIslandName(element.dataset.island),
  );

  let pending = elements.length + 1;
  const mounted = () => {
    pending -= 1;
    if (pending === 0) replayEarlyClicks();
  };

  for (const element of elements) {
    const Island = ISLANDS[element.dataset.island as IslandName];
    hydrateRoot(
      element,
      <StrictMode>
        <SiteNavigationProvider value={navigation}>
          <ContentProvider locale={locale}>
            <SiteInfoProvider store={siteInfo}>
              <Island />
              <Mounted done={once(mounted)} />
            </SiteInfoProvider>
          </ContentProvider>
        </SiteNavigationProvider>
      </StrictMode>,
    );
  }

  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <RegistrationHost locale={locale} />
      <Mounted done={once(mounted)} />
    </StrictMode>,
  );

  siteInfo.load();
}

/** Clicks that came before hydration, on the same elements, now that they have handlers. */
function replayEarlyClicks(): void {
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  if (!early || early.hydrated) return;
  early.hydrated = true;
  document.documentElement.classList.remove(early.loadingClass);
  for (const element of early.clicks.splice(0)) {
    if (!element.isConnected) continue;
    element.focus({ preventScroll: true });
    element.click();
  }
}

import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import RegistrationHost from '../registration/RegistrationHost';
import { ContentProvider, useContent } from '../content/ContentContext';
import { PreviewBand } from '../edition/PreviewBand';
import { localeForPath } from '../navigation/locale';
import { RouterNavigation } from '../navigation/RouterNavigation';
import { SiteInfoProvider } from '../siteInfo/SiteInfoContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { useDocumentLanguage } from './documentLanguage';
// The frame's styles are imported here, not by the components, so the landing page needs exactly
// one stylesheet (the routed pages' one, which holds every landing style and the registration
// dialog's frame, which the landing page shows before the form's chunk has arrived).
import './Header.css';
import './Footer.css';
import '../registration/RegistrationHost.css';
import '../registration/RegistrationDialogFrame.css';

/**
 * Frame of every routed public page (/link, /about and their Korean twins, not found, and the
 * landing page when the router shows it): skip link, header, main, footer, and the registration
 * modal's host, mounted once here so it survives route changes and any page (landing, /link) can
 * open it with the window event. The prerendered landing page has the same markup but is not
 * hydrated: its early script and islands (islands/) run it without React.
 */
export function SiteLayout() {
  const { pathname, hash } = useLocation();
  const locale = localeForPath(pathname);
  useDocumentLanguage(locale);
  useScrollToTopOnNewPage(pathname, hash);

  return (
    <RouterNavigation>
      <ContentProvider locale={locale}>
        <SiteInfoProvider>
          <SiteFrame>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </SiteFrame>
          <RegistrationHost locale={locale} />
        </SiteInfoProvider>
      </ContentProvider>
    </RouterNavigation>
  );
}

/** Skip link, header, main and footer: on the landing page, the markup its early script runs. */
function SiteFrame({ children }: { children: ReactNode }) {
  const { skipLink, locale } = useContent();
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLink}
      </a>
      <PreviewBand locale={locale} />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/** The router keeps the scroll position between pages; a new page should start at its top. */
function useScrollToTopOnNewPage(pathname: string, hash: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // With a hash the landing page scrolls to that section itself.
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash]);
}

import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import RegistrationHost from '../registration/RegistrationHost';
import { ContentProvider } from '../content/ContentContext';
import { contentFor } from '../content';
import { localeForPath } from '../navigation/locale';
import { SiteInfoProvider } from '../siteInfo/SiteInfoContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { useDocumentLanguage } from '@forum/admin-ui/document-language';

/**
 * Frame of every public page (/, /kor, /link, /about, not found): skip link, header, main,
 * footer, and the registration modal's host, mounted once here so it survives route changes
 * and any page (landing, /link) can open it with the window event.
 */
export function SiteLayout() {
  const { pathname, hash } = useLocation();
  const locale = localeForPath(pathname);
  useDocumentLanguage(locale);
  useScrollToTopOnNewPage(pathname, hash);

  return (
    <ContentProvider locale={locale}>
      <SiteInfoProvider>
        <a className="skip-link" href="#main">
          {contentFor(locale).skipLink}
        </a>
        <Header />
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <RegistrationHost locale={locale} />
      </SiteInfoProvider>
    </ContentProvider>
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

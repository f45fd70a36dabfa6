/**
 * The route table of the routed pages. The landing pages are in the main bundle too (the router
 * shows them when a visitor comes from another page); /link, /about, the manage page
 * (/registration/<token>) and the admin page are separate chunks fetched when visited. The
 * prerendered / and /kor load none of this: they are not hydrated; their early script and islands
 * (islands/) run them without the router, and React arrives only with the registration form.
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing/LandingPage';
import { SiteLayout } from './layout/SiteLayout';
import { PageLoading } from './layout/PageLoading';
import { type LazyPage, lazyPage } from './lazyPage';
import { normalisePath } from './navigation/locale';
import { NotFoundPage } from './notFound/NotFoundPage';

export const linkPage = lazyPage(() => import('./link/LinkPage'));
export const aboutPage = lazyPage(() => import('./about/AboutPage'));
export const adminPage = lazyPage(() => import('./admin/AdminPage'));
export const managePage = lazyPage(() => import('./manage/ManageRegistrationPage'));
export const invitePage = lazyPage(() => import('./invite/InvitePage'));

export { LANDING_PATHS, PRERENDERED_PATHS } from './navigation/publicPages';

/**
 * Paths the router does not know, prerendered as the not-found page in each language; the server
 * answers unknown paths with them (status 404), English or, under /kor/, Korean.
 */
export const NOT_FOUND_PATHS = { en: '/404', ko: '/kor/404' } as const;

const LAZY_PAGES: Record<string, LazyPage> = {
  '/link': linkPage,
  '/kor/link': linkPage,
  '/about': aboutPage,
  '/kor/about': aboutPage,
};

/** Loads the chunk of a lazily loaded page before its prerendered HTML is hydrated. */
export async function preloadPage(pathname: string): Promise<void> {
  await LAZY_PAGES[normalisePath(pathname)]?.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="kor" element={<LandingPage />} />
        <Route path="link" element={<linkPage.Component />} />
        <Route path="kor/link" element={<linkPage.Component />} />
        <Route path="about" element={<aboutPage.Component />} />
        <Route path="kor/about" element={<aboutPage.Component />} />
        {/* The personal link of the confirmation e-mail: view, change or cancel a registration. */}
        <Route path="kor?/registration/:token" element={<managePage.Component />} />
        {/* The invitation e-mail's personal link: the form filled in, or a decline. */}
        <Route path="kor?/invite/:token" element={<invitePage.Component />} />
        {/* The old site's entry files; the server answers 301, this covers static hosting. */}
        <Route path="index.html" element={<Navigate to="/" replace />} />
        <Route path="index.ko.html" element={<Navigate to="/" replace />} />
        <Route path="kor.html" element={<Navigate to="/kor" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Admin has no site header or footer; it sets its own language. */}
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageLoading />}>
            <adminPage.Component />
          </Suspense>
        }
      />
    </Routes>
  );
}

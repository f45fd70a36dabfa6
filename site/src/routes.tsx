/**
 * The route table. The landing pages are in the main bundle; /link, /about, the manage page
 * (/registration/<token>) and the admin page are separate chunks fetched when visited.
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing/LandingPage';
import { SiteLayout } from './layout/SiteLayout';
import { PageLoading } from './layout/PageLoading';
import { type LazyPage, lazyPage } from './lazyPage';
import { NotFoundPage } from './notFound/NotFoundPage';

export const linkPage = lazyPage(() => import('./link/LinkPage'));
export const aboutPage = lazyPage(() => import('./about/AboutPage'));
export const adminPage = lazyPage(() => import('./admin/AdminPage'));
export const managePage = lazyPage(() => import('./manage/ManageRegistrationPage'));

/** Pages whose HTML the build writes to dist (path -> file) and the browser hydrates. */
export const PRERENDERED_PATHS = ['/', '/kor', '/link', '/about'] as const;

const LAZY_PAGES: Record<string, LazyPage> = { '/link': linkPage, '/about': aboutPage };

/** Loads the chunk of a lazily loaded page before its prerendered HTML is hydrated. */
export async function preloadPage(pathname: string): Promise<void> {
  await LAZY_PAGES[pathname.replace(/\/+$/, '')]?.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="kor" element={<LandingPage />} />
        <Route path="link" element={<linkPage.Component />} />
        <Route path="about" element={<aboutPage.Component />} />
        {/* The personal link of the confirmation e-mail: view, change or cancel a registration. */}
        <Route path="kor?/registration/:token" element={<managePage.Component />} />
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

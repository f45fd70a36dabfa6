/**
 * Browser entry of the routed pages. /link, /about (and their Korean twins) and the not-found
 * pages arrive as prerendered HTML and are hydrated; client-rendered routes (admin) get an empty
 * shell and are rendered from scratch. The landing pages do not load this file (islands/).
 */
// First, so component styles (imported by the routes) come after the base rules and win ties.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SiteEditionProvider } from './edition/SiteEditionContext';
import { adoptPageEdition } from './edition/pageEdition';
import { NOT_FOUND_MARK } from './prerenderMarks';
import { normalisePath } from './navigation/locale';
import { AppRoutes, preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The edition the server rendered the page for (its JSON tag), so hydration finds the same words.
const app = (
  <StrictMode>
    <SiteEditionProvider value={adoptPageEdition()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteEditionProvider>
  </StrictMode>
);

// The build marks which route the HTML in #root was rendered for. The not-found page is served
// for any unknown path and renders the same there; anything else is rendered afresh.
const prerenderedFor = container.dataset.prerendered;
const pathname = normalisePath(window.location.pathname);

if (prerenderedFor && (prerenderedFor === pathname || prerenderedFor === NOT_FOUND_MARK)) {
  void preloadPage(pathname).then(() => hydrateRoot(container, app));
} else {
  container.removeAttribute('data-prerendered');
  createRoot(container).render(app);
}

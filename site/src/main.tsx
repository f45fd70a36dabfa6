/**
 * Browser entry. /, /kor, /link and /about arrive as prerendered HTML and are hydrated; any other
 * route (admin, not found) gets the app shell and is rendered from scratch.
 */
// First, so component styles (imported by the routes) come after the base rules and win ties.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// The build marks which route the HTML in #root was rendered for. Other routes share that file
// (the server's fallback), so their markup would not match and is replaced instead.
const prerenderedFor = container.dataset.prerendered;
const pathname = window.location.pathname.replace(/(.)\/+$/, '$1');

if (prerenderedFor && prerenderedFor === pathname) {
  void preloadPage(pathname).then(() => hydrateRoot(container, app));
} else {
  container.removeAttribute('data-prerendered');
  createRoot(container).render(app);
}

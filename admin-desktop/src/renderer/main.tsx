/** Renderer entry: the page's base styles, then the desktop screens around the admin UI. */
import './page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from '@forum/admin-ui';
import { desktopBridge } from './bridge';
import { DESKTOP_TEXT } from './desktopText';
import { DesktopApp } from './DesktopApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const bridge = desktopBridge();
createRoot(container).render(
  <StrictMode>
    {bridge ? (
      // The 6-hour admin session and the language choice live in this origin's localStorage
      // (app://admin, the console's own profile), exactly as on the web page.
      <DesktopApp bridge={bridge} storage={localStorageStore} />
    ) : (
      <p className="desktop-loading" role="alert">
        {DESKTOP_TEXT.ko.noBridge} <span lang="en">{DESKTOP_TEXT.en.noBridge}</span>
      </p>
    )}
  </StrictMode>,
);

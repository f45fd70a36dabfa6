/**
 * The console's one window and the guards on its web contents: every security-relevant
 * webPreference set explicitly (even where it is Electron's default, so a reader and a test see
 * it), no new windows, no navigation away from app://admin, no <webview>.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents, WebPreferences } from 'electron';
import { type AppLocation, appLocation, isAppUrl } from './appOrigin';

/** Origins whose https links may open in the system browser; the admin UI links nowhere today. */
export const EXTERNAL_LINK_ORIGINS: readonly string[] = [];

export function secureWebPreferences(preloadPath: string, options: { devTools: boolean }): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: options.devTools,
  };
}

export interface NavigationGuardOptions {
  app?: AppLocation;
  /** `shell.openExternal`; called only for https URLs on an allow-listed origin. */
  openExternal(url: string): void;
  externalOrigins?: readonly string[];
}

/** True when a link may be handed to the system browser: https and on the allow-list. */
export function isAllowedExternalUrl(candidate: string, allowList: readonly string[]): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && allowList.includes(url.origin);
  } catch {
    return false;
  }
}

export function installNavigationGuards(contents: WebContents, options: NavigationGuardOptions): void {
  const app = options.app ?? appLocation();
  const allowList = options.externalOrigins ?? EXTERNAL_LINK_ORIGINS;

  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url, allowList)) options.openExternal(url);
    return { action: 'deny' };
  });

  const stayInApp = (event: { url: string; preventDefault(): void }) => {
    if (!isAppUrl(event.url, app)) event.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-frame-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export interface MainWindowOptions extends NavigationGuardOptions {
  preloadPath: string;
  devTools: boolean;
  title: string;
  icon?: string;
}

export type BrowserWindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

export function mainWindowOptions(options: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    title: options.title,
    width: 1280,
    height: 860,
    minWidth: 880,
    minHeight: 600,
    show: false,
    backgroundColor: '#ffffff',
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: secureWebPreferences(options.preloadPath, { devTools: options.devTools }),
  };
}

export function createMainWindow(
  BrowserWindowClass: BrowserWindowConstructor,
  options: MainWindowOptions,
): BrowserWindow {
  const window = new BrowserWindowClass(mainWindowOptions(options));
  installNavigationGuards(window.webContents, options);
  window.once('ready-to-show', () => window.show());
  return window;
}

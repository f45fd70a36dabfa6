import type { BrowserWindowConstructorOptions, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  type BrowserWindowConstructor,
  createMainWindow,
  installNavigationGuards,
  isAllowedExternalUrl,
  secureWebPreferences,
} from './window';

type Listener = (...args: unknown[]) => void;

/** A webContents that records its handlers so a test can fire them. */
class FakeWebContents {
  readonly listeners = new Map<string, Listener[]>();
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** Fires a navigation-like event; true when some listener prevented it. */
  fire(event: string, url: string): boolean {
    let prevented = false;
    const details = { url, preventDefault: () => void (prevented = true) };
    for (const listener of this.listeners.get(event) ?? []) listener(details, url);
    return prevented;
  }
}

class FakeBrowserWindow {
  static created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly once = vi.fn();
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakeBrowserWindow.created.push(this);
  }
}

function newWindow(openExternal = vi.fn(), externalOrigins: string[] = []) {
  const window = createMainWindow(FakeBrowserWindow as unknown as BrowserWindowConstructor, {
    preloadPath: '/app/dist/preload/preload.cjs',
    devTools: false,
    title: 'Investor Forum Admin',
    openExternal,
    externalOrigins,
  }) as unknown as FakeBrowserWindow;
  return { window, contents: window.webContents, openExternal };
}

describe('the console window', () => {
  it('is created with every security flag set explicitly', () => {
    const { window } = newWindow();
    const prefs = window.options.webPreferences;
    expect(prefs).toMatchObject({
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
      devTools: false,
      preload: '/app/dist/preload/preload.cjs',
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('partition');
    expect(window.options.show).toBe(false);
    expect(window.once).toHaveBeenCalledWith('ready-to-show', expect.any(Function));
  });

  it('allows DevTools only when asked (development builds)', () => {
    expect(secureWebPreferences('/p.cjs', { devTools: true }).devTools).toBe(true);
    expect(secureWebPreferences('/p.cjs', { devTools: false }).devTools).toBe(false);
  });

  it('denies every new window and opens nothing externally by default', () => {
    const { contents, openExternal } = newWindow();
    for (const url of [
      'https://evil.example.com/',
      'app://admin/index.html',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('hands allow-listed https links to the system browser, still denying the window', () => {
    const { contents, openExternal } = newWindow(vi.fn(), ['https://forum.example.com']);
    expect(contents.windowOpenHandler?.({ url: 'https://forum.example.com/about' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://forum.example.com/about');
    for (const url of [
      'http://forum.example.com/',
      'https://forum.example.com.evil.com/',
      'https://user@forum.example.com/',
      'smb://forum.example.com/x',
    ]) {
      contents.windowOpenHandler?.({ url });
    }
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('%s: stays inside app://admin', (event) => {
    const { contents } = newWindow();
    expect(contents.fire(event, 'app://admin/index.html#server')).toBe(false);
    expect(contents.fire(event, 'app://admin/other.html')).toBe(false);
    for (const url of [
      'https://evil.example.com/',
      'http://localhost:3000/admin',
      'file:///C:/Windows/System32/',
      'app://evil/index.html',
      'app://admin.evil.com/',
      'javascript:alert(1)',
      'about:blank',
      'not a url',
    ]) {
      expect(contents.fire(event, url), url).toBe(true);
    }
  });

  it('refuses to attach a <webview>', () => {
    const { contents } = newWindow();
    expect(contents.fire('will-attach-webview', 'app://admin/index.html')).toBe(true);
  });

  it('guards any web contents it is given, not only the main window', () => {
    const contents = new FakeWebContents();
    installNavigationGuards(contents as unknown as WebContents, { openExternal: vi.fn() });
    expect(contents.fire('will-navigate', 'https://evil.example.com/')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example.com/' })).toEqual({ action: 'deny' });
  });

  it('checks external links with a URL parser, not string prefixes', () => {
    expect(isAllowedExternalUrl('https://forum.example.com/x', ['https://forum.example.com'])).toBe(true);
    expect(isAllowedExternalUrl('https://forum.example.com@evil.com/', ['https://forum.example.com'])).toBe(false);
    expect(isAllowedExternalUrl('::', ['https://forum.example.com'])).toBe(false);
  });
});

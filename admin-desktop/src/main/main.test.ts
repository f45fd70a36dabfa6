/**
 * main.ts with a stand-in Electron module: checks the wiring that the plain modules' own tests
 * cannot see (order of registration, which guards are installed, what the window loads).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../ipcContract';
import { APP_SCHEME_PRIVILEGES } from './protocol';
import { appFrame, fakeEvent } from '../testing/fakes';

const electron = vi.hoisted(() => {
  type Fn = (...args: never[]) => unknown;
  const state = {
    log: [] as string[],
    ready: false,
    lock: true,
    userData: '',
    windows: [] as Array<{
      options: { webPreferences?: Record<string, unknown> };
      webContents: { listeners: Map<string, Fn>; openHandler: Fn | null; mainFrame: unknown };
      loadURL: ReturnType<typeof vi.fn>;
      focus: ReturnType<typeof vi.fn>;
    }>,
    ipc: new Map<string, Fn>(),
    appListeners: new Map<string, Fn>(),
    protocolHandler: null as ((request: Request) => Promise<Response>) | null,
    session: {
      request: null as Fn | null,
      check: null as Fn | null,
      device: null as Fn | null,
      download: null as Fn | null,
    },
    menu: null as unknown,
  };
  let resolveReady: () => void = () => undefined;
  let readyPromise = Promise.resolve();
  /** A fresh process: not ready yet, nothing registered. */
  const reset = () => {
    state.log.length = 0;
    state.ready = false;
    state.lock = true;
    state.windows.length = 0;
    state.ipc.clear();
    state.appListeners.clear();
    state.protocolHandler = null;
    state.menu = null;
    readyPromise = new Promise<void>((resolve) => (resolveReady = resolve));
  };

  class BrowserWindow {
    static getAllWindows = () => state.windows;
    webContents = {
      listeners: new Map<string, Fn>(),
      openHandler: null as Fn | null,
      mainFrame: {},
      setWindowOpenHandler(handler: Fn) {
        this.openHandler = handler;
      },
      on(event: string, listener: Fn) {
        this.listeners.set(event, listener);
      },
    };
    loadURL = vi.fn(async () => undefined);
    focus = vi.fn();
    once = vi.fn();
    on = vi.fn();
    isMinimized = () => false;
    restore = vi.fn();
    constructor(readonly options: { webPreferences?: Record<string, unknown> }) {
      state.log.push('new BrowserWindow');
      state.windows.push(this);
    }
  }

  const module = {
    app: {
      enableSandbox: () => state.log.push(`enableSandbox ready=${state.ready}`),
      requestSingleInstanceLock: () => state.lock,
      quit: vi.fn(() => state.log.push('quit')),
      exit: vi.fn(),
      on: (event: string, listener: Fn) => void state.appListeners.set(event, listener),
      whenReady: () => readyPromise,
      isReady: () => state.ready,
      isPackaged: true,
      getName: () => 'Investor Forum Admin',
      getPath: (name: string) => (name === 'userData' ? state.userData : path.join(state.userData, name)),
      getPreferredSystemLanguages: () => ['ko-KR'],
      getLocale: () => 'ko',
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => state.log.push(`registerSchemesAsPrivileged ready=${state.ready}`)),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        state.log.push(`protocol.handle ${scheme}`);
        state.protocolHandler = handler;
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Fn) => void (state.session.request = handler),
        setPermissionCheckHandler: (handler: Fn) => void (state.session.check = handler),
        setDevicePermissionHandler: (handler: Fn) => void (state.session.device = handler),
        on: (_event: string, handler: Fn) => void (state.session.download = handler),
      },
    },
    ipcMain: { handle: (channel: string, listener: Fn) => void state.ipc.set(channel, listener) },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => void (state.menu = menu),
    },
    BrowserWindow,
    dialog: { showSaveDialog: vi.fn(), showErrorBox: vi.fn() },
    shell: { showItemInFolder: vi.fn(), openExternal: vi.fn() },
    clipboard: { writeText: vi.fn() },
    net: { fetch: vi.fn() },
  };
  return {
    state,
    module,
    reset,
    becomeReady: () => {
      state.ready = true;
      resolveReady();
    },
  };
});

vi.mock('electron', () => electron.module);

async function startMain() {
  await import('./main');
  electron.becomeReady();
  // start() awaits the settings file; wait until it has opened the window.
  await vi.waitFor(() => expect(electron.state.windows.length).toBeGreaterThan(0));
}

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  electron.reset();
  electron.state.userData = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
});
afterEach(() => fs.rmSync(electron.state.userData, { recursive: true, force: true }));

describe('main.ts wiring', () => {
  it('sets up every guard, then opens one sandboxed window on app://admin/', async () => {
    await startMain();
    const { state } = electron;

    // Privileges and the global sandbox are set before the app is ready.
    expect(state.log.slice(0, 2)).toEqual(['registerSchemesAsPrivileged ready=false', 'enableSandbox ready=false']);
    expect(electron.module.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([APP_SCHEME_PRIVILEGES]);
    expect(state.log.indexOf('protocol.handle app')).toBeLessThan(state.log.indexOf('new BrowserWindow'));

    expect([...state.ipc.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    expect(state.session.request).toBeTypeOf('function');
    expect(state.session.check?.()).toBe(false);
    expect(state.menu).toBeInstanceOf(Array);

    expect(state.windows).toHaveLength(1);
    const window = state.windows[0]!;
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
    });
    // Built, main.cjs sits in dist/main and the preload in dist/preload: a sibling folder.
    expect(String(window.options.webPreferences?.preload)).toMatch(/[\\/]preload[\\/]preload\.cjs$/);
    expect(window.loadURL).toHaveBeenCalledWith('app://admin/index.html');
    expect([...window.webContents.listeners.keys()]).toEqual(
      expect.arrayContaining(['will-navigate', 'will-redirect', 'will-frame-navigate', 'will-attach-webview']),
    );
    expect(window.webContents.openHandler?.({ url: 'https://evil.example.com' } as never)).toEqual({ action: 'deny' });
  });

  it('answers IPC only from the window it opened', async () => {
    await startMain();
    const window = electron.state.windows[0]!;
    const getServer = electron.state.ipc.get(IPC_CHANNELS.getServer)!;
    expect(await getServer(fakeEvent(window.webContents, appFrame()) as never)).toBeNull();
    expect(() => getServer(fakeEvent({}, appFrame()) as never)).toThrow(/IPC refused/);
  });

  it('proxies app://admin/api/ only once a server is set', async () => {
    await startMain();
    const response = await electron.state.protocolHandler!(new Request('app://admin/api/user/list'));
    expect(response.status).toBe(503);
    expect(electron.module.net.fetch).not.toHaveBeenCalled();
  });

  it('quits at once when another console is already running', async () => {
    electron.state.lock = false;
    await import('./main');
    electron.becomeReady();
    // Once it has quit, it has also done nothing else (no window, no second-instance handler).
    await vi.waitFor(() => expect(electron.module.app.quit).toHaveBeenCalled());
    expect(electron.state.appListeners.has('second-instance')).toBe(false);
    expect(electron.state.windows).toHaveLength(0);
  });
});

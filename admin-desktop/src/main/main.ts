/**
 * The Electron entry: the only module that imports Electron at run time. It hands Electron's
 * pieces to the composition root (console.ts) and owns the lifecycle: one instance, one window,
 * the app:// protocol, the permission guard, and the menu.
 */
import path from 'node:path';
import { BrowserWindow, Menu, app, clipboard, dialog, ipcMain, net, protocol, session, shell } from 'electron';
import { APP_INDEX_URL, APP_SCHEME, SERVER_SCREEN_FRAGMENT } from './appOrigin';
import { createConsole } from './console';
import { buildMenuTemplate } from './menu';
import { limitPermissions } from './permissions';
import { APP_SCHEME_PRIVILEGES } from './protocol';
import { createMainWindow } from './window';

// Both must happen before 'ready': the scheme's privileges, and the sandbox for every renderer.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();

// dist/main/main.cjs -> dist/preload, dist/renderer
const DIST_DIR = path.resolve(__dirname, '..');
const PRELOAD_PATH = path.join(DIST_DIR, 'preload', 'preload.cjs');
const RENDERER_DIR = path.join(DIST_DIR, 'renderer');

let mainWindow: BrowserWindow | null = null;

// Chromium's network stack: the system proxy and certificate store apply, as in a browser.
const chromiumFetch: typeof globalThis.fetch = (input, init) =>
  net.fetch(input instanceof URL ? input.href : input, init);

function openWindow(): void {
  const window = createMainWindow(BrowserWindow, {
    preloadPath: PRELOAD_PATH,
    devTools: !app.isPackaged,
    title: app.getName(),
    openExternal: (url) => void shell.openExternal(url),
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
  void window.loadURL(APP_INDEX_URL);
}

function showServerScreen(): void {
  if (!mainWindow) openWindow();
  void mainWindow?.loadURL(`${APP_INDEX_URL}${SERVER_SCREEN_FRAGMENT}`);
}

async function start(): Promise<void> {
  const forumConsole = await createConsole({
    userDataDir: app.getPath('userData'),
    documentsDir: app.getPath('documents'),
    rendererDir: RENDERER_DIR,
    fetch: chromiumFetch,
    ipcMain,
    mainWebContents: () => mainWindow?.webContents ?? null,
    showSaveDialog: (options) =>
      mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
    showItemInFolder: (file) => shell.showItemInFolder(file),
    tempDir: app.getPath('temp'),
    openPath: (file) => shell.openPath(file),
    writeClipboard: (text) => clipboard.writeText(text),
    openExternal: (url) => void shell.openExternal(url),
    warn: (message) => console.warn(message),
  });
  protocol.handle(APP_SCHEME, forumConsole.handleAppRequest);
  limitPermissions(session.defaultSession);

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        platform: process.platform,
        locale: app.getPreferredSystemLanguages()[0] ?? app.getLocale(),
        productName: app.getName(),
        devTools: !app.isPackaged,
        onChangeServer: showServerScreen,
      }),
    ),
  );

  openWindow();
}

if (!app.requestSingleInstanceLock()) {
  // Another console is already open: it gets focus (below), this one leaves.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (app.isReady() && BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox(
        'Investor Forum Admin',
        `The console could not start.\n\n${error instanceof Error ? error.message : String(error)}`,
      );
      app.exit(1);
    });
}

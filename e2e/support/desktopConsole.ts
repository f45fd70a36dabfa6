/**
 * The desktop console without Electron, for the browser tests: the built renderer served by the
 * main process's own app:// handler (the same static files, CSP and /api/ proxy, over http on
 * 127.0.0.1), and the main process's real IPC handlers behind a stand-in `window.forumDesktop`
 * that records every call. Only Electron itself (the window, the dialog, the shell) is faked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  IPC_CHANNELS,
  type SaveDialogOptionsLike,
  type SaveWorkbookAnswer,
  type SenderEvent,
  type SetServerAnswer,
  createConsole,
  writeFileAtomically,
} from '@forum/admin-desktop/console';
import { REPO_ROOT } from './env';

const DESKTOP_DIR = path.join(REPO_ROOT, 'admin-desktop');
const RENDERER_DIR = path.join(DESKTOP_DIR, 'dist', 'renderer');
const RENDERER_SOURCES = ['admin-desktop/src', 'admin-desktop/vite.config.ts', 'admin-ui/src', 'shared/src'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Builds the renderer (vite, no Electron needed) when its build is missing or older than its
 * sources. The renderer shows whichever edition the server publishes (it asks the API).
 */
export function ensureDesktopRendererBuilt(): void {
  const built = path.join(RENDERER_DIR, 'index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...RENDERER_SOURCES.map((source) => newestMtime(path.join(REPO_ROOT, source))));
  if (builtAt > sourcesAt) return;
  execFileSync('npm', ['run', 'build:renderer', '--workspace', 'admin-desktop'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

export interface DesktopConsole {
  /** Where the page is served: the stand-in for app://admin/. */
  url: string;
  /** Every bridge call the page made, in order, as the page made it. */
  calls: Array<{ method: string; args: unknown[] }>;
  /** Workbooks the main-process side received and wrote. */
  saved: Array<{ path: string; bytes: Uint8Array }>;
  dialogs: SaveDialogOptionsLike[];
  /** What the next save dialog does: pick a file (default), or the user cancels. */
  dialogAnswer: 'save' | 'cancel';
  /** Makes the next writes fail with this errno (e.g. EACCES for a read-only folder). */
  failWritesWith: string | null;
  shownInFolder: string[];
  /** What main put on the clipboard, and the links it handed to the system browser. */
  copied: string[];
  openedExternally: string[];
  documentsDir: string;
  /** Puts the stand-in bridge into the page; call before page.goto. */
  attach(page: Page): Promise<void>;
  /** Stores a server address as a previous run would have. */
  presetServer(origin: string): Promise<void>;
  close(): Promise<void>;
}

export async function startDesktopConsole(): Promise<DesktopConsole> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-console-'));
  const documentsDir = path.join(scratch, 'Documents');
  fs.mkdirSync(documentsDir);
  // The app:// handler, exactly as main.ts registers it, behind a plain http server. It serves
  // only its own host, known once the server listens.
  let serve: (request: Request) => Promise<Response> = async () => new Response('starting', { status: 503 });
  let pageOrigin = '';
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET';
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const request = new Request(`${pageOrigin}${incoming.url ?? '/'}`, {
        method,
        headers,
        ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
      });
      void serve(request).then(async (response) => {
        response.headers.forEach((value, name) => outgoing.setHeader(name, value));
        outgoing.writeHead(response.status);
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const pageLocation = { protocol: 'http:', host: `127.0.0.1:${port}` };
  pageOrigin = `http://${pageLocation.host}`;

  const desktop: DesktopConsole = {
    url: `${pageOrigin}/index.html`,
    calls: [],
    saved: [],
    dialogs: [],
    dialogAnswer: 'save',
    failWritesWith: null,
    shownInFolder: [],
    copied: [],
    openedExternally: [],
    documentsDir,
    attach: (page) => attachBridge(page),
    presetServer: (origin) => forumConsole.settings.setServerUrl(origin),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };

  // The console's own composition root, as main.ts builds it; only Electron's window, dialog and
  // shell are stand-ins, and the stand-in window is the only trusted sender.
  const handlers = new Map<string, (event: SenderEvent, ...args: unknown[]) => unknown>();
  const windowContents = { id: 1 };
  const forumConsole = await createConsole({
    userDataDir: path.join(scratch, 'userData'),
    documentsDir,
    rendererDir: RENDERER_DIR,
    fetch,
    ipcMain: { handle: (channel, listener) => void handlers.set(channel, listener) },
    mainWebContents: () => windowContents,
    showSaveDialog: async (options) => {
      desktop.dialogs.push(options);
      return desktop.dialogAnswer === 'cancel'
        ? { canceled: true, filePath: '' }
        : { canceled: false, filePath: options.defaultPath };
    },
    showItemInFolder: (file) => desktop.shownInFolder.push(file),
    writeClipboard: (text) => void desktop.copied.push(text),
    openExternal: (url) => void desktop.openedExternally.push(url),
    writeFile: async (target, bytes) => {
      if (desktop.failWritesWith)
        throw Object.assign(new Error(desktop.failWritesWith), { code: desktop.failWritesWith });
      await writeFileAtomically(target, bytes);
      desktop.saved.push({ path: target, bytes });
    },
    app: pageLocation,
    healthTimeoutMs: 3_000,
  });
  serve = forumConsole.handleAppRequest;
  const invoke = (channel: string, ...args: unknown[]) =>
    handlers.get(channel)!({ sender: windowContents, senderFrame: { url: desktop.url, parent: null } }, ...args);

  async function attachBridge(page: Page): Promise<void> {
    await page.exposeFunction('__desktopMain', async (method: string, args: unknown[]) => {
      desktop.calls.push({ method, args });
      switch (method) {
        case 'saveWorkbook': {
          const [payload] = args as [{ bytesBase64?: string; isUint8Array: boolean }];
          // What crossed IPC: a real Uint8Array rebuilt from the page's bytes, or what the page sent.
          const bytes =
            payload.isUint8Array && payload.bytesBase64 !== undefined
              ? new Uint8Array(Buffer.from(payload.bytesBase64, 'base64'))
              : payload;
          return (await invoke(IPC_CHANNELS.saveWorkbook, { bytes })) as SaveWorkbookAnswer;
        }
        case 'showInFolder':
          return invoke(IPC_CHANNELS.showInFolder, args[0]);
        case 'getServer':
          return invoke(IPC_CHANNELS.getServer);
        case 'setServer':
          return (await invoke(IPC_CHANNELS.setServer, args[0])) as SetServerAnswer;
        case 'copyText':
          return invoke(IPC_CHANNELS.copyText, args[0]);
        case 'openSiteLink':
          return invoke(IPC_CHANNELS.openSiteLink, args[0]);
        default:
          throw new Error(`unknown bridge method ${method}`);
      }
    });
    // The preload's shape: one function per capability, each one call to the main process.
    await page.addInitScript(() => {
      type Main = (method: string, args: unknown[]) => Promise<unknown>;
      const main = (method: string, args: unknown[]) =>
        (window as unknown as { __desktopMain: Main }).__desktopMain(method, args);
      const toBase64 = (bytes: Uint8Array) => {
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      };
      const bridge = {
        saveWorkbook: (bytes: unknown) =>
          main('saveWorkbook', [
            bytes instanceof Uint8Array
              ? { isUint8Array: true, bytesBase64: toBase64(bytes) }
              : { isUint8Array: false },
          ]),
        showInFolder: (file: unknown) => main('showInFolder', [file]),
        getServer: () => main('getServer', []),
        setServer: (url: unknown) => main('setServer', [url]),
        copyText: (text: unknown) => main('copyText', [text]),
        openSiteLink: (url: unknown) => main('openSiteLink', [url]),
      };
      Object.defineProperty(window, 'forumDesktop', {
        value: Object.freeze(bridge),
        writable: false,
        configurable: false,
      });
    });
  }

  return desktop;
}

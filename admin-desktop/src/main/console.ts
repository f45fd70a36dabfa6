/**
 * The console's composition root: the settings store, the app:// handler (renderer files and the
 * /api/ proxy), the workbook export and the IPC handlers, wired together from what Electron
 * provides. main.ts passes Electron's own pieces; the browser tests pass stand-ins for the window,
 * the dialog and the shell and run everything else exactly as the app does (like api/src/app.ts
 * beside server.ts).
 */
import os from 'node:os';
import type { AppLocation } from './appOrigin';
import { checkServerHealth } from './healthCheck';
import { type IpcMainLike, registerIpcHandlers } from './ipcHandlers';
import { createAppProtocolHandler } from './protocol';
import { createServerSettings } from './serverSettings';
import { type SettingsStore, createSettingsStore } from './settingsStore';
import { SavedFiles, type ShowSaveDialog, createWorkbookExport } from './workbookExport';
import { createPdfOutput } from './pdfOutput';

export interface ConsoleHost {
  /** `app.getPath('userData')`: where the server address is kept. */
  userDataDir: string;
  /** `app.getPath('documents')`: where the save dialog starts. */
  documentsDir: string;
  /** The built renderer folder. */
  rendererDir: string;
  /** Electron's `net.fetch` (system proxy and certificates); global fetch in tests. */
  fetch: typeof globalThis.fetch;
  ipcMain: IpcMainLike;
  /** The console window's webContents, or null when there is none (then no IPC is trusted). */
  mainWebContents(): unknown;
  showSaveDialog: ShowSaveDialog;
  showItemInFolder(file: string): void;
  /** `app.getPath('temp')`, for the desk's badge before it is opened; default the OS's. */
  tempDir?: string;
  /** `shell.openPath`; default: opening files is refused (a host without a desktop). */
  openPath?(file: string): Promise<string>;
  /** `clipboard.writeText`; default: nothing is copied (a host without a clipboard). */
  writeClipboard?(text: string): void;
  /** `shell.openExternal`, for a page of the forum's own site; default: links stay closed. */
  openExternal?(url: string): void;
  /** Default: the atomic writer. */
  writeFile?: (target: string, bytes: Uint8Array) => Promise<void>;
  /** Default app://admin; the browser tests serve the same handler over http. */
  app?: AppLocation;
  healthTimeoutMs?: number;
  warn?: (message: string) => void;
}

export interface Console {
  settings: SettingsStore;
  /** For `protocol.handle('app', ...)`. */
  handleAppRequest(request: Request): Promise<Response>;
}

export async function createConsole(host: ConsoleHost): Promise<Console> {
  const settings = createSettingsStore({ directory: host.userDataDir, ...(host.warn ? { warn: host.warn } : {}) });
  await settings.load();

  const handleAppRequest = createAppProtocolHandler({
    rendererDir: host.rendererDir,
    getServerOrigin: () => settings.current().serverUrl,
    fetch: host.fetch,
    ...(host.app ? { app: host.app } : {}),
  });

  const savedFiles = new SavedFiles();
  const pdfs = createPdfOutput(
    {
      showSaveDialog: host.showSaveDialog,
      documentsDir: host.documentsDir,
      tempDir: host.tempDir ?? os.tmpdir(),
      openPath: host.openPath ?? (async () => 'This console cannot open files.'),
      ...(host.writeFile ? { writeFile: host.writeFile } : {}),
    },
    savedFiles,
  );
  registerIpcHandlers(host.ipcMain, {
    trust: { mainWebContents: host.mainWebContents, ...(host.app ? { app: host.app } : {}) },
    saveWorkbook: createWorkbookExport(
      {
        showSaveDialog: host.showSaveDialog,
        documentsDir: host.documentsDir,
        ...(host.writeFile ? { writeFile: host.writeFile } : {}),
      },
      savedFiles,
    ),
    savedFiles,
    showItemInFolder: host.showItemInFolder,
    savePdf: pdfs.save,
    printPdf: pdfs.print,
    writeClipboard: host.writeClipboard ?? (() => undefined),
    openExternal: host.openExternal ?? (() => undefined),
    serverSettings: createServerSettings({
      store: settings,
      checkHealth: (origin) =>
        checkServerHealth(origin, {
          fetch: host.fetch,
          ...(host.healthTimeoutMs !== undefined ? { timeoutMs: host.healthTimeoutMs } : {}),
        }),
    }),
  });

  return { settings, handleAppRequest };
}

// What a host outside this workspace (the browser tests' stand-in window) needs to drive the console.
export { IPC_CHANNELS, type SaveWorkbookAnswer, type SetServerAnswer } from '../ipcContract';
export { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy';
export { writeFileAtomically } from './atomicWriter';
export type { SenderEvent } from './trustedSender';
export type { SaveDialogOptionsLike } from './workbookExport';

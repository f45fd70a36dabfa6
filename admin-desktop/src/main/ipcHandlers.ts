/**
 * The console's IPC surface: eight `invoke` channels, each registered through `handleTrusted`, so
 * no handler can exist without the sender check. Payloads are validated inside each action.
 */
import { IPC_CHANNELS, type IpcChannel } from '../ipcContract';
import type { ServerSettings } from './serverSettings';
import { MAX_COPIED_TEXT_LENGTH, isSiteLink } from './siteLinks';
import { type SenderEvent, type TrustedSenderOptions, assertTrustedSender } from './trustedSender';
import type { SavedFiles } from './workbookExport';

/** The slice of Electron's ipcMain used here. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => unknown): void;
}

export interface IpcHandlerDeps {
  trust: TrustedSenderOptions;
  saveWorkbook(payload: unknown): Promise<unknown>;
  savedFiles: SavedFiles;
  /** `shell.showItemInFolder`. */
  showItemInFolder(file: string): void;
  serverSettings: ServerSettings;
  /** Badge PDFs (pdfOutput.ts): a batch saved, the desk's one badge opened for printing. */
  savePdf(payload: unknown): Promise<unknown>;
  printPdf(payload: unknown): Promise<unknown>;
  /** `clipboard.writeText`. */
  writeClipboard(text: string): void;
  /** `shell.openExternal`; called only for a link on the chosen server's own origin. */
  openExternal(url: string): void;
}

export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcHandlerDeps): IpcChannel[] {
  const registered: IpcChannel[] = [];
  const handleTrusted = (channel: IpcChannel, action: (...args: unknown[]) => unknown) => {
    ipcMain.handle(channel, (event: SenderEvent, ...args: unknown[]) => {
      assertTrustedSender(event, deps.trust);
      return action(...args);
    });
    registered.push(channel);
  };

  handleTrusted(IPC_CHANNELS.saveWorkbook, (payload) => deps.saveWorkbook(payload));

  handleTrusted(IPC_CHANNELS.showInFolder, (file) => {
    if (typeof file !== 'string' || !deps.savedFiles.has(file)) return false;
    deps.showItemInFolder(file);
    return true;
  });

  handleTrusted(IPC_CHANNELS.getServer, () => deps.serverSettings.getServer());

  handleTrusted(IPC_CHANNELS.setServer, (url) => deps.serverSettings.setServer(url));

  handleTrusted(IPC_CHANNELS.savePdf, (payload) => deps.savePdf(payload));

  handleTrusted(IPC_CHANNELS.printPdf, (payload) => deps.printPdf(payload));

  handleTrusted(IPC_CHANNELS.copyText, (text) => {
    if (typeof text !== 'string' || text === '' || text.length > MAX_COPIED_TEXT_LENGTH) return false;
    deps.writeClipboard(text);
    return true;
  });

  // Only the forum's own pages (a draft's preview) leave the console, and only to the system browser.
  handleTrusted(IPC_CHANNELS.openSiteLink, (url) => {
    const server = deps.serverSettings.getServer();
    if (!server || !isSiteLink(url, server)) return false;
    deps.openExternal(url as string);
    return true;
  });

  return registered;
}

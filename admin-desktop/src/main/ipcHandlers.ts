/**
 * The console's IPC surface: six `invoke` channels, each registered through `handleTrusted`, so
 * no handler can exist without the sender check. Payloads are validated inside each action.
 */
import { IPC_CHANNELS, type IpcChannel } from '../ipcContract';
import type { ServerSettings } from './serverSettings';
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

  return registered;
}

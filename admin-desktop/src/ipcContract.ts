/**
 * The contract between the renderer and the main process: one `invoke` channel per action
 * (`domain:action`), and the shapes that cross it. Imported by main, preload and renderer; it has
 * no runtime dependencies so each bundle can include it.
 */

export const IPC_CHANNELS = {
  saveWorkbook: 'export:save-workbook',
  showInFolder: 'shell:show-in-folder',
  getServer: 'settings:get-server',
  setServer: 'settings:set-server',
  savePdf: 'badges:save-pdf',
  printPdf: 'badges:print-pdf',
  copyText: 'clipboard:write-text',
  openSiteLink: 'shell:open-site-link',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** Why a file could not be written; the renderer turns the code into text in the admin's language. */
export type SaveFailureCode = 'read_only' | 'disk_full' | 'failed';

/** The renderer sends the bytes only: the main process chooses the folder and the file name. */
export interface SaveWorkbookRequest {
  bytes: Uint8Array;
}

export type SaveWorkbookAnswer =
  { savedPath: string } | { cancelled: true } | { error: SaveFailureCode; message: string };

/** Why a server address was refused: by its form, or by its answer to /api/health. */
export type ServerAddressProblem =
  | 'empty'
  | 'invalid'
  | 'unsupported_scheme'
  | 'insecure_http'
  | 'credentials'
  | 'unreachable'
  | 'timeout'
  | 'bad_status'
  | 'not_forum_api'
  | 'save_failed';

export type SetServerAnswer =
  { ok: true; serverUrl: string } | { ok: false; problem: ServerAddressProblem; message: string; status?: number };

/** What the preload exposes as `window.forumDesktop`: one function per capability. */
export interface ForumDesktopBridge {
  saveWorkbook(bytes: Uint8Array): Promise<SaveWorkbookAnswer>;
  /** Reveals a file this session saved; false when the main process refuses the path. */
  showInFolder(path: string): Promise<boolean>;
  /** The stored server origin, or null before the first run's choice. */
  getServer(): Promise<string | null>;
  setServer(url: string): Promise<SetServerAnswer>;
  /** A PDF to keep (badges, an agenda): a save dialog (default Documents/<name or badges.pdf>), then the file is written. */
  savePdf(bytes: Uint8Array, name?: string): Promise<SaveWorkbookAnswer>;
  /** The desk's badge: opened in the system's PDF viewer, whose print dialog is one key away. */
  printPdf(bytes: Uint8Array): Promise<PrintPdfAnswer>;
  /** Text onto the system clipboard (a preview link to share); false when refused. */
  copyText(text: string): Promise<boolean>;
  /** A page of the forum's own site (on the chosen server) in the system browser; false when refused. */
  openSiteLink(url: string): Promise<boolean>;
}

export type PrintPdfAnswer = { opened: true } | { error: SaveFailureCode; message: string };

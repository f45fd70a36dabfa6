/**
 * What the admin UI needs from the place it runs in. The web page (webPlatform.ts) and the Electron
 * console (admin-desktop) each provide one, so the screens never call browser-only or Node-only
 * APIs themselves: saving a file, keeping the session, and where the API lives all come from here.
 */

/** A small synchronous key-value store; the web page uses localStorage. */
export interface AdminStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * How saving the workbook ended: saved (a desktop knows where), cancelled in a save dialog, or
 * failed for a reason the platform can name (a read-only folder, a full disk). A failure's
 * `message` is a sentence in the page's language, meant for the person, and is shown as it is.
 */
export type SaveWorkbookResult = { savedPath?: string } | { cancelled: true } | { failed: true; message: string };

/** What a PDF is for: a batch of badges is kept, the desk's one badge goes to the printer. */
export type PdfPurpose = 'save' | 'print';

export interface AdminPlatform {
  /** Origin of the API without a trailing slash; '' for the same origin as the page. */
  apiBase: string;
  storage: AdminStorage;
  /** Hands the .xlsx bytes to the user: a download on the web, a save dialog on the desktop. */
  saveWorkbook(bytes: Uint8Array, fileName: string): Promise<SaveWorkbookResult>;
  /**
   * Hands a PDF to the user: `save` keeps it (a download, or a save dialog), `print` opens it in the
   * print dialog. Absent, the browser's way is used (app/pdfOutput.ts).
   */
  openPdf?(bytes: Uint8Array, fileName: string, purpose: PdfPurpose): Promise<SaveWorkbookResult>;
  /** Reveals a saved file in the system's file manager (desktop only). */
  showInFolder?(path: string): void | Promise<void>;
  /** Puts text on the clipboard (a preview link to share); false when it could not. Absent: no copy button. */
  copyText?(text: string): Promise<boolean>;
  /**
   * Opens a page of the forum's own site (a preview link) outside the console: the desktop's system
   * browser; false when it would not. Absent, the link opens as links do (a new tab on the web).
   */
  openLink?(url: string): Promise<boolean>;
}

export function wasCancelled(result: SaveWorkbookResult): result is { cancelled: true } {
  return 'cancelled' in result && result.cancelled;
}

export function saveFailed(result: SaveWorkbookResult): result is { failed: true; message: string } {
  return 'failed' in result && result.failed;
}

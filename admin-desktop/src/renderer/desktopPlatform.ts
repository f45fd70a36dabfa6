/**
 * The admin UI's platform on the desktop: the API through the app's own origin (the main process
 * forwards app://admin/api/ to the chosen server), the session in this origin's localStorage, and
 * the workbook handed to the main process, which asks where to save it and writes it to disk.
 */
import type { AdminPlatform, AdminStorage } from '../../../site/src/admin/platform';
import { readAdminLocale } from '../../../site/src/admin/locale';
import type { ForumDesktopBridge, SaveFailureCode } from '../ipcContract';
import { DESKTOP_TEXT } from './desktopText';

/** Thrown to the admin UI when the main process could not write the file; the text is localised. */
export class DesktopSaveError extends Error {
  override name = 'DesktopSaveError';
  constructor(
    readonly code: SaveFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export interface DesktopPlatformOptions {
  storage: AdminStorage;
  /** Shows the reason a save failed (the admin UI itself shows only that the export failed). */
  onSaveFailed(error: DesktopSaveError): void;
}

export function createDesktopPlatform(bridge: ForumDesktopBridge, options: DesktopPlatformOptions): AdminPlatform {
  return {
    // Same origin: app://admin/api/... is proxied by the main process (see src/main/apiProxy.ts).
    apiBase: '',
    storage: options.storage,
    // The file name is the main process's choice (the save dialog's default); only bytes cross.
    async saveWorkbook(bytes) {
      const answer = await bridge.saveWorkbook(bytes);
      if ('cancelled' in answer) return { cancelled: true };
      if ('savedPath' in answer) return { savedPath: answer.savedPath };
      const locale = readAdminLocale(options.storage);
      const error = new DesktopSaveError(answer.error, DESKTOP_TEXT[locale].saveFailures[answer.error]);
      options.onSaveFailed(error);
      throw error;
    },
    async showInFolder(path) {
      await bridge.showInFolder(path);
    },
  };
}

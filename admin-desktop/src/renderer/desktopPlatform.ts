/**
 * The admin UI's platform on the desktop: the API through the app's own origin (the main process
 * forwards app://admin/api/ to the chosen server), the session in this origin's localStorage, and
 * the workbook handed to the main process, which asks where to save it and writes it to disk.
 */
import type { AdminPlatform, AdminStorage } from '@forum/admin-ui';
import type { Locale } from '@forum/shared';
import type { ForumDesktopBridge, SaveFailureCode } from '../ipcContract';
import { DESKTOP_TEXT } from './desktopText';

export interface DesktopPlatformOptions {
  storage: AdminStorage;
  /** The window's language, owned by DesktopApp: save failures are told in it. */
  locale(): Locale;
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
      // The main process could not write the file: the admin UI shows this reason in its own alert.
      return { failed: true, message: DESKTOP_TEXT[options.locale()].saveFailures[answer.error] };
    },
    // PDFs: a batch of badges or an agenda through a save dialog; the desk's badge opened in the system's PDF viewer.
    async openPdf(bytes, fileName, purpose) {
      const failure = (answer: { error: SaveFailureCode }) => ({
        failed: true as const,
        message: DESKTOP_TEXT[options.locale()].saveFailures[answer.error],
      });
      if (purpose === 'print') {
        const answer = await bridge.printPdf(bytes);
        return 'opened' in answer ? {} : failure(answer);
      }
      const answer = await bridge.savePdf(bytes, fileName);
      if ('cancelled' in answer) return { cancelled: true };
      if ('savedPath' in answer) return { savedPath: answer.savedPath };
      return failure(answer);
    },
    async showInFolder(path) {
      await bridge.showInFolder(path);
    },
    // The renderer has no clipboard permission (permissions.ts): the main process writes it.
    copyText: (text) => bridge.copyText(text),
    // Links to the forum's own site (a draft's preview) open in the system browser.
    openLink: (url) => bridge.openSiteLink(url),
  };
}

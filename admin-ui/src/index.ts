/**
 * The admin console's public entry, for the hosts that mount it: the web /admin page (site) and the
 * desktop console (admin-desktop). Screens, their text and the list logic stay inside.
 */
export { AdminApp, type AdminAppProps } from './app/AdminApp';
export { type AdminPlatform, type AdminStorage, type PdfPurpose, type SaveWorkbookResult } from './lib/platform';
export { createWebPlatform, localStorageStore } from './lib/webPlatform';
export {
  DEFAULT_ADMIN_LOCALE,
  LOCALE_STORAGE_KEY,
  readAdminLocale,
  saveAdminLocale,
  useAdminLocale,
} from './lib/locale';
export { endSession } from './lib/session';
export { useDocumentLanguage, useDocumentTitle } from './lib/documentLanguage';

/**
 * The admin console's public entry, for the hosts that mount it: the web /admin page (site) and the
 * desktop console (admin-desktop). Screens, their text and the list logic stay inside.
 */
export { AdminApp, type AdminAppProps } from './app/AdminApp';
export { type AdminPlatform, type AdminStorage, type PdfPurpose, type SaveWorkbookResult } from './app/platform';
export { createWebPlatform, localStorageStore } from './app/webPlatform';
export {
  DEFAULT_ADMIN_LOCALE,
  LOCALE_STORAGE_KEY,
  readAdminLocale,
  saveAdminLocale,
  useAdminLocale,
} from './app/locale';
export { endSession } from './app/session';
export { useDocumentLanguage, useDocumentTitle } from './app/documentLanguage';

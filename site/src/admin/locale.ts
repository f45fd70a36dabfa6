/** The admin page's language: Korean unless the administrator chose English on this device. */
import type { Locale } from '@forum/shared';
import type { AdminStorage } from './platform';

export const LOCALE_STORAGE_KEY = 'forum.admin.locale';
export const DEFAULT_ADMIN_LOCALE: Locale = 'ko';

export function readAdminLocale(storage: AdminStorage): Locale {
  const stored = storage.get(LOCALE_STORAGE_KEY);
  return stored === 'en' || stored === 'ko' ? stored : DEFAULT_ADMIN_LOCALE;
}

export function saveAdminLocale(storage: AdminStorage, locale: Locale): void {
  storage.set(LOCALE_STORAGE_KEY, locale);
}

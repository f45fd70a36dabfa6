/**
 * The admin console's language: Korean unless the administrator chose English on this device. The
 * host (web page or desktop console) owns it with `useAdminLocale` and hands it to `AdminApp` and to
 * its own screens, so every screen of one window speaks the same language.
 */
import { useCallback, useState } from 'react';
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

/** The remembered language and a setter that remembers the choice. */
export function useAdminLocale(storage: AdminStorage): [Locale, (next: Locale) => void] {
  const [locale, setLocale] = useState<Locale>(() => readAdminLocale(storage));
  const change = useCallback(
    (next: Locale) => {
      saveAdminLocale(storage, next);
      setLocale(next);
    },
    [storage],
  );
  return [locale, change];
}

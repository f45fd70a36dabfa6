/**
 * The window's language and title while the console is shown: AdminApp keeps `<html lang>` and the
 * title in step with the `locale` its host gives it, and the desktop console uses the same hooks for
 * its own screens. (The public site has its own, site/src/layout/documentLanguage.ts.)
 */
import { useEffect } from 'react';
import type { Locale } from '@forum/shared';

export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

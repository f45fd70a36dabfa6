import type { Locale } from '@forum/shared';
import { useEffect } from 'react';

/**
 * Keeps `<html lang>` in step with the route on client-side navigation (the prerendered pages
 * already carry the right value), so screen readers and fonts switch with the language.
 */
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

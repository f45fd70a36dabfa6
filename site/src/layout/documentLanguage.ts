/**
 * The page's language and title, kept in step by each public page (the layout sets `<html lang>`,
 * each page its title), so screen readers, fonts and Korean line breaking switch with the language.
 * The site's own: the public pages carry nothing of the admin console.
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

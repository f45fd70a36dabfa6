/**
 * The page's language and title, owned by whoever hosts the screens: the public site's layout, the
 * web /admin page and the desktop console all keep `<html lang>` in step through this one hook, so
 * screen readers, fonts and Korean line breaking switch with the language. A separate entry
 * (`@forum/admin-ui/document-language`) so the public pages import it without any admin code.
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

/**
 * The language the admin UI has put on <html lang>: the status line and the save-failure notice
 * sit outside the admin UI's tree and follow its language switch through this.
 */
import { useSyncExternalStore } from 'react';
import type { Locale } from '@forum/shared';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

function snapshot(): Locale {
  return document.documentElement.lang === 'en' ? 'en' : 'ko';
}

export function useDocumentLocale(): Locale {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

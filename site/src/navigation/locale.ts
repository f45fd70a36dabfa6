import type { Locale } from '@forum/shared';

/**
 * Korean pages live under /kor (the landing page at /kor itself, the others at /kor/link and so
 * on); every other public path is English (spec section 2).
 */
export const KOREAN_HOME = '/kor';

/** `/kor/` and `/kor` are one page: trailing slashes are dropped (the root stays `/`). */
export function normalisePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

export function localeForPath(pathname: string): Locale {
  const path = normalisePath(pathname);
  return path === KOREAN_HOME || path.startsWith(`${KOREAN_HOME}/`) ? 'ko' : 'en';
}

export function homePathFor(locale: Locale): string {
  return locale === 'ko' ? KOREAN_HOME : '/';
}

/** Pages that exist in both languages, by their English path. */
const BILINGUAL_PAGES = ['/', '/link', '/about'] as const;
export type BilingualPage = (typeof BILINGUAL_PAGES)[number];

/** The path of a bilingual page in one language: `/link` -> `/kor/link`, `/` -> `/kor`. */
export function localisedPath(page: BilingualPage, locale: Locale): string {
  if (locale === 'en') return page;
  return page === '/' ? KOREAN_HOME : `${KOREAN_HOME}${page}`;
}

/** Which bilingual page a path shows, in whichever language; null for any other path. */
export function bilingualPageOf(pathname: string): BilingualPage | null {
  const path = normalisePath(pathname);
  const english =
    path === KOREAN_HOME ? '/' : path.startsWith(`${KOREAN_HOME}/`) ? path.slice(KOREAN_HOME.length) : path;
  return (BILINGUAL_PAGES as readonly string[]).includes(english) ? (english as BilingualPage) : null;
}

// The manage link's page, `/registration/<token>` or `/kor/registration/<token>` (shared/src/manageLink.ts).
// A regex of its own rather than that module: this file is in the landing bundle.
const MANAGE_PATH = /^(\/kor)?(\/registration\/[^/]+)\/?$/;

/**
 * Where the language switch leads: the same page in the other language (`/about` <-> `/kor/about`,
 * a manage link's page in the other language), or the other language's home page from anywhere
 * else (a not-found page, say).
 */
export function alternatePath(pathname: string): string {
  const other: Locale = localeForPath(pathname) === 'ko' ? 'en' : 'ko';
  const manage = MANAGE_PATH.exec(pathname);
  if (manage?.[2]) return other === 'ko' ? `${KOREAN_HOME}${manage[2]}` : manage[2];
  const page = bilingualPageOf(pathname);
  return page ? localisedPath(page, other) : homePathFor(other);
}

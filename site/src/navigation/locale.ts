import type { Locale } from '@forum/shared';

/** The Korean landing page; every other public route is English (spec section 2), except the Korean manage page. */
export const KOREAN_HOME = '/kor';

// The manage link's page, `/registration/<token>` or `/kor/registration/<token>` (shared/src/manageLink.ts).
// A regex of its own rather than that module: this file is in the landing bundle.
const MANAGE_PATH = /^(\/kor)?(\/registration\/[^/]+)\/?$/;

export function localeForPath(pathname: string): Locale {
  if (pathname === KOREAN_HOME || pathname === `${KOREAN_HOME}/`) return 'ko';
  return MANAGE_PATH.exec(pathname)?.[1] ? 'ko' : 'en';
}

export function homePathFor(locale: Locale): string {
  return locale === 'ko' ? KOREAN_HOME : '/';
}

/** Where the language switch leads: the same manage page in the other language, else `fallback` (the other home). */
export function languageSwitchPath(pathname: string, fallback: string): string {
  const manage = MANAGE_PATH.exec(pathname);
  if (!manage) return fallback;
  return manage[1] ? (manage[2] ?? fallback) : `${KOREAN_HOME}${manage[2] ?? ''}`;
}

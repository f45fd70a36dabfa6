import type { Locale } from '@forum/shared';

/** The Korean landing page; every other public route is English (spec section 2). */
export const KOREAN_HOME = '/kor';

export function localeForPath(pathname: string): Locale {
  return pathname === KOREAN_HOME || pathname === `${KOREAN_HOME}/` ? 'ko' : 'en';
}

export function homePathFor(locale: Locale): string {
  return locale === 'ko' ? KOREAN_HOME : '/';
}

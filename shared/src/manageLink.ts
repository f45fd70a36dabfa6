/**
 * The personal link in every confirmation e-mail, `SITE_URL/registration/<token>` (Korean:
 * `SITE_URL/kor/registration/<token>`), through which a registrant views, changes or cancels their
 * registration. The API writes it into the mail and the site routes it, so both read it from here.
 */
import type { Locale } from './locale';

const MANAGE_BASE: Record<Locale, string> = { en: '/registration', ko: '/kor/registration' };

/**
 * What a token can look like: base64url, as the API issues them (32 random bytes, 43 characters).
 * Anything else is answered 404 without a database lookup.
 */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export function isManageToken(value: string): boolean {
  return MANAGE_TOKEN_PATTERN.test(value);
}

/** `/registration/<token>` or `/kor/registration/<token>`. */
export function managePath(token: string, locale: Locale): string {
  return `${MANAGE_BASE[locale]}/${encodeURIComponent(token)}`;
}

/** The absolute link; `siteUrl` is SITE_URL (no trailing slash). */
export function manageUrl(siteUrl: string, token: string, locale: Locale): string {
  return `${siteUrl.replace(/\/+$/, '')}${managePath(token, locale)}`;
}

/** The language and token of a manage page path, or null when the path is not one. */
export function parseManagePath(pathname: string): { locale: Locale; token: string } | null {
  const match = /^\/(kor\/)?registration\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  return { locale: match[1] ? 'ko' : 'en', token };
}

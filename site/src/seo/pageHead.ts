/**
 * The <head> of each prerendered page: title, description, canonical URL, hreflang alternates
 * and Open Graph tags, in the page's language. Used at build time only (entry-server.tsx).
 */
import type { Locale } from '@forum/shared';
import { ABOUT_PAGE } from '../about/aboutContent';
import { contentFor } from '../content';
import { LINK_PAGE } from '../link/linkContent';
import { localeForPath } from '../navigation/locale';

export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page. */
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  ogLocaleAlternate: string[];
  siteName: string;
  imageUrl: string;
  imageAlt: string;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ko: 'ko_KR' };
export const OG_IMAGE = { path: '/images/og-image.jpg', width: 1200, height: 630 };

const TEXT_BY_PATH: Record<string, { title: string; description: string }> = {
  '/link': LINK_PAGE.meta,
  '/about': ABOUT_PAGE.meta,
};

export function pageHead(path: string, siteUrl: string): PageHead {
  const base = siteUrl.replace(/\/+$/, '');
  const lang = localeForPath(path);
  const content = contentFor(lang);
  const landing = path === '/' || path === '/kor';
  const text = TEXT_BY_PATH[path] ?? content.meta;
  return {
    lang,
    title: text.title,
    description: text.description,
    canonical: `${base}${path}`,
    // Only the landing page exists in both languages.
    alternates: landing
      ? [
          { hreflang: 'en', href: `${base}/` },
          { hreflang: 'ko', href: `${base}/kor` },
          { hreflang: 'x-default', href: `${base}/` },
        ]
      : [],
    ogLocale: OG_LOCALE[lang],
    ogLocaleAlternate: landing ? [OG_LOCALE[lang === 'en' ? 'ko' : 'en']] : [],
    siteName: content.meta.siteName,
    imageUrl: `${base}${OG_IMAGE.path}`,
    imageAlt: content.meta.ogImageAlt,
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeAttribute(alternate.href)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.ogLocale),
    ...head.ogLocaleAlternate.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

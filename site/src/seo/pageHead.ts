/**
 * The <head> of each prerendered page: title, description, canonical URL, hreflang alternates
 * and Open Graph tags, in the page's language and for the edition it is rendered for (entry-server.tsx).
 */
import { type Locale, escapeHtml } from '@forum/shared';
import { aboutPageText } from '../about/aboutContent';
import { contentFor } from '../content';
import type { SiteEdition } from '../edition/siteEdition';
import { linkPageText } from '../link/linkContent';
import { type BilingualPage, bilingualPageOf, localeForPath, localisedPath } from '../navigation/locale';
import { notFoundText } from '../notFound/NotFoundPage';

export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page; null for pages that are not indexed (not found). */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  ogLocaleAlternate: string[];
  siteName: string;
  imageUrl: string;
  imageAlt: string;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ko: 'ko_KR' };
export const OG_IMAGE = { path: '/images/og-image.jpg', width: 1200, height: 630 };

function pageText(page: BilingualPage | null, lang: Locale, site: SiteEdition): { title: string; description: string } {
  const content = contentFor(lang, site);
  if (page === '/link') return linkPageText(site)[lang].meta;
  if (page === '/about') return aboutPageText(site, lang).meta;
  if (page === '/') return content.meta;
  return { title: notFoundText(site.edition)[lang].title, description: content.meta.description };
}

/** The English and Korean URL of a bilingual page, plus x-default (the English one). */
export function alternatesOf(page: BilingualPage, siteUrl: string): { hreflang: string; href: string }[] {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    { hreflang: 'en', href: `${base}${localisedPath(page, 'en')}` },
    { hreflang: 'ko', href: `${base}${localisedPath(page, 'ko')}` },
    { hreflang: 'x-default', href: `${base}${localisedPath(page, 'en')}` },
  ];
}

export function pageHead(path: string, siteUrl: string, site: SiteEdition): PageHead {
  const base = siteUrl.replace(/\/+$/, '');
  const lang = localeForPath(path);
  const page = bilingualPageOf(path);
  const text = pageText(page, lang, site);
  return {
    lang,
    title: text.title,
    description: text.description,
    canonical: page ? `${base}${path}` : null,
    alternates: page ? alternatesOf(page, siteUrl) : [],
    ogLocale: OG_LOCALE[lang],
    ogLocaleAlternate: page ? [OG_LOCALE[lang === 'en' ? 'ko' : 'en']] : [],
    siteName: contentFor(lang, site).meta.siteName,
    imageUrl: `${base}${OG_IMAGE.path}`,
    imageAlt: contentFor(lang, site).meta.ogImageAlt,
  };
}

export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  if (!head.canonical) {
    return [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'robots', 'noindex')].join('\n    ');
  }
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
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

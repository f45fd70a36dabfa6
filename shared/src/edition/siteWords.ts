/**
 * The facts a site text names by placeholder, filled from the edition the page is rendered for:
 * the organiser never types a date, venue or ordinal, so none can be left behind by a new year.
 */
import type { Locale } from '../locale';
import { formatDateRange, formatDayList } from './format';
import type { Edition } from './types';

export const SITE_PLACEHOLDERS = ['forum', 'year', 'ordinal', 'dates', 'days', 'venue', 'area'] as const;
export type SitePlaceholder = (typeof SITE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([a-z]+)\}/g;

/** The placeholders a text uses that are not among SITE_PLACEHOLDERS. */
export function unknownSitePlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(SITE_PLACEHOLDERS as readonly string[]).includes(name));
}

/** The edition's number counted from the first forum: '5th' / '제5회'. */
export function editionOrdinal(year: number, firstYear: number, locale: Locale): string {
  const n = Math.max(1, year - firstYear + 1);
  if (locale === 'ko') return `제${n}회`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The value of each placeholder for `edition` in `locale`. */
export function siteFacts(edition: Edition, firstYear: number, locale: Locale): Record<SitePlaceholder, string> {
  const days = Object.values(edition.days);
  const venue = edition.venue[locale];
  return {
    forum: edition.name[locale],
    year: String(edition.year),
    ordinal: editionOrdinal(edition.year, firstYear, locale),
    dates: formatDateRange(days, locale),
    days: formatDayList(days, locale),
    venue: venue.name,
    area: venue.area,
  };
}

/** `text` with its placeholders filled; an unknown one is left as typed (the Forum screen flags it). */
export function fillSiteText(text: string, facts: Record<SitePlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (SITE_PLACEHOLDERS as readonly string[]).includes(name) ? facts[name as SitePlaceholder] : whole,
  );
}

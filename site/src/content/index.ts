import type { Locale } from '@forum/shared';
import type { SiteEdition } from '../edition/siteEdition';
import { englishContent } from './en';
import { koreanContent } from './ko';
import type { SiteContent } from './types';

export type { SiteContent } from './types';
export { SECTION_IDS, type SectionId } from './types';
export { fill } from './fill';

const BUILDERS: Record<Locale, (site: SiteEdition) => SiteContent> = { en: englishContent, ko: koreanContent };

// One build per edition and language: a server renders every page of one edition in a row.
const built = new WeakMap<SiteEdition['edition'], Partial<Record<Locale, SiteContent>>>();

/** The site's text in `locale` for the edition the page is rendered for. */
export function contentFor(locale: Locale, site: SiteEdition): SiteContent {
  const cached = built.get(site.edition) ?? {};
  const content = cached[locale] ?? BUILDERS[locale](site);
  cached[locale] = content;
  built.set(site.edition, cached);
  return content;
}

import type { Locale } from '@forum/shared';
import { en } from './en';
import { ko } from './ko';
import type { SiteContent } from './types';

export type { SiteContent } from './types';
export { SECTION_IDS, type SectionId } from './types';
export { fill } from './fill';

const CONTENT: Record<Locale, SiteContent> = { en, ko };

export function contentFor(locale: Locale): SiteContent {
  return CONTENT[locale];
}

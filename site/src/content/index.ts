import type { Locale } from '@forum/shared';
import { en } from './en';
import { ko } from './ko';
import type { SiteContent } from './types';

export type { SiteContent } from './types';
export { SECTION_IDS, type SectionId } from './types';

const CONTENT: Record<Locale, SiteContent> = { en, ko };

export function contentFor(locale: Locale): SiteContent {
  return CONTENT[locale];
}

/** Replaces `{name}` placeholders in a content string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

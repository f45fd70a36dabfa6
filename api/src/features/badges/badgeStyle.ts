/**
 * The badge's colours and words. Each business type has its own band colour, dark enough for
 * white text (contrast 4.5:1 or more), so staff tell investors from companies across a room; the
 * band's word and the forum's name are in the registrant's language.
 */
import { EDITION, type Locale, businessTypeLabel } from '@forum/shared';

const BAND_COLOURS: Record<number, string> = {
  1: '#1d4ed8', // investor: blue
  2: '#0f766e', // financial institute: teal
  3: '#c2410c', // entrepreneur: orange
  4: '#6d28d9', // government: violet
  5: '#a16207', // limited partner: amber
  6: '#4b5563', // others: grey
};

export const TEXT_COLOUR = '#111827';
export const QUIET_TEXT_COLOUR = '#4b5563';
export const CUT_MARK_COLOUR = '#6b7280';

export function bandColour(businessType: number): string {
  return BAND_COLOURS[businessType] ?? BAND_COLOURS[6]!;
}

export function bandWord(businessType: number, locale: Locale): string {
  return businessTypeLabel(businessType, locale);
}

export function forumName(locale: Locale): string {
  return EDITION.name[locale];
}

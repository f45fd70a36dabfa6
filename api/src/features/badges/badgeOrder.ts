/**
 * The order of a batch. The Korean collation puts Hangul first in 가나다 order and then Latin
 * names alphabetically (CLDR's Korean tailoring reorders Hangul ahead of other scripts), with
 * numbers compared as numbers; ties fall back to the other field and then registration order.
 */
import type { BadgeSort } from '@forum/shared';
import type { BadgePerson } from './badgeRepo';

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

export function sortBadges(people: readonly BadgePerson[], sort: BadgeSort): BadgePerson[] {
  const [first, second] = sort === 'company' ? (['company', 'name'] as const) : (['name', 'company'] as const);
  return [...people].sort(
    (a, b) =>
      collator.compare(a[first].normalize('NFC'), b[first].normalize('NFC')) ||
      collator.compare(a[second].normalize('NFC'), b[second].normalize('NFC')) ||
      a.id - b.id,
  );
}

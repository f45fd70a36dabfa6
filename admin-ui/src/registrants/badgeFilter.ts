/** The list's search and filters as the badge call's `filter` (an unfiltered list: everyone). */
import type { BadgeFilter } from '@forum/shared';
import { type RegistrantFilter, searchTerms } from './registrantQuery';

export function badgeFilterOf(filter: RegistrantFilter): BadgeFilter {
  const search = searchTerms(filter.query).join(' ');
  return {
    // The waiting-list filter names no session: the badges are everyone's, narrowed by the rest.
    ...(filter.session !== 'all' && filter.session !== 'waiting' ? { sessions: [filter.session] } : {}),
    ...(filter.businessType !== 'all' ? { biztypes: [filter.businessType] } : {}),
    ...(search ? { search } : {}),
  };
}

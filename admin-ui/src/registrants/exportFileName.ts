/**
 * The name of an exported file: the seed's name for the whole list, the filter added to it for a
 * part of it (sif2024_registration_day12_type3_search-kim.xlsx), so a filtered export never passes
 * for the full list. Only letters and digits of the search go into the name.
 */
import { type RegistrantFilter, searchTerms } from './registrantQuery';

const MAX_SEARCH_LENGTH = 40;

export function exportFileName(fullListName: string, filter: RegistrantFilter): string {
  const parts: string[] = [];
  if (filter.session !== 'all') parts.push(filter.session);
  if (filter.businessType !== 'all') parts.push(`type${filter.businessType}`);
  const search = searchTerms(filter.query)
    .join('-')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, MAX_SEARCH_LENGTH)
    .replace(/^-+|-+$/g, '');
  if (search) parts.push(`search-${search}`);
  if (parts.length === 0) return fullListName;
  const dot = fullListName.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [fullListName.slice(0, dot), fullListName.slice(dot)] : [fullListName, ''];
  return `${stem}_${parts.join('_')}${extension}`;
}

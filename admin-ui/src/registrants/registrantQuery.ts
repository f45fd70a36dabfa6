/**
 * Search, filters, sorting and paging of the registrant list, as plain functions over an index
 * built once per list. With 10,000 registrants every keystroke runs these, so the per-row work is
 * done up front (a lower-cased search text, registration order) and the filter is one loop with no
 * allocation per row. Sorting by a text column ranks the whole list once with a collator and then
 * compares integers, so re-sorting after each keystroke costs no string comparisons.
 */
import {
  type Locale,
  type Registrant,
  type RegistrationStatus,
  type SessionCode,
  attendanceCell,
  holdsPlaces,
  isBusinessTypeCode,
} from '@forum/shared';
import type { RegistrantColumnId } from '@forum/shared/spreadsheet';

export interface ListedRegistrant {
  registrant: Registrant;
  /** 0-based position in registration order. */
  order: number;
  /** Name, company and e-mail, NFC-normalised and lower-cased, one per line. */
  searchText: string;
}

export interface RegistrantIndex {
  /** Every registrant in registration order. */
  rows: readonly ListedRegistrant[];
  /** Sort keys by column and locale, indexed by `order`; filled on first use. */
  sortKeys: Map<string, Float64Array>;
}

/** A session (seated in it), everyone (`all`), or those on any session's waiting list (`waiting`). */
export type SessionFilter = SessionCode | 'all' | 'waiting';
export type BusinessTypeFilter = number | 'all';
/** Approval: one status, or everyone. */
export type StatusFilter = RegistrationStatus | 'all';

export interface RegistrantFilter {
  query: string;
  session: SessionFilter;
  businessType: BusinessTypeFilter;
  /** Absent: everyone. */
  status?: StatusFilter;
}

export const NO_FILTER: RegistrantFilter = { query: '', session: 'all', businessType: 'all' };

export type SortDirection = 'ascending' | 'descending';

export interface RegistrantSort {
  column: RegistrantColumnId;
  direction: SortDirection;
}

/** Registration order, as the original console listed them. */
export const DEFAULT_SORT: RegistrantSort = { column: 'no', direction: 'ascending' };

/** Korean typed on some systems arrives decomposed (NFD); both sides are compared composed. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The words of a search box: each must appear in the name, company or e-mail. */
export function searchTerms(query: string): string[] {
  return normaliseSearchText(query)
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

/** Builds the index once per list: registration order (the API's id order) and search texts. */
export function indexRegistrants(registrants: readonly Registrant[]): RegistrantIndex {
  let ordered = registrants;
  for (let i = 1; i < registrants.length; i += 1) {
    if (registrants[i - 1]!.id > registrants[i]!.id) {
      ordered = [...registrants].sort((a, b) => a.id - b.id);
      break;
    }
  }
  const rows = new Array<ListedRegistrant>(ordered.length);
  for (let i = 0; i < ordered.length; i += 1) {
    const registrant = ordered[i]!;
    rows[i] = {
      registrant,
      order: i,
      searchText: normaliseSearchText(`${registrant.name}\n${registrant.company}\n${registrant.email}`),
    };
  }
  return { rows, sortKeys: new Map() };
}

export function isFiltered(filter: RegistrantFilter): boolean {
  return (
    searchTerms(filter.query).length > 0 ||
    filter.session !== 'all' ||
    filter.businessType !== 'all' ||
    (filter.status ?? 'all') !== 'all'
  );
}

/** On a waiting list (in line, not offered, not lapsed) for any of the chosen sessions. */
function isWaiting(registrant: Registrant): boolean {
  return registrant.sessions.some((code) => attendanceCell(registrant.sessions, code, registrant.seats) === 'waiting');
}

/** The rows that match every part of the filter, still in the order given. */
export function filterRegistrants(
  rows: readonly ListedRegistrant[],
  filter: RegistrantFilter,
): readonly ListedRegistrant[] {
  const terms = searchTerms(filter.query);
  const { session, businessType } = filter;
  const status = filter.status ?? 'all';
  if (terms.length === 0 && session === 'all' && businessType === 'all' && status === 'all') return rows;
  const matches: ListedRegistrant[] = [];
  rowLoop: for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (businessType !== 'all' && row.registrant.businessType !== businessType) continue;
    if (status !== 'all' && row.registrant.status !== status) continue;
    // A session or the waiting list filters by places, which a registration under review or declined does not hold.
    if (session !== 'all' && !holdsPlaces(row.registrant.status)) continue;
    if (session === 'waiting') {
      if (!isWaiting(row.registrant)) continue;
    } else if (
      session !== 'all' &&
      attendanceCell(row.registrant.sessions, session, row.registrant.seats) !== 'attended'
    )
      continue;
    for (let t = 0; t < terms.length; t += 1) {
      if (!row.searchText.includes(terms[t]!)) continue rowLoop;
    }
    matches.push(row);
  }
  return matches;
}

type TextColumn = 'company' | 'name' | 'title' | 'email' | 'phone' | 'about';
const TEXT_COLUMNS: ReadonlySet<RegistrantColumnId> = new Set<TextColumn>([
  'company',
  'name',
  'title',
  'email',
  'phone',
  'about',
]);
const SESSION_CELL_RANK = { attended: 0, offered: 1, waiting: 2, expired: 3, absent: 4, '': 5 } as const;

/** One number per registrant that orders the column: a value where there is one, else a rank. */
function buildSortKeys(rows: readonly ListedRegistrant[], column: RegistrantColumnId, locale: Locale): Float64Array {
  const keys = new Float64Array(rows.length);
  if (TEXT_COLUMNS.has(column)) {
    const field = column as TextColumn;
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const byText = rows
      .map((row) => row.order)
      .sort((a, b) => collator.compare(rows[a]!.registrant[field], rows[b]!.registrant[field]));
    // Equal texts share a rank, so ties fall back to registration order in both directions.
    let rank = 0;
    for (let i = 0; i < byText.length; i += 1) {
      if (i > 0 && collator.compare(rows[byText[i - 1]!]!.registrant[field], rows[byText[i]!]!.registrant[field]) !== 0)
        rank = i;
      keys[byText[i]!] = rank;
    }
    return keys;
  }
  for (let i = 0; i < rows.length; i += 1) {
    const { registrant } = rows[i]!;
    switch (column) {
      case 'no':
        keys[i] = i;
        break;
      case 'createdAt':
        keys[i] = Date.parse(registrant.createdAt) || 0;
        break;
      case 'businessType':
        // Codes follow the form's order; unknown legacy codes go last.
        keys[i] = isBusinessTypeCode(registrant.businessType) ? registrant.businessType : 99;
        break;
      default:
        // A session column: attended, then waiting, then absent, then blank.
        keys[i] = SESSION_CELL_RANK[attendanceCell(registrant.sessions, column as SessionCode, registrant.seats)];
    }
  }
  return keys;
}

function sortKeysFor(index: RegistrantIndex, column: RegistrantColumnId, locale: Locale): Float64Array {
  const cacheKey = TEXT_COLUMNS.has(column) ? `${column}:${locale}` : column;
  let keys = index.sortKeys.get(cacheKey);
  if (!keys) {
    keys = buildSortKeys(index.rows, column, locale);
    index.sortKeys.set(cacheKey, keys);
  }
  return keys;
}

/**
 * `rows` (a subset of `index.rows` in registration order) sorted by one column; ties keep
 * registration order. Returns `rows` itself for the default order.
 */
export function sortRegistrants(
  index: RegistrantIndex,
  rows: readonly ListedRegistrant[],
  sort: RegistrantSort,
  locale: Locale,
): readonly ListedRegistrant[] {
  const descending = sort.direction === 'descending';
  if (sort.column === 'no') return descending ? [...rows].reverse() : rows;
  const keys = sortKeysFor(index, sort.column, locale);
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => (keys[a.order]! - keys[b.order]!) * sign || a.order - b.order);
}

/** Clicking the sorted column flips it; another column starts ascending. */
export function nextSort(current: RegistrantSort, column: RegistrantColumnId): RegistrantSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export const PAGE_SIZE = 100;

export interface Page<T> {
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 0-based position of the first row of the page in the whole list. */
  start: number;
  rows: readonly T[];
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, start, rows: rows.slice(start, start + pageSize) };
}

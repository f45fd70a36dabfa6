import { describe, expect, it } from 'vitest';
import type { Registrant } from '@forum/shared';
import { LAST_PUBLIC_SESSION, registrant } from '../testing/adminTestUtils';
import { generateRegistrants } from '@forum/shared/testing';
import {
  DEFAULT_SORT,
  NO_FILTER,
  type ListedRegistrant,
  filterRegistrants,
  indexRegistrants,
  isFiltered,
  nextSort,
  pageOf,
  searchTerms,
  sortRegistrants,
} from './registrantQuery';

const ids = (rows: readonly ListedRegistrant[]) => rows.map((row) => row.registrant.id);

const SAMPLE: Registrant[] = [
  registrant({
    id: 1,
    name: '김민준',
    company: '한빛벤처스',
    email: 'minjun@hanbit.example',
    businessType: 1,
    sessions: ['day11', 'day13'],
  }),
  registrant({
    id: 2,
    name: 'Jane Doe',
    company: 'Northwind Capital',
    email: 'Jane@Northwind.example',
    businessType: 5,
    sessions: ['day12'],
  }),
  registrant({
    id: 3,
    name: 'John Smith',
    company: 'Contoso Bio',
    email: 'john@contoso.example',
    businessType: 3,
    sessions: [],
  }),
  registrant({
    id: 4,
    name: '이서연',
    company: 'Northwind 코리아',
    email: 'seoyeon@nw.example',
    businessType: 1,
    sessions: ['day12', LAST_PUBLIC_SESSION.code],
  }),
];

describe('indexRegistrants', () => {
  it('keeps registration (id) order, even when given out of order', () => {
    const index = indexRegistrants([SAMPLE[2]!, SAMPLE[0]!, SAMPLE[3]!, SAMPLE[1]!]);
    expect(ids(index.rows)).toEqual([1, 2, 3, 4]);
    expect(index.rows.map((row) => row.order)).toEqual([0, 1, 2, 3]);
  });
});

describe('filterRegistrants', () => {
  const { rows } = indexRegistrants(SAMPLE);

  it('returns every row when nothing is set', () => {
    expect(filterRegistrants(rows, NO_FILTER)).toBe(rows);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, query: '   ' })).toBe(false);
  });

  it.each([
    ['a Korean name', '민준', [1]],
    ['a Korean company', '한빛', [1]],
    ['an e-mail, case-insensitively', 'JANE@northwind', [2]],
    ['a company in mixed case', 'northWIND', [2, 4]],
    ['several words, all of which must match', 'northwind 이서연', [4]],
    ['words across name and company', 'john bio', [3]],
    ['surrounding spaces', '  contoso  ', [3]],
    ['nothing that matches', 'nobody', []],
  ])('searches %s', (_case, query, expected) => {
    expect(ids(filterRegistrants(rows, { ...NO_FILTER, query }))).toEqual(expected);
  });

  it('matches Korean typed in decomposed form (NFD)', () => {
    expect(ids(filterRegistrants(rows, { ...NO_FILTER, query: '민준'.normalize('NFD') }))).toEqual([1]);
  });

  it('does not search other fields', () => {
    expect(ids(filterRegistrants(rows, { ...NO_FILTER, query: 'Partner' }))).toEqual([]);
  });

  it('filters by session', () => {
    expect(ids(filterRegistrants(rows, { ...NO_FILTER, session: 'day12' }))).toEqual([2, 4]);
    expect(ids(filterRegistrants(rows, { ...NO_FILTER, session: 'day22' }))).toEqual([]);
  });

  it('filters by business type', () => {
    expect(ids(filterRegistrants(rows, { ...NO_FILTER, businessType: 1 }))).toEqual([1, 4]);
  });

  it('combines search, session and type', () => {
    expect(ids(filterRegistrants(rows, { query: 'northwind', session: 'day12', businessType: 1 }))).toEqual([4]);
  });
});

describe('sortRegistrants', () => {
  const index = indexRegistrants(SAMPLE);

  it('keeps registration order by default and reverses it on No.', () => {
    expect(ids(sortRegistrants(index, index.rows, DEFAULT_SORT, 'ko'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortRegistrants(index, index.rows, { column: 'no', direction: 'descending' }, 'ko'))).toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('sorts text with the locale’s collation, ignoring case', () => {
    expect(ids(sortRegistrants(index, index.rows, { column: 'email', direction: 'ascending' }, 'en'))).toEqual([
      2, 3, 1, 4,
    ]);
    expect(ids(sortRegistrants(index, index.rows, { column: 'email', direction: 'descending' }, 'en'))).toEqual([
      4, 1, 3, 2,
    ]);
  });

  it('sorts session cells attended, absent, blank, with ties in registration order', () => {
    expect(ids(sortRegistrants(index, index.rows, { column: 'day12', direction: 'ascending' }, 'ko'))).toEqual([
      2, 4, 1, 3,
    ]);
    expect(ids(sortRegistrants(index, index.rows, { column: 'day12', direction: 'descending' }, 'ko'))).toEqual([
      3, 1, 2, 4,
    ]);
  });

  it('sorts by business type code and by registration time', () => {
    expect(ids(sortRegistrants(index, index.rows, { column: 'businessType', direction: 'ascending' }, 'ko'))).toEqual([
      1, 4, 3, 2,
    ]);
    const dated = indexRegistrants([
      registrant({ id: 1, createdAt: '2025-09-02T00:00:00Z' }),
      registrant({ id: 2, createdAt: '2025-09-01T00:00:00Z' }),
    ]);
    expect(ids(sortRegistrants(dated, dated.rows, { column: 'createdAt', direction: 'ascending' }, 'ko'))).toEqual([
      2, 1,
    ]);
  });

  it('sorts a filtered subset without touching the rows given', () => {
    const subset = filterRegistrants(index.rows, { ...NO_FILTER, businessType: 1 });
    const before = ids(subset);
    expect(ids(sortRegistrants(index, subset, { column: 'name', direction: 'descending' }, 'ko'))).toEqual([4, 1]);
    expect(ids(subset)).toEqual(before);
  });

  it('flips the sorted column and starts another ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'no')).toEqual({ column: 'no', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual({
      column: 'name',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'email')).toEqual({
      column: 'email',
      direction: 'ascending',
    });
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 250 }, (_, i) => i);

  it('cuts pages of 100 and clamps the page number', () => {
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, start: 0 });
    expect(pageOf(rows, 3).rows).toEqual(rows.slice(200));
    expect(pageOf(rows, 9)).toMatchObject({ page: 3, start: 200 });
    expect(pageOf(rows, 0)).toMatchObject({ page: 1, start: 0 });
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});

describe('with 10,000 registrants', () => {
  const registrants = generateRegistrants(10_000);
  const index = indexRegistrants(registrants);

  /** The obvious implementation, to check the fast one against. */
  function naive(query: string, session: string, businessType: number | 'all'): number[] {
    const terms = searchTerms(query);
    return registrants
      .filter(
        (r) =>
          (businessType === 'all' || r.businessType === businessType) &&
          (session === 'all' || r.sessions.includes(session as never)),
      )
      .filter((r) =>
        terms.every((term) => [r.name, r.company, r.email].some((text) => text.toLowerCase().includes(term))),
      )
      .map((r) => r.id);
  }

  it.each([
    ['김민준', 'all', 'all'],
    ['northwind', 'day12', 'all'],
    ['user12', 'all', 3],
    ['EXAMPLE5 주식회사', LAST_PUBLIC_SESSION.code, 1],
    ['', 'day21', 6],
  ] as const)('filters %j / %s / %s like the obvious implementation', (query, session, businessType) => {
    const fast = ids(filterRegistrants(index.rows, { query, session, businessType }));
    expect(fast).toEqual(naive(query, session, businessType));
    expect(fast.length).toBeGreaterThan(0);
  });

  it('sorts by name in collation order with ties in registration order', () => {
    const sorted = sortRegistrants(index, index.rows, { column: 'name', direction: 'ascending' }, 'ko');
    const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });
    for (let i = 1; i < sorted.length; i += 1) {
      const order = collator.compare(sorted[i - 1]!.registrant.name, sorted[i]!.registrant.name);
      expect(order < 0 || (order === 0 && sorted[i - 1]!.order < sorted[i]!.order)).toBe(true);
    }
  });

  it('searches, filters and sorts well within a frame budget once indexed', () => {
    // Warm the sort keys as the page does on its first sort click, then time a keystroke's work.
    sortRegistrants(index, index.rows, { column: 'company', direction: 'ascending' }, 'ko');
    const started = performance.now();
    for (const query of ['김', '김민', '김민준', 'n', 'no', 'northwind']) {
      const filtered = filterRegistrants(index.rows, { query, session: 'all', businessType: 'all' });
      sortRegistrants(index, filtered, { column: 'company', direction: 'descending' }, 'ko');
    }
    // Six keystrokes; the bench prints exact figures, this only catches an accidental O(n²).
    expect(performance.now() - started).toBeLessThan(600);
  });
});

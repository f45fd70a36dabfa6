/**
 * The admin list's per-keystroke work, measured the same way in Node and in Chromium: search +
 * filters + sort (+ counts) over generated registrants with the page's own functions. Used by
 * filterBench.run.ts, which also bundles it for the browser.
 */
import { generateRegistrants } from '@forum/shared/testing';
import { countRegistrants } from '../src/registrants/registrantCounts';
import {
  type RegistrantFilter,
  type RegistrantIndex,
  type RegistrantSort,
  DEFAULT_SORT,
  NO_FILTER,
  filterRegistrants,
  indexRegistrants,
  sortRegistrants,
} from '../src/registrants/registrantQuery';

export interface FilterBenchResult {
  count: number;
  scenario: string;
  medianMs: number;
  maxMs: number;
  rows: number;
}

interface Scenario {
  name: string;
  filter: RegistrantFilter;
  sort: RegistrantSort;
  /** Measures the first sort by a text column (collation of the whole list) on a fresh index. */
  cold?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'build the index (once per list load)', filter: NO_FILTER, sort: DEFAULT_SORT, cold: true },
  { name: 'search "김민" (Korean), registration order', filter: { ...NO_FILTER, query: '김민' }, sort: DEFAULT_SORT },
  {
    name: 'search "northwind", sorted by company',
    filter: { ...NO_FILTER, query: 'northwind' },
    sort: { column: 'company', direction: 'ascending' },
  },
  {
    name: 'search "user1 example" (two words), by name desc',
    filter: { ...NO_FILTER, query: 'user1 example' },
    sort: { column: 'name', direction: 'descending' },
  },
  {
    name: 'session day12 + type 3, newest first',
    filter: { query: '', session: 'day12', businessType: 3 },
    sort: { column: 'createdAt', direction: 'descending' },
  },
  { name: 'no filter, all rows sorted by name', filter: NO_FILTER, sort: { column: 'name', direction: 'ascending' } },
  {
    name: 'index + first sort by company (collates the list)',
    filter: NO_FILTER,
    sort: { column: 'company', direction: 'ascending' },
    cold: true,
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One keystroke's work: what RegistrantsScreen's memos compute when the search box changes. */
function keystroke(index: RegistrantIndex, scenario: Scenario): number {
  const filtered = filterRegistrants(index.rows, scenario.filter);
  const shown = sortRegistrants(index, filtered, scenario.sort, 'ko');
  countRegistrants(filtered);
  return shown.length;
}

export function measureFilterScenarios(count: number, runs = 25): FilterBenchResult[] {
  const registrants = generateRegistrants(count);
  const results: FilterBenchResult[] = [];
  for (const scenario of SCENARIOS) {
    const times: number[] = [];
    let rows = 0;
    if (scenario.cold) {
      for (let run = 0; run < Math.min(runs, 7); run += 1) {
        const started = performance.now();
        const index = indexRegistrants(registrants);
        if (scenario.sort.column !== 'no') rows = keystroke(index, scenario);
        else rows = index.rows.length;
        times.push(performance.now() - started);
      }
    } else {
      const index = indexRegistrants(registrants);
      keystroke(index, scenario); // warm-up: JIT, and the column's sort keys as after the first click
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        rows = keystroke(index, scenario);
        times.push(performance.now() - started);
      }
    }
    results.push({ count, scenario: scenario.name, medianMs: median(times), maxMs: Math.max(...times), rows });
  }
  return results;
}

/**
 * Part of `npm run bench --workspace admin-ui`: what the check-in desk's search index costs at
 * 10,000 registrants, with the desk's own modules in Node: the first build (the first search after
 * the roster loads) and the rebuild after a refresh that changed one person (paid by the next
 * keystroke). The keystrokes themselves are checkinSearch.bench.ts. Figures, not a pass/fail test.
 */
import { CROCKFORD_ALPHABET, type CheckinRosterEntry } from '@forum/shared';
import { benchTable, generateRegistrants } from '@forum/shared/testing';
import { createDeskRoster } from '../src/checkin/deskRoster';
import { buildRosterSearch } from '../src/checkin/rosterSearch';

const COUNT = 10_000;

function code(index: number): string {
  let text = '';
  let value = index * 2_654_435_761;
  for (let i = 0; i < 13; i += 1) {
    text += CROCKFORD_ALPHABET[Math.abs(value) % 32];
    value = Math.floor(value / 32) + i * 7919;
  }
  return text;
}

const entries: CheckinRosterEntry[] = generateRegistrants(COUNT).map((registrant, index) => ({
  id: registrant.id,
  checkinCode: code(index + 1),
  name: registrant.name,
  company: registrant.company,
  title: registrant.title,
  businessType: registrant.businessType,
  sessions: registrant.sessions,
  onsite: false,
  checkins: [],
  email: registrant.email,
  phone: registrant.phone,
  status: 'approved' as const,
}));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(3);

function measure(label: string, runs: (() => void)[]): string[] {
  const times = runs.map((run) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  return [
    label,
    String(times.length),
    ms(percentile(times, 50)),
    ms(percentile(times, 99)),
    ms(times[times.length - 1]!),
  ];
}

const roster = createDeskRoster();
for (const entry of entries) roster.put(entry);

// A changed name (a new one each run) makes the next search rebuild the index.
const builds = Array.from({ length: 10 }, (_run, run) => () => {
  roster.put({ ...entries[0]!, name: `${entries[0]!.name} ${run}` });
  roster.search('a', 20);
});

// Build once before measuring, as the desk does on its first search.
roster.search('a', 20);

console.log(
  `Check-in desk search index at ${COUNT.toLocaleString('en-US')} registrants (Node ${process.version}; times in ms)\n`,
);
console.log(
  benchTable([
    ['operation', 'runs', 'median', 'p99', 'max'],
    // The first search after the roster loads (fresh objects: nothing normalised yet).
    measure(
      'index build, whole roster',
      Array.from({ length: 5 }, () => () => void buildRosterSearch(entries.map((entry) => ({ ...entry })))),
    ),
    measure('index rebuild after one change + search', builds),
  ]),
);

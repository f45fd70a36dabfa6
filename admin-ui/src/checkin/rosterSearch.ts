/**
 * Search-as-you-type over the desk's roster. A desk types a few letters per person, at 10,000
 * registrants: each entry's searchable text is normalised once when the roster changes (lower
 * case, no spaces, NFC so a Korean name typed on any keyboard compares equal), so a keystroke is
 * one pass of `startsWith`/`includes` over short strings, in the roster's name order.
 */
import type { CheckinRosterEntry } from '@forum/shared';

interface Indexed {
  id: number;
  name: string;
  /** Company, e-mail and phone, each normalised. */
  others: string[];
  /** The phone's digits alone: "010-1234-5678" is found by "01012345678" and by "1234 5678". */
  phoneDigits: string;
}

export interface RosterSearchIndex {
  /** Ids of the best matches, best first: the name starts with the query, another field does, then contains. */
  search(query: string, limit: number): number[];
  size: number;
}

/** What the user typed and the stored text, compared without case or spaces. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, '');
}

const collator = new Intl.Collator(['ko', 'en'], { sensitivity: 'base', numeric: true });

export function buildRosterSearch(entries: Iterable<CheckinRosterEntry>): RosterSearchIndex {
  const sorted = [...entries].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const rows: Indexed[] = sorted.map((entry) => ({
    id: entry.id,
    name: searchKey(entry.name),
    others: [searchKey(entry.company), searchKey(entry.email), searchKey(entry.phone)],
    phoneDigits: entry.phone.replace(/\D/g, ''),
  }));

  return {
    size: rows.length,
    search(query, limit) {
      const key = searchKey(query);
      if (!key || limit <= 0) return [];
      // A query of digits and phone punctuation is also looked for among the phone's digits.
      const digits = /^[\d\s+\-().]+$/.test(query) ? query.replace(/\D/g, '') : '';
      const ranks: number[][] = [[], [], []];
      for (const row of rows) {
        let rank: number;
        if (row.name.startsWith(key)) rank = 0;
        else if (row.others.some((field) => field.startsWith(key)) || (digits.length > 0 && row.phoneDigits.startsWith(digits))) rank = 1;
        else if (row.name.includes(key) || row.others.some((field) => field.includes(key)) || (digits.length > 2 && row.phoneDigits.includes(digits)))
          rank = 2;
        else continue;
        ranks[rank]!.push(row.id);
        // Rows come in name order, so once the best rank is full nothing later can beat it.
        if (rank === 0 && ranks[0]!.length >= limit) break;
      }
      return ranks.flat().slice(0, limit);
    },
  };
}
